import SherpaCore

/// Templates to start from: `suggestions.json`, compiled into the binary, and the person's
/// own `$XDG_CONFIG_HOME/sherpa/suggestions.json` on top of it.
///
/// A suggestion is a phrase that goes through the intake like anything typed, with what a
/// coach needs to plan with it: category, effort (1–5), usual phase, a lighter form.
/// A routine names several suggestions to add at once.
public struct Suggestions: Sendable {
  public struct Suggestion: Sendable {
    public let name: String
    public let kind: String
    public let phrase: String
    public let category: String
    public let effort: Int
    public let phase: String
    public let lighter: (name: String, phrase: String)?
    /// A limit of none: the item keeps a day while nothing is logged to it ("late meals":
    /// "Kitchen closed" at 22:00 is kept by a day without a meal after it).
    public var noneOf: String? = nil
  }

  public struct Routine: Sendable {
    public let name: String
    public let category: String
    public let summary: String
    public let items: [String]
  }

  public var suggestions: [Suggestion] = []
  public var routines: [Routine] = []

  /// The templates compiled in. The file is checked by tests; a broken one is a build bug.
  public static let builtIn = try! Suggestions(bytes: PackageResources.suggestions_json)

  public init(bytes: [UInt8]) throws {
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
          phase: value["phase"]?.string ?? "anytime", lighter: lighter,
          noneOf: value["noneOf"]?.string))
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
  public var phrases: [String] { suggestions.map(\.phrase) }

  /// The categories, in the order the templates first name them.
  public var categories: [String] {
    var seen = Set<String>()
    return suggestions.map(\.category).filter { seen.insert($0.lowercased()).inserted }
  }

  /// These templates with a person's file added: a template or routine with the name of one
  /// already here (in any case) takes its place, any other joins the end.
  ///
  /// Unlike the built-in file, every field must be there (`lighter` may be left out or
  /// null), and a routine may only name suggestions the result holds.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents, `{"format": "sherpa-suggestions", "version": 1,
  ///     "suggestions": […], "routines": […]}`.
  ///   - path: The file's path, for the error.
  /// - Throws: `SuggestionFileFailure` naming the file and the first problem in it.
  public func adding(userFile bytes: [UInt8], named path: String) throws(SuggestionFileFailure)
    -> Suggestions
  {
    func failure(_ problem: String) -> SuggestionFileFailure {
      SuggestionFileFailure(path: path, problem: problem)
    }
    let document: JSONValue
    do {
      document = try JSONValue(parsing: bytes)
    } catch {
      throw failure(error.description)
    }
    guard document.members != nil else { throw failure("the file must hold one JSON object") }
    if let format = document["format"], format.string != "sherpa-suggestions" {
      throw failure("its format should be \"sherpa-suggestions\"")
    }
    var merged = self
    do throws(SuggestionProblem) {
      for (index, value) in try Self.list(document, "suggestions").enumerated() {
        let suggestion = try Self.suggestion(value, number: index + 1)
        merged.suggestions.replaceOrAppend(suggestion, name: suggestion.name, by: \.name)
      }
      for (index, value) in try Self.list(document, "routines").enumerated() {
        let routine = try Self.routine(value, number: index + 1)
        merged.routines.replaceOrAppend(routine, name: routine.name, by: \.name)
      }
      for routine in merged.routines {
        for item in routine.items where merged.suggestion(exactly: item) == nil {
          throw SuggestionProblem(
            "the routine '\(routine.name)' names '\(item)', which is not a suggestion")
        }
      }
    } catch {
      throw failure(error.text)
    }
    return merged
  }

  /// The template called `name`, in any case.
  public func suggestion(exactly name: String) -> Suggestion? {
    let wanted = name.lowercased()
    return suggestions.first { $0.name.lowercased() == wanted }
  }

  /// The routine called `name`, in any case.
  public func routine(exactly name: String) -> Routine? {
    let wanted = name.lowercased()
    return routines.first { $0.name.lowercased() == wanted }
  }

  // MARK: - Reading a person's file

  private static let kinds = Item.Kind.allCases.map(\.rawValue)
  private static let phases = Phase.allCases.map(\.rawValue) + ["anytime"]

  private static func list(_ document: JSONValue, _ key: String) throws(SuggestionProblem)
    -> [JSONValue]
  {
    guard let value = document[key] else { return [] }
    guard let array = value.array else { throw SuggestionProblem("'\(key)' should be a list") }
    return array
  }

  private static func suggestion(_ value: JSONValue, number: Int) throws(SuggestionProblem)
    -> Suggestion
  {
    guard value.members != nil else {
      throw SuggestionProblem("suggestion \(number) should be an object")
    }
    guard let name = text(value["name"]) else {
      throw SuggestionProblem("suggestion \(number) has no name")
    }
    let label = "the suggestion '\(name)'"
    func field(_ key: String) throws(SuggestionProblem) -> String {
      guard let found = text(value[key]) else { throw SuggestionProblem("\(label) has no \(key)") }
      return found
    }
    let kind = try field("kind")
    guard kinds.contains(kind) else {
      throw SuggestionProblem("\(label) has kind '\(kind)'; use \(kinds.listed("or"))")
    }
    let phrase = try field("phrase")
    let category = try field("category")
    guard let effort = value["effort"]?.number else {
      throw SuggestionProblem("\(label) has no effort")
    }
    guard effort == effort.rounded(), (1...5).contains(effort) else {
      throw SuggestionProblem("\(label) needs an effort from 1 to 5")
    }
    let phase = try field("phase")
    guard phases.contains(phase) else {
      throw SuggestionProblem("\(label) has phase '\(phase)'; use \(phases.listed("or"))")
    }
    var lighter: (String, String)?
    if let light = value["lighter"], light != .null {
      guard let lighterName = text(light["name"]), let lighterPhrase = text(light["phrase"]) else {
        throw SuggestionProblem("\(label) has a lighter form without a name and a phrase")
      }
      lighter = (lighterName, lighterPhrase)
    }
    return Suggestion(
      name: name, kind: kind, phrase: phrase, category: category.lowercased(),
      effort: Int(effort), phase: phase, lighter: lighter, noneOf: text(value["noneOf"]))
  }

  private static func routine(_ value: JSONValue, number: Int) throws(SuggestionProblem)
    -> Routine
  {
    guard value.members != nil else {
      throw SuggestionProblem("routine \(number) should be an object")
    }
    guard let name = text(value["name"]) else {
      throw SuggestionProblem("routine \(number) has no name")
    }
    let label = "the routine '\(name)'"
    guard let category = text(value["category"]) else {
      throw SuggestionProblem("\(label) has no category")
    }
    guard let summary = text(value["summary"]) else {
      throw SuggestionProblem("\(label) has no summary")
    }
    guard let items = value["items"]?.array, !items.isEmpty,
      items.allSatisfy({ text($0) != nil })
    else {
      throw SuggestionProblem("\(label) needs its items, a list of suggestion names")
    }
    return Routine(
      name: name, category: category.lowercased(), summary: summary,
      items: items.compactMap(text))
  }

  /// A string with something in it, trimmed.
  private static func text(_ value: JSONValue?) -> String? {
    guard let string = value?.string?.trimmingWhitespace(), !string.isEmpty else { return nil }
    return String(string)
  }
}

/// What is wrong in a person's suggestions file, before it is known which file.
private struct SuggestionProblem: Error {
  let text: String
  init(_ text: String) { self.text = text }
}

/// Why the person's suggestions file could not be used; `description` is what they read.
public struct SuggestionFileFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public let path: String
  public let problem: String

  public var description: String {
    "Can't read the suggestions file \(path) (\(problem)). Fix it or move it aside."
  }
}

extension Array {
  /// Puts `element` in place of the one whose name is `name` in any case, else at the end.
  fileprivate mutating func replaceOrAppend(
    _ element: Element, name: String, by key: KeyPath<Element, String>
  ) {
    let wanted = name.lowercased()
    if let index = firstIndex(where: { $0[keyPath: key].lowercased() == wanted }) {
      self[index] = element
    } else {
      append(element)
    }
  }
}
