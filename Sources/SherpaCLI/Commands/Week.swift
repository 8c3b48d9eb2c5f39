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
      let document = try workspace.store.document()
      let settings = document.settings
      let today = workspace.today(settings)
      let day = try DayWord.day(date, today: today, future: true) {
        (try? workspace.parser())?.pastDay($0, today: $1)
      }
      let start = settings.weekStart(of: day).adding(days: 7 * weeks)
      let end = start.adding(days: 6)
      // Back to the week's first day, and to the first of its month for monthly targets.
      let journal = try HistoryWindow(
        workspace.store, document: document, at: workspace.moment, around: end, back: 6)
      let grid = HabitGrid(journal.agenda, days: start...end)
      let view = WeekView(
        grid: grid, agenda: journal.agenda, hasItems: !document.items.isEmpty,
        style: workspace.style(settings))
      return Page(text: { view.text }, json: { view.json })
    }
  }
}
