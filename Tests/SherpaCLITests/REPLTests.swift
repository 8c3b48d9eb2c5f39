import Foundation
import Testing

/// The REPL in a real pseudo-terminal (tmux): completion, intake, logging, undo, history,
/// Ctrl-C, a resize and Ctrl-D, then the store checked event by event.
@Suite(.serialized)
struct REPLTests {
  static let now = "2026-11-21T09:00"  // a Saturday

  /// Drink water and Run, both done yesterday: a streak of 1 going into today.
  static let template = StoreTemplate {
    let session = try StoreSession()
    try session.add(["drink water 2l daily", "run 5km daily"], at: "2026-11-20T08:00")
    try session.run(["done", "water", "2l"], at: "2026-11-20T20:00")
    try session.run(["done", "run"], at: "2026-11-20T20:00")
    return session
  }

  static var hasTmux: Bool {
    ["/usr/bin/tmux", "/bin/tmux", "/usr/local/bin/tmux"].contains {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  static func start(_ session: StoreSession, color: Bool = false) throws -> Terminal {
    var environment = [
      "SHERPA_NOW": now, "SHERPA_STORE": session.sandbox.store.path,
      "XDG_STATE_HOME": session.sandbox.root.appendingPathComponent("state").path,
      "XDG_CONFIG_HOME": session.sandbox.config.path, "HOME": session.sandbox.root.path,
      "LANG": "C.UTF-8", "TERM": "xterm",
    ]
    if !color { environment["NO_COLOR"] = "1" }
    return try Terminal(Sherpa.binary().path, environment: environment)
  }

  /// The events in the store's history, as "kind item" with the amount when there is one.
  static func events(_ session: StoreSession) throws -> [String] {
    let url = session.sandbox.root.appendingPathComponent("store.history/2026-11.jsonl")
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").map { line in
      let event = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
      var words = [event["event"] as! String]
      if let item = event["item"] as? Int { words.append("#\(item)") }
      if let amount = event["amount"] as? Double { words.append(amountText(amount)) }
      if let undoes = event["undoes"] as? Int { words.append("seq \(undoes)") }
      return words.joined(separator: " ")
    }
  }

  private static func amountText(_ amount: Double) -> String {
    amount == amount.rounded() ? String(Int(amount)) : String(amount)
  }

  @Test(.enabled(if: hasTmux), .timeLimit(.minutes(2)))
  func aSessionCompletesAddsLogsUndoesAndWalksHistory() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let before = try Self.events(session)
    let terminal = try Self.start(session)

    // It opens with today, and the prompt shows the streak. Each line is typed once the
    // prompt is back, as a person would: keys typed while a command runs echo early.
    try terminal.waitForPrompt("[1] sherpa>")
    #expect(try terminal.screen().contains("Drink water"))

    // Tab completes a partial name, quoted for the line.
    try terminal.type("done dri")
    try terminal.press("Tab")
    try terminal.waitFor("done drink\\ water")
    try terminal.type("+250ml")
    try terminal.press("Enter")
    try terminal.waitFor("Drink water +250 ml: 250 / 2000 ml today.")

    // Free text is intake: shown, then added once confirmed.
    try terminal.waitForPrompt("[1] sherpa>")
    try terminal.type("walk 20 minutes every evening")
    try terminal.press("Enter")
    try terminal.waitForPrompt("Add it? [Y/n]")
    try terminal.type("y")
    try terminal.press("Enter")
    try terminal.waitFor("Added Walk as #3.")

    // A check-in logs progress; undo takes it back.
    try terminal.waitForPrompt("[1] sherpa>")
    try terminal.type("ran 2k")
    try terminal.press("Enter")
    try terminal.waitFor("Run +2 km: 2 / 5 km today.")
    try terminal.waitForPrompt("[1] sherpa>")
    try terminal.type("undo")
    try terminal.press("Enter")
    try terminal.waitFor("Undid")

    // A line that is not understood is one line, and the session goes on.
    try terminal.waitForPrompt("[1] sherpa>")
    try terminal.type("xyzzy")
    try terminal.press("Enter")
    try terminal.waitFor("Error: There is no command 'xyzzy'. Type 'help' for the commands.")

    // Ctrl-C drops the line being typed; a resize does no harm.
    try terminal.waitForPrompt("[1] sherpa>")
    try terminal.type("done run 99km")
    // Ctrl-C is a signal, which can overtake keys not yet read: press it once they show.
    try terminal.waitFor("sherpa> done run 99km")
    try terminal.press("C-c")
    try terminal.waitFor("done run 99km^C")
    try terminal.waitForPrompt("[1] sherpa>")
    try terminal.resize(width: 60, height: 30)

    // Up walks back through history: xyzzy, undo, ran 2k.
    try terminal.press("Up", "Up", "Up")
    try terminal.waitFor("sherpa> ran 2k", count: 2)
    try terminal.press("Enter")
    try terminal.waitFor("Run +2 km: 2 / 5 km today.", count: 2)

    // Ctrl-D on an empty line leaves (once the session is reading again).
    try terminal.waitForPrompt("[1] sherpa>")
    try terminal.press("C-d")
    try terminal.waitForExit()

    let added = try Self.events(session).dropFirst(before.count)
    #expect(
      Array(added) == [
        "progress #1 250", "add #3", "progress #2 2", "undo seq \(before.count + 3)",
        "progress #2 2",
      ])
    let history = try String(
      contentsOf: session.sandbox.root.appendingPathComponent("state/sherpa/history"),
      encoding: .utf8)
    // De-duplicated: "ran 2k" once, where it was typed last; the Ctrl-C line is not kept,
    // nor the answer to "Add it?".
    #expect(
      history == """
        done drink\\ water +250ml
        walk 20 minutes every evening
        undo
        xyzzy
        ran 2k

        """)
  }

  /// On a colour terminal the day opens in Unicode marks and colour and the prompt carries the
  /// streak; `help CMD` prints that command's help without the `sherpa` in front; Tab
  /// completes a command name; none of it writes to the store.
  @Test(.enabled(if: hasTmux), .timeLimit(.minutes(2)))
  func colourOnATerminalAndHelpInTheSession() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let before = try Self.events(session)
    let terminal = try Self.start(session, color: true)
    try terminal.waitForPrompt("🔥 1 sherpa›")
    #expect(
      try terminal.screen() == """
        Sat 21 Nov 2026   🔥 1 day  ·  +0 XP today  ·  0 of 2 habits done
        Habits
          ○ Drink water ░░░░░░░░░░  0 / 2000 ml
          ○ Run         ░░░░░░░░░░  0 / 5 km
        Last 7 days  Su -  Mo -  Tu -  We -  Th -  Fr ✓  Sa ○
        🔥 1 sherpa›
        """)
    // Bold for the date, green for a day done, yellow for the streak in the prompt.
    let escape = "\u{1B}["
    let coloured = try terminal.screen(escapes: true)
    #expect(coloured.hasPrefix("\(escape)1mSat 21 Nov 2026"))
    #expect(coloured.contains("Fr \(escape)32m✓"))
    #expect(coloured.contains("\(escape)33m🔥 1"))

    try terminal.type("help done")
    try terminal.press("Enter")
    try terminal.waitFor("USAGE: done")
    try terminal.waitForPrompt("🔥 1 sherpa›")
    let help = try terminal.screen()
    #expect(help.contains("OVERVIEW: Mark an item done, or log an amount toward it."))
    #expect(
      help.contains(
        "USAGE: done [--store <path>] [--date <day>] [--note <note>] [--json] [<words> ...]"))
    #expect(!help.contains("sherpa done"))

    try terminal.type("he")
    try terminal.press("Tab")
    try terminal.waitFor("› help")
    #expect(try terminal.screen().split(separator: "\n").last == "🔥 1 sherpa› help")
    try terminal.press("C-u")
    try terminal.waitForPrompt("🔥 1 sherpa›")
    try terminal.type("exit")
    try terminal.press("Enter")
    try terminal.waitForExit()

    #expect(try Self.events(session) == before)
    let history = try String(
      contentsOf: session.sandbox.root.appendingPathComponent("state/sherpa/history"),
      encoding: .utf8)
    #expect(history == "help done\nexit\n")
  }

  /// `coach` proposes and asks; then lines go to the coach until "bye": a skip with its
  /// reason, "what's left?", a message in crisis (the lines to call, nothing logged), and
  /// coaching again afterwards.
  @Test(.enabled(if: hasTmux), .timeLimit(.minutes(2)))
  func coachModeTakesMessagesUntilBye() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let before = try Self.events(session)
    let terminal = try Self.start(session)
    try terminal.waitForPrompt("[1] sherpa>")
    try terminal.type("coach")
    try terminal.press("Enter")
    try terminal.waitFor("Here's an order for what's left (2 items):")
    try terminal.waitForPrompt("Take this order? [Y/n]")
    try terminal.type("n")
    try terminal.press("Enter")
    try terminal.waitFor("Fine, today stays as it is.")
    try terminal.waitForPrompt("coach>")
    try terminal.type("skipping water, I'm travelling")
    try terminal.press("Enter")
    try terminal.waitFor("Skipped Drink water today (I'm travelling)")
    try terminal.waitForPrompt("coach>")
    try terminal.type("I want to end it all")
    try terminal.press("Enter")
    try terminal.waitFor("988")
    try terminal.waitForPrompt("coach>")
    try terminal.type("what's left?")
    try terminal.press("Enter")
    try terminal.waitFor("Left today (1, about")
    try terminal.waitForPrompt("coach>")
    try terminal.type("bye")
    try terminal.press("Enter")
    try terminal.waitFor("Back to the usual prompt.")
    try terminal.waitForPrompt("[1] sherpa>")
    try terminal.press("C-d")
    try terminal.waitForExit()
    let added = try Self.events(session).dropFirst(before.count)
    #expect(Array(added) == ["coach", "skip #1"])
  }

  /// A line typed at a yes/no question that is not a yes or a no cancels the question, says
  /// so, and is read as the next line: at the prompt's "Add it?" and at the coach's.
  @Test(.enabled(if: hasTmux), .timeLimit(.minutes(2)))
  func aQuestionNeverSwallowsTheNextLine() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let before = try Self.events(session)
    let terminal = try Self.start(session)
    try terminal.waitForPrompt("[1] sherpa>")
    try terminal.type("buy milk")
    try terminal.press("Enter")
    try terminal.waitForPrompt("Add it? [Y/n]")
    try terminal.type("drank 2 glasses")
    try terminal.press("Enter")
    try terminal.waitFor("That is not a yes or a no, so the question is cancelled")
    try terminal.waitFor("Drink water +500 ml (2 glasses = 500 ml): 500 / 2000 ml today.")
    try terminal.waitForPrompt("[1] sherpa>")
    try terminal.type("coach")
    try terminal.press("Enter")
    try terminal.waitForPrompt("Take this order? [Y/n]")
    try terminal.type("skipping run, knee hurts")
    try terminal.press("Enter")
    try terminal.waitFor("Skipped Run today (knee hurts)")
    try terminal.waitForPrompt("coach>")
    try terminal.type("bye")
    try terminal.press("Enter")
    try terminal.waitForPrompt("[1] sherpa>")
    try terminal.press("C-d")
    try terminal.waitForExit()
    let added = try Self.events(session).dropFirst(before.count)
    #expect(Array(added) == ["progress #1 500", "skip #2"])
  }
}
