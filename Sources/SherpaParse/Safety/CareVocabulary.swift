import SherpaCore

/// The words `Grammar.concern(in:)` listens for, read from the `care…` sections of
/// `grammars/safety.json` (and a user file with the same sections).
struct CareVocabulary: Sendable {
  /// One phrase: slots matched word by word.
  struct Phrase: Sendable {
    enum Slot: Sendable {
      /// One message word that is any of `words`, or in any of the word sets `sets`.
      case word(Set<String>, sets: [String])
      /// Up to `CareVocabulary.gapLength` message words that are neither negators nor pauses.
      case gap
    }

    let slots: [Slot]
  }

  /// The most words a `*` in a phrase stands for.
  static let gapLength = 3
  /// The most bridge words between a negator and the phrase it denies.
  static let bridgeLength = 5

  /// Words read as other words: "don't" → "do not", "wanna" → "want to", "myslef" → "myself".
  var rewrites: [String: [String]] = [:]
  /// Words left out before matching: "really", "just", "honestly".
  var fillers: Set<String> = []
  /// Words that end a clause, as punctuation does: "but", "though".
  var boundaries: Set<String> = []
  /// Words that deny what follows them: "not", "never".
  var negators: Set<String> = []
  /// Words allowed between a negator and what it denies: "not *going to* hurt myself".
  var bridges: Set<String> = []
  /// Named word lists a phrase refers to as `@name`.
  var wordSets: [String: Set<String>] = [:]
  /// Phrases cut out of a message before anything else is matched: "dead tired".
  var idioms: [Phrase] = []
  /// The phrases that show each concern.
  var phrases: [Concern: [Phrase]] = [:]

  /// The vocabulary of the grammar files compiled in, built on first use.
  static let builtIn: CareVocabulary = {
    var care = CareVocabulary()
    var problems: [String] = []
    for file in Grammar.files {
      // The files are part of the build and checked by tests; a broken one is a build bug.
      let document = try! JSONValue(parsing: file.bytes)
      if hasSections(document) { care.add(document, problems: &problems) }
    }
    return care
  }()

  /// Whether a grammar file has care sections (their names start with "care").
  static func hasSections(_ doc: JSONValue) -> Bool {
    doc.members?.contains { $0.0.hasPrefix("care") } ?? false
  }

  mutating func add(_ doc: JSONValue, problems: inout [String]) {
    for (word, value) in doc["careRewrites"]?.members ?? [] {
      guard let text = value.string else {
        problems.append("'\(word)' needs the words it stands for, like \"do not\"")
        continue
      }
      rewrites[word.lowercased()] = text.lowercased().split(separator: " ").map(String.init)
    }
    fillers.formUnion(doc["careFillers"]?.strings.map { $0.lowercased() } ?? [])
    boundaries.formUnion(doc["careBoundaries"]?.strings.map { $0.lowercased() } ?? [])
    negators.formUnion(doc["careNegators"]?.strings.map { $0.lowercased() } ?? [])
    bridges.formUnion(doc["careDenialBridges"]?.strings.map { $0.lowercased() } ?? [])
    for (name, value) in doc["careWordSets"]?.members ?? [] {
      wordSets[name, default: []].formUnion(value.strings.map { $0.lowercased() })
    }
    for text in doc["careIdioms"]?.strings ?? [] {
      if let phrase = phrase(text, &problems) { idioms.append(phrase) }
    }
    for (name, value) in doc["carePhrases"]?.members ?? [] {
      guard let concern = Concern(rawValue: name) else {
        let names = Concern.allCases.map { "'\($0.rawValue)'" }.joined(by: ", ")
        problems.append("'\(name)' is not a concern; the concerns are \(names)")
        continue
      }
      for text in value.strings {
        if let phrase = phrase(text, &problems) { phrases[concern, default: []].append(phrase) }
      }
    }
  }

  /// The phrase `text` says, or nil with the problem noted.
  private func phrase(_ text: String, _ problems: inout [String]) -> Phrase? {
    var slots: [Phrase.Slot] = []
    for part in text.lowercased().split(separator: " ") {
      if part == "*" {
        slots.append(.gap)
        continue
      }
      var words: Set<String> = []
      var sets: [String] = []
      for choice in part.split(separator: "|", omittingEmptySubsequences: false) {
        if choice.hasPrefix("@") {
          let name = String(choice.dropFirst())
          guard wordSets[name] != nil else {
            problems.append("'\(text)' uses '@\(name)', which no careWordSets entry names")
            return nil
          }
          sets.append(name)
        } else if choice.isEmpty {
          problems.append("'\(text)' has an empty choice; write 'a|b', with a word each side")
          return nil
        } else if rewrites[String(choice)] != nil || fillers.contains(String(choice)) {
          // A message never holds such a word: it is rewritten or left out before matching.
          problems.append("'\(text)' uses '\(choice)', which messages are never read with")
          return nil
        } else {
          words.insert(String(choice))
        }
      }
      slots.append(.word(words, sets: sets))
    }
    guard case .word = slots.first, case .word = slots.last else {
      problems.append("'\(text)' needs a word first and last, not '*'")
      return nil
    }
    return Phrase(slots: slots)
  }
}
