import SherpaCore

/// Templates to start from: `suggestions.json`, compiled into the binary.
///
/// A suggestion is a phrase that goes through the intake like anything typed, with what a
/// coach needs to plan with it: category, effort (1–5), usual phase, a lighter form.
/// A routine names several suggestions to add at once.
struct Suggestions: Sendable {
  struct Suggestion: Sendable {
    let name: String
    let kind: String
    let phrase: String
    let category: String
    let effort: Int
    let phase: String
    let lighter: (name: String, phrase: String)?
  }

  struct Routine: Sendable {
    let name: String
    let category: String
    let summary: String
    let items: [String]
  }

  var suggestions: [Suggestion] = []
  var routines: [Routine] = []

  /// The templates compiled in. The file is checked by tests; a broken one is a build bug.
  static let builtIn = try! Suggestions(bytes: PackageResources.suggestions_json)

  init(bytes: [UInt8]) throws {
    let document = try JSONValue(parsing: bytes)
    for value in document["suggestions"]?.array ?? [] {
      guard let name = value["name"]?.string, let phrase = value["phrase"]?.string else { continue }
      let lighter = value["lighter"].flatMap { light -> (String, String)? in
        guard let name = light["name"]?.string, let phrase = light["phrase"]?.string else {
          return nil
        }
        return (name, phrase)
      }
      suggestions.append(
        Suggestion(
          name: name, kind: value["kind"]?.string ?? "habit", phrase: phrase,
          category: value["category"]?.string ?? "", effort: Int(value["effort"]?.number ?? 3),
          phase: value["phase"]?.string ?? "anytime", lighter: lighter))
    }
    for value in document["routines"]?.array ?? [] {
      guard let name = value["name"]?.string else { continue }
      routines.append(
        Routine(
          name: name, category: value["category"]?.string ?? "",
          summary: value["summary"]?.string ?? "", items: value["items"]?.strings ?? []))
    }
  }

  /// The phrases, for completing `add`.
  var phrases: [String] { suggestions.map(\.phrase) }
}
