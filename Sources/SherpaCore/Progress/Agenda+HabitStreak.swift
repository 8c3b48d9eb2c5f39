extension Agenda {
  /// One habit's current and longest streak and how many units it kept, over its whole
  /// history up to `today`.
  ///
  /// Only scheduled occurrences are judged, each by the definition that held that day (an
  /// edit leaves earlier days to the old schedule and target), from the later of the item's
  /// first start and the day it was created, to today or the day before it was archived.
  /// A unit is a scheduled day for a daily target, judged as `entry(for:on:)` judges it (an
  /// at-most limit once its day has ended); for a weekly or monthly target it is a week or
  /// month holding a scheduled day, kept when the whole period's total meets the target.
  /// A skip with a note (on a scheduled day of an unmet period) keeps the run without adding
  /// to it; a skip without a note is a miss. The unit still going — today, this week, this
  /// month — adds once it is kept and never ends the run. The result depends only on the
  /// item, the ledger and `today`: a backfilled log changes exactly the unit it falls in.
  ///
  /// One pass over the units: ten years of a daily habit is 3,650 steps.
  public func habitStreak(for tracked: TrackedItem) -> HabitStreak {
    var streak = HabitStreak(unit: tracked.target(on: today).period)
    guard let span = habitSpan(of: tracked) else { return streak }
    for unit in units(of: tracked, in: span) { streak.add(unit.outcome) }
    return streak
  }

  /// `habitStreak(for:)` over the units that ended by `day`: its scheduled days up to
  /// `day`, and the weeks or months that ended by then. With
  /// `habitStreak(for:after:continuing:)` it splits the work in two: the days before a few
  /// weeks ago can be kept and only the rest worked out each time.
  public func habitStreak(for tracked: TrackedItem, through day: CivilDate) -> HabitStreak {
    var streak = HabitStreak(unit: tracked.target(on: today).period)
    guard let span = habitSpan(of: tracked), span.lowerBound <= day else { return streak }
    for unit in units(of: tracked, in: span.lowerBound...min(span.upperBound, day))
    where unit.end <= day {
      streak.add(unit.outcome)
    }
    return streak
  }

  /// `record` (from `habitStreak(for:through: day)`) with the units that end after `day`
  /// added: `habitStreak(for:)` without judging the days up to `day` again.
  ///
  /// The ledger must hold the events from the start of the week or month holding `day`.
  ///
  /// - Parameter last: Leave out the units that end after it too: the record through
  ///   `last`, as `habitStreak(for:through: last)` gives it.
  public func habitStreak(
    for tracked: TrackedItem, after day: CivilDate, continuing record: HabitStreak,
    through last: CivilDate? = nil
  ) -> HabitStreak {
    var streak = record
    streak.unit = tracked.target(on: today).period
    guard let span = habitSpan(of: tracked) else { return streak }
    let next = day.adding(days: 1)
    // A week or month running over `day` was left out of `record`: judge it whole here.
    let first = min(
      periodStart(of: tracked.target(on: day).period, holding: day),
      periodStart(of: tracked.target(on: next).period, holding: next))
    let lower = max(span.lowerBound, first)
    let upper = min(span.upperBound, last ?? span.upperBound)
    guard lower <= upper else { return streak }
    for unit in units(of: tracked, in: lower...upper)
    where unit.end > day && unit.end <= last ?? .latest {
      streak.add(unit.outcome)
    }
    return streak
  }

  /// The current run of `habitStreak(for:)` alone, read back from today in growing steps
  /// (64 days, then 128…) until a miss: a short run costs a few weeks of history, whatever
  /// the habit's age.
  public func currentHabitStreak(for tracked: TrackedItem) -> Int {
    guard let span = habitSpan(of: tracked) else { return 0 }
    var count = 0
    var upper = span.upperBound
    var width = 64
    while true {
      let lower = max(span.lowerBound, upper.adding(days: 1 - width))
      var found = units(of: tracked, in: lower...upper)
      var next = lower.adding(days: -1)
      // A week or month at the window's low edge may hold earlier days: judge it whole in
      // the next window instead.
      if lower > span.lowerBound, let first = found.first, first.isPeriod {
        found.removeFirst()
        next = first.last
      }
      for unit in found.reversed() {
        switch unit.outcome {
        case .done: count += 1
        case .excused, .open: break
        case .missed: return count
        }
      }
      if lower == span.lowerBound { return count }
      upper = next
      width *= 2
    }
  }

  /// The days a repeating item can be judged on, or nil when there are none yet.
  func habitSpan(of tracked: TrackedItem) -> ClosedRange<CivilDate>? {
    guard !tracked.isOneOff else { return nil }
    let first = max(tracked.firstDay, tracked.created)
    var last = today
    if let archived = tracked.archived { last = min(last, archived.adding(days: -1)) }
    return first <= last ? first...last : nil
  }

  /// A scheduled day, or a week's or month's scheduled days, judged together.
  private struct HabitUnit {
    var outcome: HabitStreak.Outcome
    /// Its last scheduled day.
    var last: CivilDate
    var isPeriod: Bool
    /// The last day it can be judged on: its day, or the last of its week or month.
    var end: CivilDate
  }

  /// The units whose scheduled days fall in `range`, oldest first.
  private func units(of tracked: TrackedItem, in range: ClosedRange<CivilDate>) -> [HabitUnit] {
    var days: [(day: CivilDate, target: Target, tally: Ledger.Tally)] = []
    forEachScheduledDay(of: tracked, in: range) { days.append(($0, $2, $3)) }
    var units: [HabitUnit] = []
    units.reserveCapacity(days.count)
    var i = 0
    while i < days.count {
      let period = days[i].target.period
      guard period != .day else {
        let (day, target, tally) = days[i]
        units.append(
          HabitUnit(
            outcome: outcome(of: tracked, on: day, target: target, tally: tally), last: day,
            isPeriod: false, end: day))
        i += 1
        continue
      }
      let start = periodStart(of: period, holding: days[i].day)
      var j = i + 1
      while j < days.count, days[j].target.period == period,
        periodStart(of: period, holding: days[j].day) == start
      {
        j += 1
      }
      let outcome = outcome(
        of: tracked, over: days[i..<j].map(\.day)[...], period: period, from: start)
      // A period an edit cut short ends with its definition.
      let end = min(
        period == .week ? start.adding(days: 6) : start.adding(months: 1).adding(days: -1),
        tracked.version(on: days[i].day).until)
      units.append(HabitUnit(outcome: outcome, last: days[j - 1].day, isPeriod: true, end: end))
      i = j
    }
    return units
  }

  private func outcome(
    of tracked: TrackedItem, on day: CivilDate, target: Target, tally: Ledger.Tally
  ) -> HabitStreak.Outcome {
    outcome(of: tracked, on: day, judge(tracked, on: day, target: target, tally: tally))
  }

  /// A daily target's day as its record counts it, from its judgement.
  func outcome(of tracked: TrackedItem, on day: CivilDate, _ judged: Judgement?)
    -> HabitStreak.Outcome
  {
    // Every scheduled day of a daily target is judged.
    guard let judged else { return .open }
    if judged.isDone { return .done }
    if judged.isSkipped && judged.hasNote { return .excused }
    return day < today ? .missed : .open
  }

  private func outcome(
    of tracked: TrackedItem, over days: ArraySlice<CivilDate>, period: Target.Period,
    from start: CivilDate
  ) -> HabitStreak.Outcome {
    let end = period == .week ? start.adding(days: 6) : start.adding(months: 1).adding(days: -1)
    // The definition on the period's last scheduled day is the one its total answers to.
    let target = tracked.version(on: days[days.endIndex - 1]).target
    var total = 0.0
    var completed = false
    for n in start.dayNumber...min(end, today).dayNumber {
      let tally = ledger.tally(item: tracked.id, on: CivilDate(dayNumber: n))
      total += tally.progress
      completed = completed || tally.isCompleted
    }
    let isFinished = end < today
    if target.isMet(by: Target.rounded(total), completed: completed)
      && (target.goal == .atLeast || isFinished)
    {
      return .done
    }
    guard isFinished else { return .open }
    let excused = days.contains { day in
      let tally = ledger.tally(item: tracked.id, on: day)
      return tally.isSkipped && tally.note != nil
    }
    return excused ? .excused : .missed
  }
}
