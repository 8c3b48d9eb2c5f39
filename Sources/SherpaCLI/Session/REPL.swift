import LineEditing
import SherpaActions
import SherpaCore

/// `sherpa` on a terminal: a session that opens with today and runs commands typed
/// without the `sherpa` in front, with the streak in the prompt.
enum REPL {
  static func run(store path: String?) throws -> Int32 {
    let completer = SessionCompleter()
    let editor = LineEditor(
      historyFile: try Environment.current().stateDirectory.map { $0 + "/history" },
      completer: completer)
    let workspace = try Workspace(
      path: path, terminal: Terminal(editor: { editor.answer($0) }))
    completer.workspace = workspace
    let session = Session(workspace, isInteractive: true)
    _ = session.run("today")
    while runsNextLine(session, editor, workspace) {}
    return 0
  }

  /// Reads one line and runs it.
  ///
  /// - Returns: False once the session is over: the input ended or the line said quit.
  private static func runsNextLine(
    _ session: Session, _ editor: LineEditor, _ workspace: Workspace
  ) -> Bool {
    // The streak is today's when the prompt is drawn, even past midnight.
    try? workspace.refresh()
    // A line typed at a question that it did not answer is the next line.
    if let line = workspace.terminal.pending.take() { return session.run(line) != .quit }
    let prompt = session.isCoaching ? coachPrompt(workspace) : prompt(workspace)
    switch editor.read(prompt: prompt) {
    case .end: return false
    case .line(let line): return session.run(line) != .quit
    }
  }

  /// "coach› " while the lines go to the coach.
  static func coachPrompt(_ workspace: Workspace) -> String {
    let color = workspace.env.useColor
    return color ? "\u{1}\u{1B}[36m\u{2}coach›\u{1}\u{1B}[0m\u{2} " : "coach> "
  }

  /// "🔥 12 sherpa› " on a colour terminal, "[12] sherpa> " otherwise; no streak, no number.
  static func prompt(_ workspace: Workspace) -> String {
    guard let status = try? workspace.actions.lineStatus(at: workspace.moment)
    else { return "sherpa> " }
    let streak = status.streak
    let style = workspace.style(status.settings)
    // A running timer shows, so it is not forgotten: "[12] read 14m sherpa> ".
    let timers = TimerView.prompt(status.timers)
    let running = timers.isEmpty ? "" : timers + " "
    guard style.color else {
      return (streak > 0 ? "[\(streak)] " : "") + running + "sherpa> "
    }
    // \u{1} and \u{2} tell readline the colour codes take no room on the line.
    let flame = streak > 0 ? "\u{1}\u{1B}[33m\u{2}🔥 \(streak)\u{1}\u{1B}[0m\u{2} " : ""
    let timer = running.isEmpty ? "" : "\u{1}\u{1B}[36m\u{2}⏱ " + timers + "\u{1}\u{1B}[0m\u{2} "
    return flame + timer + "\u{1}\u{1B}[1m\u{2}sherpa›\u{1}\u{1B}[0m\u{2} "
  }
}
