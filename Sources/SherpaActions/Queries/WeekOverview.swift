import SherpaCore
import SherpaStore

/// One week as `week` shows it: each item by the seven days.
public struct WeekOverview {
  public let grid: HabitGrid
  public let agenda: Agenda
  /// Whether the store holds any item at all.
  public let hasItems: Bool
  public let settings: Settings
}

extension Actions {
  /// The week holding the day `date` names, moved by `weeks`.
  ///
  /// - Parameters:
  ///   - date: `--date`, a day in the week; nil is today.
  ///   - weeks: How many weeks after that one (`--next`), or before it when negative.
  public func week(_ date: String?, by weeks: Int = 0, at moment: Moment) throws -> WeekOverview {
    let document = try store.document()
    let settings = document.settings
    let day = try day(named: date, today: moment.today(settings))
    let start = settings.weekStart(of: day).adding(days: 7 * weeks)
    let end = start.adding(days: 6)
    // Back to the week's first day, and to the first of its month for monthly targets.
    let journal = try HistoryWindow(store, document: document, at: moment, around: end, back: 6)
    return WeekOverview(
      grid: HabitGrid(journal.agenda, days: start...end), agenda: journal.agenda,
      hasItems: !document.items.isEmpty, settings: settings)
  }
}
