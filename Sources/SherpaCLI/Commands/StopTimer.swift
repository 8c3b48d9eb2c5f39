import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa stop [ITEM]`: stop a timer and log the time it ran.
  struct StopTimer: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "stop",
      abstract: "Stop a timer and log the time it ran (the only one running, with no item).",
      discussion: """
        The time is logged to the day the timer started, measured in real elapsed time (an \
        hour the clocks skip or repeat is not counted). A timer that ran past its day, or \
        longer than 16 h, is not logged until you say when it stopped (--at 10:30: the first \
        10:30 after it started) or drop it (--discard). A time the clocks skipped is refused; \
        one they repeated is read as the first.
        """)

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print what was logged as one JSON object.")
    var json = false

    @Option(
      name: .customLong("at"),
      help: ArgumentHelp(
        "When it stopped, if not now: HH:MM (the first after it started), or YYYY-MM-DDTHH:MM.",
        valueName: "time"))
    var time: String?

    @Flag(help: "Stop it and log nothing.")
    var discard = false

    @Argument(
      help: "The item whose timer to stop.", completion: StopTimer.itemCompletion)
    var item: [String] = []

    func run(in workspace: Workspace) throws {
      let stop = try workspace.actions.stopTimer(
        item, until: time, discard: discard, at: workspace.moment)
      var out = Output()
      out.line(json ? TimerView.json(stop) : TimerView.stopped(stop))
      out.flush()
    }
  }
}
