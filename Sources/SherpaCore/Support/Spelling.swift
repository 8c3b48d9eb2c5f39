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

  /// The candidate nearest to `typed` within `allowedEdits` (itself, when it is one), the
  /// first in alphabetical order among equals; nil when none is near enough.
  ///
  /// - Parameters:
  ///   - typed: The word as typed, compared as it is (lower-case both sides to ignore case).
  ///   - candidates: The words it may have been meant as.
  public static func nearest(to typed: String, among candidates: some Sequence<String>)
    -> String?
  {
    let word = Array(typed.unicodeScalars)
    let allowed = allowedEdits(forLength: word.count)
    var best: (word: String, distance: Int)?
    for candidate in candidates {
      let scalars = Array(candidate.unicodeScalars)
      guard abs(scalars.count - word.count) <= allowed else { continue }
      let d = distance(word, scalars)
      guard d <= allowed else { continue }
      if best.map({ (d, candidate) < ($0.distance, $0.word) }) ?? true { best = (candidate, d) }
    }
    return best?.word
  }
}
