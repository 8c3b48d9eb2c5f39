import SherpaCore

/// "after breakfast", "after my run": the activity this one follows.
enum AfterRule {
  static let boundaries: Set<String> = [
    "on", "at", "in", "every", "each", "and", "with", "before", "after", "for", "from", "until",
    "then", "to", "or", "daily", "weekly",
  ]

  static func match(_ d: inout Draft, at i: Int) -> Int {
    guard d.lexemes[i].is(.after) else { return 0 }
    var k = i + 1
    while let lex = d.free(k), lex.is(.relationFiller) { k += 1 }
    var words: [String] = []
    let begin = k
    while let lex = d.free(k), lex.shape == .word, !boundaries.contains(lex.lower),
      !lex.is(.onlyOn)
    {
      // "after brushing my teeth": the "my" goes, the activity stays.
      if lex.is(.relationFiller), !words.isEmpty, d.free(k + 1)?.isPlainWord == true {
        k += 1
        continue
      }
      guard lex.isPlainWord || lex.unit != nil && lex.unit?.unit != .count || lex.phase != nil
      else { break }
      if lex.phase != nil, d.free(k + 1)?.isPlainWord != true, !words.isEmpty { break }
      words.append(d.text(k..<(k + 1)))
      k += 1
    }
    guard !words.isEmpty, k > begin else { return 0 }
    d.after = words.joined(by: " ")
    return k - i
  }
}
