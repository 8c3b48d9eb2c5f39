import SherpaCore
import SherpaStore

/// The habits' record as `stats` shows it: 53 weeks of days, the finished periods, the
/// streak, XP, time and meals.
public struct StatsOverview {
  public let grid: HabitGrid
  public let periods: [Int: [PeriodOutcome]]
  public let streak: Int
  public let xp: Int
  public let hasHabits: Bool
  public let time: TimeStats
  /// The last 30 days' meals.
  public let meals: MealStats
  public let settings: Settings
}

extension Actions {
  /// The habits' record through today, as `stats` shows it.
  public func stats(at moment: Moment) throws -> StatsOverview {
    let document = try store.document()
    let settings = document.settings
    let habits = document.items.filter(\.isRepeatingHabit)
    let lookback = try Lookback(store, document: document, at: moment)
    let record = try lookback.record(of: habits)
    return StatsOverview(
      grid: record.grid, periods: record.periods, streak: try lookback.journal.streak(),
      xp: record.xp, hasHabits: !habits.isEmpty,
      time: TimeStats(lookback.journal.agenda.ledger, today: lookback.today, settings: settings),
      meals: mealStats(in: lookback.journal, days: 30), settings: settings)
  }
}
