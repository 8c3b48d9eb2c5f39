import SherpaActions
import SherpaCore

extension Page {
  /// The stats as `stats` shows them, and as `stats --json` prints them.
  static func stats(_ stats: StatsOverview, style: Style) -> Page {
    let view = StatsView(
      grid: stats.grid, periods: stats.periods, streak: stats.streak, xp: stats.xp,
      hasHabits: stats.hasHabits, style: style, time: stats.time, meals: stats.meals)
    return Page(
      text: {
        guard let meals = view.meals, meals.days > 0 else { return view.text }
        return view.text + "\n" + MealStatsView(stats: meals, style: view.style).text
      }, json: { view.json })
  }
}
