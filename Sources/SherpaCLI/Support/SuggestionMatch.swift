import SherpaCore

extension Suggestions {
  /// The template an item was most likely made from, for its effort and lighter form: the
  /// one with the item's phrase or name, else the one sharing the most words with its name
  /// that starts with the same activity ("Run 4 km" → "Run 5 km"). Nil when none is close.
  func template(for tracked: TrackedItem) -> Suggestion? {
    let name = tracked.name.lowercased()
    let input = tracked.input.lowercased()
    if let same = suggestions.first(where: {
      $0.phrase.lowercased() == input || $0.name.lowercased() == name
    }) {
      return same
    }
    let words = Self.stems(tracked.name)
    guard let activity = words.first else { return nil }
    var best: (suggestion: Suggestion, score: Int)?
    for suggestion in suggestions {
      let theirs = Self.stems(suggestion.name)
      guard theirs.first == activity else { continue }
      // Shared words count most; among equals, the template with the fewest others.
      let shared = theirs.filter(words.contains).count
      let score = shared * 10 - (theirs.count - shared)
      if best == nil || score > best!.score { best = (suggestion, score) }
    }
    return best?.suggestion
  }

  /// The words of a name that say what it is, stemmed: numbers and units left out.
  private static func stems(_ name: String) -> [String] {
    name.lowercased().split { !$0.isLetter }.map { Intake.stem(String($0)) }
      .filter { $0.count > 1 && !["km", "min", "mi", "the", "my", "a", "of"].contains($0) }
  }
}
