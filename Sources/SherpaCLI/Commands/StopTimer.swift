import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa stop [ITEM]`: stop a timer and log the time it ran.
  struct StopTimer: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "stop",
      abstract: "Stop a timer and log the time it ran (the only one running, with no item).")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print what was logged as one JSON object.")
    var json = false

    @Argument(
      help: "The item whose timer to stop.", completion: ItemCompletion.shell(archived: false))
    var item: [String] = []

    func run(in workspace: Workspace) throws {
      let stop = try workspace.actions.stopTimer(item, at: workspace.moment)
      var out = Output()
      out.line(json ? TimerView.json(stop) : TimerView.stopped(stop))
      out.flush()
    }
  }
}
