/// The day rules: which items a day holds, when a day counts, what it earns.
///
/// A day is scheduled from each item's recurrence, and for "only on X days" from X's item's
/// too. A weekly or monthly target is due until its period's amount is reached; an at-most
/// limit is judged when its day has ended. A day counts toward the streak when at least 40%
/// of its daily habits are complete (skips with a note taken out of both sides; tasks never
/// count). XP: +10 per completed habit or task, +50 for a day that counts.
public struct Agenda: Sendable {
  public let items: [TrackedItem]
  public let ledger: Ledger
  public let settings: Settings
  /// The day that has not ended yet.
  public let today: CivilDate

  public static let habitXP = 10
  public static let taskXP = 10
  public static let dayXP = 50

  /// The days each item is scheduled on within `span`, one bit per day, worked out once.
  let span: ClosedRange<CivilDate>?
  let scheduled: [Int: [UInt64]]

  /// - Parameter span: Days the agenda will be asked about many times (a streak's walk):
  ///   their schedules are expanded once up front. Other days are worked out when asked.
  public init(
    items: [TrackedItem], ledger: Ledger, settings: Settings, today: CivilDate,
    span: ClosedRange<CivilDate>? = nil
  ) {
    self.init(
      items: items, ledger: ledger, settings: settings, today: today, span: span, slices: nil)
  }

  /// Thousands of items' schedules are expanded in slices side by side (`slices` of them
  /// when given).
  init(
    items: [TrackedItem], ledger: Ledger, settings: Settings, today: CivilDate,
    span: ClosedRange<CivilDate>?, slices: Int?
  ) {
    self.init(
      schedule: Schedule(items: items, span: span, slices: slices), ledger: ledger,
      settings: settings, today: today)
  }

  /// The agenda of items whose schedule was worked out already (see `Schedule`).
  public init(schedule: Schedule, ledger: Ledger, settings: Settings, today: CivilDate) {
    items = schedule.items
    span = schedule.span
    scheduled = schedule.scheduled
    self.ledger = ledger
    self.settings = settings
    self.today = today
  }

  private func isScheduled(_ tracked: TrackedItem, on day: CivilDate) -> Bool {
    if let span, span.contains(day), let bits = scheduled[tracked.id] {
      let n = day.dayNumber - span.lowerBound.dayNumber
      return bits[n >> 6] & (1 << UInt64(n & 63)) != 0
    }
    return tracked.isScheduled(on: day)
  }

  /// The first day of the period a target is counted over.
  public func periodStart(of period: Target.Period, holding day: CivilDate) -> CivilDate {
    switch period {
    case .day: day
    case .week: settings.weekStart(of: day)
    case .month: CivilDate(unchecked: day.year, day.month, 1)
    }
  }

  /// The entry for `tracked` on `day`, or nil when the day does not hold it.
  public func entry(for tracked: TrackedItem, on day: CivilDate) -> DayEntry? {
    if tracked.isOneOff { return oneOffEntry(for: tracked, on: day) }
    guard isScheduled(tracked, on: day) else { return nil }
    return scheduledEntry(for: tracked, on: day)
  }

  /// The entry for a repeating item on a day it is known to be scheduled on.
  func scheduledEntry(for tracked: TrackedItem, on day: CivilDate) -> DayEntry? {
    let target = tracked.target(on: day)
    let tally = ledger.tally(item: tracked.id, on: day)
    guard let judged = judge(tracked, on: day, target: target, tally: tally) else { return nil }
    return DayEntry(
      tracked: tracked, target: target, progress: judged.progress, isDone: judged.isDone,
      isSkipped: judged.isSkipped, note: tally.note, isJudged: judged.isJudged,
      overdueSince: nil)
  }

  private func oneOffEntry(for tracked: TrackedItem, on day: CivilDate) -> DayEntry? {
    let start = tracked.item.start
    let tally = ledger.tally(item: tracked.id, on: day)
    if let completed = tracked.completed {
      guard completed == day else { return nil }
    } else if start != day && !(start < day && day == today && !tracked.isArchived) {
      return nil
    }
    let isDone = tracked.completed == day
    return DayEntry(
      tracked: tracked, target: tracked.item.target,
      progress: isDone ? tracked.item.target.amount : tally.progress,
      isDone: isDone, isSkipped: tally.isSkipped && !isDone, note: tally.note, isJudged: true,
      overdueSince: start < day && !isDone ? start : nil)
  }

  /// Everything on `day`: habits then tasks, each in time order, then by phase, then by id.
  public func report(for day: CivilDate) -> DayReport {
    let found = items.compactMap { entry(for: $0, on: day) }
    let entries = Agenda.inDayOrder(found)
    let counted = entries.filter(\.countsForStreak)
    let complete = counted.filter(\.isDone).count
    var xp = 0
    for entry in entries where entry.isDone {
      xp += entry.kind == .habit ? Agenda.habitXP : Agenda.taskXP
    }
    let status = status(complete: complete, of: counted.count, on: day)
    if status == .counts { xp += Agenda.dayXP }
    xp += ledger.bonusXP(on: day)
    return DayReport(
      date: day, entries: entries, status: status, complete: complete, countable: counted.count,
      xp: xp)
  }

  /// The XP of `day` and whether it counted, as `report(for:)` gives them, without sorting
  /// or keeping the day's entries: for totals over many days.
  public func score(of day: CivilDate) -> (xp: Int, status: DayStatus) {
    let tally = tally(of: day)
    let status = status(complete: tally.done, of: tally.of, on: day)
    let xp = status == .counts ? tally.xp + Agenda.dayXP : tally.xp
    return (xp + ledger.bonusXP(on: day), status)
  }

  /// The day's entries that count for the streak and how many of them are done, as
  /// `report(for:)` counts them (`countable`, `complete`), without sorting or keeping them:
  /// what a check-in's answer says ("0 of 31 habits done today").
  public func streakCount(on day: CivilDate) -> (done: Int, of: Int) {
    let tally = tally(of: day)
    return (tally.done, tally.of)
  }

  /// The XP of the day's done entries, and how many of those that count for the streak are
  /// done, of how many.
  private func tally(of day: CivilDate) -> (xp: Int, done: Int, of: Int) {
    var xp = 0
    var countable = 0
    var complete = 0
    for tracked in items {
      guard let entry = entry(for: tracked, on: day) else { continue }
      if entry.isDone { xp += entry.kind == .habit ? Agenda.habitXP : Agenda.taskXP }
      if entry.countsForStreak {
        countable += 1
        if entry.isDone { complete += 1 }
      }
    }
    return (xp, complete, countable)
  }

  /// Whether `day` kept the streak going, without building its whole report.
  public func status(of day: CivilDate) -> DayStatus {
    var countable = 0
    var complete = 0
    for tracked in items where tracked.isRepeatingHabit {
      guard tracked.target(on: day).period == .day,
        let entry = entry(for: tracked, on: day), entry.countsForStreak
      else { continue }
      countable += 1
      if entry.isDone { complete += 1 }
    }
    return status(complete: complete, of: countable, on: day)
  }

  func status(complete: Int, of countable: Int, on day: CivilDate) -> DayStatus {
    if countable == 0 { return .rest }
    if complete * 10 >= countable * 4 { return .counts }
    return day < today ? .missed : .open
  }

  /// The streak: days that counted, back from `day`, passing over rest days, until a day
  /// that did not count or `floor`.
  ///
  /// - Returns: The days counted, and whether a missed day ended the walk (false when it
  ///   reached `floor`, so days before it may add more).
  public func streak(from day: CivilDate, downTo floor: CivilDate) -> (days: Int, isBroken: Bool) {
    var count = 0
    var date = day
    while date >= floor {
      switch status(of: date) {
      case .counts: count += 1
      case .missed: return (count, true)
      case .open, .rest: break
      }
      date = date.adding(days: -1)
    }
    return (count, false)
  }

  /// `entries` in the day's order: habits before tasks, then by time of day (those without
  /// one last), then by phase, then by id.
  static func inDayOrder(_ entries: [DayEntry]) -> [DayEntry] {
    // The positions are sorted by keys taken once, not the entries: an entry is large, and
    // a sort would copy it at every comparison.
    let keys = entries.map(orderKey)
    return entries.indices.sorted { keys[$0] < keys[$1] }.map { entries[$0] }
  }

  private static func orderKey(_ entry: DayEntry) -> (Int, Int, Int, Int) {
    let item = entry.tracked.item
    return (
      entry.kind == .habit ? 0 : 1, item.time.map { $0.hour * 60 + $0.minute } ?? Int.max,
      Phase.rank(item.phase), entry.id
    )
  }
}
