import SherpaCore

/// Parts of the day: "in the morning", "before bed", "at night", "evenings", "tomorrow
/// afternoon" (with its date), and "Morning run" (where the word stays in the name).
enum PhaseRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    let lex = d.lexemes[i]
    if let phase = lex.phasePhrase {
      d.phase = phase
      return 1
    }
    guard let phase = lex.phase else { return 0 }
    let isFirst = !d.lexemes[..<i].contains { !$0.isPunct }
    let isLast = !d.lexemes[(i + 1)...].contains { !$0.isPunct }
    let followsSchedule = i > 0 && d.used[i - 1] && !d.lexemes[i - 1].isPunct
    let isPlural = lex.lower.hasSuffix("s")
    if isFirst, let next = d.lexeme(i + 1), next.isPlainWord, !AmountRule.notNouns.contains(next.lower) {
      d.phase = phase
      d.keepInName[i] = true
      return 1
    }
    guard isPlural || isLast || followsSchedule else { return 0 }
    d.phase = phase
    return 1
  }
}

/// "after breakfast", "after my run": the activity this one follows.
enum AfterRule {
  static let boundaries: Set<String> = [
    "on", "at", "in", "every", "each", "and", "with", "before", "after", "for", "from", "until",
    "then", "to", "or", "daily", "weekly",
  ]

  static func match(_ d: inout Draft, at i: Int) -> Int {
    guard d.lexemes[i].is(.after) else { return 0 }
    var k = i + 1
    while let lex = d.free(k), lex.is(.relationFiller) { k += 1 }
    var words: [String] = []
    let begin = k
    while let lex = d.free(k), lex.shape == .word, !boundaries.contains(lex.lower),
      lex.isPlainWord || lex.unit != nil && lex.unit?.unit != .count || lex.phase != nil
    {
      if lex.phase != nil, d.free(k + 1)?.isPlainWord != true, !words.isEmpty { break }
      words.append(d.text(k..<(k + 1)))
      k += 1
    }
    guard !words.isEmpty, k > begin else { return 0 }
    d.after = words.joined(separator: " ")
    return k - i
  }
}

/// Markers of kind and reminders: "task:", "todo:", "remind me to", "with a reminder",
/// "notify me".
enum MarkerRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    let lex = d.lexemes[i]
    if lex.is(.reminderPrefix) {
      d.notify = true
      d.hasReminderPrefix = true
      return 1
    }
    if lex.is(.reminder) {
      d.notify = true
      return 1
    }
    if lex.is(.task), !d.lexemes[..<i].contains(where: { !$0.isPunct }) {
      let next = d.lexeme(i + 1)
      if let next, next.isPunct(":") || next.isPunct("-") {
        d.isTask = true
        return 2
      }
      if lex.lower != "task" {
        d.isTask = true
        return 1
      }
    }
    return 0
  }
}
