import SherpaCore

extension Suggestions {
  /// Finds the template an item was most likely made from, for its effort, usual part of
  /// the day and lighter form. The templates' words are stemmed once, however many items
  /// are matched.
  public struct Matcher {
    private let suggestions: [Suggestion]
    private let stems: [[String]]

    public init(_ catalog: Suggestions) {
      suggestions = catalog.suggestions
      stems = suggestions.map { Matcher.stems($0.name) }
    }

    /// The one with the item's phrase or name, else the one sharing the most words with its
    /// name that starts with the same activity ("Run 4 km" → "Run 5 km"); nil when none is
    /// close.
    public func template(for tracked: TrackedItem) -> Suggestion? {
      let name = tracked.name.lowercased()
      let input = tracked.input.lowercased()
      if let same = suggestions.first(where: {
        $0.phrase.lowercased() == input || $0.name.lowercased() == name
      }) {
        return same
      }
      let words = Matcher.stems(tracked.name)
      guard let activity = words.first else { return nil }
      var best: (index: Int, score: Int)?
      for (index, theirs) in stems.enumerated() where theirs.first == activity {
        // Shared words count most; among equals, the template with the fewest others.
        let shared = theirs.filter(words.contains).count
        let score = shared * 10 - (theirs.count - shared)
        if best == nil || score > best!.score { best = (index, score) }
      }
      return best.map { suggestions[$0.index] }
    }

    /// The words of a name that say what it is, stemmed: numbers and units left out.
    private static func stems(_ name: String) -> [String] {
      name.lowercased().split { !$0.isLetter }.map { Words.stem(String($0)) }
        .filter { $0.count > 1 && !["km", "min", "mi", "the", "my", "a", "of"].contains($0) }
    }
  }
}
