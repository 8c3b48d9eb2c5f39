import SherpaCore

/// "in December", "in Jan and Feb": months a schedule is limited to.
enum MonthListRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    guard ["in", "during"].contains(d.lexemes[i].lower),
      let (months, length) = OrdinalRule.monthList(d, at: i + 1)
    else { return 0 }
    d.months += months
    return length + 1
  }
}
