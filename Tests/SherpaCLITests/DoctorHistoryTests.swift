import Foundation
import Testing

/// `sherpa doctor` against what the history says: a backup put back over the document, a
/// torn last line, a copied line, a month file renamed and one emptied. Each is named in a
/// line; `--repair` mends what can be mended with no acknowledged event lost (a line it
/// cannot read is kept in `rejected/`), `doctor` then finds nothing, and `undo` puts the
/// damaged files back.
struct DoctorHistoryTests {
  static let now = "2026-11-20T08:00"

  /// Read (#1) in October with five logs, then a log and Floss (#2) in November.
  static func session() throws -> StoreSession {
    let session = try StoreSession(env: ["NO_COLOR": "1"])
    try session.add(["read 10 pages daily"], at: "2026-10-20T07:00")
    for day in 21...25 { try session.run(["done", "read", "1"], at: "2026-10-\(day)T07:00") }
    try session.run(["done", "read", "2"], at: "2026-11-20T07:00")
    try session.add(["floss daily"], at: "2026-11-20T07:01")
    return session
  }

  static func history(_ session: StoreSession, _ month: String) -> URL {
    session.sandbox.root.appendingPathComponent("store.history/\(month).jsonl")
  }

  /// `doctor` names `expected` and exits 1; `--repair` exits 0; `doctor` then exits 0.
  static func diagnoseAndRepair(_ session: StoreSession, naming expected: String) throws
    -> String
  {
    let found = try session.attempt(["doctor"], at: now)
    #expect(found.status == 1)
    #expect(found.stdout.contains(expected), "\(found.stdout)")
    let repaired = try session.attempt(["doctor", "--repair"], at: now)
    #expect(repaired.status == 0, "\(repaired.stdout)\(repaired.stderr)")
    let after = try session.attempt(["doctor"], at: now)
    #expect(after.status == 0, "\(after.stdout)")
    return repaired.stdout
  }

  @Test func aBackupPutBackOverTheDocumentIsRebuiltFromTheHistory() throws {
    let session = try Self.session()
    defer { session.remove() }
    let store = session.sandbox.store
    let saved = try Data(contentsOf: store)
    try FileManager.default.removeItem(at: store)
    try FileManager.default.copyItem(
      at: store.appendingPathExtension("bak"), to: store)
    #expect(!(try session.run(["list"], at: Self.now)).contains("Floss"))
    let damaged = try session.sandbox.storeFiles()
    try Self.diagnoseAndRepair(
      session,
      naming:
        "store.json: saved after event 7, but the history's last change to it is event 8; it lacks 'Floss'"
    )
    #expect(try Data(contentsOf: store) == saved)
    #expect(try session.run(["list"], at: Self.now).contains("Floss"))
    try session.run(["undo"], at: Self.now)
    #expect(
      try session.sandbox.storeFiles().filter {
        $0.key.hasPrefix("store.") && !$0.key.contains("doctor")
      }
        == damaged.filter { $0.key.hasPrefix("store.") && !$0.key.contains("doctor") })
  }

  @Test(arguments: [("a log", 9, 3), ("an item change", 8, 2)])
  func aTornLastLineIsNamedAndKept(_ what: String, seq: Int, line: Int) throws {
    let session = try Self.session()
    defer { session.remove() }
    if seq == 9 { try session.run(["done", "read", "1"], at: "2026-11-20T07:02") }
    let month = Self.history(session, "2026-11")
    let bytes = try Data(contentsOf: month)
    let torn = bytes.dropLast(40)
    try Data(torn).write(to: month)
    let said = try Self.diagnoseAndRepair(session, naming: "2026-11.jsonl:\(line):")
    // The torn bytes are kept, not lost.
    let rejected = try String(
      contentsOf: session.sandbox.root.appendingPathComponent(
        "store.history/rejected/2026-11.jsonl"),
      encoding: .utf8)
    #expect(rejected.contains("\"seq\\\":\(seq)"), "\(rejected)")
    if seq == 8 {
      #expect(said.contains("the history lost: add of 'Floss'"), "\(said)")
      #expect(try session.run(["list"], at: Self.now).contains("Floss"))
    }
    #expect(try session.attempt(["today"], at: Self.now).status == 0)
  }

  @Test func aCopiedLineIsMovedAsideAndEveryEventKeptOnce() throws {
    let session = try Self.session()
    defer { session.remove() }
    let before = try session.sandbox.storeFiles()
    let october = try Data(contentsOf: Self.history(session, "2026-10"))
    let copy = october.split(separator: 10)[2] + [10]
    let november = Self.history(session, "2026-11")
    try (try Data(contentsOf: november) + copy).write(to: november)
    try Self.diagnoseAndRepair(session, naming: "2026-11.jsonl:3: event ")
    let after = try session.sandbox.storeFiles()
    for month in ["store.history/2026-10.jsonl", "store.history/2026-11.jsonl"] {
      #expect(after[month] == before[month], "\(month)")
    }
  }

  /// What a `git pull` by hand that fast-forwards leaves: no merge driver ran on it.
  @Test func anUndoOfAnEventNotYetHeldIsMovedAside() throws {
    let session = try Self.session()
    defer { session.remove() }
    let november = Self.history(session, "2026-11")
    let stray =
      #"{"day":"2026-11-20","seq":9,"id":"intruder.9","at":"2026-11-20T07:30:00","#
      + #""event":"undo","undoes":11}"# + "\n"
    try (try Data(contentsOf: november) + Data(stray.utf8)).write(to: november)
    let damaged = try session.sandbox.storeFiles()
    let said = try Self.diagnoseAndRepair(
      session,
      naming: "2026-11.jsonl:3: event 9 takes back event 11, which the history does not hold "
        + "before it; --repair: moved to ")
    #expect(said.contains("2026-11.jsonl:3 to "), "\(said)")
    try session.run(["undo"], at: Self.now)
    let kept = { (files: [String: Data]) in
      files.filter { !$0.key.contains("doctor") && !$0.key.contains(".cache") }
    }
    #expect(kept(try session.sandbox.storeFiles()) == kept(damaged))
    try session.run(["doctor", "--repair"], at: Self.now)
    // The next two logs are both counted: the undo cannot take back the second.
    try session.run(["done", "read", "4"], at: "2026-11-20T08:01")
    #expect(
      try session.run(["done", "read", "2"], at: "2026-11-20T08:02")
        .hasPrefix("Read +2 pages: 8 / 10 pages today."))
  }

  @Test func aMonthFileRenamedToAnotherMonthIsFiledBack() throws {
    let session = try Self.session()
    defer { session.remove() }
    let before = try session.sandbox.storeFiles()
    try FileManager.default.moveItem(
      at: Self.history(session, "2026-10"), to: Self.history(session, "2026-09"))
    try Self.diagnoseAndRepair(
      session, naming: "2026-09.jsonl:1: 6 events (from 1) are of 2026-10, after this file's month")
    let after = try session.sandbox.storeFiles()
    for file in ["store.json", "store.history/2026-10.jsonl", "store.history/2026-11.jsonl"] {
      #expect(after[file] == before[file], "\(file)")
    }
    #expect(after["store.history/2026-09.jsonl"] == nil)
  }

  /// The history lost Read's add and its five October logs; store.json still holds Read.
  @Test(arguments: ["", "\n\n"])
  func anEmptiedMonthFileIsNamedAndItsItemsKept(_ left: String) throws {
    let session = try Self.session()
    defer { session.remove() }
    try Data(left.utf8).write(to: Self.history(session, "2026-10"))
    let damaged = try session.sandbox.storeFiles()
    let said = try Self.diagnoseAndRepair(
      session, naming: "events 1–6 are missing: no line holds them (2026-10.jsonl holds no event)")
    #expect(
      said.contains("recorded again in ") && said.contains("the history lost: add of 'Read'"),
      "\(said)")
    #expect(
      said.contains(
        "noted events 1–6 as lost in ")
        && said.contains(
          "(2026-10.jsonl held them): the logs among them can't be known again"),
      "\(said)")
    // The document was kept: Read and Floss are there, and the history alone says so now.
    let list = try session.run(["list"], at: Self.now)
    #expect(list.contains("Read") && list.contains("Floss"), "\(list)")
    // The repair is taken back whole: the files as they were damaged.
    try session.run(["undo"], at: Self.now)
    let kept = { (files: [String: Data]) in
      files.filter { !$0.key.contains("doctor") && !$0.key.contains(".cache") }
    }
    #expect(kept(try session.sandbox.storeFiles()) == kept(damaged))
  }
}
