import SherpaActions
import SherpaCore

extension Page {
  /// The week as `week` shows it, and as `week --json` prints it.
  static func week(_ week: WeekOverview, style: Style) -> Page {
    let view = WeekView(
      grid: week.grid, agenda: week.agenda, hasItems: week.hasItems, style: style)
    return Page(text: { view.text }, json: { view.json })
  }
}
