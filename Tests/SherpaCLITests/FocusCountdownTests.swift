import Foundation
import Testing

/// `sherpa focus` on a real pseudo-terminal (tmux): the bar redraws, space pauses, q and
/// Ctrl-C stop and ask, the end rings (a stand-in `notify-send` first on `PATH` records the
/// notification) and logs, and the terminal is never left in raw mode, whatever ends it.
@Suite(.serialized)
struct FocusCountdownTests {
  static let now = "2026-11-21T09:00"

  static let template = StoreTemplate {
    let session = try StoreSession()
    try session.add(["read 30 min daily"], at: "2026-11-20T08:00")
    return session
  }

  /// Runs `sherpa focus ARGS…` in a terminal, in a shell that then writes the terminal's
  /// settings to `stty.txt` (and the program's pid first to `pid`), so a test can see the
  /// terminal as the program left it.
  static func start(_ session: StoreSession, _ arguments: [String]) throws -> Terminal {
    let root = session.sandbox.root
    let bin = root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let stand = bin.appendingPathComponent("notify-send")
    try Data("#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(root.path)/notified'\n".utf8).write(to: stand)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stand.path)
    let sherpa = try Sherpa.binary().path
    let command =
      "sh -c 'echo $$ > \(root.path)/pid; exec \(sherpa) focus \(arguments.joined(separator: " "))'; "
      + "stty -a > \(root.path)/stty.txt; sleep 60"
    return try Terminal(
      "/bin/sh", ["-c", command],
      environment: [
        "SHERPA_NOW": now, "SHERPA_STORE": session.sandbox.store.path,
        "HOME": root.path, "LANG": "C.UTF-8", "TERM": "xterm", "NO_COLOR": "1",
        "PATH": bin.path + ":/usr/bin:/bin",
      ], width: 140, height: 20)
  }

  /// The terminal's settings once the program ended: canonical input and echo back on.
  static func terminalIsSane(_ session: StoreSession) throws -> Bool {
    let url = session.sandbox.root.appendingPathComponent("stty.txt")
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      if let text = try? String(contentsOf: url, encoding: .utf8), !text.isEmpty {
        let words = Set(text.split { $0 == " " || $0 == "\n" || $0 == ";" }.map(String.init))
        return words.contains("icanon") && words.contains("echo") && words.contains("isig")
      }
      usleep(50_000)
    }
    return false
  }

  @Test(.enabled(if: REPLTests.hasTmux), .timeLimit(.minutes(2)))
  func aShortSessionRedrawsPausesRingsAndLogs() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let terminal = try Self.start(session, ["read", "--seconds", "3"])
    let first = try terminal.waitFor(" Focus · Read  [")
    #expect(first.contains("Focus: 3 s toward Read. Space pauses, q stops."))
    try terminal.press("Space")
    try terminal.waitFor("paused")
    // Paused in the store too: another shell sees it.
    let status = try session.object(["focus", "status"], at: Self.now)
    #expect(status["paused"] as? Bool == true)
    try terminal.press("Space")
    let done = try terminal.waitFor("Focus done: 3 s toward Read.")
    #expect(done.contains("Read +0.05 min: 0.05 / 30 min today."))
    #expect(try Self.terminalIsSane(session))
    let notified = try String(
      contentsOf: session.sandbox.root.appendingPathComponent("notified"), encoding: .utf8)
    #expect(notified == "--app-name=sherpa Focus done 3 s toward Read\n")
    #expect(
      try session.run(["focus", "status"], at: Self.now)
        == "No focus session is running. 'sherpa focus 25' starts one.\n")
  }

  @Test(.enabled(if: REPLTests.hasTmux), .timeLimit(.minutes(2)))
  func cyclesOfWorkAndBreakRingAtEachEnd() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let terminal = try Self.start(
      session, ["read", "--cycles", "2", "--seconds", "2", "--break-seconds", "2"])
    try terminal.waitFor(" Break  [")
    let screen = try terminal.waitFor("2 of 2 sessions: 4 s of focus.")
    #expect(screen.components(separatedBy: "Focus done: 2 s toward Read.").count == 3)
    #expect(screen.contains("Break: 2 s. Space pauses, q ends the cycles."))
    #expect(screen.contains("Focus 2 of 2: 2 s toward Read. Space pauses, q stops."))
    #expect(try Self.terminalIsSane(session))
    let notified = try String(
      contentsOf: session.sandbox.root.appendingPathComponent("notified"), encoding: .utf8)
    #expect(
      notified
        == "--app-name=sherpa Focus done 2 s toward Read\n"
        + "--app-name=sherpa Break over Focus 2 of 2 starts now\n"
        + "--app-name=sherpa Focus done 2 s toward Read\n")
  }

  @Test(.enabled(if: REPLTests.hasTmux), .timeLimit(.minutes(2)), arguments: ["q", "C-c"])
  func stoppingEarlyAsksWhetherToKeepTheMinutes(_ key: String) throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let terminal = try Self.start(session, ["10", "read"])
    try terminal.waitFor(" left")
    try terminal.press(key)
    try terminal.waitFor("done? [Y/n]")
    try terminal.type(key == "q" ? "y" : "n")
    try terminal.press("Enter")
    let shown = try terminal.waitFor(key == "q" ? "Focus done: " : "not kept")
    #expect(try Self.terminalIsSane(session))
    if key == "q" {
      #expect(shown.contains("Focus done: "))
    } else {
      #expect(shown.contains("its minutes were not kept. 'undo' brings it back."))
    }
    #expect(try session.object(["focus", "status"], at: Self.now)["running"] as? Bool == false)
  }

  @Test(.enabled(if: REPLTests.hasTmux), .timeLimit(.minutes(2)))
  func aKilledCountdownPutsTheTerminalBackAndLeavesTheSessionToResume() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let terminal = try Self.start(session, ["10", "read"])
    try terminal.waitFor(" left")
    let text = try String(
      contentsOf: session.sandbox.root.appendingPathComponent("pid"), encoding: .utf8)
    let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(pid, SIGTERM) == 0)
    #expect(try Self.terminalIsSane(session))
    let status = try session.object(["focus", "status"], at: "2026-11-21T09:04")
    #expect(status["running"] as? Bool == true)
    #expect(status["workedSeconds"] as? Int == 240)
    // The next `focus` offers to resume it.
    let again = try Self.start(session, ["10", "read"])
    try again.waitFor("Resume it? [Y/n]")
    try again.type("y")
    try again.press("Enter")
    try again.waitFor(" left")
    try again.press("q")
    try again.waitFor("done? [Y/n]")
    try again.press("Enter")
    try again.waitFor("Focus done: ")
    #expect(try session.object(["focus", "status"], at: Self.now)["running"] as? Bool == false)
  }

  @Test(.enabled(if: REPLTests.hasTmux), .timeLimit(.minutes(2)))
  func theSessionShowsARunningTimerAndCompletesTheNewCommands() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    try session.run(["start", "read"], at: "2026-11-21T08:46")
    let terminal = try REPLTests.start(session)
    try terminal.waitForPrompt("read 14m sherpa>")
    try terminal.type("focus star")
    try terminal.press("Tab")
    try terminal.type("rea")
    try terminal.press("Tab")
    try terminal.waitFor("focus start read")
    try terminal.press("Enter")
    try terminal.waitFor("Focus: 25 min toward Read, from 09:00 to 09:25.")
    try terminal.type("refl")
    try terminal.press("Tab")
    try terminal.type("m")
    try terminal.press("Tab")
    try terminal.type("--sleep 4")
    try terminal.press("Enter")
    try terminal.waitFor("Morning reflection kept for Sat 21 Nov (+10 XP).")
    try terminal.type("stop")
    try terminal.press("Enter")
    try terminal.waitFor("Stopped Read after 14 min.")
    // On a terminal a reflection asks, in the session's question style.
    try terminal.type("reflect night")
    try terminal.press("Enter")
    try terminal.waitFor("How was the day, 1 (low) to 5 (great)?")
    try terminal.type("4")
    try terminal.press("Enter")
    try terminal.waitFor("What went well?")
    try terminal.type("the long read")
    try terminal.press("Enter")
    try terminal.waitFor("Night reflection kept for Sat 21 Nov (+10 XP).")
    try terminal.waitForPrompt("sherpa>")
    try terminal.press("C-d")
    try terminal.waitForExit()
  }
}
