import SherpaCore
import SherpaStore

/// The next days' items: open tasks from before today first, then each day's.
public struct UpcomingResult {
  public struct Day {
    public let date: CivilDate
    public let phases: DayPhases
    /// Habits then tasks, each in time order (times by the sun set for the day).
    public let entries: [DayEntry]
  }

  public let today: CivilDate
  /// One-off tasks still open from an earlier day, oldest first.
  public let overdue: [DayEntry]
  public let days: [Day]
}

extension Actions {
  /// The most days `upcoming` looks ahead.
  public static let upcomingDays = 1...62

  /// `sherpa upcoming [--days N]`: today and the next days' scheduled items and tasks.
  public func upcoming(days count: Int, at moment: Moment) throws -> UpcomingResult {
    let document = try store.document()
    let settings = document.settings
    let today = moment.today(settings)
    let ledger = Ledger(events: try store.events(since: Self.monthStart(today, back: 7)))
    var days: [UpcomingResult.Day] = []
    var overdue: [DayEntry] = []
    for offset in 0..<count {
      let date = today.adding(days: offset)
      let phases = LocalZone.phases(on: date, settings)
      let agenda = Agenda(
        items: phases.resolving(document.items), ledger: ledger, settings: settings,
        today: today)
      var entries = agenda.report(for: date).entries
      if offset == 0 {
        overdue = entries.filter { $0.overdueSince != nil }
          .sorted { ($0.overdueSince!, $0.id) < ($1.overdueSince!, $1.id) }
        entries.removeAll { $0.overdueSince != nil }
      }
      days.append(UpcomingResult.Day(date: date, phases: phases, entries: entries))
    }
    return UpcomingResult(today: today, overdue: overdue, days: days)
  }
}
