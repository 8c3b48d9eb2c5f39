import SherpaCore

/// Durations that end a schedule: "for 5 weeks", "for 14 days", "for a month", "6 weeks".
enum DurationRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    var k = i
    let hasFor = d.lexemes[i].is(.duration)
    if hasFor { k += 1 }
    guard let lex = d.free(k) else { return 0 }
    let count: Int
    if let n = lex.integer {
      count = n
    } else if lex.is(.article), hasFor {
      count = 1
    } else if let q = lex.quantity, q >= 1 {
      count = Int(q)
    } else {
      return 0
    }
    guard let (period, multiple) = d.free(k + 1)?.period,
      AmountRule.perPeriod(d, at: k + 2) == nil  // "4 days a week" is an amount
    else { return 0 }
    let text = d.text(i..<(k + 2))
    guard count >= 1 else {
      d.fail(.notPositive(text))
      return 0
    }
    guard count <= 10_000 else {
      d.fail(.tooLarge(text))
      return 0
    }
    d.durationDays = (count * multiple, period, text)
    return k + 2 - i
  }
}
