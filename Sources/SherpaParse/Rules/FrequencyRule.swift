import SherpaCore

/// Single words that say how often: "daily", "weekly", "fortnightly", "nightly", "annually";
/// and "of the month" on its own. At the start of a phrase and followed by the activity
/// ("Weekly review", "Morning run") the word also stays in the name.
enum FrequencyRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    let lex = d.lexemes[i]
    if let (frequency, interval, phase) = lex.frequency {
      let isAdjective = opensPhrase(d, at: i)
      d.claims.append(
        Draft.Claim(
          frequency: frequency, interval: interval, isWeak: phase != nil || isAdjective,
          text: lex.lower))
      if let phase { d.phase = phase }
      return 1
    }
    if lex.is(.monthScope) {
      d.claims.append(Draft.Claim(frequency: .monthly, text: lex.lower))
      return 1
    }
    return 0
  }

  /// "Weekly review": a schedule word that opens the phrase and describes the activity.
  static func opensPhrase(_ d: Draft, at i: Int) -> Bool {
    guard !d.lexemes[..<i].contains(where: { !$0.isPunct }), let next = d.lexeme(i + 1) else {
      return false
    }
    return next.isPlainWord && !next.isAttached && !AmountRule.notNouns.contains(next.lower)
  }
}

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
