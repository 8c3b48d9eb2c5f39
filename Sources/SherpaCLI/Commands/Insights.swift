import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa insights`: patterns in the last eight weeks, in plain words with their numbers.
  struct Insights: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "insights",
      abstract: "Show patterns in your habits, in plain words with the numbers behind them.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the insights as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      let document = try workspace.store.document()
      let today = workspace.today(document.settings)
      let habits = document.items.filter { $0.isHabit && !$0.isOneOff }
      let first = today.adding(days: 1 - Insight.window)
      // Records come from the store's past days and the weeks since; patterns from the window.
      let lookback = try Lookback(
        workspace.store, document: document, at: workspace.moment, back: Insight.window + 6)
      let grid = HabitGrid(lookback.agenda, days: first...today, items: habits)
      let streaks = try lookback.streaks(of: grid.habits.map(\.tracked))
      let view = InsightsView(
        insights: Insight.find(
          in: grid, streaks: streaks,
          sleep: lookback.agenda.ledger.sleepScores(in: first...today)),
        first: first, today: today,
        hasHabits: !habits.isEmpty, style: workspace.style(document.settings))
      var out = Output()
      out.line(json ? view.json : view.text)
      out.flush()
    }
  }
}
