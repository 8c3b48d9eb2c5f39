import Foundation
import Testing

/// `sherpa import loop|taskwarrior|csv`: other tools' exports through the built binary — a
/// dry run first, then kept, counted back out with `export csv`, and a second time adding
/// nothing.
struct ImportToolsCommandTests {
  static let now = "2026-11-26T20:00"
  /// The Loop export written by hand in the documented format (see `LoopExport`).
  static let loopFixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/loop-export")

  static func session() throws -> StoreSession {
    let session = try StoreSession()
    try FileManager.default.copyItem(
      at: loopFixture, to: session.sandbox.root.appendingPathComponent("loop-export"))
    return session
  }

  /// The rows of a CSV table `export csv` wrote, header first, split at commas (the fields
  /// these tests read hold none).
  /// `export csv --out out` in the session's folder.
  static func exportCSV(_ session: StoreSession, at now: String) throws {
    try FileManager.default.createDirectory(
      at: session.sandbox.root.appendingPathComponent("out"), withIntermediateDirectories: true)
    try session.run(["export", "csv", "--out", "out"], at: now)
  }

  static func table(_ session: StoreSession, _ file: String) throws -> [[String]] {
    let text = try String(
      contentsOf: session.sandbox.root.appendingPathComponent("out/" + file), encoding: .utf8)
    return text.split(separator: "\r\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
  }

  static let loopSkipped = """
    Skipped: loop-export/001 Meditate/Checkmarks.csv:12: '2026-13-40' is not a date like 2026-11-20; left out
    Skipped: loop-export/003 Gym/Checkmarks.csv:4: 'MAYBE' on 2026-11-23 is not a Loop checkmark; left out
    Skipped: loop-export/Habits.csv:6: 'Stretch' repeats 2 times in 5 days, which Sherpa has no schedule for; left out with its checkmarks

    """

  /// The folder, its `Habits.csv` or its top-level `Checkmarks.csv`: the same export.
  @Test(arguments: ["loop-export", "loop-export/Habits.csv", "loop-export/Checkmarks.csv"])
  func aLoopExportIsShownFirstAndNothingIsWritten(_ name: String) throws {
    let session = try Self.session()
    defer { session.remove() }
    let run = try session.attempt(["import", "loop", name], at: Self.now)
    #expect(run.status == 0)
    #expect(run.stderr == Self.loopSkipped)
    #expect(
      run.stdout.hasPrefix(
        "Would import from Loop Habit Tracker (\(name)): 5 new items, 10 done, 9 amounts, 1 skip.\n"
      ))
    #expect(run.stdout.hasSuffix("Nothing was changed. Add --apply to keep it.\n"))
    #expect(!session.sandbox.storeExists)
  }

  @Test func aLoopExportRoundTripsAndASecondImportAddsNothing() throws {
    let session = try Self.session()
    defer { session.remove() }
    let run = try session.attempt(
      ["import", "loop", "loop-export", "--apply", "--json"], at: Self.now)
    #expect(run.status == 0)
    let said = try StoreSession.object(run.stdout)
    #expect(said["habits"] as? Int == 5)
    #expect(said["tasks"] as? Int == 0)
    #expect(said["done"] as? Int == 10)
    #expect(said["amounts"] as? Int == 9)
    #expect(said["skips"] as? Int == 1)
    #expect(said["amountTotal"] as? Double == 47.7)
    #expect((said["problems"] as? [String])?.count == 3)

    try Self.exportCSV(session, at: Self.now)
    let items = try Self.table(session, "items.csv")
    let header = items[0]
    func column(_ name: String, of row: [String]) -> String { row[header.firstIndex(of: name)!] }
    let byName = Dictionary(
      uniqueKeysWithValues: items.dropFirst().map { (column("name", of: $0), $0) })
    #expect(byName.keys.sorted() == ["Coffee", "Gym", "Meditate", "Run", "Water"])
    let run15 = byName["Run"]!
    #expect(
      ["amount", "unit", "period", "goal"].map { column($0, of: run15) } == [
        "15", "km", "week", "atLeast",
      ])
    #expect(
      ["amount", "unit", "label"].map { column($0, of: byName["Water"]!) } == [
        "8", "count", "glasses",
      ])
    #expect(column("goal", of: byName["Coffee"]!) == "atMost")
    #expect(column("archived", of: byName["Coffee"]!) == "2026-11-26")
    #expect(["amount", "period"].map { column($0, of: byName["Gym"]!) } == ["3", "week"])
    #expect(column("input", of: byName["Meditate"]!) == "Loop: Meditate")

    // Every checkmark that said something, on its day, in the habit's unit.
    let log = try Self.table(session, "log.csv").dropFirst()
    let logHeader = try Self.table(session, "log.csv")[0]
    func field(_ name: String, _ row: [String]) -> String { row[logHeader.firstIndex(of: name)!] }
    #expect(log.count == 20)
    let runs = log.filter { field("name", $0) == "Run" }.map {
      field("day", $0) + " " + field("amount", $0)
    }
    #expect(runs.sorted() == ["2026-11-18 10.5", "2026-11-22 3.2", "2026-11-25 5"])
    let water = log.filter { field("name", $0) == "Water" }.map { field("amount", $0) }
    #expect(water.sorted() == ["6", "8", "9"])
    let meditate = log.filter { field("name", $0) == "Meditate" }
    #expect(meditate.filter { field("action", $0) == "progress" }.count == 7)
    #expect(
      meditate.filter { field("action", $0) == "skip" }.map { field("note", $0) } == ["Travelling"])

    let again = try session.attempt(["import", "loop", "loop-export", "--apply"], at: Self.now)
    #expect(
      again.stdout
        == "Nothing new in loop-export: the store has all of it already (5 items, 20 logs).\n")
    let before = try session.sandbox.storeFiles().filter { $0.key.hasPrefix("store.history/") }
    #expect(before.count > 0)
  }

  @Test func oneUndoTakesAWholeImportBack() throws {
    let session = try Self.session()
    defer { session.remove() }
    _ = try session.attempt(["import", "loop", "loop-export", "--apply"], at: Self.now)
    let undone = try session.run(["undo"], at: Self.now)
    #expect(undone.contains("the import of loop-export (25 changes)"))
    #expect(try session.run(["list", "--all"], at: Self.now).contains("Meditate") == false)
    try Self.exportCSV(session, at: Self.now)
    #expect(try Self.table(session, "log.csv").count == 1)
    // And it can come in again.
    let again = try session.attempt(["import", "loop", "loop-export", "--apply"], at: Self.now)
    #expect(again.stdout.hasPrefix("Imported from Loop Habit Tracker (loop-export): 5 new items"))
  }

  @Test(arguments: [
    (
      ["import", "loop", "notes.txt"],
      "Error: 'notes.txt' is not the folder Loop's 'Export data' made, nor its Habits.csv. Name the folder holding Habits.csv. Nothing was changed.\n"
    ),
    (
      ["import", "loop", "export.zip"],
      "Error: 'export.zip' is a zip archive. Unzip it first (unzip 'export.zip' -d export) and name the folder. Nothing was changed.\n"
    ),
    (
      ["import", "taskwarrior", "notes.txt"],
      "Error: notes.txt is not a Taskwarrior export (line 1, column 1: unexpected 'h'). Make one with 'task export > tasks.json'. Nothing was changed.\n"
    ),
    (
      ["import", "taskwarrior", "object.json"],
      "Error: object.json is not a Taskwarrior export (no list of tasks with a uuid and a status). Make one with 'task export > tasks.json'. Nothing was changed.\n"
    ),
    (
      ["import", "csv", "loop-export"],
      "Error: 'loop-export' has no items.csv in it, so it is not the folder 'sherpa export csv' made. Name the folder holding items.csv. Nothing was changed.\n"
    ),
    (
      ["import", "loop", "loop-export/001 Meditate/Checkmarks.csv"],
      "Error: There is no Habits.csv beside 'loop-export/001 Meditate/Checkmarks.csv'. Name the folder Loop's 'Export data' made. Nothing was changed.\n"
    ),
    (
      ["import", "loop", "missing"],
      "Error: There is no file or folder 'missing'. Name the folder Loop's 'Export data' made. Nothing was changed.\n"
    ),
    (
      ["import", "taskwarrior", "missing.json"],
      "Error: There is no file 'missing.json'. Name the file 'task export' wrote. Nothing was changed.\n"
    ),
    (
      ["import", "things", "notes.txt"],
      "Error: Sherpa imports json, loop, taskwarrior or csv, not 'things'. Say it like 'sherpa import loop FOLDER'.\n"
    ),
  ])
  func aFileNotInTheFormatIsOneLineAndNothingIsWritten(_ args: [String], _ expected: String) throws
  {
    let session = try Self.session()
    defer { session.remove() }
    let root = session.sandbox.root
    try Data("hello, not an export\n".utf8).write(to: root.appendingPathComponent("notes.txt"))
    try Data([0x50, 0x4B, 0x03, 0x04, 0, 0]).write(to: root.appendingPathComponent("export.zip"))
    try Data("{\"format\": \"sherpa-export\"}\n".utf8).write(
      to: root.appendingPathComponent("object.json"))
    let run = try session.attempt(args + ["--apply"], at: Self.now)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == expected)
    #expect(!session.sandbox.storeExists)
  }
}
