import SherpaActions
import SherpaCore

extension Page {
  /// The patterns as `insights` shows them, and as `insights --json` prints them.
  static func insights(_ found: InsightsOverview, style: Style) -> Page {
    let view = InsightsView(
      insights: found.insights, first: found.first, today: found.today,
      hasHabits: found.hasHabits, style: style)
    return Page(text: { view.text }, json: { view.json })
  }
}
