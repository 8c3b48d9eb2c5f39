/// How often an item repeats: the RFC 5545 recurrence rule, restricted to whole days.
///
/// SherpaCore holds the domain: dates, recurrences and their expansion, targets and units,
/// items. It is pure — no files, clock, environment or printing; "today" is always a parameter.
public struct Recurrence: Hashable, Sendable {
  public enum Frequency: String, CaseIterable, Sendable {
    case none, daily, weekly, monthly, yearly
  }

  public enum End: Hashable, Sendable {
    case never
    /// The last day an occurrence may fall on (inclusive).
    case until(CivilDate)
    /// The number of occurrences, counted from the start.
    case count(Int)
  }

  public var frequency: Frequency
  /// Every `interval`-th day, week, month or year: 1 through `maximumInterval`.
  public private(set) var interval: Int
  /// BYDAY, in week order.
  public var byWeekday: [WeekdayRule]
  /// BYMONTHDAY: days 1…31 ascending, then negative days (-1 is the last day of the month).
  public var byMonthDay: [Int]
  /// BYMONTH, ascending.
  public var byMonth: [Int]
  public var end: End

  public init(
    frequency: Frequency, interval: Int = 1, byWeekday: [WeekdayRule] = [],
    byMonthDay: [Int] = [], byMonth: [Int] = [], end: End = .never
  ) {
    self.frequency = frequency
    self.interval = min(max(1, interval), Recurrence.maximumInterval)
    self.byWeekday = byWeekday.uniqueAscending()
    self.byMonthDay = Recurrence.ordered(monthDays: byMonthDay)
    self.byMonth = byMonth.uniqueAscending()
    self.end = end
  }

  /// The longest interval Sherpa keeps: every 1000 days, weeks, months or years.
  public static let maximumInterval = 1000

  /// A one-off: no repetition.
  public static let once = Recurrence(frequency: .none)
  public static let daily = Recurrence(frequency: .daily)

  public var isRepeating: Bool { frequency != .none }

  /// The same rule without its interval and end: what a start date must satisfy.
  var filtersOnly: Recurrence {
    Recurrence(
      frequency: frequency, byWeekday: byWeekday, byMonthDay: byMonthDay, byMonth: byMonth)
  }

  static func ordered(monthDays: [Int]) -> [Int] {
    monthDays.filter { $0 > 0 }.uniqueAscending()
      + monthDays.filter { $0 < 0 }.uniqueAscending().reversed()
  }
}
