import Foundation
import Testing

/// `sherpa export csv|ics|json`, read back by real parsers: Python's icalendar with
/// dateutil for the calendar, Python's csv for the tables (scripts in `Tests/Export/`).
struct ExportCommandTests {
  static let now = MonthOfHistory.now

  /// Runs `Tests/Export/<script>` with the python3 on PATH (the one pip installs into), in
  /// the session's environment.
  static func python(_ script: String, _ session: StoreSession, env: [String: String] = [:])
    throws -> StoreSession.Run
  {
    try Sherpa.run(
      ["python3", MonthOfHistory.script(script)], now: now, env: env, in: session.sandbox,
      program: "/usr/bin/env")
  }

  @Test func theCalendarReadsBackToTheDatesSherpaShows() throws {
    let session = try MonthOfHistory.template.session()
    defer { session.remove() }
    let run = try Self.python("check_ics.py", session, env: ["TZ": "America/New_York"])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let active = try StoreSession.array(session.run(["list", "--json"], at: Self.now))
    let oks = run.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }
    #expect(oks.count == active.count && active.count == 11, "\(run.stdout)")
  }

  @Test func theCalendarEscapesFoldsAndEndsLinesWithCRLF() throws {
    let session = try MonthOfHistory.template.session()
    defer { session.remove() }
    let text = try session.run(["export", "ics"], at: Self.now, env: ["TZ": "Europe/London"])
    let lines = text.components(separatedBy: "\r\n")
    #expect(lines.first == "BEGIN:VCALENDAR" && lines.dropLast().last == "END:VCALENDAR")
    #expect(lines.last == "")
    #expect(lines.allSatisfy { $0.utf8.count <= 75 && !$0.contains("\n") })
    #expect(lines.contains(#"SUMMARY:Stretch\, "gently""#))
    #expect(lines.contains("DTSTAMP:20261128T090000Z"))
    #expect(lines.contains("RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20261215T235959"))
    #expect(lines.contains("RRULE:FREQ=DAILY;INTERVAL=3;COUNT=10"))
    // The long name is folded, its continuation line starting with a space.
    #expect(lines.contains { $0.hasPrefix("SUMMARY:Water the plants") && $0.utf8.count > 70 })
    #expect(lines.contains { $0.hasPrefix(" ") })
    // Archived, deleted and done items are not on the calendar.
    #expect(!text.contains("SUMMARY:Read") && !text.contains("SUMMARY:Floss"))
    #expect(!text.contains("SUMMARY:Call the dentist"))
  }

  @Test func theTablesLoadToTheStoresCounts() throws {
    let session = try MonthOfHistory.template.session()
    defer { session.remove() }
    let run = try Self.python("check_csv.py", session)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 3)
  }

  @Test func theJSONExportIsTheSameBytesEachTime() throws {
    let session = try MonthOfHistory.template.session()
    defer { session.remove() }
    let first = try session.run(["export", "json"], at: Self.now)
    let second = try session.run(["export", "json"], at: "2026-11-29T10:00")
    #expect(first == second)
    let object = try StoreSession.object(first)
    #expect(object["format"] as? String == "sherpa-export")
    #expect(object["version"] as? Int == 1)
    let events = try #require(object["events"] as? [[String: Any]])
    let seqs = events.compactMap { $0["seq"] as? Int }
    #expect(seqs == Array(1...seqs.count))
  }

  @Test func anExportNeverReplacesAFileUnlessForced() throws {
    let session = try MonthOfHistory.template.session()
    defer { session.remove() }
    let root = session.sandbox.root
    try Data("mine\n".utf8).write(to: root.appendingPathComponent("log.csv"))
    let before = try session.sandbox.storeFiles()
    let refused = try session.attempt(["export", "csv"], at: Self.now)
    #expect(refused.status == 1 && refused.stdout.isEmpty)
    #expect(
      refused.stderr
        == "Error: 'log.csv' is already there. Add --force to replace it, or name another place with --out.\n"
    )
    #expect(try session.sandbox.storeFiles() == before)
    try session.run(["export", "csv", "--force"], at: Self.now)
    let log = try String(contentsOf: root.appendingPathComponent("log.csv"), encoding: .utf8)
    #expect(log.hasPrefix("seq,day,at,item,name,action,amount,note\r\n"))
  }

  @Test(arguments: [
    (
      ["export", "xml"],
      "Error: Sherpa exports csv, ics or json, not 'xml'. Say it like 'sherpa export csv'.\n"
    ),
    (
      ["export", "csv", "--out", "nowhere"],
      "Error: There is no folder 'nowhere'. Make it first, or name another with --out.\n"
    ),
    (
      ["export", "ics", "--out", "no/such/cal.ics"],
      "Error: There is no folder 'no/such'. Make it first, or name another with --out.\n"
    ),
  ])
  func aBadExportIsOneLineAndWritesNothing(_ args: [String], _ message: String) throws {
    let session = try MonthOfHistory.template.session()
    defer { session.remove() }
    let before = try session.sandbox.storeFiles()
    let run = try session.attempt(args, at: Self.now)
    #expect(run.status == 1 && run.stdout.isEmpty)
    #expect(run.stderr == message)
    #expect(try session.sandbox.storeFiles() == before)
  }
}
