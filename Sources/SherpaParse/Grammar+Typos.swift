import SherpaCore

/// The schedule words a one-edit misspelling is read as, and where (`schedules.json`,
/// "typoTargets"; weekdays and months from `calendar.json`).
struct TypoVocabulary: Sendable {
  struct Target: Sendable {
    let word: String
    let scalars: [Unicode.Scalar]
    /// Read wherever it stands (see `Lexer.correctTypos`).
    let isAnywhere: Bool
    let isMonth: Bool
    /// "mondays": no one's name, so read even when capitalised inside the phrase.
    let isPlural: Bool
  }

  var targets: [Target] = []
  /// Words after which a schedule word is expected: "every", "on", "until"…
  var leads: Set<String> = []
  /// Real words one edit from a target that are never read as it ("dairy", "sundae").
  var notTypos: Set<String> = []
  /// The longest target, to pass over longer words at once.
  var longest = 0

  mutating func add(
    _ word: String, isAnywhere: Bool, isMonth: Bool = false, isPlural: Bool = false
  ) {
    let word = word.lowercased()
    guard !targets.contains(where: { $0.word == word }) else { return }
    let scalars = Array(word.unicodeScalars)
    targets.append(
      Target(
        word: word, scalars: scalars, isAnywhere: isAnywhere, isMonth: isMonth,
        isPlural: isPlural))
    longest = max(longest, scalars.count)
  }

  /// The target `word` is one edit from, among those `allowed`; nil when there is none, or
  /// two that mean different things ("mondas": Monday and Mondays, the one of its length).
  func target(for word: [Unicode.Scalar], _ allowed: (Target) -> Bool) -> Target? {
    var found: [Target] = []
    for target in targets where abs(target.scalars.count - word.count) <= 1 {
      // One edit leaves one of the first two letters where it was.
      guard
        target.scalars[0] == word[0] || target.scalars[1] == word[1]
          || target.scalars[0] == word[1] || target.scalars[1] == word[0]
      else { continue }
      guard Spelling.distance(word, target.scalars) == 1, allowed(target) else { continue }
      found.append(target)
    }
    guard found.count > 1 else { return found.first }
    let sameLength = found.filter { $0.scalars.count == word.count }
    return sameLength.count == 1 ? sameLength[0] : nil
  }
}

extension Grammar {
  /// Adds a document's typo targets: its "typoTargets", the names of its weekdays and their
  /// plurals (anywhere) and its months' names of four letters or more (where expected).
  mutating func addTypos(_ doc: JSONValue) {
    let sections = doc["typoTargets"]
    for word in sections?["anywhere"]?.strings ?? [] { typos.add(word, isAnywhere: true) }
    for word in sections?["whereExpected"]?.strings ?? [] { typos.add(word, isAnywhere: false) }
    for (code, _) in doc["weekdays"]?.members ?? [] {
      guard let day = Weekday(code: code) else { continue }
      typos.add(day.name, isAnywhere: true)
      typos.add(day.name + "s", isAnywhere: true, isPlural: true)
    }
    for (_, value) in doc["months"]?.members ?? [] {
      for word in value.strings where word.count >= 4 {
        typos.add(word, isAnywhere: false, isMonth: true)
      }
    }
    typos.leads.formUnion((doc["typoLeads"]?.strings ?? []).map { $0.lowercased() })
    typos.notTypos.formUnion((doc["notTypos"]?.strings ?? []).map { $0.lowercased() })
  }
}
