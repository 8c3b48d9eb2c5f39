import Foundation
import Testing

/// `sherpa prompt`: one short line for a shell prompt, read from the status file the
/// writers keep, never an error in someone's prompt.
struct PromptCommandTests {
  static let now = "2026-11-21T09:00"  // a Saturday

  /// Run at 07:00, Floss, Read at 21:00, added on Thursday; Friday's Run and Floss done.
  static let template = StoreTemplate {
    let session = try StoreSession()
    try session.add(
      ["run 5 km daily at 7am", "floss daily", "read every night at 9pm"], at: "2026-11-19T08:00")
    try session.run(["done", "run", "6km"], at: "2026-11-20T20:00")
    try session.run(["done", "floss"], at: "2026-11-20T20:00")
    return session
  }

  static func prompt(
    _ session: StoreSession, _ args: [String] = [], at now: String = now,
    env: [String: String] = [:]
  ) throws -> String {
    let run = try session.attempt(["prompt"] + args, at: now, env: env)
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    return run.stdout
  }

  var statusFile: (StoreSession) -> URL = {
    $0.sandbox.root.appendingPathComponent("store.status.json")
  }

  @Test func noStorePrintsNothing() throws {
    let run = try Sherpa.run(["prompt"], now: Self.now)
    #expect(run.status == 0)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.isEmpty)
  }

  @Test func theSegmentFollowsWhatIsDone() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    // Run's 07:00 has come and it is not done: due.
    #expect(try Self.prompt(session) == "1d 0/3!\n")
    try session.run(["done", "run", "5km"], at: Self.now)
    #expect(try Self.prompt(session) == "1d 1/3\n")
    try session.run(["done", "floss"], at: Self.now)
    // Two of three: the day counts, and the streak with it.
    #expect(try Self.prompt(session) == "2d 2/3\n")
    try session.run(["undo"], at: Self.now)
    #expect(try Self.prompt(session) == "1d 1/3\n")
  }

  @Test(arguments: [
    ("06:00", "1|0|3|3||07:00||{x}|{"),
    ("07:00", "1|0|3|3|!|21:00||{x}|{"),
    ("21:30", "1|0|3|3|!|||{x}|{"),
  ])
  func formatsFillEachPlaceholder(_ time: String, _ expected: String) throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let format = "{streak}|{done}|{total}|{left}|{due}|{next}|{flame}|{x}|{"
    let line = try Self.prompt(session, ["--format", format], at: "2026-11-21T" + time)
    #expect(line == expected + "\n")
    #expect(try Self.prompt(session, ["--format=" + format], at: "2026-11-21T" + time) == line)
  }

  @Test(
    arguments: [
      ([], ["LANG": "C.UTF-8", "NO_COLOR": ""], "🔥1 0/3•"),
      ([], ["LANG": "en_GB.utf8", "NO_COLOR": ""], "🔥1 0/3•"),
      (["--plain"], ["LANG": "C.UTF-8", "NO_COLOR": ""], "1d 0/3!"),
      ([], ["LANG": "C.UTF-8", "NO_COLOR": "1"], "1d 0/3!"),
      ([], ["LANG": "C", "NO_COLOR": ""], "1d 0/3!"),
      ([], ["LC_ALL": "C", "LANG": "C.UTF-8", "NO_COLOR": ""], "1d 0/3!"),
    ] as [([String], [String: String], String)])
  func unicodeOnlyWithAUTF8LocaleAndColourAllowed(
    _ args: [String], _ env: [String: String], _ expected: String
  ) throws {
    let session = try Self.template.session()
    defer { session.remove() }
    #expect(try Self.prompt(session, args, env: env) == expected + "\n")
  }

  @Test func writersKeepTheStatusFileAndItCanBeRebuilt() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let file = statusFile(session)
    // None until a prompt is drawn: a store nobody draws one from is spared the work.
    try session.run(["done", "floss"], at: Self.now)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(try Self.prompt(session) == "1d 1/3!\n")
    try session.run(["undo"], at: Self.now)
    try session.run(["done", "run", "5km"], at: Self.now)
    #expect(FileManager.default.fileExists(atPath: file.path))
    let kept = try Data(contentsOf: file)
    #expect(String(decoding: kept, as: UTF8.self).contains("\"done\":1"))
    // Read, not written again, while it holds.
    #expect(try Self.prompt(session) == "1d 1/3\n")
    #expect(try Data(contentsOf: file) == kept)
    // Missing or damaged: worked out again, the same.
    try FileManager.default.removeItem(at: file)
    #expect(try Self.prompt(session) == "1d 1/3\n")
    try Data("{\"version\":1,\"done\":3}\n".utf8).write(to: file)
    #expect(try Self.prompt(session) == "1d 1/3\n")
  }

  /// A check-in works the status out from what it has in hand, beside its save; the oracle
  /// is the status `prompt` works out from the store alone, with no status file and no
  /// streak cache to start from.
  @Test func theStatusACheckInKeepsIsTheOneTheStoreGives() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    #expect(try Self.prompt(session) == "1d 0/3!\n")
    let steps: [(args: [String], at: String)] = [
      (["done", "run", "5km"], Self.now),
      (["done", "read", "yesterday"], Self.now),
      (["skip", "read"], "2026-11-21T21:30"),
      (["done", "run", "2km"], "2026-11-21T22:00"),
      (["done", "floss"], "2026-11-22T01:30"),
      (["add", "--yes", "call the bank today"], "2026-11-22T09:00"),
      (["done", "call the bank"], "2026-11-22T09:05"),
      // Sunday missed, then made to count by two late logs: the streak's cache moves.
      (["done", "run", "5km", "yesterday"], "2026-11-23T08:00"),
      (["done", "floss", "yesterday"], "2026-11-23T08:01"),
      (["done", "floss", "2 days ago"], "2026-11-23T08:02"),
      (["done", "floss"], "2026-12-02T09:00"),
      (["done", "run", "5km", "yesterday"], "2026-12-02T09:10"),
      // The streak at November's end is in no cache: read back once the change is saved.
      (["done", "floss"], "2026-12-20T09:00"),
    ]
    let root = session.sandbox.root
    for step in steps {
      try session.run(step.args, at: step.at)
      let kept = try String(contentsOf: statusFile(session), encoding: .utf8)
      try FileManager.default.removeItem(at: statusFile(session))
      try? FileManager.default.removeItem(at: root.appendingPathComponent("store.cache.json"))
      _ = try Self.prompt(session, at: step.at)
      let worked = try String(contentsOf: statusFile(session), encoding: .utf8)
      #expect(kept == worked, "after \(step.args.joined(separator: " ")) at \(step.at)")
    }
  }

  /// A streak over a month's end with no cache of it: the check-in cannot give it from what
  /// it has in hand, and reads it back once its change is saved.
  @Test func aStreakNoCacheHoldsIsReadBackForTheStatus() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["floss daily"], at: "2026-10-20T08:00")
    let days =
      (20...31).map { "2026-10-\($0)" }
      + (1...19).map { "2026-11-" + ($0 < 10 ? "0" : "") + "\($0)" }
    let script = days.map { "done floss --date \($0)\n" }.joined()
    let logged = try Sherpa.run([], now: "2026-11-20T08:00", stdin: script, in: session.sandbox)
    #expect(logged.status == 0, "\(logged.stderr)")
    #expect(try Self.prompt(session, at: "2026-11-20T08:00") == "31d 0/1\n")
    try FileManager.default.removeItem(
      at: session.sandbox.root.appendingPathComponent("store.cache.json"))
    try session.run(["done", "floss"], at: "2026-11-20T09:00")
    let kept = try String(contentsOf: statusFile(session), encoding: .utf8)
    #expect(kept.contains("\"streak\":32,"))
    #expect(try Self.prompt(session, at: "2026-11-20T09:00") == "32d 1/1\n")
  }

  @Test func aNewDayIsWorkedOutNotReadStale() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    try session.run(["done", "run", "5km"], at: Self.now)
    try session.run(["done", "floss"], at: Self.now)
    #expect(try Self.prompt(session) == "2d 2/3\n")
    // Before the 02:00 day boundary it is still Saturday.
    #expect(try Self.prompt(session, at: "2026-11-22T01:30") == "2d 2/3!\n")
    #expect(try Self.prompt(session, at: "2026-11-22T09:00") == "2d 0/3!\n")
    // A log made on Sunday belongs to Sunday.
    try session.run(["done", "floss"], at: "2026-11-22T09:05")
    #expect(try Self.prompt(session, at: "2026-11-22T09:05") == "2d 1/3!\n")
  }

  @Test func aChangeTheStatusWasNotWorkedOutAfterIsSeen() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    #expect(try Self.prompt(session) == "1d 0/3!\n")
    // The month file as another writer left it (an older Sherpa, a sync): its fingerprint
    // tells.
    let other = try Self.template.session()
    defer { other.remove() }
    try other.run(["done", "floss"], at: Self.now)
    let month = "store.history/2026-11.jsonl"
    let mine = session.sandbox.root.appendingPathComponent(month)
    try FileManager.default.removeItem(at: mine)
    try FileManager.default.copyItem(
      at: other.sandbox.root.appendingPathComponent(month), to: mine)
    #expect(try Self.prompt(session) == "1d 1/3!\n")
  }

  @Test func anUnreadableStoreIsAMarkNotAnError() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    try Data("{ not json".utf8).write(to: session.sandbox.store)
    #expect(try Self.prompt(session) == "sherpa!\n")
  }

  @Test func theArgumentParserReadsWhatTheQuickPathLeaves() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    // Through a session's lines, which the argument parser reads.
    let lines = try Sherpa.run(
      [], now: Self.now, stdin: "prompt --plain\nprompt --format {done}/{total}\n",
      in: session.sandbox)
    #expect(lines.stdout == "1d 0/3!\n0/3\n")
    let unknown = try session.attempt(["prompt", "--bogus"], at: Self.now)
    #expect(unknown.status != 0)
    #expect(unknown.stdout.isEmpty)
  }
}
