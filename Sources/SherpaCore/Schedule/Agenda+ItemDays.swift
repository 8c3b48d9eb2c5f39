extension Agenda {
  /// How a repeating item's scheduled day turned out: `scheduledEntry(for:on:)` without
  /// the entry (which carries a copy of the item), for the views that judge every day of
  /// every item. Plain values only (the target's amount, goal and period, whether there is a
  /// note): millions of days are judged without a reference counted.
  struct Judgement {
    var amount: Double
    var goal: Target.Goal
    var period: Target.Period
    var progress: Double
    var isDone: Bool
    var isSkipped: Bool
    var hasNote: Bool
    var isJudged: Bool

    init(
      target: Target, progress: Double, isDone: Bool, isSkipped: Bool, note: String?,
      isJudged: Bool
    ) {
      amount = target.amount
      goal = target.goal
      period = target.period
      self.progress = progress
      self.isDone = isDone
      self.isSkipped = isSkipped
      hasNote = note != nil
      self.isJudged = isJudged
    }

    /// `DayEntry.countsForStreak`.
    func countsForStreak(isHabit: Bool) -> Bool {
      isHabit && period == .day && isJudged && !(isSkipped && hasNote)
    }
  }

  /// What one day adds up to over all items, as `score(of:)` counts it.
  struct DayTally {
    var xp = 0
    var countable = 0
    var complete = 0

    /// Adds another slice of the items' tally of the same day.
    mutating func add(_ other: DayTally) {
      xp += other.xp
      countable += other.countable
      complete += other.complete
    }

    /// Counts in an item's entry: done or not, and whether it weighs in the day rule.
    mutating func add(_ isDone: Bool, counts: Bool, isHabit: Bool) {
      if isDone { xp += isHabit ? Agenda.habitXP : Agenda.taskXP }
      if counts {
        countable += 1
        if isDone { complete += 1 }
      }
    }
  }

  /// A repeating item's day, known to be scheduled, judged by `target` (its definition's
  /// that day) and `tally` (what was logged for it that day); nil when a weekly or monthly
  /// target was met before the day.
  func judge(_ tracked: TrackedItem, on day: CivilDate, target: Target, tally: Ledger.Tally)
    -> Judgement?
  {
    var progress = tally.progress
    var isDone: Bool
    var isJudged = true
    if target.period == .day {
      isDone = tally.isCompleted || progress >= target.amount
      // "done stretch" with no amount means the whole of it.
      if tally.isCompleted && target.goal == .atLeast { progress = max(progress, target.amount) }
      if target.goal == .atMost {
        isJudged = day < today
        isDone = tally.isCompleted || (isJudged && progress <= target.amount)
      }
    } else {
      let first = periodStart(of: target.period, holding: day)
      let before =
        first < day
        ? ledger.total(item: tracked.id, in: first...day.adding(days: -1))
        : (amount: 0, completed: false)
      // Due until the period's amount is reached; the day it is reached still shows it.
      if target.goal == .atLeast && target.isMet(by: before.amount, completed: before.completed) {
        return nil
      }
      progress = Target.rounded(before.amount + tally.progress)
      isDone = target.isMet(by: progress, completed: before.completed || tally.isCompleted)
      if target.goal == .atMost {
        isJudged = day < today
        isDone = isDone && isJudged
      }
    }
    return Judgement(
      target: target, progress: progress, isDone: isDone, isSkipped: tally.isSkipped && !isDone,
      note: tally.note, isJudged: isJudged)
  }

  /// Calls `body` for each day of `days` that schedules `tracked` (a repeating item), oldest
  /// first, with its day number, the target of that day's definition and what was logged for
  /// it that day.
  ///
  /// One item at a time, its days in order: its schedule comes from the span's bits when
  /// the agenda holds them, its logs from the ledger's list of its logged days, so a day
  /// costs a few comparisons, not a look-up by item and day.
  func forEachScheduledDay(
    of tracked: TrackedItem, in days: ClosedRange<CivilDate>,
    _ body: (CivilDate, Int, Target, Ledger.Tally) -> Void
  ) {
    let logged = ledger.logs(of: tracked.id)
    var next = 0
    let current = tracked.item.target
    let edited = !tracked.earlier.isEmpty
    func visit(_ n: Int) {
      while next < logged.days.count && logged.days[next] < n { next += 1 }
      let day = CivilDate(dayNumber: n)
      let tally =
        next < logged.days.count && logged.days[next] == n ? logged.tallies[next] : Ledger.Tally()
      body(day, n, edited ? tracked.target(on: day) : current, tally)
    }
    if let span, span.lowerBound <= days.lowerBound, days.upperBound <= span.upperBound,
      let bits = scheduled[tracked.id]
    {
      let origin = span.lowerBound.dayNumber
      let low = days.lowerBound.dayNumber - origin
      let high = days.upperBound.dayNumber - origin
      for index in (low >> 6)...(high >> 6) {
        var word = bits[index]
        if index == low >> 6 { word &= UInt64.max << UInt64(low & 63) }
        if index == high >> 6 { word &= UInt64.max >> UInt64(63 - (high & 63)) }
        while word != 0 {
          let bit = word.trailingZeroBitCount
          visit(origin + index << 6 + bit)
          word &= word - 1
        }
      }
    } else {
      for day in tracked.scheduledDays(in: days) { visit(day.dayNumber) }
    }
  }

  /// Each day's tally over `days` (which must not be empty), as `score(of:)` would total it
  /// day by day, worked out item by item.
  func dayTallies(in days: ClosedRange<CivilDate>) -> [DayTally] {
    let first = days.lowerBound.dayNumber
    var tallies = [DayTally](repeating: DayTally(), count: days.upperBound.dayNumber - first + 1)
    for tracked in items {
      guard !tracked.isOneOff else {
        addOneOff(tracked, to: &tallies, from: days.lowerBound)
        continue
      }
      let isHabit = tracked.isHabit
      forEachScheduledDay(of: tracked, in: days) { day, _, target, tally in
        guard let judged = judge(tracked, on: day, target: target, tally: tally) else { return }
        tallies[day.dayNumber - first].add(
          judged.isDone, counts: judged.countsForStreak(isHabit: isHabit), isHabit: isHabit)
      }
    }
    return tallies
  }

  /// Adds a one-off item's days to `tallies`, which start on `first`: its start day, the
  /// day it was done, or today while it is open.
  func addOneOff(_ tracked: TrackedItem, to tallies: inout [DayTally], from first: CivilDate) {
    var candidates = [tracked.item.start, today]
    if let completed = tracked.completed { candidates.append(completed) }
    var seen = Set<Int>()
    for day in candidates where seen.insert(day.dayNumber).inserted {
      let n = day.dayNumber - first.dayNumber
      guard n >= 0 && n < tallies.count, let entry = entry(for: tracked, on: day) else { continue }
      tallies[n].add(entry.isDone, counts: entry.countsForStreak, isHabit: tracked.isHabit)
    }
  }

  /// The XP and status of each day of `days`: `score(of:)` for each, item by item.
  func scores(in days: ClosedRange<CivilDate>) -> [(xp: Int, status: DayStatus)] {
    scores(of: dayTallies(in: days), from: days.lowerBound)
  }

  /// The XP and status of each day of `tallies`, which start on `first`.
  func scores(of tallies: [DayTally], from first: CivilDate) -> [(xp: Int, status: DayStatus)] {
    tallies.enumerated().map { offset, tally in
      let day = first.adding(days: offset)
      let status = status(complete: tally.complete, of: tally.countable, on: day)
      let xp = status == .counts ? tally.xp + Agenda.dayXP : tally.xp
      return (xp + ledger.bonusXP(on: day), status)
    }
  }
}

extension TrackedItem {
  /// Whether every definition it had has a daily target: no weekly or monthly periods.
  var isDailyThroughout: Bool {
    item.target.period == .day && earlier.allSatisfy { $0.target.period == .day }
  }
}
