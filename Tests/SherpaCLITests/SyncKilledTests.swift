import Foundation
import Testing

/// `sherpa sync` killed with its process group (SIGKILL, as `kill -9 -PGID` or a closed
/// session's manager sends) while a remote on this machine moves its branch, and git's lock
/// file left on that remote.
@Suite struct SyncKilledTests {
  static let day = SyncCommandTests.day

  /// A remote's `reference-transaction` hook that marks when it holds the branch's lock and
  /// keeps it half a second; a script that starts `sherpa sync` in a session of its own,
  /// waits for the mark and kills the session's group.
  static let hook = """
    #!/bin/sh
    if [ "$1" = prepared ]; then : > "$(dirname "$0")/../lock-held"; sleep 0.5; fi
    """
  static let killer = """
    setsid sherpa sync & pid=$!
    n=0
    while [ ! -e "$1/lock-held" ] && [ $n -lt 3000 ]; do sleep 0.01; n=$((n + 1)); done
    kill -KILL -$pid
    wait $pid
    """

  @Test func aSyncKilledWhileTheRemoteHoldsItsLockLeavesNoLockThere() throws {
    let machines = try SyncCommandTests.setUp(["laptop", "desk"])
    defer { machines.remove() }
    try machines.run("desk", ["done", "water", "+500ml"], at: "\(Self.day)T09:00")
    try machines.run("desk", ["sync"], at: "\(Self.day)T09:01")
    try machines.run("laptop", ["done", "water", "+250ml"], at: "\(Self.day)T09:02")
    let hooks = URL(fileURLWithPath: machines.remote).appendingPathComponent("hooks")
    let hook = hooks.appendingPathComponent("reference-transaction")
    try Data(Self.hook.utf8).write(to: hook)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)

    let killed = try machines.sessions["laptop"]!.attempt(
      ["-c", Self.killer, "sh", machines.remote], at: "\(Self.day)T09:03", program: "/bin/sh")
    #expect(killed.status == 137, "the sync was killed: \(killed.stderr)")
    #expect(FileManager.default.fileExists(atPath: machines.remote + "/lock-held"))
    try FileManager.default.removeItem(at: hook)
    // The remote's side finishes (or gives up) on its own; its lock does not outlive it.
    let lock = machines.remote + "/refs/heads/main.lock"
    for _ in 0..<500 where FileManager.default.fileExists(atPath: lock) { usleep(10_000) }
    #expect(!FileManager.default.fileExists(atPath: lock))

    try machines.run("laptop", ["sync"], at: "\(Self.day)T09:04")
    try machines.run("desk", ["sync"], at: "\(Self.day)T09:05")
    #expect(try machines.export("laptop") == machines.export("desk"))
    #expect(try machines.export("desk").contains("\"amount\":250"))
  }

  @Test func aLockLeftOnTheRemoteIsNamedAndTheStoreIsLeftAsItWas() throws {
    let machines = try SyncCommandTests.setUp(["laptop", "desk"])
    defer { machines.remove() }
    try machines.run("laptop", ["done", "water", "+250ml"], at: "\(Self.day)T09:00")
    let before = try machines.files("laptop")
    let lock = machines.remote + "/refs/heads/main.lock"
    FileManager.default.createFile(atPath: lock, contents: nil)
    let refused = try machines.attempt("laptop", ["sync"], at: "\(Self.day)T09:01")
    #expect(refused.status == 1)
    #expect(
      refused.stderr == "Error: Couldn't send to \(machines.remote): git found its lock file '"
        + "\(machines.remote)/./refs/heads/main.lock' there, left by a git stopped while it "
        + "wrote (or held by one writing now). Nothing went out and your store is as it was; if "
        + "no sync to that remote is running, remove that file and run 'sherpa sync' again.\n")
    #expect(try machines.files("laptop") == before)
    try FileManager.default.removeItem(atPath: lock)
    let sent = try machines.run("laptop", ["sync"], at: "\(Self.day)T09:02")
    #expect(sent == "Nothing new from \(machines.remote).\nSent 1 change.\n")
  }
}
