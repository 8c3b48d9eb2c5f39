/// How far apart two spellings are, and the one rule every "Did you mean" of Sherpa follows:
/// which known word a mistyped one is near enough to be offered for.
public enum Spelling {
  /// The fewest edits that turn `a` into `b`, each a letter added, dropped or replaced, or two
  /// neighbouring letters swapped (the optimal string alignment distance): "teh" is one edit
  /// from "the", "mondy" one from "monday".
  public static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    // Three rows of the table, on the stack: two back for a swap, the last, and the one
    // being filled. The parser asks this of words as it reads them.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
      var twoBack = 0
      var previous = width
      var current = 2 * width
      for j in 0..<width {
        rows[twoBack + j] = 0
        rows[previous + j] = j
      }
      for i in 1...a.count {
        rows[current] = i
        for j in 1...b.count {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          var best = min(
            rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            best = min(best, rows[twoBack + j - 2] + 1)
          }
          rows[current + j] = best
        }
        (twoBack, previous, current) = (previous, current, twoBack)
      }
      return rows[previous + b.count]
    }
  }

  /// The distance between two words as typed, letter case included.
  public static func distance(_ a: String, _ b: String) -> Int {
    distance(Array(a.unicodeScalars), Array(b.unicodeScalars))
  }

  /// The most edits a typed word of `length` letters may be from a word it is taken for in
  /// a "Did you mean": none for a single letter, one up to four letters, then a third of
  /// the length and at least two ("rnu" → "Run", "blursday" → "Thursday").
  public static func allowedEdits(forLength length: Int) -> Int {
    length < 2 ? 0 : length <= 4 ? 1 : max(2, length / 3)
  }

  /// The most edits a word is read as another without asking: a schedule word misspelt by
  /// one edit ("mondya", "at nigth") is read as the word.
  public static let correctedEdits = 1

  /// Whether `edits` make a slip for a word of `length` letters: near, but not the word itself.
  public static func isSlip(edits: Int, forLength length: Int) -> Bool {
    edits > 0 && edits <= allowedEdits(forLength: length)
  }

  /// The sentence a "Did you mean" says, the same wherever one is offered.
  public static func didYouMean(_ nearest: String) -> String { "Did you mean '\(nearest)'?" }

  /// The candidate nearest to `typed` within `allowedEdits` (itself, when it is one), the
  /// first in alphabetical order among equals; nil when none is near enough.
  ///
  /// - Parameters:
  ///   - typed: The word as typed, compared as it is (lower-case both sides to ignore case).
  ///   - candidates: The words it may have been meant as.
  public static func nearest(to typed: String, among candidates: some Sequence<String>)
    -> String?
  {
    nearest(to: typed, among: candidates, forms: { [$0] }, isBefore: <)
  }

  /// The candidate whose name is nearest to `typed` within `allowedEdits`: its whole name, its
  /// start as long as the typed word, or one of its words, whichever is nearest ("teeht" is
  /// one swap from "Brush teeth"); the first in `candidates` among equals.
  ///
  /// - Parameters:
  ///   - typed: The name as typed, lower-cased.
  ///   - name: A candidate's name, lower-cased.
  public static func nearest<Candidate>(
    to typed: String, among candidates: some Sequence<Candidate>, name: (Candidate) -> String
  ) -> Candidate? {
    let length = typed.count
    return nearest(
      to: typed, among: candidates,
      forms: { candidate in
        let whole = name(candidate)
        return [whole, String(whole.prefix(length))] + whole.split(separator: " ").map(String.init)
      })
  }

  /// The one look-up every "Did you mean" makes: the candidate one of whose `forms` is
  /// fewest edits from `typed`, within `allowedEdits` for its length; among equals, the one
  /// `isBefore` puts first, else the first in `candidates`. Nil when none is near enough.
  public static func nearest<Candidate>(
    to typed: String, among candidates: some Sequence<Candidate>,
    forms: (Candidate) -> [String], isBefore: (Candidate, Candidate) -> Bool = { _, _ in false }
  ) -> Candidate? {
    let word = Array(typed.unicodeScalars)
    return nearest(to: word, among: candidates, isBefore: isBefore) { candidate, allowed in
      var fewest = Int.max
      for form in forms(candidate) {
        fewest = min(fewest, edits(word, Array(form.unicodeScalars), within: allowed))
      }
      return fewest
    }
  }

  /// The same look-up on words the parser keeps as scalars, one form a candidate.
  public static func nearest<Candidate>(
    to word: [Unicode.Scalar], among candidates: some Sequence<Candidate>,
    isBefore: (Candidate, Candidate) -> Bool = { _, _ in false },
    form: (Candidate) -> [Unicode.Scalar]
  ) -> Candidate? {
    nearest(to: word, among: candidates, isBefore: isBefore) {
      edits(word, form($0), within: $1)
    }
  }

  private static func nearest<Candidate>(
    to word: [Unicode.Scalar], among candidates: some Sequence<Candidate>,
    isBefore: (Candidate, Candidate) -> Bool, edits: (Candidate, Int) -> Int
  ) -> Candidate? {
    let allowed = allowedEdits(forLength: word.count)
    var best: (candidate: Candidate, edits: Int)?
    for candidate in candidates {
      let count = edits(candidate, allowed)
      guard count <= allowed else { continue }
      if let current = best,
        count > current.edits || (count == current.edits && !isBefore(candidate, current.candidate))
      {
        continue
      }
      best = (candidate, count)
    }
    return best?.candidate
  }

  /// The distance from `word` to `form`, or more than `allowed` without working it out when
  /// their lengths alone differ by more.
  private static func edits(_ word: [Unicode.Scalar], _ form: [Unicode.Scalar], within allowed: Int)
    -> Int
  {
    abs(form.count - word.count) > allowed ? allowed + 1 : distance(word, form)
  }
}
