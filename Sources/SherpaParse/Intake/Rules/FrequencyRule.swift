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
    if lex.is(.quarterScope) {
      d.claims.append(Draft.Claim(frequency: .monthly, interval: 3, text: lex.lower))
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
