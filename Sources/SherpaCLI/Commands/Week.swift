import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa week`: the items by the seven days of a week, and how much of it was done.
  struct Week: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "week",
      abstract: "Show a week: each item by day, with the week's share of habits done.")

    @OptionGroup var store: StoreOptions

    @Option(
      help: ArgumentHelp(
        "A day in the week to show: yesterday, a weekday like mon, or YYYY-MM-DD.",
        valueName: "day"), completion: .list(DayWord.words))
    var date: String?

    @Flag(help: "The week before (again for the one before that).")
    var prev: Int

    @Flag(help: "The week after (again for the one after that).")
    var next: Int

    @Flag(help: "Print the week as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      var out = Output()
      out.line(try Self.page(in: workspace, date: date, by: next - prev).form(json: json))
      out.flush()
    }

    /// The week as `week` shows it, and as `week --json` prints it.
    ///
    /// - Parameters:
    ///   - date: `--date`, a day in the week; nil is today.
    ///   - weeks: How many weeks after that one (`--next`), or before it when negative.
    static func page(in workspace: Workspace, date: String?, by weeks: Int = 0) throws -> Page {
      let week = try workspace.actions.week(date, by: weeks, at: workspace.moment)
      return .week(week, style: workspace.style(week.settings))
    }
  }
}
