import Foundation
import Testing

/// `sherpa sync` through the built binary, with real git: two or three stores and a bare
/// repository in a temporary folder.
@Suite struct SyncCommandTests {
  static let day = "2026-11-20"

  /// Machines set up: the first sends its store, the others take it (merging their own).
  static func setUp(_ names: [String], first: [String] = ["drink water 2 l daily", "floss daily"])
    throws -> Machines
  {
    let machines = try Machines(names)
    for phrase in first {
      try machines.run(names[0], ["add", "--yes", phrase], at: "\(day)T07:00")
    }
    for (n, name) in names.enumerated() {
      try machines.run(name, ["sync", "setup", machines.remote], at: "\(day)T07:0\(n + 1)")
    }
    return machines
  }

  @Test func setupSendsTheStoreThenTakesItElsewhereMergingLocalHistory() throws {
    let machines = try Machines(["laptop", "desk"])
    defer { machines.remove() }
    try machines.run("laptop", ["add", "--yes", "run 5 km daily"], at: "\(Self.day)T07:00")
    try machines.run("laptop", ["done", "run", "3km"], at: "\(Self.day)T07:10")
    let first = try machines.run(
      "laptop", ["sync", "setup", machines.remote], at: "\(Self.day)T08:00")
    #expect(first == "Sent the whole store to \(machines.remote) (2 events).\n")
    // The desk had a store of its own: both histories are kept, its item renumbered.
    try machines.run("desk", ["add", "--yes", "read 10 pages daily"], at: "\(Self.day)T07:30")
    let second = try machines.run(
      "desk", ["sync", "setup", machines.remote], at: "\(Self.day)T08:05")
    #expect(
      second == """
        1 day from laptop: Run, +1 item
        Read, added here as item 1, is now item 2.
        Sent 1 change.

        """)
    try machines.run("laptop", ["sync"], at: "\(Self.day)T08:10")
    #expect(try machines.export("laptop") == machines.export("desk"))
    let list = try machines.run("laptop", ["list"], at: "\(Self.day)T08:11")
    #expect(list.contains("Run") && list.contains("Read"))
    // Only the history is in git; caches, lock, backup and the document are not.
    let tracked = try Machines.git(["ls-files"], in: machines.root.appendingPathComponent("laptop"))
    #expect(
      tracked.output == ".gitattributes\n.gitignore\nstore.history/2026-11.jsonl\n")
    let driver = try Machines.git(
      ["config", "merge.sherpa.driver"], in: machines.root.appendingPathComponent("laptop"))
    #expect(driver.output.hasSuffix(" sync merge-driver %O %A %B %P\n"))
  }

  @Test func logsFromTwoMachinesAddUpAndTheSameCheckOffIsOne() throws {
    let machines = try Self.setUp(["laptop", "desk"])
    defer { machines.remove() }
    try machines.run("laptop", ["done", "water", "+250ml"], at: "\(Self.day)T09:00")
    try machines.run("desk", ["done", "water", "+500ml"], at: "\(Self.day)T09:05")
    try machines.run("laptop", ["done", "floss"], at: "\(Self.day)T21:00")
    try machines.run("desk", ["done", "floss"], at: "\(Self.day)T21:01")
    try machines.run("laptop", ["sync"], at: "\(Self.day)T22:00")
    let came = try machines.run("desk", ["sync"], at: "\(Self.day)T22:01")
    #expect(came == "1 day from laptop: Drink water, Floss\nSent 2 changes.\n")
    try machines.run("laptop", ["sync"], at: "\(Self.day)T22:02")
    #expect(try machines.export("laptop") == machines.export("desk"))
    for name in ["laptop", "desk"] {
      let show = try machines.run(name, ["today", "--json"], at: "\(Self.day)T22:03")
      #expect(show.contains("750"), "\(name): \(show)")
      let stats = try machines.run(name, ["show", "floss", "--json"], at: "\(Self.day)T22:03")
      #expect(!stats.contains("\"progress\":2"), "\(name): \(stats)")
    }
  }

  @Test func editsOnTwoMachinesKeepTheLaterAndSayItHappened() throws {
    let machines = try Self.setUp(["laptop", "desk"])
    defer { machines.remove() }
    try machines.run("desk", ["rename", "floss", "Floss teeth"], at: "\(Self.day)T10:00")
    try machines.run("laptop", ["rename", "floss", "Floss well"], at: "\(Self.day)T10:05")
    try machines.run("desk", ["sync"], at: "\(Self.day)T11:00")
    let came = try machines.run("laptop", ["sync"], at: "\(Self.day)T11:01")
    #expect(
      came.contains(
        "Floss well was changed on laptop and on desk: the later change, laptop's, holds"))
    try machines.run("desk", ["sync"], at: "\(Self.day)T11:02")
    #expect(try machines.export("laptop") == machines.export("desk"))
    let list = try machines.run("desk", ["list"], at: "\(Self.day)T11:03")
    #expect(list.contains("Floss well") && !list.contains("Floss teeth"))
    // The other change is in the history.
    #expect(try machines.export("desk").contains("\"name\":\"Floss teeth\""))
  }

  @Test func aDeleteAndALogKeepTheLogAndUndoBringsTheItemBackWithIt() throws {
    let machines = try Self.setUp(["laptop", "desk"])
    defer { machines.remove() }
    try machines.run("laptop", ["delete", "floss", "--yes"], at: "\(Self.day)T10:00")
    try machines.run("desk", ["done", "floss"], at: "\(Self.day)T10:01")
    try machines.run("laptop", ["sync"], at: "\(Self.day)T11:00")
    try machines.run("desk", ["sync"], at: "\(Self.day)T11:01")
    try machines.run("laptop", ["sync"], at: "\(Self.day)T11:02")
    #expect(try machines.export("laptop") == machines.export("desk"))
    #expect(!(try machines.run("desk", ["list"], at: "\(Self.day)T11:03")).contains("Floss"))
    // Undo on the laptop takes back its own delete, not the desk's log, and travels.
    let undone = try machines.run("laptop", ["undo"], at: "\(Self.day)T12:00")
    #expect(undone.contains("Floss"))
    try machines.run("laptop", ["sync"], at: "\(Self.day)T12:01")
    try machines.run("desk", ["sync"], at: "\(Self.day)T12:02")
    let today = try machines.run("desk", ["today"], at: "\(Self.day)T12:03")
    #expect(today.contains("[x] Floss"), "\(today)")
    #expect(try machines.export("laptop") == machines.export("desk"))
  }

  @Test func interleavedChangesInDifferentOrdersEndTheSameEverywhere() throws {
    let machines = try Self.setUp(["laptop", "desk", "server"])
    defer { machines.remove() }
    var acknowledged = 0
    let steps: [(String, [String])] = [
      ("laptop", ["add", "--yes", "read 10 pages daily"]), ("desk", ["done", "water", "+1l"]),
      ("server", ["add", "--yes", "stretch daily"]), ("desk", ["skip", "floss"]),
      ("laptop", ["done", "read"]), ("server", ["done", "water", "+250ml"]),
      ("desk", ["undo"]), ("laptop", ["rename", "water", "Hydrate"]),
      ("server", ["archive", "floss"]),
    ]
    for (n, (name, args)) in steps.enumerated() {
      let now = "\(Self.day)T1\(n):00"
      if try machines.attempt(name, args, at: now).status == 0 { acknowledged += 1 }
      // Each machine syncs now and then, in a different order each round.
      if n % 3 == 2 {
        for other in n % 2 == 0 ? ["server", "laptop", "desk"] : ["desk", "server", "laptop"] {
          try machines.run(other, ["sync"], at: "\(Self.day)T1\(n):30")
        }
      }
    }
    for name in ["laptop", "desk", "server", "laptop"] {
      try machines.run(name, ["sync"], at: "\(Self.day)T20:00")
    }
    let exports = try ["laptop", "desk", "server"].map { try machines.export($0) }
    #expect(exports[0] == exports[1] && exports[1] == exports[2])
    #expect(acknowledged == steps.count)
    // Every acknowledged change is an event of the merged history.
    let events = exports[0].split(separator: "\n").filter { $0.contains("\"seq\":") }
    #expect(events.count >= 2 + steps.count)
    let status = try machines.run("desk", ["sync", "--status"], at: "\(Self.day)T20:01")
    #expect(status == "In step with \(machines.remote).\n")
  }

  @Test func failuresStopWithOneLineAndLeaveTheStoreAsItWas() throws {
    let machines = try Self.setUp(["laptop", "desk"])
    defer { machines.remove() }
    try machines.run("laptop", ["done", "water", "+250ml"], at: "\(Self.day)T09:00")
    try machines.run("desk", ["done", "water", "+500ml"], at: "\(Self.day)T09:00")
    try machines.run("desk", ["sync"], at: "\(Self.day)T09:10")
    let laptop = machines.root.appendingPathComponent("laptop")
    let before = try machines.files("laptop")

    // No network: the remote is gone.
    let moved = machines.remote + ".away"
    try FileManager.default.moveItem(atPath: machines.remote, toPath: moved)
    let offline = try machines.attempt("laptop", ["sync"], at: "\(Self.day)T09:20")
    #expect(offline.status == 1)
    #expect(offline.stderr.hasPrefix("Error: Couldn't reach \(machines.remote) (git: "))
    #expect(offline.stderr.split(separator: "\n").count == 1)
    #expect(try machines.files("laptop") == before)
    let status = try machines.attempt("laptop", ["sync", "--status"], at: "\(Self.day)T09:21")
    #expect(status.stdout.contains("can't be reached now"))
    try FileManager.default.moveItem(atPath: moved, toPath: machines.remote)

    // A damaged file on the remote: one line, nothing changed here.
    let broken = machines.root.appendingPathComponent("broken")
    #expect(
      try Machines.git(["clone", "-q", machines.remote, broken.path], in: machines.root).status == 0
    )
    let month = broken.appendingPathComponent("store.history/2026-11.jsonl")
    let handle = try FileHandle(forWritingTo: month)
    handle.seekToEndOfFile()
    handle.write(Data("{\"day\":\"2026-11-20\",\"seq\":\"x\"}\n".utf8))
    try handle.close()
    #expect(try Machines.git(["commit", "-qam", "damage"], in: broken).status == 0)
    #expect(try Machines.git(["push", "-q", "origin", "main"], in: broken).status == 0)
    let damaged = try machines.attempt("laptop", ["sync"], at: "\(Self.day)T09:30")
    #expect(damaged.status == 1)
    #expect(
      damaged.stderr.hasPrefix("Error: The remote's store.history/2026-11.jsonl can't be read"))
    #expect(try machines.files("laptop") == before)
    // Mended there, the next sync picks up.
    #expect(try Machines.git(["revert", "--no-edit", "HEAD"], in: broken).status == 0)
    #expect(try Machines.git(["push", "-q", "origin", "main"], in: broken).status == 0)

    // A half-finished sync: git's lock left behind by a kill.
    FileManager.default.createFile(
      atPath: laptop.appendingPathComponent(".git/index.lock").path, contents: nil)
    let came = try machines.run("laptop", ["sync"], at: "\(Self.day)T09:40")
    #expect(came.contains("1 day from desk: Drink water"))
    try machines.run("desk", ["sync"], at: "\(Self.day)T09:41")
    #expect(try machines.export("laptop") == machines.export("desk"))
  }

  @Test func aRefusedPushChangesNothingHereAndTheNextSyncSendsIt() throws {
    let machines = try Self.setUp(["laptop", "desk"])
    defer { machines.remove() }
    try machines.run("desk", ["done", "water", "+500ml"], at: "\(Self.day)T09:00")
    try machines.run("desk", ["sync"], at: "\(Self.day)T09:01")
    try machines.run("laptop", ["done", "water", "+250ml"], at: "\(Self.day)T09:02")
    let before = try machines.files("laptop")
    // The remote refuses every push, as a server's hook or missing rights would.
    let hook = URL(fileURLWithPath: machines.remote).appendingPathComponent("hooks/pre-receive")
    try Data("#!/bin/sh\necho 'read-only for now' >&2\nexit 1\n".utf8).write(to: hook)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
    let refused = try machines.attempt("laptop", ["sync"], at: "\(Self.day)T09:03")
    #expect(refused.status == 1)
    #expect(refused.stderr.hasPrefix("Error: Couldn't send to \(machines.remote) (git: "))
    #expect(refused.stderr.split(separator: "\n").count == 1)
    #expect(try machines.files("laptop") == before, "what came in waits for the push")
    try FileManager.default.removeItem(at: hook)
    let came = try machines.run("laptop", ["sync"], at: "\(Self.day)T09:04")
    #expect(came == "1 day from desk: Drink water\nSent 1 change.\n")
    try machines.run("desk", ["sync"], at: "\(Self.day)T09:05")
    #expect(try machines.export("laptop") == machines.export("desk"))
  }

  @Test func syncBeforeSetupAndSetupInASharedFolderAreRefused() throws {
    let machines = try Machines(["laptop"])
    defer { machines.remove() }
    try machines.run("laptop", ["add", "--yes", "floss daily"], at: "\(Self.day)T07:00")
    let run = try machines.attempt("laptop", ["sync"], at: "\(Self.day)T07:01")
    #expect(run.status == 1)
    #expect(run.stderr.contains("is not synced yet. Set it up with 'sherpa sync setup GIT_URL'"))
    FileManager.default.createFile(
      atPath: machines.root.appendingPathComponent("laptop/notes.txt").path, contents: Data())
    let before = try machines.files("laptop")
    let shared = try machines.attempt(
      "laptop", ["sync", "setup", machines.remote], at: "\(Self.day)T07:02")
    #expect(shared.status == 1)
    #expect(shared.stderr.contains("holds other files than the store ('notes.txt')"))
    #expect(try machines.files("laptop") == before)
  }

  @Test func storeBeforeTheSubcommandIsTheStoreSetUp() throws {
    let machines = try Machines(["laptop"])
    defer { machines.remove() }
    let elsewhere = machines.root.appendingPathComponent("elsewhere/store.json").path
    try machines.run(
      "laptop", ["add", "--yes", "floss daily", "--store", elsewhere], at: "\(Self.day)T07:00")
    try machines.run(
      "laptop", ["sync", "--store", elsewhere, "setup", machines.remote], at: "\(Self.day)T07:01")
    let git = { (folder: String) in
      FileManager.default.fileExists(
        atPath: machines.root.appendingPathComponent(folder + "/.git").path)
    }
    #expect(git("elsewhere") && !git("laptop"))
  }

  @Test func gitMergeByHandUsesTheDriverAndKeepsEveryEventOnce() throws {
    let machines = try Self.setUp(["laptop", "desk"])
    defer { machines.remove() }
    try machines.run("laptop", ["done", "water", "+250ml"], at: "\(Self.day)T09:00")
    try machines.run("desk", ["done", "water", "+500ml"], at: "\(Self.day)T09:00")
    try machines.run("laptop", ["sync"], at: "\(Self.day)T09:10")
    let desk = machines.root.appendingPathComponent("desk")
    #expect(try Machines.git(["commit", "-qam", "by hand"], in: desk).status == 0)
    let pulled = try Machines.git(
      ["pull", "-q", "--no-rebase", "--no-edit", "origin", "main"], in: desk)
    #expect(pulled.status == 0, "\(pulled.output)")
    let text = try String(
      contentsOf: desk.appendingPathComponent("store.history/2026-11.jsonl"), encoding: .utf8)
    #expect(!text.contains("<<<<"))
    #expect(text.components(separatedBy: "\"amount\":250").count == 2)
    #expect(text.components(separatedBy: "\"amount\":500").count == 2)
    // Both machines' events share seqs now; the next sync gives the desk's their own again.
    try machines.run("desk", ["sync"], at: "\(Self.day)T09:20")
    try machines.run("laptop", ["sync"], at: "\(Self.day)T09:21")
    #expect(try machines.export("laptop") == machines.export("desk"))
    let seqs = try machines.export("desk").split(separator: "\n").compactMap { line in
      line.range(of: "\"seq\":").map { line[$0.upperBound...].prefix { $0.isNumber } }
    }.filter { !$0.isEmpty }
    #expect(Set(seqs).count == seqs.count && seqs.count == 4, "\(seqs)")
    #expect(try machines.run("desk", ["today"], at: "\(Self.day)T09:22").contains("750 / 2000 ml"))
  }
}
