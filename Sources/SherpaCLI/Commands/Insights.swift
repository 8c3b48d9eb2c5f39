import ArgumentParser
import SherpaCore

extension SherpaCommand {
  /// `sherpa insights`: patterns in the last eight weeks, in plain words with their numbers.
  struct Insights: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "insights",
      abstract: "Show patterns in your habits, in plain words with the numbers behind them.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the insights as one JSON object.")
    var json = false

    func run() throws {
      let workspace = try Workspace(store)
      let document = try workspace.store.document()
      let today = workspace.today(document.settings)
      let habits = document.items.filter { $0.isHabit && !$0.isOneOff }
      // Records need each habit's whole history; patterns only the window.
      let earliest = habits.map { min($0.firstDay, $0.created) }.min() ?? today
      let first = today.adding(days: 1 - Insight.window)
      let journal = try Journal(
        workspace, document: document,
        back: max(today.dayNumber - earliest.dayNumber, Insight.window + 6))
      let grid = HabitGrid(journal.agenda, days: first...today, items: habits)
      var streaks: [Int: HabitStreak] = [:]
      for row in grid.habits {
        streaks[row.tracked.id] = journal.agenda.habitStreak(for: row.tracked)
      }
      let view = InsightsView(
        insights: Insight.find(in: grid, streaks: streaks), first: first, today: today,
        hasHabits: !habits.isEmpty, style: workspace.style(document.settings))
      var out = Output()
      out.line(json ? view.json : view.text)
      out.flush()
    }
  }
}
