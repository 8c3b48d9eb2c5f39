import SherpaCore

extension Parser {
  /// The activity: the words no rule placed, in the person's own spelling, trimmed of
  /// punctuation at the edges, with a capital first letter.
  func name(of d: Draft) -> String {
    let n = d.lexemes.count
    var inName = (0..<n).map { !d.used[$0] || d.keepInName[$0] }
    // Words at the edges that only joined the schedule ("and", "on"), and the "to" of
    // "remind me on Monday to order stamps".
    func isEdge(_ i: Int) -> Bool {
      d.lexemes[i].isPunct || Parser.edgeWords.contains(d.lexemes[i].lower)
    }
    var first = 0
    while first < n
      && (!inName[first] || isEdge(first)
        || (d.hasReminderPrefix && d.lexemes[first].lower == "to"))
    {
      if inName[first] && !d.lexemes[first].isPunct
        && (first + 1..<n).allSatisfy({ !inName[$0] || d.lexemes[$0].isPunct })
      {
        break  // keep a lone word rather than nothing
      }
      inName[first] = false
      first += 1
    }
    var last = n - 1
    // A name never ends on a dangling word: "Run a", "Wrap presents before".
    func isTail(_ i: Int) -> Bool {
      if d.lexemes[i].isPunct { return true }
      guard let always = Parser.tailWords[d.lexemes[i].lower] else { return false }
      return always || !d.keepInName[i]
    }
    while last > first && (!inName[last] || isTail(last)) {
      inName[last] = false
      last -= 1
    }
    var runs: [String] = []
    var i = first
    while i <= last && i < n {
      guard inName[i] else {
        i += 1
        continue
      }
      var j = i
      while j < n && inName[j] { j += 1 }
      var from = i
      var to = j
      while from < to && d.lexemes[from].isPunct { from += 1 }
      while to > from && d.lexemes[to - 1].isPunct { to -= 1 }
      if from < to { runs.append(d.text(from..<to)) }
      i = j
    }
    var text = runs.joined(by: " ")
    if Parser.mayShout(text) {
      // A name typed in capitals ("WALK THE DOG") is shouted as a whole.
      let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }
      text =
        letters.count >= 4 && letters.allSatisfy({ $0.properties.isUppercase })
        ? text.lowercased()
        : text.split(separator: " ").map { Parser.unshouted(String($0)) }.joined(by: " ")
    }
    return Parser.capitalizingFirst(text)
  }

  /// Four capitals in a row, or any non-ASCII: worth a closer look.
  static func mayShout(_ text: String) -> Bool {
    var run = 0
    for b in text.utf8 {
      if b >= 128 { return true }
      run = b >= 65 && b <= 90 ? run + 1 : 0
      if run >= 4 { return true }
    }
    return false
  }

  /// "FERNS" → "ferns"; short capitals stay ("MOT", "TV").
  static func unshouted(_ word: String) -> String {
    let bytes = word.utf8
    if bytes.allSatisfy({ $0 < 128 }) {
      var letters = 0
      for b in bytes {
        if b >= 97 && b <= 122 { return word }
        if b >= 65 && b <= 90 { letters += 1 }
      }
      return letters >= 4 ? word.lowercased() : word
    }
    let letters = word.unicodeScalars.filter { $0.properties.isAlphabetic }
    return letters.count >= 4 && letters.allSatisfy({ $0.properties.isUppercase })
      ? word.lowercased() : word
  }

  /// Words that cannot end a name: articles, prepositions and conjunctions left over.
  static let tailEdgeWords: Set<String> = [
    "a", "an", "the", "my", "your", "our", "before", "after", "by", "from", "until", "till",
    "til", "into", "than", "but", "so", "nor", "per", "via", "about", "around", "during",
    "each", "every", "since", "then",
  ]

  /// Words a name cannot end on, true for those that go even when a rule kept them.
  static let tailWords: [String: Bool] = Dictionary(
    uniqueKeysWithValues: tailEdgeWords.subtracting(edgeWords).map { ($0, false) }
      + edgeWords.map { ($0, true) })

  static let edgeWords: Set<String> = [
    "and", "on", "at", "&", "+", "or", "for", "of", "to", "with",
  ]

  /// Whether the word at `i` stands where a day, month or schedule word belongs: after "on",
  /// "every", "until"…, or after a day joined by "and", "&", "," or "/".
  func expectsScheduleWord(_ d: Draft, at i: Int) -> Bool {
    guard let previous = d.lexeme(i - 1) else { return false }
    if Parser.scheduleLeads.contains(previous.lower) { return true }
    if previous.isDayWord || previous.month != nil { return d.used[i - 1] }
    let joins =
      previous.lower == "and" || previous.isPunct("&") || previous.isPunct(",")
      || previous.isPunct("/") || previous.lower == "or"
    guard joins, let before = d.lexeme(i - 2) else { return false }
    return d.used[i - 2] && (before.isDayWord || before.month != nil)
  }

  static let scheduleLeads: Set<String> = [
    "on", "every", "each", "until", "till", "til", "from", "starting", "next", "this", "by",
    "through", "thru", "except",
  ]

  /// The text with its first letter in capitals: names start with one.
  public static func capitalizingFirst(_ text: String) -> String {
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
      // "but" and ", not" take days out only before days; elsewhere they are words.
      let isExcept = lex.is(.except) && lex.lower != "but" && !lex.lower.hasPrefix(",")
      if lex.is(.every) || lex.is(.everyOther) || isExcept || lex.lower == "until"
        || lex.lower == "till"
      {
        if let next = d.lexeme(i + 1), next.shape == .word || next.shape == .number {
          return .unplaced(
            words: [d.text((i + 1)..<(i + 2))], suggestion: grammar.suggestion(for: next.lower))
        }
        return .unplaced(words: [d.text(i..<(i + 1))], suggestion: nil)
      }
      // A misspelling keeps its first letter ("Mondy") and stands where a schedule word is
      // expected ("on Mondy", "mon and wendsday"); other words, names among them, are left to
      // the name ("coffee with Mary", "clean the fridge").
      if sawSchedule, lex.isPlainWord, lex.lower.count >= 4, expectsScheduleWord(d, at: i),
        let suggestion = grammar.suggestion(for: lex.lower, sameStart: true),
        suggestion.lowercased() != lex.lower
      {
        return .unplaced(words: [d.text(i..<(i + 1))], suggestion: suggestion)
      }
    }
    return nil
  }
}
