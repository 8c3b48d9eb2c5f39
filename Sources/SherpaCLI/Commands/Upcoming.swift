import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa upcoming [--days N]`: the next days' items and tasks, by day.
  struct Upcoming: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "upcoming",
      abstract: "Show the next days' items and tasks by day, tasks still open first.")

    @OptionGroup var store: StoreOptions

    @Option(help: ArgumentHelp("How many days, today included (1 to 62).", valueName: "n"))
    var days = 7

    @Flag(help: "Print the days as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      guard Actions.upcomingDays.contains(days) else {
        throw CommandFailure("--days is \(days); say from 1 to 62, like '--days 7'.")
      }
      let result = try workspace.actions.upcoming(days: days, at: workspace.moment)
      var out = Output()
      if json {
        out.line(UpcomingView.json(result))
      } else {
        let settings = try workspace.actions.settings()
        out.line(UpcomingView(result: result, style: workspace.style(settings)).text)
      }
      out.flush()
    }
  }
}
