import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa timers`: the timers running.
  struct Timers: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "timers", abstract: "List the timers running.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the timers as a JSON array.")
    var json = false

    func run(in workspace: Workspace) throws {
      let timers = try workspace.actions.timers(at: workspace.moment)
      var out = Output()
      out.line(json ? TimerView.json(timers) : TimerView.list(timers))
      out.flush()
    }
  }
}
