import SherpaActions

/// Sherpa's actions as tools for an AI assistant: what `sherpa mcp` (the `sherpa-mcp`
/// program, which speaks the protocol) calls.
///
/// Each tool is a thin call into the same functions the commands call, run one at a time in
/// one workspace; a result is the text the command prints (plain) and the object its
/// `--json` prints. Nothing here writes to standard output: that is the transport's.
package actor SherpaTools {
  private let workspace: Workspace

  /// - Parameter path: `--store`, when given.
  package init(store path: String?) throws {
    workspace = try Workspace(path: path, terminal: Terminal(isScript: true))
    workspace.isPlain = true
    // A store that cannot be read is one line now, not an error at every call.
    _ = try workspace.actions.settings()
  }

  /// Returns once the calls that reached the tools before it have run.
  package func settle() {}

  /// Runs one tool call; a mistake in it, or in what it asks, is an error result, never a
  /// thrown error.
  package func call(_ name: String, _ arguments: [String: ToolInput]) -> ToolResult {
    do {
      let given = try ToolArguments(arguments, for: name)
      // The clock is read again for each call, as a session does for each line.
      try workspace.refresh()
      return try run(name, given)
    } catch let failure as ToolResult {
      return failure
    } catch {
      return ToolResult(error)
    }
  }

  private func run(_ name: String, _ given: ToolArguments) throws -> ToolResult {
    switch name {
    case "add", "log", "skip", "undo": try change(name, given)
    default: try ToolResult(read(name, given))
    }
  }

  /// The tools that change the store (or, without `apply`, say what they would do).
  private func change(_ name: String, _ given: ToolArguments) throws -> ToolResult {
    switch name {
    case "add":
      let phrase = given.text("phrase")
      return try ToolResult(
        given.flag("apply")
          ? AddFlow.add(phrase, in: workspace) : AddFlow.preview(phrase, in: workspace))
    case "log":
      return try log(
        given.text("words"), date: given.optionalText("date"), apply: given.flag("apply"))
    case "skip":
      let result = try workspace.actions.skip(
        [given.text("item")], date: nil, note: given.optionalText("note"), at: workspace.moment)
      return ToolResult(Page(text: { LogView.text(result) }, json: { LogView.json(result) }))
    default:  // "undo"
      return try ToolResult(SherpaCommand.Undo.undo(in: workspace))
    }
  }

  /// The tools that read: each the page its command prints.
  private func read(_ name: String, _ given: ToolArguments) throws -> Page {
    switch name {
    case "today":
      try SherpaCommand.Today.page(in: workspace, date: given.optionalText("date"), byPhase: false)
    case "week": try SherpaCommand.Week.page(in: workspace, date: given.optionalText("date"))
    case "show": try SherpaCommand.Show.page(in: workspace, item: given.text("item"))
    case "stats": try SherpaCommand.Stats.page(in: workspace)
    default:  // "coach_plan": ToolArguments knows no other name.
      try CoachConversation(workspace: workspace, isInteractive: false).plan()
    }
  }

  /// A check-in: the logging contract's answer, written only with `apply`. With no one to
  /// ask, an answer that writes nothing (`ask`, `none`, `refuse`) is an error result holding
  /// the answer, whose `candidates` are the choices.
  private func log(_ words: String, date: String?, apply: Bool) throws -> ToolResult {
    guard apply else {
      let answer = try workspace.actions.answer(words, date: date, at: workspace.moment)
      return ToolResult(
        Page(text: { CheckInPreview.text(answer) }, json: { answer.json }))
    }
    do {
      let result = try workspace.actions.checkIn(words, date: date, at: workspace.moment)
      return ToolResult(Page(text: { LogView.text(result) }, json: { LogView.json(result) }))
    } catch let failure as CheckInFailure {
      throw ToolResult(failure, json: failure.answer.json)
    }
  }
}
