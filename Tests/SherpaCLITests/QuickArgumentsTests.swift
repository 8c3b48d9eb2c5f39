import Foundation
import Testing

/// `today`, `done` and `parse` read their usual arguments by hand, without the argument
/// parser: what they do must be what the parser makes of the same words, as a session's
/// lines (always read by the parser) show.
struct QuickArgumentsTests {
  @Test(arguments: [
    ["today"], ["today", "--json"], ["today", "--by-phase"], ["today", "--date", "yesterday"],
    ["today", "--date=yesterday", "--json"], ["parse", "floss daily"],
    ["parse", "--json", "read", "every", "night"], ["parse", "--log", "ran 3km"],
    ["done", "run", "3km"], ["done", "floss", "--note", "late", "--json"],
    ["done", "run", "2mi", "--date", "yesterday"],
    // Left to the parser: '--', a word like an option, an option given twice, an unknown one.
    ["parse", "--", "-2 hours of TV"], ["done", "run", "-2km"],
    ["today", "--json", "--json"], ["done", "run", "--bogus"],
  ])
  func readByHandAsTheParserReadsThem(_ args: [String]) throws {
    let direct = try PromptCommandTests.template.session()
    defer { direct.remove() }
    let line = try PromptCommandTests.template.session()
    defer { line.remove() }
    let once = try direct.attempt(args, at: PromptCommandTests.now)
    let quoted = args.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let script = try Sherpa.run(
      [], now: PromptCommandTests.now, stdin: quoted.joined(separator: " ") + "\n",
      in: line.sandbox)
    #expect(once.stdout == script.stdout)
    #expect((once.status == 0) == (script.status == 0))
    #expect(once.stderr.isEmpty == script.stderr.isEmpty)
    let files = ["store.json", "store.history/2026-11.jsonl"]
    for file in files {
      let one = try? Data(contentsOf: direct.sandbox.root.appendingPathComponent(file))
      let two = try? Data(contentsOf: line.sandbox.root.appendingPathComponent(file))
      #expect(one == two, "\(file)")
    }
  }
}
