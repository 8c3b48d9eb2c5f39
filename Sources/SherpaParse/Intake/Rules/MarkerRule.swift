import SherpaCore

/// Markers of kind and reminders: "task:", "todo:", "remind me to", "with a reminder",
/// "notify me".
enum MarkerRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    let lex = d.lexemes[i]
    let isFirst = !d.lexemes[..<i].contains(where: { !$0.isPunct })
    // "[ ] buy milk", "- [x] floss": a checkbox before the item.
    if isFirst, lex.isPunct("[") {
      if d.lexeme(i + 1)?.isPunct("]") == true { return 2 }
      if d.lexeme(i + 1)?.lower == "x", d.lexeme(i + 2)?.isPunct("]") == true { return 3 }
    }
    // "remind me to call mum" asks for a task; "…, remind me" only asks for a reminder.
    if lex.is(.reminderPrefix) && isFirst {
      d.notify = true
      d.hasReminderPrefix = true
      return 1
    }
    if lex.is(.reminder) || lex.is(.reminderPrefix) {
      d.notify = true
      return 1
    }
    // "habit: buy a paper", "habit - tidy desk": a habit whatever the verb.
    if isFirst, lex.is(.habit), let next = d.lexeme(i + 1), next.isPunct(":") || next.isPunct("-") {
      d.isHabit = true
      return 2
    }
    if lex.is(.task), isFirst {
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
