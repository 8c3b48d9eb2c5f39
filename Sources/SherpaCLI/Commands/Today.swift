import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa today`: the day's habits and tasks, the streak, the XP, the last seven days.
  struct Today: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "today",
      abstract: "Show the day: habits then tasks, your streak, XP and the last seven days.")

    @OptionGroup var store: StoreOptions

    @Option(
      help: ArgumentHelp(
        "Show another day: yesterday, a weekday like mon, or YYYY-MM-DD.", valueName: "day"),
      completion: .list(DayWord.words))
    var date: String?

    @Flag(help: "Group the items by part of the day: morning, afternoon, evening, night.")
    var byPhase = false

    @Flag(help: "Print the day as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      try Self.show(in: workspace, date: date, byPhase: byPhase, json: json)
    }

    /// What `run(in:)` does, with the options as plain values (see `QuickArguments`).
    static func show(in workspace: Workspace, date: String?, byPhase: Bool, json: Bool) throws {
      var out = Output()
      out.line(try page(in: workspace, date: date, byPhase: byPhase).form(json: json))
      out.flush()
    }

    /// The day as `today` shows it, and as `today --json` prints it.
    ///
    /// - Parameter date: `--date`; nil is today.
    static func page(in workspace: Workspace, date: String?, byPhase: Bool) throws -> Page {
      let day = try workspace.actions.day(date, at: workspace.moment)
      return .today(day, style: workspace.style(day.settings), byPhase: byPhase)
    }
  }
}
