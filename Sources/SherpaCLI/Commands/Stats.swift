import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa stats`: adherence over the last 7, 30 and 365 days, a year's calendar, the best
  /// and hardest weekday, XP and levels.
  struct Stats: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "stats",
      abstract: "Show adherence over 7, 30 and 365 days, a year's calendar, XP and levels.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the stats as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      var out = Output()
      out.line(try Self.page(in: workspace).form(json: json))
      out.flush()
    }

    /// The stats as `stats` shows them, and as `stats --json` prints them.
    static func page(in workspace: Workspace) throws -> Page {
      let document = try workspace.store.document()
      let settings = document.settings
      let habits = document.items.filter { $0.isHabit && !$0.isOneOff }
      let lookback = try Lookback(workspace.store, document: document, at: workspace.moment)
      let record = try lookback.record(of: habits)
      let view = StatsView(
        grid: record.grid, periods: record.periods, streak: try lookback.journal.streak(),
        xp: record.xp, hasHabits: !habits.isEmpty, style: workspace.style(settings),
        time: TimeStats(lookback.journal.agenda.ledger, today: lookback.today, settings: settings),
        meals: workspace.actions.mealStats(in: lookback.journal, days: 30))
      return Page(
        text: {
          guard let meals = view.meals, meals.days > 0 else { return view.text }
          return view.text + "\n" + MealStatsView(stats: meals, style: view.style).text
        }, json: { view.json })
    }
  }
}
