import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa focus …`: a live countdown on a terminal, and the one-shot `start`, `status`
  /// and `stop` of the session the store keeps.
  struct Focus: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "focus",
      abstract: "Focus for a while (25 minutes by default), counting toward an item.",
      discussion: """
        On a terminal 'sherpa focus [MINUTES] [ITEM]' runs a countdown: space pauses, q or \
        Ctrl-C stops (and asks whether to keep the minutes done). The session is kept in the \
        store, so 'focus status' and 'focus stop' work from any shell. Minutes count toward \
        an item counted in time; a session of 25 minutes or more earns +20 XP.
        """,
      subcommands: [FocusLive.self, FocusStart.self, FocusStatus.self, FocusStop.self],
      defaultSubcommand: FocusLive.self)
  }

  /// `sherpa focus start [MINUTES] [ITEM]`: start a session and return at once.
  struct FocusStart: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "start",
      abstract: "Start a focus session in the store and return at once.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the session as one JSON object.")
    var json = false

    @OptionGroup var session: FocusWords

    func run(in workspace: Workspace) throws {
      let (length, item) = try session.split(of: Self.self)
      let state = try workspace.actions.startFocus(
        seconds: length, item: item, at: workspace.moment)
      var out = Output()
      out.line(json ? FocusView.json(state) : FocusView.started(state))
      out.flush()
    }
  }

  /// `sherpa focus status`: the running session, if any.
  struct FocusStatus: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "status", abstract: "Show the focus session running, if any.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the session as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      let state = try workspace.actions.focusState(at: workspace.moment)
      var out = Output()
      out.line(json ? FocusView.json(state) : FocusView.status(state))
      out.flush()
    }
  }

  /// `sherpa focus stop [--discard]`: end the session, keeping its minutes.
  struct FocusStop: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "stop",
      abstract: "End the focus session, keeping its minutes (up to its planned end).")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Keep none of its minutes.")
    var discard = false

    @Flag(help: "Print what was kept as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      let stop = try workspace.actions.stopFocus(discard: discard, at: workspace.moment)
      var out = Output()
      out.line(json ? FocusView.json(stop) : FocusView.stopped(stop))
      out.flush()
    }
  }
}
