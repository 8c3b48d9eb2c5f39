import SherpaCore

/// The one reader of check-ins, behind `done`, the coach, the session and scripts alike.
///
/// It splits a line into what was done (a verb, the words of the activity), how much (the
/// intake's numbers and units, servings, "twice", "half a litre"), when (a day word), and
/// a note after a comma, a dash or "because". It matches nothing to items: that is
/// `CheckInResolver`'s work.
extension Parser {
  public func readCheckIn(_ text: String) -> CheckInReading {
    var reading = CheckInReading(text: text)
    var text = text
    // "3.2.1km": a number that is none; the rest is still read, to name the item.
    if let garbled = text.split(separator: " ").first(where: Self.isGarbled) {
      reading.garbled = String(garbled)
      text = text.split(separator: " ").filter { $0 != garbled }.joined(by: " ")
      reading.text = text
    }
    let scalars = Array(text.unicodeScalars.prefix(Parser.maximumLength))
    let all = Lexer(grammar: grammar).lexemes(of: scalars)
    let words = grammar.checkInWords
    var lexemes = all.filter {
      !($0.isPunct && !Self.isBoundary($0)) || $0.lower == "#" || $0.lower == ":"
        || SaidAmount.fractions[$0.lower] != nil
    }
    // The note: after the first comma or dash, or a reason word ("because"); a skip's also
    // after a colon ("not doing my run: travelling").
    let isSkip = Self.startsSkip(lexemes.map(\.lower), words)
    if !isSkip { lexemes.removeAll { $0.isPunct && $0.lower == ":" } }
    if let cut = noteStart(lexemes, words) {
      let from = lexemes[cut.note].range.lowerBound
      let note = String(scalars: scalars[from...]).trimmingWhitespace()
      reading.note = note.isEmpty ? nil : String(note)
      lexemes = Array(lexemes[..<cut.main])
    } else if lexemes.last.map(Self.isBoundary) == true {
      lexemes.removeLast()
    }
    lexemes.removeAll(where: Self.isBoundary)
    let lower = lexemes.map(\.lower)
    var index = 0
    func skip(_ count: Int) { index += count }
    while index < lower.count, words.openers.contains(lower[index]) { skip(1) }
    if let lead = Self.longest(words.skipLeads, in: lower, at: index) {
      reading.isSkip = true
      skip(lead)
    } else if let lead = Self.longest(
      grammar.checkInLeads + words.amountLeads, in: lower, at: index)
    {
      reading.saysDone = true
      skip(lead)
    }
    while index < lower.count, words.openers.contains(lower[index]) { skip(1) }
    for size in [2, 1] where index + size <= lower.count {
      let said = lower[index..<(index + size)].joined(by: " ")
      guard let verb = grammar.pastTenses[said] else { continue }
      reading.verbSaid = said
      reading.verb = verb
      reading.saysDone = true
      skip(size)
      break
    }
    while index < lexemes.count {
      if let taken = day(lexemes, lower, at: index, into: &reading) {
        skip(taken)
        continue
      }
      if let taken = amount(lexemes, at: index, into: &reading) {
        skip(taken)
        continue
      }
      let lex = lexemes[index]
      if Self.plans(lex) { reading.plans = true }
      // "a day", "per week": how often, not what was done.
      if lex.period != nil, index > 0,
        lexemes[index - 1].is(.per) || lexemes[index - 1].is(.article)
      {
        reading.plans = true
      }
      if lex.is(.article) || lower[index] == "one" && !reading.article {
        // "a coffee": one of it, unless a unit or a container follows (read above).
        if index + 1 < lexemes.count, lexemes[index + 1].shape == .word { reading.article = true }
      } else if words.noAmount.contains(lower[index]) {
        reading.noAmount = true
      } else if let ordinal = lex.ordinal ?? lex.ordinalValue, ordinal > 0 {
        reading.ordinal = ordinal
      } else if lex.shape == .word, !words.fillers.contains(lower[index]),
        !words.dropWords.contains(lower[index])
      {
        reading.activity.append(lower[index])
      } else if lex.lower == "#", index + 1 < lexemes.count, let id = lexemes[index + 1].integer {
        reading.activity.append("#\(id)")
        skip(1)
      }
      skip(1)
    }
    return reading
  }

  /// Where the activity ends and the note begins: a comma or a dash after some words, or a
  /// reason word ("because", "since").
  private func noteStart(_ lexemes: [Lexeme], _ words: CheckInWords) -> (main: Int, note: Int)? {
    let lower = lexemes.map(\.lower)
    for index in lexemes.indices.dropFirst() {
      if Self.isBoundary(lexemes[index]), index + 1 < lexemes.count {
        let lead = words.reasonLeads.first { lower[(index + 1)...].starts(with: $0) }
        return (index, index + 1 + (lead?.count ?? 0))
      }
      if let lead = words.reasonLeads.first(where: { lower[index...].starts(with: $0) }),
        lead != ["as"] || index + 1 < lower.count && lower[index + 1] != "well"
      {
        guard index + lead.count < lexemes.count else { return nil }
        return (index, index + lead.count)
      }
    }
    return nil
  }

  static func isBoundary(_ lex: Lexeme) -> Bool {
    lex.isPunct && [",", ";", "-", "—", "–", ".", "!", ":"].contains(lex.lower)
  }

  /// Whether the words open with a skip ("skipping", "not doing"), after any openers.
  private static func startsSkip(_ lower: [String], _ words: CheckInWords)
    -> Bool
  {
    let start = lower.firstIndex { !words.openers.contains($0) } ?? lower.count
    return longest(words.skipLeads, in: lower, at: start) != nil
  }

  /// The number of lexemes the longest of `phrases` takes at `index`, matched word by word
  /// (a lexeme may hold several words: "this morning").
  static func longest(_ phrases: [[String]], in lower: [String], at index: Int) -> Int? {
    var best: (words: Int, lexemes: Int)?
    // The words said from `index` on, compared in place: no phrase is joined into a text.
    var said: [Substring] = []
    for end in index..<min(lower.count, index + 5) {
      said += lower[end].split(separator: " ")
      if said.count > (best?.words ?? 0),
        phrases.contains(where: { $0.count == said.count && $0.elementsEqual(said) { $0 == $1 } })
      {
        best = (said.count, end - index + 1)
      }
    }
    return best?.lexemes
  }

  /// A word of digits with more than one decimal point: "3.2.1km".
  static func isGarbled(_ word: Substring) -> Bool {
    word.first.map { $0.isNumber || $0 == "+" || $0 == "-" } == true
      && word.filter { $0 == "." }.count > 1
  }

  /// Words that say when to do something again, rather than what was done.
  static func plans(_ lex: Lexeme) -> Bool {
    lex.meanings.contains {
      switch $0 {
      case .every, .everyOther, .frequency, .until, .starting, .reminder, .reminderPrefix, .task:
        true
      default: false
      }
    } || lex.weekday?.plural == true || lex.weekdaySet != nil
  }
}
