import Foundation
import Testing

/// Paths in what `remind install` writes: a line break or another control character is
/// refused with nothing written; spaces, quotes, `%` and `$` are escaped for systemd (which
/// `systemd-analyze verify` accepts) and for cron's shell (which reads the words back).
struct RemindInstallPathTests {
  static let odd = "my store's 100%$HOME \"x\""

  static func crontabStandIn(_ session: StoreSession) throws -> (env: [String: String], table: URL)
  {
    let bin = session.sandbox.root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let table = session.sandbox.root.appendingPathComponent("crontab.txt")
    try Data().write(to: table)
    let script = bin.appendingPathComponent("crontab")
    try Data(
      "#!/bin/sh\nif [ \"$1\" = \"-l\" ]; then cat '\(table.path)'; else cat > '\(table.path)'; fi\n"
        .utf8
    ).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    return (["PATH": path, "XDG_RUNTIME_DIR": ""], table)
  }

  @Test(arguments: [
    ["--systemd"], ["--cron"],
  ])
  func aLineBreakOrControlCharacterIsRefusedWithNothingWritten(_ way: [String]) throws {
    let session = try StoreSession()
    defer { session.remove() }
    let (env, table) = try Self.crontabStandIn(session)
    for (store, command) in [
      (session.sandbox.root.path + "/a\nExecStartPre=/bin/evil\n/store.json", nil),
      (session.sandbox.root.path + "/a\n* * * * * evil #/store.json", nil),
      (session.sandbox.store.path, "notify\u{1B}[2J"),
    ] as [(String, String?)] {
      let run = try session.attempt(
        ["remind", "install"] + way + ["--store", store]
          + (command.map { ["--command", $0] } ?? []),
        at: "2026-11-21T09:00", env: env)
      #expect(run.status == 1)
      #expect(run.stdout.isEmpty)
      #expect(
        run.stderr.contains("holds a line break or another control character"), "\(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1)
      #expect(RemindInstallTests.tree(session.sandbox.config).isEmpty)
      #expect(try Data(contentsOf: table).isEmpty)
    }
  }

  @Test func oddCharactersAreEscapedForSystemdAndVerify() throws {
    let session = try StoreSession()
    defer { session.remove() }
    let store = session.sandbox.root.appendingPathComponent(Self.odd + "/store.json").path
    try session.run(["remind", "install", "--systemd", "--store", store], at: "2026-11-21T09:00")
    let unit = session.sandbox.config.appendingPathComponent("systemd/user")
    let service = try String(
      contentsOf: unit.appendingPathComponent("sherpa-remind.service"), encoding: .utf8)
    let escaped = (session.sandbox.root.path + "/my store's 100%%$$HOME \\\"x\\\"/store.json")
    #expect(service.contains(" --store \"\(escaped)\"\n"), "\(service)")
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
  }

  @Test func oddCharactersAreQuotedForCronAndReadBackByTheShell() throws {
    let session = try StoreSession()
    defer { session.remove() }
    let (env, table) = try Self.crontabStandIn(session)
    let store = session.sandbox.root.appendingPathComponent(Self.odd + "/store.json").path
    try session.run(
      [
        "remind", "install", "--cron", "--store", store, "--command",
        "say \"$SHERPA_REMINDER_TEXT\" 50%",
      ],
      at: "2026-11-21T09:00", env: env)
    let line = try String(contentsOf: table, encoding: .utf8)
    #expect(line.split(separator: "\n").count == 1)
    // What cron hands the shell: the command, with `\%` as `%`.
    let command = line.dropFirst("*/5 * * * * ".count)
      .replacingOccurrences(of: " >/dev/null # sherpa-remind\n", with: "")
      .replacingOccurrences(of: "\\%", with: "%")
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", "set -- " + command + "; for a; do printf '[%s]\\n' \"$a\"; done"]
    let pipe = Pipe()
    shell.standardOutput = pipe
    try shell.run()
    let words = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    let binary = try Sherpa.binary().resolvingSymlinksInPath().path
    #expect(
      words
        == [
          binary, "due", "--notify", "--store", store, "--command",
          "say \"$SHERPA_REMINDER_TEXT\" 50%",
        ].map { "[\($0)]\n" }.joined())
  }
}
