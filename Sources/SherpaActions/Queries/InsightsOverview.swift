import SherpaCore
import SherpaStore

/// The patterns `insights` finds in the last `Insight.window` days.
public struct InsightsOverview {
  public let insights: [Insight]
  /// The window's first day and its last.
  public let first: CivilDate
  public let today: CivilDate
  public let hasHabits: Bool
  public let settings: Settings
}

extension Actions {
  /// The patterns in the habits' last `Insight.window` days, with the numbers behind them.
  public func insights(at moment: Moment) throws -> InsightsOverview {
    let document = try store.document()
    let today = moment.today(document.settings)
    let habits = document.items.filter(\.isRepeatingHabit)
    let first = today.adding(days: 1 - Insight.window)
    // Records come from the store's past days and the weeks since; patterns from the window.
    let lookback = try Lookback(store, document: document, at: moment, back: Insight.window + 6)
    let grid = HabitGrid(lookback.agenda, days: first...today, items: habits)
    let streaks = try lookback.streaks(of: grid.habits.map(\.tracked))
    return InsightsOverview(
      insights: Insight.find(
        in: grid, streaks: streaks, sleep: lookback.agenda.ledger.sleepScores(in: first...today)),
      first: first, today: today, hasHabits: !habits.isEmpty, settings: document.settings)
  }
}
