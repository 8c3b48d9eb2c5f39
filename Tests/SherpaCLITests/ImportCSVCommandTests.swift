import Foundation
import Testing

/// `sherpa import csv`: Sherpa's own CSV export read back into an empty store gives the same
/// tables again.
struct ImportCSVCommandTests {
  static let now = "2026-11-24T21:00"

  /// A store with habits and tasks of each kind, logs with notes, a skip and an archive.
  static func source() throws -> StoreSession {
    let session = try StoreSession(env: ["TZ": "UTC"])
    try session.add(
      [
        "run 5 km every day", "drink water 2000 ml a day", "floss daily", "gym 3 times a week",
        "call the dentist on friday", "read 20 pages every weekday at 9pm",
        "stretch, after my run",
      ], at: "2026-11-20T08:00")
    for args in [
      ["done", "run", "3.2km", "--date", "2026-11-21"],
      ["done", "water", "500ml", "--date", "2026-11-22"],
      ["done", "water", "500ml", "--date", "2026-11-22", "--note", "with lunch, \"cold\""],
      ["done", "floss", "--date", "yesterday"], ["skip", "floss", "--note", "sick"],
      ["done", "gym"], ["done", "dentist"], ["done", "read"], ["archive", "gym"],
    ] {
      try session.run(args, at: Self.now)
    }
    return session
  }

  static func file(_ session: StoreSession, _ path: String) throws -> String {
    try String(contentsOf: session.sandbox.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// A table without the columns that say when and in what order it was logged here.
  static func withoutSeqAndStamp(_ table: String) -> [String] {
    table.split(separator: "\r\n").map { row in
      let fields = row.split(separator: ",", omittingEmptySubsequences: false)
      return ([fields[1]] + fields[3...]).joined(separator: ",")
    }
  }

  @Test func sherpasOwnExportRoundTrips() throws {
    let source = try Self.source()
    let copy = try StoreSession(env: ["TZ": "UTC"])
    defer {
      source.remove()
      copy.remove()
    }
    try FileManager.default.createDirectory(
      at: source.sandbox.root.appendingPathComponent("a"), withIntermediateDirectories: true)
    try source.run(["export", "csv", "--out", "a"], at: Self.now)
    let said = try source.run(
      ["import", "csv", "a", "--apply", "--store", copy.sandbox.store.path], at: Self.now)
    #expect(
      said.hasPrefix(
        "Imported from Sherpa's CSV export (a): 7 new items, 2 done, 4 amounts, 1 skip.\n"))
    try FileManager.default.createDirectory(
      at: source.sandbox.root.appendingPathComponent("b"), withIntermediateDirectories: true)
    try source.run(
      ["export", "csv", "--out", "b", "--store", copy.sandbox.store.path], at: Self.now)
    #expect(try Self.file(source, "b/items.csv") == Self.file(source, "a/items.csv"))
    #expect(try Self.file(source, "b/xp.csv") == Self.file(source, "a/xp.csv"))
    let log = try Self.withoutSeqAndStamp(Self.file(source, "a/log.csv"))
    #expect(log.count == 8)
    #expect(try Self.withoutSeqAndStamp(Self.file(source, "b/log.csv")) == log)

    let again = try source.run(
      ["import", "csv", "a/items.csv", "--apply", "--store", copy.sandbox.store.path], at: Self.now)
    #expect(
      again == "Nothing new in a/items.csv: the store has all of it already (7 items, 7 logs).\n")
  }

  @Test func aRowThatDoesNotReadIsOneLineAndTheOthersComeIn() throws {
    let session = try StoreSession()
    defer { session.remove() }
    let folder = session.sandbox.root.appendingPathComponent("export")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      """
      id,name,kind,amount,unit,label,period,goal,schedule,rrule,start,time,phase,after,onlyOn,notify,created,archived,completed,input\r
      1,Run,habit,5,km,,day,atLeast,Every day,FREQ=DAILY,2026-11-20,,,,,no,2026-11-20,,,run 5 km every day\r
      2,Swim,habit,1,count,,day,atLeast,Every day,FREQ=SOMETIMES,2026-11-20,,,,,no,2026-11-20,,,swim daily\r

      """.utf8
    ).write(to: folder.appendingPathComponent("items.csv"))
    try Data(
      """
      seq,day,at,item,name,action,amount,note\r
      3,2026-11-21,2026-11-21T09:00:00,1,Run,progress,3.2,\r
      4,2026-11-21,2026-11-21T09:00:00,2,Swim,progress,1,\r
      5,2026-11-22,2026-11-22T09:00:00,1,Run,jumped,,\r

      """.utf8
    ).write(to: folder.appendingPathComponent("log.csv"))
    let run = try session.attempt(["import", "csv", "export", "--apply"], at: Self.now)
    #expect(run.status == 0)
    #expect(
      run.stderr == """
        Skipped: export/items.csv:3: 'Swim' has a schedule Sherpa cannot read ('FREQ=SOMETIMES')
        Skipped: export/log.csv:3: item 2 is not in export/items.csv; left out
        Skipped: export/log.csv:4: 'jumped' is not done, progress or skip; left out

        """)
    #expect(
      run.stdout.hasPrefix(
        "Imported from Sherpa's CSV export (export): 1 new item, 0 done, 1 amount, 0 skips.\n"))
  }
}
