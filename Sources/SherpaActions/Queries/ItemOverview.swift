import SherpaCore
import SherpaStore

/// One item as `show` shows it: its next dates, its record and its recent days.
public struct ItemOverview {
  public let tracked: TrackedItem
  /// The store's items, to say which ones its relations name.
  public let items: [TrackedItem]
  /// The next 14 scheduled days; none for an archived or completed item.
  public let next: [CivilDate]
  /// The last 30 days' cells, oldest first; nil when none of them held the item.
  public let chart: [HabitGrid.Cell]?
  /// The habit's record; nil for a one-off task.
  public let streak: HabitStreak?
  /// The days around today, for the item's recent history.
  public let agenda: Agenda
  public let today: CivilDate
  /// When each of `next` falls, for an item set by the sun.
  public let solarTimes: [CivilDate: TimeOfDay]
  /// Focus over the last 30 days.
  public let focus: (seconds: Int, sessions: Int)
  /// A weekly or monthly target's period now and the share of the last 30 days' periods
  /// met; nil for a daily target or a task.
  public let period: (current: DayEntry?, lately: Adherence)?
  public let settings: Settings
}

extension Actions {
  /// The item `name` names (its name, the start of it, or its number), archived ones too.
  public func item(_ name: String, at moment: Moment) throws -> ItemOverview {
    let document = try store.document()
    let tracked = try ItemResolver(document.items).find(name, archived: true)
    // A repeating item's record comes from the store's past days and the weeks since.
    let lookback = try Lookback(store, document: document, at: moment, back: 36)
    let agenda = lookback.agenda
    let today = lookback.today
    let month = today.adding(days: -29)...today
    let next =
      tracked.isArchived || tracked.completed != nil
      ? [] : tracked.nextScheduledDays(from: today, limit: 14)
    let target = tracked.target(on: today)
    return ItemOverview(
      tracked: tracked, items: document.items, next: next,
      chart: HabitGrid(agenda, days: month, items: [tracked]).rows.first?.cells,
      streak: try tracked.isOneOff ? nil : lookback.streak(of: tracked), agenda: agenda,
      today: today,
      solarTimes: Dictionary(
        uniqueKeysWithValues: tracked.item.solar.map { solar in
          next.map { ($0, LocalZone.phases(on: $0, document.settings).time(of: solar)) }
        } ?? []),
      focus: agenda.ledger.focus(item: tracked.id, in: month),
      period: tracked.isOneOff || target.period == .day
        ? nil
        : (
          agenda.entry(for: tracked, on: today),
          Adherence(agenda.periodOutcomes(of: tracked, endingIn: month), since: month.lowerBound)
        ),
      settings: document.settings)
  }
}
