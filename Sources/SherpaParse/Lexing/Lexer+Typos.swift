import SherpaCore

extension Lexer {
  /// Reads each word misspelt by one edit as the schedule word it stands for ("evrey
  /// mondya", "at nigth", "5 ferbuary"), where such a word may stand: weekdays, "tomorrow"
  /// and "morning" anywhere (real words near them, like "sundae", are kept) but in a
  /// capitalised word inside the phrase ("Frida"), unless a plural day ("Wednsdays"); "every",
  /// "night" and months only where a schedule word is expected, and a month before a number
  /// only when not capitalised ("Dune 30 min"). Other words, the name's among them, stay as
  /// typed; a corrected word keeps its place, so errors quote it as typed.
  func correctTypos(_ raw: inout [Lexeme], _ scalars: [Unicode.Scalar]) {
    let firstWord = raw.firstIndex { $0.shape == .word }
    var waiting: [(index: Int, word: [Unicode.Scalar])] = []
    let longest = grammar.typos.longest
    for i in raw.indices where raw[i].shape == .word {
      // Most words are too short or too long to be a target's typo.
      let count = raw[i].lower.utf8.count
      guard count >= 4, count <= longest + 1, let word = candidate(raw[i]) else { continue }
      // A capitalised word inside the phrase may be a person's ("text Frida on saturday").
      let isName = i != firstWord && isTitleCase(raw[i], scalars)
      let allowed: (TypoVocabulary.Target) -> Bool = { $0.isAnywhere && (!isName || $0.isPlural) }
      if let target = grammar.typos.target(for: word, allowed) {
        raw[i].lower = target.word
      } else {
        waiting.append((i, word))
      }
    }
    // Words whose place decides, once the words around them are read.
    for (i, word) in waiting {
      let isName = isTitleCase(raw[i], scalars)
      guard
        let target = grammar.typos.target(
          for: word, { isExpected($0, at: i, raw, isName: isName) })
      else { continue }
      raw[i].lower = target.word
    }
  }

  /// The letters of a word that may be a misspelling: four letters or more, and no word the
  /// grammar knows or keeps as it is.
  private func candidate(_ lex: borrowing Lexeme) -> [Unicode.Scalar]? {
    let utf8 = lex.lower.utf8
    let count = utf8.count
    guard lex.shape == .word, lex.ordinal == nil, count >= 4, count <= grammar.typos.longest + 1
    else { return nil }
    var letters: UInt32 = 0
    for byte in utf8 {
      guard byte >= 97 && byte <= 122 else { return nil }
      letters |= 1 << UInt32(byte - 97)
    }
    guard grammar.typos.mayMatch(count: count, letters: letters),
      grammar.words[lex.lower] == nil, grammar.phrases[lex.lower] == nil,
      !grammar.typos.notTypos.contains(lex.lower), compactWeekdays(lex.lower) == nil
    else { return nil }
    return Array(lex.lower.unicodeScalars)
  }

  /// "Marc", "Sunny": a capital then small letters, as a name is written.
  private func isTitleCase(_ lex: borrowing Lexeme, _ scalars: [Unicode.Scalar]) -> Bool {
    let from = lex.range.lowerBound
    return scalars[from].properties.isUppercase && from + 1 < lex.range.upperBound
      && scalars[from + 1].properties.isLowercase
  }

  /// Whether `target` may stand at `i`: "every" before a day, a period or a number; others
  /// after a word that leads a schedule ("on", "every", "until"), after a schedule word or a
  /// list of them ("friday nigth", "mon and wendsday"), and a month beside a day's number.
  private func isExpected(
    _ target: TypoVocabulary.Target, at i: Int, _ raw: [Lexeme], isName: Bool
  ) -> Bool {
    if target.word == "every" {
      guard i + 1 < raw.count else { return false }
      let next = raw[i + 1]
      return next.shape == .number || next.ordinal != nil || isScheduleWord(next)
        || Lexer.everyFollowers.contains(next.lower)
    }
    // "feburary 14th", not "Dune 30 min": a lower-case word before a day of the month.
    if target.isMonth, !isName, i + 1 < raw.count,
      raw[i + 1].ordinal != nil
        || (raw[i + 1].shape == .number && (i + 2 == raw.count || !isAmount(raw[i + 2])))
    {
      return true
    }
    guard i > 0 else { return false }
    let previous = raw[i - 1]
    if grammar.typos.leads.contains(previous.lower) || isScheduleWord(previous) { return true }
    if target.isMonth, previous.shape == .number || previous.ordinal != nil { return true }
    guard i > 1 else { return false }
    if Lexer.typoJoins.contains(previous.lower) { return isScheduleWord(raw[i - 2]) }
    return previous.lower == "the" && grammar.typos.leads.contains(raw[i - 2].lower)
  }

  /// A unit or a counted noun's measure: "min", "km", "pages".
  private func isAmount(_ lex: Lexeme) -> Bool {
    grammar.words[lex.lower]?.contains {
      if case .unit = $0 { return true }
      return $0 == .measure
    } ?? false
  }

  /// A day, month, part of the day, relative day or schedule word, or the first word of one
  /// ("business" of "business days").
  private func isScheduleWord(_ lex: Lexeme) -> Bool {
    guard lex.shape == .word else { return false }
    if let meanings = grammar.words[lex.lower] { return meanings.contains(where: isSchedule) }
    return grammar.phrases[lex.lower]?.contains { $0.meanings.contains(where: isSchedule) }
      ?? false
  }

  private func isSchedule(_ meaning: Meaning) -> Bool {
    switch meaning {
    case .weekday, .weekdaySet, .month, .phase, .phasePhrase, .relativeDay, .frequency, .period,
      .ordinal, .every:
      true
    default: false
    }
  }

  static let typoJoins: Set<String> = [
    "and", "&", ",", "/", "or", "-", "+", "to", "thru", "through",
  ]
  static let everyFollowers: Set<String> = ["other", "couple", "single", "alternate", "few"]
}
