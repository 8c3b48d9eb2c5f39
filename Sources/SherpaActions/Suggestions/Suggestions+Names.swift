import SherpaCore
import SherpaParse

/// Finding templates by what a person types: `add --suggestion`, `add --routine`, `suggest`.
extension Suggestions {
  /// The template a person means: its name in any case, a unique start of it, or a unique
  /// start of a word in it ("squats" for "Do squats").
  ///
  /// - Throws: `CommandFailure` listing the candidates when several fit, or naming the
  ///   nearest template when none does.
  public func suggestion(named text: String) throws(SuggestionFailure) -> Suggestion {
    try Self.find(
      text, in: suggestions, name: \.name, what: "suggestion", option: "--suggestion",
      listing: "sherpa suggest")
  }

  /// The routine a person means, found as `suggestion(named:)` finds a template.
  public func routine(named text: String) throws(SuggestionFailure) -> Routine {
    try Self.find(
      text, in: routines, name: \.name, what: "routine", option: "--routine",
      listing: "sherpa suggest routines")
  }

  /// What `sherpa suggest QUERY` shows: a category's templates and routines when the query
  /// is a category's name, otherwise those with a word in their name, phrase or category
  /// starting with each of the query's words.
  public func matching(_ query: String) -> (suggestions: [Suggestion], routines: [Routine]) {
    let wanted = Self.words(query)
    guard !wanted.isEmpty else { return (suggestions, routines) }
    let lowered = wanted.joined(by: " ")
    if categories.contains(where: { $0.lowercased() == lowered }) {
      return (
        suggestions.filter { $0.category.lowercased() == lowered },
        routines.filter { $0.category.lowercased() == lowered }
      )
    }
    func matches(_ texts: [String]) -> Bool {
      let words = texts.flatMap(Self.words)
      return wanted.allSatisfy { query in words.contains { $0.hasPrefix(query) } }
    }
    return (
      suggestions.filter { matches([$0.name, $0.phrase, $0.category]) },
      routines.filter { matches([$0.name, $0.category]) }
    )
  }

  /// Lowercased words of letters and digits: "Lights out by 11:30pm" is lights, out, by, 11,
  /// 30pm.
  private static func words(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }

  private static func find<T>(
    _ text: String, in candidates: [T], name: KeyPath<T, String>, what: String, option: String,
    listing: String
  ) throws(SuggestionFailure) -> T {
    let wanted = text.trimmingWhitespace().lowercased().split(separator: " ").joined(
      separator: " ")
    guard !wanted.isEmpty else {
      throw SuggestionFailure(
        "Say which \(what), like \(option) \"\(candidates[0][keyPath: name])\".")
    }
    let tiers: [(String) -> Bool] = [
      { $0 == wanted },
      { $0.hasPrefix(wanted) },
      { name in
        name.indices.contains { index in
          (index == name.startIndex || name[name.index(before: index)] == " ")
            && name[index...].hasPrefix(wanted)
        }
      },
    ]
    for tier in tiers {
      let found = candidates.filter { tier($0[keyPath: name].lowercased()) }
      if found.count == 1 { return found[0] }
      if found.count > 1 {
        let names = found.map { $0[keyPath: name] }
        let shown = names.prefix(5).map { "'\($0)'" }
        let list =
          names.count > 5
          ? shown.joined(by: ", ") + " and \(names.count - 5) more"
          : shown.listed("or")
        throw SuggestionFailure(
          "'\(text)' could be \(list). Say more of the name, like \(option) \"\(names[0])\".")
      }
    }
    if let nearest = Spelling.nearest(
      to: wanted, among: candidates, name: { $0[keyPath: name].lowercased() })
    {
      throw SuggestionFailure(
        "There is no \(what) '\(text)'. " + Spelling.didYouMean(nearest[keyPath: name]))
    }
    throw SuggestionFailure("There is no \(what) '\(text)'. '\(listing)' lists them.")
  }
}
