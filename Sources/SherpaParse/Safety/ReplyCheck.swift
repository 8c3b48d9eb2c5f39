import SherpaCore

/// What a reply written by a model may not say, read from the `reply…` sections of
/// `grammars/safety.json`: the tone rules every message Sherpa prints follows (no shaming or
/// blaming words), and no dose or diagnosis.
public struct ReplyCheck: Sendable {
  /// Why a sentence may not be printed.
  public enum Problem: Equatable, Sendable {
    /// A shaming or blaming word or phrase.
    case unkind(String)
    /// A dose, a prescription or a diagnosis.
    case clinical(String)
  }

  let unkindWords: Set<String>
  let unkindPhrases: [[String]]
  let clinicalWords: Set<String>
  let doseUnits: Set<String>

  /// The built-in rules, read once when first asked for.
  public static let builtIn: ReplyCheck = {
    let file = Grammar.files.first { $0.name == "safety.json" }!
    // Part of the build and checked by tests; a broken file is a build bug.
    let document = try! JSONValue(parsing: file.bytes)
    func words(_ key: String) -> [String] { document[key]?.strings.map { $0.lowercased() } ?? [] }
    return ReplyCheck(
      unkindWords: Set(words("replyUnkindWords")),
      unkindPhrases: words("replyUnkindPhrases").map { $0.split(separator: " ").map(String.init) },
      clinicalWords: Set(words("replyClinicalWords")), doseUnits: Set(words("replyDoseUnits")))
  }()

  /// The first thing wrong with `sentence`, or nil when it may be printed.
  public func problem(in sentence: String) -> Problem? {
    let words = Self.words(of: sentence)
    if let word = words.first(where: unkindWords.contains) { return .unkind(word) }
    for phrase in unkindPhrases {
      for start in words.indices where words[start...].starts(with: phrase) {
        return .unkind(phrase.joined(by: " "))
      }
    }
    if let word = words.first(where: clinicalWords.contains) { return .clinical(word) }
    for (word, next) in zip(words, words.dropFirst() + [""]) {
      // "200 mg", "200mg", "2 pills": a number and a dose unit, together or apart.
      let digits = word.prefix { $0.isNumber || $0 == "." }
      guard !digits.isEmpty, digits.contains(where: \.isNumber) else { continue }
      let glued = String(word.dropFirst(digits.count))
      if doseUnits.contains(glued) || (glued.isEmpty && doseUnits.contains(next)) {
        return .clinical(digits + (glued.isEmpty ? " " + next : glued))
      }
    }
    return nil
  }

  /// Lowercased words: letters, digits, a decimal point inside a number, an apostrophe
  /// inside a word ("should've").
  static func words(of text: String) -> [String] {
    var words: [String] = []
    var word = ""
    for character in text.lowercased() + " " {
      let isPoint = character == "." && word.last?.isNumber == true
      if character.isLetter || character.isNumber || isPoint || character == "µ"
        || ((character == "'" || character == "\u{2019}") && !word.isEmpty)
      {
        word.append(character == "\u{2019}" ? "'" : character)
      } else if !word.isEmpty {
        while word.hasSuffix("'") || word.hasSuffix(".") { word.removeLast() }
        words.append(word)
        word = ""
      }
    }
    return words
  }
}

/// A reply made safe to print as it streams: complete sentences are checked and let through;
/// the first that breaks a rule is replaced by `replacement` and any later one is left out.
public struct ReplyFilter: Sendable {
  public let check: ReplyCheck
  /// What stands in for a sentence that may not be printed.
  public let replacement: String
  /// The problems found, in order.
  public private(set) var problems: [ReplyCheck.Problem] = []
  private var pending = ""

  public init(check: ReplyCheck = .builtIn, replacement: String) {
    self.check = check
    self.replacement = replacement
  }

  /// The text that may be printed now, from the words so far: every complete sentence.
  public mutating func take(_ text: String) -> String {
    pending += text
    var out = ""
    while let end = Self.sentenceEnd(in: pending) {
      out += checked(String(pending[..<end]))
      pending = String(pending[end...])
    }
    return out
  }

  /// The rest, once the reply has ended.
  public mutating func finish() -> String {
    defer { pending = "" }
    return checked(pending)
  }

  private mutating func checked(_ sentence: String) -> String {
    guard let problem = check.problem(in: sentence) else { return sentence }
    problems.append(problem)
    guard problems.count == 1 else { return "" }
    // Keep the sentence's trailing space or line break, so the text around it still reads.
    let tail = sentence.reversed().prefix { $0.isWhitespace }
    return replacement + String(tail.reversed())
  }

  /// Where the first complete sentence ends: after ".", "!" or "?" and the white space that
  /// follows, or after a line break. Nil while the sentence may still go on.
  static func sentenceEnd(in text: String) -> String.Index? {
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if character.isNewline { return next }
      if ".!?".contains(character), next < text.endIndex, text[next].isWhitespace {
        var end = next
        while end < text.endIndex, text[end].isWhitespace, !text[end].isNewline {
          end = text.index(after: end)
        }
        if end < text.endIndex, text[end].isNewline { end = text.index(after: end) }
        return end
      }
      index = next
    }
    return nil
  }
}
