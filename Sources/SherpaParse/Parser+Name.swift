import SherpaCore

extension Parser {
  /// The activity: the words no rule placed, in the person's own spelling, trimmed of
  /// punctuation at the edges, with a capital first letter.
  func name(of d: Draft) -> String {
    var runs: [String] = []
    var i = 0
    let n = d.lexemes.count
    while i < n {
      guard !d.used[i] || d.keepInName[i] else {
        i += 1
        continue
      }
      var j = i
      while j < n && (!d.used[j] || d.keepInName[j]) { j += 1 }
      var from = i
      var to = j
      while from < to && d.lexemes[from].isPunct { from += 1 }
      while to > from && d.lexemes[to - 1].isPunct { to -= 1 }
      if from < to { runs.append(d.text(from..<to)) }
      i = j
    }
    var words = runs.joined(separator: " ").split(separator: " ").map(String.init)
    if d.hasReminderPrefix, words.first?.lowercased() == "to" { words.removeFirst() }
    // Words left at the edges that only joined the schedule: "and", "on".
    while let last = words.last, Parser.edgeWords.contains(last.lowercased()) { words.removeLast() }
    while let first = words.first, Parser.edgeWords.contains(first.lowercased()), words.count > 1 {
      words.removeFirst()
    }
    let cased = words.map { word -> String in
      let letters = word.unicodeScalars.filter { $0.properties.isAlphabetic }
      if letters.count >= 4 && letters.allSatisfy({ $0.properties.isUppercase }) {
        return word.lowercased()
      }
      return word
    }
    return Parser.capitalizingFirst(cased.joined(separator: " "))
  }

  static let edgeWords: Set<String> = ["and", "on", "at", "&", "+", "or", "every", "each", "in", "for", "of", "to"]

  static func capitalizingFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// Words a rule began to read but could not finish ("every blursday"), and misspelt
  /// schedule words after the schedule ("on Mondy").
  func unplacedWords(in d: Draft) -> ParseFailure? {
    var sawSchedule = false
    for (i, lex) in d.lexemes.enumerated() {
      if d.used[i] {
        if !lex.isPunct { sawSchedule = true }
        continue
      }
      if lex.is(.every) || lex.is(.everyOther) || lex.lower == "until" || lex.lower == "till" {
        if let next = d.lexeme(i + 1), next.shape == .word || next.shape == .number {
          return .unplaced(words: [d.text((i + 1)..<(i + 2))], suggestion: grammar.suggestion(for: next.lower))
        }
        return .unplaced(words: [d.text(i..<(i + 1))], suggestion: nil)
      }
      // A misspelling keeps its first letter ("Mondy"); other words are left to the name.
      if sawSchedule, lex.isPlainWord, lex.lower.count >= 4,
        let suggestion = grammar.suggestion(for: lex.lower, sameStart: true),
        suggestion.lowercased() != lex.lower
      {
        return .unplaced(words: [d.text(i..<(i + 1))], suggestion: suggestion)
      }
    }
    return nil
  }
}
