/// Where the day stands, in the few numbers a shell prompt shows: the streak, the daily
/// habits done of today's, and when the items still open are due.
///
/// It is worked out from a `DayReport` and kept in a small file beside the store, so that a
/// prompt reads one file rather than the history; `isDue(at:)` is judged when it is read,
/// since the time moves on while the numbers stay.
public struct PromptStatus: Equatable, Sendable {
  /// The day it is for the person (see `Settings.day(at:_:)`).
  public var day: CivilDate
  /// The day boundary it was worked out with: before it, it is still the day before.
  public var dayBoundary: TimeOfDay
  /// The streak through `day`, as `today` shows it.
  public var streak: Int
  /// Daily habits done, of today's: the count `today`'s header gives ("1 of 4 daily habits
  /// done").
  public var done: Int
  public var total: Int
  /// For each item of the day still open (not done, not skipped), the first time of day it
  /// was set for, in the day's order (from the day boundary on); items without a time of
  /// day are not here.
  public var openTimes: [TimeOfDay]
  /// Whether a task from an earlier day is still open.
  public var hasOverdueTask: Bool

  public init(
    day: CivilDate, dayBoundary: TimeOfDay, streak: Int, done: Int, total: Int,
    openTimes: [TimeOfDay] = [], hasOverdueTask: Bool = false
  ) {
    self.day = day
    self.dayBoundary = dayBoundary
    self.streak = streak
    self.done = done
    self.total = total
    self.openTimes = openTimes.sorted {
      Self.sinceStart($0, dayBoundary) < Self.sinceStart($1, dayBoundary)
    }
    self.hasOverdueTask = hasOverdueTask
  }

  /// Minutes from the day boundary to `time`: a day runs from the boundary to the next, so
  /// 01:00 comes after 23:00 when the boundary is 02:00.
  static func sinceStart(_ time: TimeOfDay, _ boundary: TimeOfDay) -> Int {
    (time.minutes - boundary.minutes + 24 * 60) % (24 * 60)
  }

  /// The status of `report`'s day.
  ///
  /// - Parameters:
  ///   - report: Today's report, with times said by the sun set (`withTimes(of:)`).
  ///   - streak: The streak through the report's day.
  ///   - dayBoundary: The setting the report's day was found with.
  public init(report: DayReport, streak: Int, dayBoundary: TimeOfDay) {
    let open = report.entries.filter { !$0.isDone && !$0.isSkipped }
    let daily = report.entries.filter { $0.kind == .habit && $0.target.period == .day }
    self.init(
      day: report.date, dayBoundary: dayBoundary, streak: streak,
      done: daily.filter(\.isDone).count, total: daily.count,
      openTimes: open.compactMap { $0.tracked.item.timesOfDay.first },
      hasOverdueTask: open.contains { $0.overdueSince != nil })
  }

  /// Whether something open is due by `time`: its time of day has come, or it is a task
  /// left from an earlier day.
  public func isDue(at time: TimeOfDay) -> Bool {
    hasOverdueTask || openTimes.first.map { since($0) <= since(time) } ?? false
  }

  /// The first open time of day still to come after `time`, in the day's order; nil when
  /// none is.
  public func nextTime(after time: TimeOfDay) -> TimeOfDay? {
    openTimes.first { since($0) > since(time) }
  }

  private func since(_ time: TimeOfDay) -> Int { Self.sinceStart(time, dayBoundary) }

  /// Whether this status is for the day it is at `date` and `time`.
  public func isCurrent(date: CivilDate, time: TimeOfDay) -> Bool {
    (time < dayBoundary ? date.adding(days: -1) : date) == day
  }
}
