import SherpaCore

/// "every …": "every day", "every 10 days", "every other week", "every third day",
/// "every Monday", "every weekday", "every morning", "every 22 Aug", "every March".
enum EveryRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    let first = d.lexemes[i]
    let isOther = first.is(.everyOther)
    guard isOther || first.is(.every) else { return 0 }
    var k = i + 1
    var n = isOther ? 2 : 1
    let unitIndex = k + (d.free(k)?.number != nil ? 1 : 0)
    if let unit = d.free(unitIndex)?.unit?.unit, [.sec, .min, .hours].contains(unit) {
      d.fail(.tooFrequent(d.text(i..<(unitIndex + 1))))
      return 0
    }
    if !isOther, let lex = d.free(k) {
      if let value = lex.number, lex.shape == .number, d.free(k + 1)?.period != nil {
        guard value >= 1 else {
          d.fail(.notPositive(d.text(i..<(k + 2))))
          return 0
        }
        guard value == value.rounded() else {
          d.fail(.notWhole(d.text(i..<(k + 2))))
          return 0
        }
        guard value <= Double(Recurrence.maximumInterval) else {
          d.fail(.tooLarge(d.text(i..<(k + 2))))
          return 0
        }
        n = Int(value)
        k += 1
      } else if let quantity = lex.quantity, quantity >= 2, d.free(k + 1)?.period != nil {
        n = Int(quantity)
        k += 1
      } else if let ordinal = lex.ordinalValue, ordinal >= 2, d.free(k + 1)?.period != nil {
        guard ordinal <= Recurrence.maximumInterval else {
          d.fail(.tooLarge(d.text(i..<(k + 2))))
          return 0
        }
        n = ordinal
        k += 1
      }
    }
    guard let next = d.free(k) else { return 0 }
    // "every second Sunday of the month" counts within the month.
    if first.lower == "every second", let day = next.weekday, d.free(k + 1)?.is(.monthScope) == true
    {
      d.days.append(
        Draft.Days(
          rules: [WeekdayRule(day.day, ordinal: 2)], isRepeating: true, text: d.text(i..<(k + 2))))
      d.claims.append(Draft.Claim(frequency: .monthly, text: d.text(i..<(k + 2))))
      return k + 2 - i
    }
    if let (period, multiple) = next.period {
      guard n * multiple <= Recurrence.maximumInterval else {
        d.fail(.tooLarge(d.text(i..<(k + 1))))
        return 0
      }
      d.claims.append(
        Draft.Claim(
          frequency: frequency(of: period), interval: n * multiple, text: d.text(i..<(k + 1))))
      return k + 1 - i
    }
    if n == 1 || isOther, next.isDayWord || next.weekdayLetter != nil {
      let length = WeekdayListRule.match(&d, at: k, every: true)
      guard length > 0 else { return 0 }
      d.days[d.days.count - 1].text = d.text(i..<(k + length))
      if isOther {
        d.claims.append(
          Draft.Claim(frequency: .weekly, interval: 2, text: d.text(i..<(k + length))))
      }
      return k + length - i
    }
    guard n == 1 else { return 0 }
    if let phase = next.phase {
      d.phase = phase
      d.claims.append(Draft.Claim(frequency: .daily, isWeak: true, text: d.text(i..<(k + 1))))
      return k + 1 - i
    }
    if next.ordinalValue != nil {
      let length = OrdinalRule.match(&d, at: k)
      return length > 0 ? k + length - i : 0
    }
    if let (spec, length) = DateRule.dayAndMonth(&d, at: k),
      case .dayMonth(let day, let month) = spec
    {
      d.claims.append(Draft.Claim(frequency: .yearly, text: d.text(i..<(k + length))))
      d.monthDays.append(day)
      d.months.append(month)
      return k + length - i
    }
    if let (months, length) = OrdinalRule.monthList(d, at: k) {
      d.claims.append(Draft.Claim(frequency: .yearly, text: d.text(i..<(k + length))))
      d.months += months
      return k + length - i
    }
    return 0
  }

  static func frequency(of period: Meaning.Period) -> Recurrence.Frequency {
    switch period {
    case .day: .daily
    case .week: .weekly
    case .month: .monthly
    case .year: .yearly
    }
  }
}
