import Foundation
import Testing

/// `sherpa undo` takes back the last change, whatever it was, and again for the one before.
struct UndoCommandTests {
  static let now = "2026-11-21T09:00"  // a Saturday

  /// Run, Brush teeth and a task for today, added on Thursday, with Friday logged.
  static func session() throws -> StoreSession { try template.session() }

  static let template = StoreTemplate { try build() }

  static func build() throws -> StoreSession {
    let session = try StoreSession()
    try session.add(
      ["run 5 km daily", "brush teeth twice a day", "task: buy milk on 21 Nov"],
      at: "2026-11-19T08:00")
    try session.run(["done", "run", "6km"], at: "2026-11-20T20:00")
    try session.run(["done", "teeth"], at: "2026-11-20T20:00")
    return session
  }

  /// What a person can see: the items, today, Run's last days and the settings.
  static func state(_ session: StoreSession) throws -> [String] {
    try [
      ["list", "--all", "--json"], ["today", "--json"], ["show", "run", "--json"],
      ["config", "get", "--json"],
    ].map { args in
      let run = try session.attempt(args, at: now)
      return run.stdout + run.stderr
    }
  }

  /// The state of a fresh copy of the template, worked out once.
  static let initial: [String]? = {
    guard let session = try? session() else { return nil }
    defer { session.remove() }
    return try? state(session)
  }()

  @Test(arguments: [
    (["done", "run", "3km"], "Undid Run +3 km on Sat 21 Nov."),
    (["done", "run"], "Undid Run done on Sat 21 Nov."),
    (["done", "teeth"], "Undid Brush teeth +1 on Sat 21 Nov."),
    (["done", "run", "2mi", "--date", "yesterday"], "Undid Run +3.22 km on Fri 20 Nov."),
    (["done", "run", "-2km", "--date", "yesterday"], "Undid Run -2 km on Fri 20 Nov."),
    (["skip", "run", "--note", "sore knee"], "Undid the skip of Run on Sat 21 Nov (sore knee)."),
    (["skip", "teeth"], "Undid the skip of Brush teeth on Sat 21 Nov."),
    (["done", "milk"], "Undid Buy milk done on Sat 21 Nov."),
    (["add", "--yes", "read 10 pages every night"], "Undid adding Read."),
    (["edit", "run", "10 km every weekday"], "Undid the edit of Run."),
    (["rename", "run", "morning jog"], "Undid renaming Run to Morning jog."),
    (["archive", "run"], "Undid archiving Run."),
    (["delete", "--yes", "run"], "Undid deleting Run."),
    (["config", "set", "weekStart", "sunday"], "Undid setting weekStart from monday to sunday."),
    (["config", "set", "dayBoundary", "10:00"], "Undid setting dayBoundary from 02:00 to 10:00."),
  ])
  func undoRestoresWhatTheChangeChanged(_ change: [String], _ message: String) throws {
    let session = try Self.session()
    defer { session.remove() }
    let before = try #require(Self.initial)
    try session.run(change, at: Self.now)
    let changed = try Self.state(session)
    #expect(changed != before, "the change showed nowhere")
    #expect(try session.run(["undo"], at: Self.now) == message + "\n")
    #expect(try Self.state(session) == before)
  }

  @Test func undoIsRepeatableAndNeverUndoesAnUndo() throws {
    let session = try Self.session()
    defer { session.remove() }
    var states = [try Self.state(session)]
    let changes = [
      ["done", "run", "2km"], ["rename", "teeth", "floss"], ["skip", "run", "--note", "rain"],
      ["config", "set", "color", "never"], ["archive", "floss"],
    ]
    for change in changes {
      try session.run(change, at: Self.now)
      states.append(try Self.state(session))
    }
    for expected in states.dropLast().reversed() {
      try session.run(["undo"], at: Self.now)
      #expect(try Self.state(session) == expected)
    }
    // Then the two logs of Friday and the three adds.
    let messages = try (1...5).map { _ in try session.run(["undo"], at: Self.now) }
    #expect(
      messages == [
        "Undid Brush teeth +1 on Fri 20 Nov.\n", "Undid Run +6 km on Fri 20 Nov.\n",
        "Undid adding Buy milk.\n", "Undid adding Brush teeth.\n", "Undid adding Run.\n",
      ])
    let run = try session.attempt(["undo"], at: Self.now)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "Error: There is nothing to undo.\n")
    #expect(try StoreSession.array(session.run(["list", "--all", "--json"], at: Self.now)).isEmpty)
  }

  @Test func undoOnAStoreWithNothingInItSaysSo() throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    let run = try Sherpa.run(["undo"], now: Self.now, in: sandbox)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "Error: There is nothing to undo.\n")
    #expect(!sandbox.storeExists)
  }

  @Test func undoJSONNamesTheChangeItTookBack() throws {
    let session = try Self.session()
    defer { session.remove() }
    let done = try session.object(["done", "run", "1km"], at: Self.now)
    let seq = try #require(done["seq"] as? Int)
    let undo = try session.object(["undo"], at: Self.now)
    #expect(Set(undo.keys) == ["undid", "message"])
    #expect(undo["undid"] as? Int == seq)
    #expect(undo["message"] as? String == "Undid Run +1 km on Sat 21 Nov.")
  }

  @Test func undoTheNextDayTakesBackYesterdaysLastChange() throws {
    let session = try Self.session()
    defer { session.remove() }
    #expect(
      try session.run(["undo"], at: "2026-11-22T01:30") == "Undid Brush teeth +1 on Fri 20 Nov.\n")
    #expect(
      try session.object(["today", "--date", "2026-11-20"], at: Self.now).item("Brush teeth")?[
        "progress"]
        as? Double == 0)
  }
}
