import Foundation
import Testing

/// `remind install|uninstall|status` in a sandboxed HOME and XDG_CONFIG_HOME: systemd user
/// units that `systemd-analyze verify` accepts, a crontab line through a stand-in `crontab`,
/// and nothing left after `uninstall`.
struct RemindInstallTests {
  /// Every path under `folder`, relative, with a file's bytes (a link as its target).
  static func tree(_ folder: URL) -> [String: String] {
    var files: [String: String] = [:]
    let manager = FileManager.default
    guard let walker = manager.enumerator(atPath: folder.path) else { return [:] }
    while let path = walker.nextObject() as? String {
      let full = folder.appendingPathComponent(path).path
      if let target = try? manager.destinationOfSymbolicLink(atPath: full) {
        files[path] = "-> " + target
      } else {
        files[path] = (try? String(contentsOfFile: full, encoding: .utf8)) ?? "(folder)"
      }
    }
    return files
  }

  @Test func systemdUnitsVerifyAndUninstallLeavesNothing() throws {
    let session = try StoreSession()
    defer { session.remove() }
    let config = session.sandbox.config
    let before = Self.tree(config)
    let installed = try session.run(
      ["remind", "install", "--systemd", "--command", "ntfy publish me \"$SHERPA_REMINDER_TEXT\""],
      at: "2026-11-21T09:00")
    let unit = config.appendingPathComponent("systemd/user")
    let service = try String(
      contentsOf: unit.appendingPathComponent("sherpa-remind.service"), encoding: .utf8)
    let timer = try String(
      contentsOf: unit.appendingPathComponent("sherpa-remind.timer"), encoding: .utf8)
    // It shows exactly what it wrote.
    for line in (service + timer).split(separator: "\n") {
      #expect(installed.contains("  " + line + "\n"), "\(line) not shown")
    }
    let binary = try Sherpa.binary().resolvingSymlinksInPath().path
    #expect(
      service.contains(
        "ExecStart=\(binary) due --notify --store \(session.sandbox.store.path) --command \"ntfy publish me \\\"$$SHERPA_REMINDER_TEXT\\\"\"\n"
      ))
    #expect(timer.contains("OnCalendar=*:0/5\n"))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: unit.appendingPathComponent("timers.target.wants/sherpa-remind.timer").path)
        == unit.appendingPathComponent("sherpa-remind.timer").path)
    // systemd's own check, headless: a user manager is not running, so it is given a runtime
    // folder of its own.
    let runtime = session.sandbox.root.appendingPathComponent("runtime")
    try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
    let verify = try Sherpa.run(
      [
        "verify", "--user", unit.appendingPathComponent("sherpa-remind.timer").path,
        unit.appendingPathComponent("sherpa-remind.service").path,
      ],
      now: "2026-11-21T09:00",
      env: ["XDG_RUNTIME_DIR": runtime.path, "HOME": session.sandbox.root.path],
      in: session.sandbox, program: "/usr/bin/systemd-analyze")
    #expect(verify.status == 0, "\(verify.stderr)")
    #expect(verify.stderr == "")

    let status = try session.run(["remind", "status"], at: "2026-11-21T09:01")
    #expect(
      status.hasPrefix("A systemd user timer runs the reminders every 5 minutes (enabled):\n"))
    #expect(status.contains("  runs: \(binary) due --notify"))

    let removed = try session.run(["remind", "uninstall"], at: "2026-11-21T09:02")
    #expect(removed.contains("Removed ~/config/systemd/user/sherpa-remind.timer.\n"))
    #expect(Self.tree(config) == before)
    #expect(
      try session.run(["remind", "status"], at: "2026-11-21T09:03")
        == "Nothing runs Sherpa's reminders. 'sherpa remind install' sets it up.\n")
  }

  /// With no systemd user manager, a crontab line, added and taken away through `crontab`.
  @Test func aCrontabLineWhereNoUserManagerRuns() throws {
    let session = try StoreSession()
    defer { session.remove() }
    let bin = session.sandbox.root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let table = session.sandbox.root.appendingPathComponent("crontab.txt")
    try Data("MAILTO=me\n0 3 * * * backup\n".utf8).write(to: table)
    let script = bin.appendingPathComponent("crontab")
    try Data(
      """
      #!/bin/sh
      if [ "$1" = "-l" ]; then cat '\(table.path)'; else cat > '\(table.path)'; fi

      """.utf8
    ).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let env = [
      "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
      "XDG_RUNTIME_DIR": "",
    ]
    let binary = try Sherpa.binary().resolvingSymlinksInPath().path
    let line =
      "*/5 * * * * \(binary) due --notify --store \(session.sandbox.store.path) >/dev/null # sherpa-remind"
    let installed = try session.run(["remind", "install"], at: "2026-11-21T09:00", env: env)
    #expect(installed == "Added to your crontab (crontab -l shows it):\n  \(line)\n")
    #expect(
      try String(contentsOf: table, encoding: .utf8) == "MAILTO=me\n0 3 * * * backup\n\(line)\n")
    // Installing again replaces the line rather than adding a second.
    try session.run(["remind", "install"], at: "2026-11-21T09:01", env: env)
    #expect(
      try String(contentsOf: table, encoding: .utf8) == "MAILTO=me\n0 3 * * * backup\n\(line)\n")
    let status = try session.run(["remind", "status"], at: "2026-11-21T09:02", env: env)
    #expect(status == "Your crontab runs the reminders every 5 minutes:\n  \(line)\n")
    try session.run(["remind", "uninstall"], at: "2026-11-21T09:03", env: env)
    #expect(try String(contentsOf: table, encoding: .utf8) == "MAILTO=me\n0 3 * * * backup\n")
    #expect(Self.tree(session.sandbox.config) == [:])
  }
}
