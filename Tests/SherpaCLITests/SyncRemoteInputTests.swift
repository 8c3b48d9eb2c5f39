import Foundation
import Testing

/// A remote anyone with push access can write is input: `sync` refuses what a line of this
/// program's own would not pass, in one line naming the file and line, with the store files
/// byte-identical, and the next change here is kept as made.
@Suite struct SyncRemoteInputTests {
  static let day = SyncCommandTests.day

  /// Laptop and desk set up with "read 10 pages daily" and 3 pages read on the laptop:
  /// events 1 and 2 on the remote.
  static func setUp() throws -> Machines {
    let machines = try SyncCommandTests.setUp(["laptop", "desk"], first: ["read 10 pages daily"])
    try machines.run("laptop", ["done", "read", "3"], at: "\(day)T08:00")
    try machines.run("laptop", ["sync"], at: "\(day)T08:01")
    return machines
  }

  /// Changes the remote's files in a clone of it and pushes them, as anyone could.
  static func tamper(_ machines: Machines, _ edit: (URL) throws -> Void) throws {
    let clone = machines.root.appendingPathComponent("tamper")
    try? FileManager.default.removeItem(at: clone)
    #expect(
      try Machines.git(["clone", "-q", machines.remote, clone.path], in: machines.root).status == 0)
    try edit(clone)
    #expect(try Machines.git(["add", "-A"], in: clone).status == 0)
    #expect(try Machines.git(["commit", "-qm", "tamper"], in: clone).status == 0)
    let pushed = try Machines.git(["push", "-q", "-f", "origin", "HEAD:main"], in: clone)
    #expect(pushed.status == 0, "\(pushed.output)")
  }

  /// Appends `bytes` to the remote's month file `month`.
  static func append(_ bytes: [UInt8], to month: String, in clone: URL) throws {
    let file = clone.appendingPathComponent("store.history/\(month).jsonl")
    var data = (try? Data(contentsOf: file)) ?? Data()
    data.append(contentsOf: bytes)
    try data.write(to: file)
  }

  /// Syncs the laptop against the tampered remote: refused in one line naming `named`,
  /// nothing written.
  static func expectRefused(_ machines: Machines, naming named: String) throws {
    let before = try machines.files("laptop")
    let run = try machines.attempt("laptop", ["sync"], at: "\(day)T09:00")
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("Error: The remote's \(named)"), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(try machines.files("laptop") == before)
  }

  static func line(_ seq: Int, _ event: String, day: String = day, id: String? = nil) -> [UInt8] {
    let id = id ?? "intruder.\(seq)"
    return Array(
      "{\"day\":\"\(day)\",\"seq\":\(seq),\"id\":\"\(id)\",\"at\":\"\(day)T08:30:00\",\(event)}\n"
        .utf8)
  }

  @Test func anUndoOfAnEventNotYetMadeIsRefusedAndTheNextLogIsKept() throws {
    let machines = try Self.setUp()
    defer { machines.remove() }
    try Self.tamper(machines) { clone in
      try Self.append(Self.line(3, "\"event\":\"undo\",\"undoes\":4"), to: "2026-11", in: clone)
    }
    try Self.expectRefused(
      machines, naming: "store.history/2026-11.jsonl line 3: event 3 takes back event 4")
    #expect(
      try machines.run("laptop", ["done", "read", "4"], at: "\(Self.day)T09:01")
        .hasPrefix("Read +4 pages: 7 / 10 pages today."))
    #expect(
      try machines.run("laptop", ["done", "read", "2"], at: "\(Self.day)T09:02")
        .hasPrefix("Read +2 pages: 9 / 10 pages today."))
  }

  @Test func aLineThatIsNotUTF8IsRefusedAndTheStoreStaysUsable() throws {
    let machines = try Self.setUp()
    defer { machines.remove() }
    try Self.tamper(machines) { clone in
      try Self.append(
        Self.line(3, "\"event\":\"done\",\"item\":1,\"note\":\"caf\u{00}\"").map {
          $0 == 0 ? 0xFF : $0
        },
        to: "2026-11", in: clone)
    }
    try Self.expectRefused(
      machines, naming: "store.history/2026-11.jsonl is not UTF-8 text (line 3, column")
    #expect(
      try machines.run("laptop", ["doctor"], at: "\(Self.day)T09:01").contains("nothing wrong"))
    #expect(
      try machines.run("laptop", ["done", "read", "4"], at: "\(Self.day)T09:02")
        .hasPrefix("Read +4 pages: 7 / 10 pages today."))
  }

  @Test func aMonthFileFarInTheFutureIsRefused() throws {
    let machines = try Self.setUp()
    defer { machines.remove() }
    try Self.tamper(machines) { clone in
      try Self.append(
        Self.line(3, "\"event\":\"done\",\"item\":1", day: "9999-12-01"), to: "9999-12", in: clone)
    }
    try Self.expectRefused(
      machines, naming: "store.history/9999-12.jsonl is named for a month after today's (2026-11)")
    let doctor = try machines.attempt("laptop", ["doctor"], at: "\(Self.day)T09:01")
    #expect(doctor.status == 0, "\(doctor.stdout)")
  }

  @Test func aLineReusingALocalEventIDWithAnotherAmountIsAConflict() throws {
    let machines = try Self.setUp()
    defer { machines.remove() }
    try Self.tamper(machines) { clone in
      let file = clone.appendingPathComponent("store.history/2026-11.jsonl")
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(text.contains("\"amount\":3"))
      try text.replacingOccurrences(of: "\"amount\":3", with: "\"amount\":10")
        .write(to: file, atomically: true, encoding: .utf8)
    }
    try Self.expectRefused(
      machines,
      naming:
        "store.history/2026-11.jsonl line 2: event laptop.2 is one of this store's with another day, stamp or content"
    )
    #expect(
      try machines.run("laptop", ["today"], at: "\(Self.day)T09:01").contains("3 / 10 pages"))
  }
}

/// Two machines with the same host name are told apart by their device ids.
@Suite struct SyncDeviceNameTests {
  @Test func aConflictBetweenTwoMachinesOfOneHostNameNamesBoth() throws {
    let machines = try Machines(["vm-3fa9c1", "vm-0b12c4"])
    defer { machines.remove() }
    let day = SyncCommandTests.day
    try machines.run("vm-3fa9c1", ["add", "--yes", "floss daily"], at: "\(day)T07:00")
    try machines.run("vm-3fa9c1", ["sync", "setup", machines.remote], at: "\(day)T07:01")
    try machines.run("vm-0b12c4", ["sync", "setup", machines.remote], at: "\(day)T07:02")
    try machines.run("vm-0b12c4", ["rename", "floss", "Floss teeth"], at: "\(day)T10:00")
    try machines.run("vm-3fa9c1", ["rename", "floss", "Floss well"], at: "\(day)T10:05")
    try machines.run("vm-0b12c4", ["sync"], at: "\(day)T11:00")
    let came = try machines.run("vm-3fa9c1", ["sync"], at: "\(day)T11:01")
    #expect(
      came.contains(
        "Floss well was changed on vm-3fa9c1 and on vm-0b12c4: the later change, vm-3fa9c1's, "
          + "holds"), "\(came)")
  }
}
