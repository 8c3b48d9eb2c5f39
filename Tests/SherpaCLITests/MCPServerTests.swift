import Foundation
import Testing

/// `sherpa mcp` driven as an MCP client drives it: the real binary, JSON-RPC over its
/// standard input and output. Where a tool stands for a command, its result is compared
/// with that command's output on a twin store made by the same commands.
@Suite(.serialized)
struct MCPServerTests {
  static let now = "2026-11-21T09:00"
  static let phrases = [
    "drink 2000 ml of water daily", "run 5 km daily", "stretch legs daily", "stretch back daily",
  ]

  /// A sandbox whose store holds `phrases`, added by `sherpa add --yes`.
  static func store() throws -> Sherpa.Sandbox {
    let sandbox = try Sherpa.Sandbox()
    for phrase in phrases {
      let run = try Sherpa.run(["add", "--yes", phrase], now: now, in: sandbox)
      #expect(run.status == 0, "add \(phrase): \(run.stderr)")
    }
    return sandbox
  }

  /// `sherpa args…` on `sandbox` at `now`: its standard output without the last newline.
  static func sherpa(_ args: [String], in sandbox: Sherpa.Sandbox) throws -> String {
    let run = try Sherpa.run(args, now: now, in: sandbox)
    #expect(run.status == 0, "sherpa \(args.joined(separator: " ")): \(run.stderr)")
    return String(run.stdout.dropLast())
  }

  @Test func listsEachToolWithItsArguments() throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    let client = try MCPClient(in: sandbox, now: Self.now, handshake: false)
    let hello = try client.initialize()
    #expect((hello["serverInfo"] as? [String: Any])?["name"] as? String == "sherpa")
    #expect((hello["capabilities"] as? [String: Any])?["tools"] != nil)

    let tools = try client.request("tools/list")["tools"] as? [[String: Any]] ?? []
    #expect(
      tools.compactMap { $0["name"] as? String } == [
        "add", "log", "skip", "undo", "today", "week", "show", "stats", "coach_plan",
      ])
    var arguments: [String: (names: [String], required: [String])] = [:]
    for tool in tools {
      let schema = tool["inputSchema"] as? [String: Any] ?? [:]
      #expect(schema["type"] as? String == "object")
      #expect(schema["additionalProperties"] as? Bool == false)
      let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
      arguments[tool["name"] as? String ?? ""] = (
        properties.keys.sorted(), (schema["required"] as? [String] ?? []).sorted()
      )
      #expect(properties["apply"].map { $0["type"] as? String == "boolean" } ?? true)
    }
    #expect(arguments["add"]?.names == ["apply", "phrase"])
    #expect(arguments["add"]?.required == ["phrase"])
    #expect(arguments["log"]?.names == ["apply", "date", "words"])
    #expect(arguments["log"]?.required == ["words"])
    #expect(arguments["skip"]?.names == ["item", "note"])
    #expect(arguments["skip"]?.required == ["item"])
    #expect(arguments["show"]?.required == ["item"])
    for name in ["undo", "stats", "coach_plan"] { #expect(arguments[name]?.names == []) }
    #expect(try client.close() == 0)
    #expect(!sandbox.storeExists)
  }

  @Test func addReadsThePhraseAndAddsItOnlyWithApply() throws {
    let sandbox = try Sherpa.Sandbox()
    let twin = try Sherpa.Sandbox()
    defer {
      sandbox.remove()
      twin.remove()
    }
    let client = try MCPClient(in: sandbox, now: Self.now)
    let phrase = "drink 2000 ml of water daily"

    let reading = try client.call("add", ["phrase": phrase])
    #expect(!reading.isError)
    #expect(reading.json == (try Self.sherpa(["parse", "--json", phrase], in: twin)))
    #expect(reading.text.hasPrefix("Drink water (habit)\n  Target    2000 ml a day"))
    #expect(!sandbox.storeExists)

    let added = try client.call("add", ["phrase": phrase, "apply": true])
    #expect(!added.isError)
    #expect(added.json == (try Self.sherpa(["add", "--yes", "--json", phrase], in: twin)))
    #expect(added.text.hasSuffix("\nAdded Drink water as #1."))
    #expect(try sandbox.storeFiles() == twin.storeFiles())
    #expect(try client.close() == 0)
  }

  @Test func logWritesNothingWithoutApplyAndWhatDoneWritesWithIt() throws {
    let sandbox = try Self.store()
    let twin = try Self.store()
    defer {
      sandbox.remove()
      twin.remove()
    }
    let words = "drank 2 glasses of water"
    let before = try sandbox.storeFiles()
    let client = try MCPClient(in: sandbox, now: Self.now)

    let answer = try client.call("log", ["words": words])
    #expect(!answer.isError)
    #expect(answer.text == "log 500 ml on Drink water on Sat 21 Nov (2 glasses = 500 ml)")
    #expect(answer.json == (try Self.sherpa(["parse", "--log", "--json", words], in: twin)))
    #expect((answer.structured?["action"] as? String) == "log")
    #expect(try sandbox.storeFiles() == before)

    let logged = try client.call("log", ["words": words, "apply": true])
    #expect(!logged.isError)
    #expect(
      logged.text
        == "Drink water +500 ml (2 glasses = 500 ml): 500 / 2000 ml today. 0 of 4 habits done today."
    )
    #expect(logged.json == (try Self.sherpa(["done", "--json", words], in: twin)))
    #expect(try sandbox.storeFiles() == twin.storeFiles())
    #expect(try client.close() == 0)
  }

  @Test func logWithSeveralFittingItemsGivesTheChoicesAndWritesNothing() throws {
    let sandbox = try Self.store()
    defer { sandbox.remove() }
    let before = try sandbox.storeFiles()
    let client = try MCPClient(in: sandbox, now: Self.now)
    let asked = try client.call("log", ["words": "stretched", "apply": true])
    #expect(asked.isError)
    #expect(
      asked.text
        == "Error: 'stretched' could be Stretch legs (#3), Stretch back (#4). Say more of the name, or its number, like '#3'."
    )
    let candidates = asked.structured?["candidates"] as? [[String: Any]] ?? []
    #expect(candidates.compactMap { $0["name"] as? String } == ["Stretch legs", "Stretch back"])
    #expect(try sandbox.storeFiles() == before)
    #expect(try client.close() == 0)
  }

  @Test func todayWeekShowStatsAndThePlanAreTheCommandsJSON() throws {
    let sandbox = try Self.store()
    defer { sandbox.remove() }
    _ = try Self.sherpa(["done", "run", "3km"], in: sandbox)
    let before = try sandbox.storeFiles()
    let client = try MCPClient(in: sandbox, now: Self.now)
    let cases: [(tool: String, arguments: [String: Any], command: [String])] = [
      ("today", [:], ["today"]),
      ("today", ["date": "yesterday"], ["today", "--date", "yesterday"]),
      ("week", [:], ["week"]),
      ("show", ["item": "run"], ["show", "run"]),
      ("stats", [:], ["stats"]),
      ("coach_plan", [:], ["coach"]),
    ]
    for (tool, arguments, command) in cases {
      let result = try client.call(tool, arguments)
      #expect(!result.isError, "\(tool): \(result.text)")
      #expect(result.json == (try Self.sherpa(command + ["--json"], in: sandbox)), "\(tool)")
      #expect(result.text == (try Self.sherpa(command, in: sandbox)), "\(tool)")
      #expect(result.structured != nil, "\(tool)")
    }
    #expect(try sandbox.storeFiles() == before)
    #expect(try client.close() == 0)
  }

  @Test func skipAndUndoGoThroughTheActions() throws {
    let sandbox = try Self.store()
    let twin = try Self.store()
    defer {
      sandbox.remove()
      twin.remove()
    }
    let before = try Self.sherpa(["today", "--json"], in: sandbox)
    let client = try MCPClient(in: sandbox, now: Self.now)

    let skipped = try client.call("skip", ["item": "run", "note": "sore knee"])
    #expect(!skipped.isError)
    #expect(skipped.text == "Skipped Run today (sore knee); it is out of the day's count.")
    #expect(
      skipped.json
        == (try Self.sherpa(["skip", "run", "--note", "sore knee", "--json"], in: twin)))
    #expect(try sandbox.storeFiles() == twin.storeFiles())

    let undone = try client.call("undo")
    #expect(!undone.isError)
    #expect(undone.text == "Undid the skip of Run on Sat 21 Nov (sore knee).")
    #expect((undone.structured?["message"] as? String) == undone.text)
    #expect(try Self.sherpa(["today", "--json"], in: sandbox) == before)
    #expect(try client.close() == 0)
  }

  @Test(
    arguments: [
      (
        "add", ["phrase": "every blursday"],
        "Error: Didn't understand 'blursday'. Did you mean 'Thursday'?"
      ),
      ("log", ["words": 7], "Error: 'words' should be text."),
      ("log", ["apply": true], "Error: log needs 'words': what was done."),
      (
        "log", ["words": "blursday", "apply": true],
        "Error: There is no item 'blursday'. 'sherpa list' shows your items."
      ),
      (
        "log", ["words": "drank 300 litres of water", "apply": true],
        "Error: '300 litres' is over 100 times Drink water's target of 2000 ml a day. If it is right, log it on a terminal and confirm."
      ),
      ("log", ["words": "ran", "apply": "yes"], "Error: 'apply' should be true or false."),
      (
        "skip", ["item": "nothing"],
        "Error: There is no item 'nothing'. 'sherpa list' shows your items."
      ),
      (
        "show", ["item": " "],
        "Error: 'item' is empty. show needs it: the item: its name, the start of it, or its number."
      ),
      (
        "today", ["date": "blursday"],
        "Error: Didn't understand the date 'blursday'. Say today, yesterday, a weekday like 'mon', or a date like 2026-11-20."
      ),
      ("stats", ["json": true], "Error: stats takes no arguments, so 'json' was not read."),
      (
        "log", ["words": "ran\u{7} 3 km"],
        "Error: 'words' holds a control character, so it was not read."
      ),
      (
        "add", ["phrase": String(repeating: "run ", count: 1100)],
        "Error: 'phrase' is 4400 characters long; it can hold up to 4096. Say it in fewer words."
      ),
      (
        "dance", [:],
        "Error: There is no tool 'dance'. The tools are add, log, skip, undo, today, week, show, stats, coach_plan."
      ),
    ] as [(String, [String: any Sendable], String)])
  func badInputIsAnErrorResultAndWritesNothing(
    _ tool: String, _ arguments: [String: any Sendable], _ line: String
  ) throws {
    let sandbox = try Self.store()
    defer { sandbox.remove() }
    let before = try sandbox.storeFiles()
    let client = try MCPClient(in: sandbox, now: Self.now)
    let result = try client.call(tool, arguments)
    #expect(result.isError)
    #expect(result.text == line)
    #expect(try sandbox.storeFiles() == before)
    // The server is still there for the next call.
    #expect(!(try client.call("today").isError))
    #expect(try client.close() == 0)
    #expect(client.stderr.isEmpty)
  }

  @Test func undoWithNothingToUndoIsTheCommandsLine() throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    let client = try MCPClient(in: sandbox, now: Self.now)
    let result = try client.call("undo")
    let run = try Sherpa.run(["undo"], now: Self.now, in: sandbox)
    #expect(result.isError)
    #expect(result.text + "\n" == run.stderr)
    #expect(try client.close() == 0)
  }

  @Test func exitsWhenStandardInputClosesEvenMidConversation() throws {
    let sandbox = try Self.store()
    defer { sandbox.remove() }
    let idle = try MCPClient(in: sandbox, now: Self.now, handshake: false)
    #expect(try idle.close() == 0)
    #expect(idle.stderr.isEmpty)

    let busy = try MCPClient(in: sandbox, now: Self.now)
    _ = try busy.call("today")
    #expect(try busy.close() == 0)
    #expect(busy.stderr.isEmpty)
  }

  @Test func aStoreItCannotOpenIsOneLineAndNoServer() throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    try Data("{ not json".utf8).write(to: sandbox.store)
    let run = try Sherpa.run(["mcp"], now: Self.now, in: sandbox)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("Error: Can't read "))
    #expect(run.stderr.filter { $0 == "\n" }.count == 1)
  }

  /// Whether the official Python MCP client is installed (`pip install mcp`; CI installs it).
  static let hasPythonClient =
    (try? Sherpa.run(["python3", "-c", "import mcp"], now: now, program: "/usr/bin/env"))?
    .status == 0

  @Test(.enabled(if: hasPythonClient, "the Python MCP client is not installed: pip install mcp"))
  func theOfficialPythonClientAddsLogsReadsAndUndoes() throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    let script = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // SherpaCLITests
      .deletingLastPathComponent()  // Tests
      .appendingPathComponent("MCP/python_client.py").path
    let run = try Sherpa.run(
      ["python3", script, try Sherpa.binary().path], now: Self.now, in: sandbox,
      program: "/usr/bin/env")
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 10)
  }

  /// The SDK and the Foundation it brings belong to `sherpa-mcp`: a one-shot command loads
  /// none of it (linked in, they made `sherpa today` start 2.5 times slower).
  @Test func theOneShotBinaryLinksNoneOfTheServersLibraries() throws {
    let ldd = try Sherpa.run(
      ["ldd", try Sherpa.binary().path], now: Self.now, program: "/usr/bin/env")
    for library in ["libFoundation.so", "libFoundationNetworking", "lib_FoundationICU", "curl"] {
      #expect(!ldd.stdout.contains(library), "sherpa links \(library)")
    }
    let server = try Sherpa.binary().deletingLastPathComponent()
      .appendingPathComponent("sherpa-mcp")
    #expect(FileManager.default.isExecutableFile(atPath: server.path))
  }

  @Test func aSessionDoesNotStartTheServer() throws {
    let run = try Sherpa.run([], now: Self.now, stdin: "mcp\n")
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr == "Error: line 1: 'mcp' is for an AI assistant to start on its own: sherpa mcp\n")
  }
}
