/// How one week or month of a weekly or monthly target turned out.
public struct PeriodOutcome: Hashable, Sendable {
  public enum Result: String, Sendable {
    /// The period's total met the target (an at-most limit: once the period was over).
    case done
    /// Over, and not met.
    case notDone
    /// Over, not met, and a scheduled day in it was skipped with a note: left out.
    case excused
    /// Still going, and not met yet: left out.
    case open
  }

  public let start: CivilDate
  public let end: CivilDate
  /// Its last scheduled day up to today: a window counts the period when this falls in it.
  public let lastScheduled: CivilDate
  public let result: Result

  public init(start: CivilDate, end: CivilDate, lastScheduled: CivilDate, result: Result) {
    self.start = start
    self.end = end
    self.lastScheduled = lastScheduled
    self.result = result
  }
}

extension Adherence {
  /// The periods among `outcomes` with a scheduled day on or after `first`, counted.
  public init(_ outcomes: [PeriodOutcome], since first: CivilDate) {
    self.init()
    for outcome in outcomes where outcome.lastScheduled >= first {
      switch outcome.result {
      case .done:
        done += 1
        scheduled += 1
      case .notDone: scheduled += 1
      case .excused, .open: break
      }
    }
  }
}

extension Agenda {
  /// A weekly or monthly target's periods that end within `ends` and hold a scheduled day up
  /// to today, oldest first, each judged as a whole: done when its total met the target (an
  /// at-most limit once the period is over), open while it is going and not met, excused
  /// when it ended unmet with a scheduled day skipped with a note, else not done.
  ///
  /// The ledger must hold the events from the start of the first such period.
  public func periodOutcomes(of tracked: TrackedItem, endingIn ends: ClosedRange<CivilDate>)
    -> [PeriodOutcome]
  {
    // A month ending on the range's first day began up to 30 days before it.
    let last = min(ends.upperBound, today)
    let from = ends.lowerBound.adding(days: -31)
    // An item whose every definition has a daily target has no periods.
    guard from <= last, !tracked.isDailyThroughout else { return [] }
    var outcomes: [PeriodOutcome] = []
    var seen = Set<Int>()
    let days = tracked.scheduledDays(in: from...last)
    // One definition throughout: its target, not a version made for each day.
    let only = tracked.earlier.isEmpty ? tracked.item.target : nil
    var previous: (start: CivilDate, period: Target.Period)?
    for (index, day) in days.enumerated() {
      let target = only ?? tracked.target(on: day)
      guard target.period != .day else { continue }
      let start = periodStart(of: target.period, holding: day)
      // The rest of a period already seen.
      if let previous, previous.start == start, previous.period == target.period { continue }
      previous = (start, target.period)
      let end =
        target.period == .week ? start.adding(days: 6) : start.adding(months: 1).adding(days: -1)
      guard ends.contains(end), seen.insert(start.dayNumber).inserted else { continue }
      let lastDay = days[index...].prefix { $0 <= end }.last ?? day
      outcomes.append(
        PeriodOutcome(
          start: start, end: end, lastScheduled: lastDay,
          result: result(of: tracked, target: target, from: start, to: end)))
    }
    return outcomes
  }

  private func result(
    of tracked: TrackedItem, target: Target, from start: CivilDate, to end: CivilDate
  )
    -> PeriodOutcome.Result
  {
    let total = ledger.total(item: tracked.id, in: start...min(end, today))
    let isOver = end < today
    if target.isMet(by: total.amount, completed: total.completed)
      && (target.goal == .atLeast || isOver)
    {
      return .done
    }
    guard isOver else { return .open }
    let excused = tracked.scheduledDays(in: start...end).contains { day in
      let tally = ledger.tally(item: tracked.id, on: day)
      return tally.isSkipped && tally.note != nil
    }
    return excused ? .excused : .notDone
  }
}
