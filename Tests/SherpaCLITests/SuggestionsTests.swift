import Foundation
import Testing

/// `suggestions.json`: every template's phrase goes through the intake as typed.
struct SuggestionsTests {
  static func file(filePath: String = #filePath) throws -> [String: Any] {
    let root = URL(fileURLWithPath: filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let data = try Data(contentsOf: root.appendingPathComponent("suggestions.json"))
    return try JSONSerialization.jsonObject(with: data) as! [String: Any]
  }

  @Test func everyPhraseParsesToTheTemplatesNameAndKind() throws {
    let document = try Self.file()
    #expect(document["format"] as? String == "sherpa-suggestions")
    let suggestions = document["suggestions"] as! [[String: Any]]
    #expect(suggestions.count >= 80)
    var phrases: [(phrase: String, name: String, kind: String?)] = []
    for suggestion in suggestions {
      let kind = suggestion["kind"] as? String
      phrases.append((suggestion["phrase"] as! String, suggestion["name"] as! String, kind))
      if let lighter = suggestion["lighter"] as? [String: Any] {
        phrases.append((lighter["phrase"] as! String, lighter["name"] as! String, nil))
      }
      #expect((1...5).contains(suggestion["effort"] as? Int ?? 0), "\(suggestion)")
    }
    let run = try Sherpa.run(
      ["parse", "--json"], now: "2026-11-21T09:00",
      stdin: phrases.map(\.phrase).joined(separator: "\n") + "\n")
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == phrases.count)
    for (line, expected) in zip(lines, phrases) {
      let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
      #expect(parsed["error"] == nil, "\(expected.phrase): \(parsed["error"] ?? "")")
      if let kind = expected.kind {
        #expect(parsed["kind"] as? String == kind, "\(expected.phrase)")
        #expect(parsed["name"] as? String == expected.name, "\(expected.phrase)")
      }
    }
    let categories = Set(suggestions.compactMap { $0["category"] as? String })
    #expect(
      categories.isSuperset(of: [
        "sleep", "fitness", "study", "wellness", "nutrition", "mindfulness", "home", "work",
      ]))
  }

  @Test func routinesNameSuggestionsThatExist() throws {
    let document = try Self.file()
    let names = Set(
      (document["suggestions"] as! [[String: Any]]).map { ($0["name"] as! String).lowercased() })
    let routines = document["routines"] as! [[String: Any]]
    #expect(routines.count >= 2)
    for routine in routines {
      let items = routine["items"] as! [String]
      #expect(items.count >= 2)
      for item in items {
        #expect(names.contains(item.lowercased()), "\(routine["name"]!): \(item)")
      }
    }
  }
}
