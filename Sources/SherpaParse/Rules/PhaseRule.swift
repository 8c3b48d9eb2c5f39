import SherpaCore

/// Parts of the day: "in the morning", "before bed", "at night", "evenings", "tomorrow
/// afternoon" (with its date), and "Morning run" (where the word stays in the name).
enum PhaseRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    let lex = d.lexemes[i]
    // "morning and evening": twice a day, from the earlier part.
    if let first = lex.phase ?? lex.phasePhrase, let link = d.free(i + 1),
      link.lower == "and" || link.isPunct("&"), let next = d.free(i + 2),
      let second = next.phase ?? next.phasePhrase, second != first
    {
      d.phase = first.order <= second.order ? first : second
      d.phaseCount = 2
      return 3
    }
    if let phase = lex.phasePhrase {
      d.phase = phase
      return 1
    }
    guard let phase = lex.phase else { return 0 }
    let isFirst = !d.lexemes[..<i].contains { !$0.isPunct }
    let isLast = !d.lexemes[(i + 1)...].contains { !$0.isPunct }
    let followsSchedule = i > 0 && d.used[i - 1] && !d.lexemes[i - 1].isPunct
    let isPlural = lex.lower.hasSuffix("s")
    if isFirst, let next = d.lexeme(i + 1), next.isPlainWord,
      !AmountRule.notNouns.contains(next.lower)
    {
      d.phase = phase
      d.keepInName[i] = true
      return 1
    }
    guard isPlural || isLast || followsSchedule else { return 0 }
    d.phase = phase
    return 1
  }
}

extension Phase {
  /// Where the part falls in the day: morning first.
  var order: Int { Phase.allCases.firstIndex(of: self) ?? 0 }
}
