import SherpaCore

/// "at the end of every month", "end of each month": the last day of every month ("the end
/// of the month" alone is a date, which `DateRule` reads).
enum MonthEndRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    var k = i
    if d.lexemes[k].lower == "at" { k += 1 }
    if d.free(k)?.lower == "the" { k += 1 }
    guard d.free(k)?.lower == "end", let of = d.free(k + 1) else { return 0 }
    let end: Int
    if of.is(.monthScope), of.lower.hasPrefix("of every") || of.lower.hasPrefix("of each") {
      end = k + 2
    } else if of.lower == "of", d.free(k + 2)?.is(.every) == true,
      d.free(k + 3)?.period.map({ $0.period == .month && $0.count == 1 }) == true
    {
      end = k + 4
    } else {
      return 0
    }
    let text = d.text(k..<end)
    d.monthDays.append(-1)
    d.monthDaysText = text
    d.claims.append(Draft.Claim(frequency: .monthly, text: text))
    return end - i
  }
}
