import SherpaCore

/// Parts of the day: "in the morning", "before bed", "at night", "evenings", "tomorrow
/// afternoon" (with its date), and "Morning run" (where the word stays in the name); several
/// ("morning, afternoon and night") or "with every meal" make so many times a day.
enum PhaseRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    let lex = d.lexemes[i]
    if let count = lex.mealCount {
      d.phaseCount = max(d.phaseCount, count)
      return 1
    }
    // "morning and evening", "mornings, afternoons and evenings": so many times a day, from
    // the earliest part.
    if let first = lex.phase ?? lex.phasePhrase {
      var phases = [first]
      var k = i + 1
      // Joined by "and", "&" or commas, or said one after another ("morning afternoon").
      while let link = d.free(k) {
        var j = k
        if link.lower == "and" || link.isPunct("&") || link.isPunct(",") { j += 1 }
        if link.isPunct(","), d.free(j)?.lower == "and" { j += 1 }
        guard let next = d.free(j), let phase = next.phase ?? next.phasePhrase else { break }
        if !phases.contains(phase) { phases.append(phase) }
        k = j + 1
      }
      if phases.count > 1 {
        d.phase = phases.min { $0.order < $1.order }
        d.phaseCount = phases.count
        return k - i
      }
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
