import Foundation
import Testing

/// `sherpa import taskwarrior`: an export made by the real `task` (Debian's taskwarrior,
/// which `.ci/run` installs) in a data folder of its own, imported and counted back out.
struct ImportTaskwarriorCommandTests {
  /// Today by the clock: `task` stamps entries and instances with it, so Sherpa's now is too.
  static var now: String {
    var time = time_t(Date().timeIntervalSince1970)
    var parts = tm()
    gmtime_r(&time, &parts)
    return String(
      format: "%04d-%02d-%02dT23:00", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday)
  }

  /// The path of `task`, or nil when it is not installed.
  static var taskBinary: String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    where FileManager.default.isExecutableFile(atPath: "\(folder)/task") {
      return "\(folder)/task"
    }
    return nil
  }

  /// Runs `task args…` with its data and rc in `folder`, in UTC, asking nothing.
  @discardableResult
  static func task(_ args: [String], in folder: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: taskBinary!)
    process.arguments = ["rc.confirmation=off", "rc.verbose=nothing"] + args
    var environment = ProcessInfo.processInfo.environment
    environment["TASKRC"] = folder.appendingPathComponent("taskrc").path
    environment["TASKDATA"] = folder.appendingPathComponent("data").path
    environment["TZ"] = "UTC"
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// A Taskwarrior history: two open tasks, one done, one deleted, a weekly and a monthly
  /// repeating task with some repeats done, and one repeating every two hours.
  static func makeExport(in root: URL) throws -> URL {
    let folder = root.appendingPathComponent("tw")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
    try Data("data.location=\(folder.path)/data\n".utf8).write(
      to: folder.appendingPathComponent("taskrc"))
    try task(["add", "Write report", "due:2026-11-30", "project:work", "+writing"], in: folder)
    try task(["add", "Call mum"], in: folder)
    try task(["add", "Buy milk", "due:2026-11-20"], in: folder)
    try task(["description:Buy milk", "done", "end:2026-11-20"], in: folder)
    try task(["add", "Old idea"], in: folder)
    try task(["description:Old idea", "delete"], in: folder)
    try task(["add", "Water plants", "due:2026-11-01", "recur:weekly"], in: folder)
    try task(["add", "Pay rent", "due:2026-10-01", "recur:monthly"], in: folder)
    try task(
      ["add", "Check logs", "due:2026-11-20", "recur:2h", "until:2026-11-20T06:00"], in: folder)
    // A report makes the repeats.
    try task(["list"], in: folder)
    for day in ["2026-11-01", "2026-11-08", "2026-11-15"] {
      try task(["description:Water plants", "due:\(day)", "status:pending", "done"], in: folder)
    }
    try task(["description:Pay rent", "due:2026-10-01", "status:pending", "done"], in: folder)
    let export = root.appendingPathComponent("tasks.json")
    try Data(try task(["export"], in: folder).utf8).write(to: export)
    return export
  }

  @Test func aTaskExportRoundTripsAndASecondImportAddsNothing() throws {
    guard Self.taskBinary != nil else {
      print(
        "ImportTaskwarriorCommandTests: skipped, 'task' is not installed (apt-get install taskwarrior)"
      )
      return
    }
    let session = try StoreSession(env: ["TZ": "UTC"])
    defer { session.remove() }
    let export = try Self.makeExport(in: session.sandbox.root)
    let tasks = try JSONSerialization.jsonObject(with: Data(contentsOf: export)) as! [[String: Any]]
    let children = tasks.filter { $0["parent"] != nil }
    let doneChildren = children.filter { $0["status"] as? String == "completed" }
    #expect(doneChildren.count == 4)

    let dry = try session.attempt(["import", "taskwarrior", "tasks.json"], at: Self.now)
    #expect(dry.status == 0)
    #expect(dry.stderr.contains("'Check logs' repeats '2h', which Sherpa has no schedule for"))
    #expect(
      dry.stdout.hasPrefix(
        "Would import from Taskwarrior (tasks.json): 5 new items, 4 done, 0 amounts, 0 skips.\n"))
    #expect(!session.sandbox.storeExists)

    let kept = try StoreSession.object(
      session.attempt(["import", "taskwarrior", "tasks.json", "--apply", "--json"], at: Self.now)
        .stdout)
    #expect(kept["tasks"] as? Int == 5)
    #expect(kept["done"] as? Int == 4)
    // The deleted task and every repeat not done.
    #expect(kept["leftOut"] as? Int == 1 + children.count - doneChildren.count)

    try ImportToolsCommandTests.exportCSV(session, at: Self.now)
    let items = try ImportToolsCommandTests.table(session, "items.csv")
    let header = items[0]
    func column(_ name: String, _ row: [String]) -> String { row[header.firstIndex(of: name)!] }
    let rows = Dictionary(uniqueKeysWithValues: items.dropFirst().map { (column("name", $0), $0) })
    #expect(
      rows.keys.sorted() == ["Buy milk", "Call mum", "Pay rent", "Water plants", "Write report"])
    #expect(column("rrule", rows["Water plants"]!) == "FREQ=WEEKLY;BYDAY=SU")
    #expect(column("start", rows["Water plants"]!) == "2026-11-01")
    #expect(column("rrule", rows["Pay rent"]!) == "FREQ=MONTHLY;BYMONTHDAY=1")
    #expect(column("completed", rows["Buy milk"]!) == "2026-11-20")
    #expect(column("start", rows["Write report"]!) == "2026-11-30")
    #expect(column("completed", rows["Write report"]!) == "")
    let log = try ImportToolsCommandTests.table(session, "log.csv")
    let done = log.dropFirst().map {
      $0[log[0].firstIndex(of: "name")!] + " " + $0[log[0].firstIndex(of: "day")!]
    }
    #expect(
      done.sorted() == [
        "Pay rent 2026-10-01", "Water plants 2026-11-01", "Water plants 2026-11-08",
        "Water plants 2026-11-15",
      ])

    let again = try session.attempt(
      ["import", "taskwarrior", "tasks.json", "--apply"], at: Self.now)
    #expect(
      again.stdout
        == "Nothing new in tasks.json: the store has all of it already (5 items, 4 logs).\n")
  }
}
