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
    /// A bit for each letter a–z in the word.
    let letters: UInt32
  }

  var targets: [Target] = []
  /// Words after which a schedule word is expected: "every", "on", "until"…
  var leads = WordSet()
  /// Real words one edit from a target that are never read as it ("dairy", "sundae").
  var notTypos = WordSet()
  /// The longest target, to pass over longer words at once.
  var longest = 0
  /// For each length of word, the targets one letter longer or shorter or as long.
  private var byLength: [[Target]] = []

  mutating func add(
    _ word: String, isAnywhere: Bool, isMonth: Bool = false, isPlural: Bool = false
  ) {
    let word = word.lowercased()
    guard !targets.contains(where: { $0.word == word }) else { return }
    let scalars = Array(word.unicodeScalars)
    targets.append(
      Target(
        word: word, scalars: scalars, isAnywhere: isAnywhere, isMonth: isMonth,
        isPlural: isPlural, letters: TypoVocabulary.letters(of: word.utf8)))
    longest = max(longest, scalars.count)
  }

  /// Sorts the targets by length once they are all in.
  mutating func finish() {
    byLength = (0...(longest + 1)).map { n in targets.filter { abs($0.scalars.count - n) <= 1 } }
  }

  /// A bit for each letter a–z of lower-case ASCII text.
  static func letters(of utf8: some Sequence<UInt8>) -> UInt32 {
    utf8.reduce(0) { $1 >= 97 && $1 <= 122 ? $0 | 1 << UInt32($1 - 97) : $0 }
  }

  /// Whether a target may be one edit from a word with these `letters`: an edit adds at most
  /// one letter and takes away at most one.
  private func mayBe(_ target: Target, letters: UInt32) -> Bool {
    (letters & ~target.letters).nonzeroBitCount <= 1
      && (target.letters & ~letters).nonzeroBitCount <= 1
  }

  /// Whether any target may be one edit from a word of `count` letters with these `letters`:
  /// most words are ruled out here.
  func mayMatch(count: Int, letters: UInt32) -> Bool {
    count < byLength.count && byLength[count].contains { mayBe($0, letters: letters) }
  }

  /// The target `word` is one edit from, among those `allowed`; nil when there is none, or
  /// two that mean different things ("mondas": Monday and Mondays, the one of its length).
  func target(for word: [Unicode.Scalar], _ allowed: (Target) -> Bool) -> Target? {
    let letters = TypoVocabulary.letters(of: word.lazy.map { UInt8(truncatingIfNeeded: $0.value) })
    guard word.count < byLength.count else { return nil }
    var found: [Target] = []
    for target in byLength[word.count] where mayBe(target, letters: letters) {
      guard Spelling.distance(word, target.scalars) == Spelling.correctedEdits, allowed(target)
      else { continue }
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
