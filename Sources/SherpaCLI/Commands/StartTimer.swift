import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa start ITEM`: a stopwatch for a habit counted in time, kept in the store.
  struct StartTimer: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "start",
      abstract: "Start a timer for a habit counted in time; 'stop' logs the time.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the timer as one JSON object.")
    var json = false

    @Option(
      name: .customLong("at"),
      help: ArgumentHelp(
        "When it started, if not now: HH:MM today, or YYYY-MM-DDTHH:MM.", valueName: "time"))
    var time: String?

    @Argument(
      help: "The item: its name, the start of it, or its number.",
      completion: StartTimer.itemCompletion)
    var item: [String] = []

    func run(in workspace: Workspace) throws {
      let timer = try workspace.actions.startTimer(item, from: time, at: workspace.moment)
      var out = Output()
      out.line(json ? TimerView.json(timer) : TimerView.started(timer))
      out.flush()
    }
  }
}
