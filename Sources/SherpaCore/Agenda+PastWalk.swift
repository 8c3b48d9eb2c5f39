extension Agenda {
  /// What the views that look back keep of the days up to a few weeks ago (see
  /// `pastWalk(grid:from:)`).
  public struct PastWalk: Sendable {
    /// The habits' cells over the grid's days.
    public let grid: HabitGrid
    /// Each repeating item's record through the grid's last day, by item id.
    public let streaks: [Int: HabitStreak]
    /// The league weeks from the first day through the grid's last day, by their Monday.
    public let weeks: [CivilDate: LeagueWeek]
  }

  /// `HabitGrid(self, days: days, items: habits)`, `habitStreak(for:through: days.upperBound)`
  /// of each repeating item and `leagueWeeks(from: first, through: days.upperBound)`, in one
  /// walk over each item's days instead of three: a store of thousands of items is judged
  /// once per item and day.
  ///
  /// - Parameters:
  ///   - days: The grid's days; they end before today.
  ///   - first: The first day of the history.
  public func pastWalk(grid days: ClosedRange<CivilDate>, from first: CivilDate) -> PastWalk {
    let last = min(days.upperBound, today)
    let gridFirst = days.lowerBound.dayNumber
    let width = days.upperBound.dayNumber - gridFirst + 1
    var tallies = [DayTally](
      repeating: DayTally(), count: max(0, last.dayNumber - first.dayNumber + 1))
    var rows: [HabitGrid.Row] = []
    var streaks: [Int: HabitStreak] = [:]
    let walked = min(first, days.lowerBound)...days.upperBound
    for tracked in items {
      guard !tracked.isOneOff else {
        addOneOff(tracked, to: &tallies, from: first)
        continue
      }
      let isHabit = tracked.isHabit
      // A weekly or monthly target's record groups its days: worked out on its own.
      let isDaily = tracked.isDailyThroughout
      var streak = HabitStreak(unit: tracked.version(on: today).target.period)
      let span = habitSpan(of: tracked).map { $0.lowerBound.dayNumber...$0.upperBound.dayNumber }
      var cells = isHabit ? [HabitGrid.Cell](repeating: HabitGrid.blank, count: width) : []
      var isEmpty = true
      forEachScheduledDay(of: tracked, in: walked) { day, target, tally in
        let judged = judge(tracked, on: day, target: target, tally: tally)
        let n = day.dayNumber
        if let judged, n - first.dayNumber >= 0, n - first.dayNumber < tallies.count {
          tallies[n - first.dayNumber].add(
            judged.isDone, counts: judged.countsForStreak(isHabit: isHabit), isHabit: isHabit)
        }
        if isHabit, let judged, n >= gridFirst {
          cells[n - gridFirst] = HabitGrid.cell(judged, of: tracked, on: day, logged: tally, self)
          isEmpty = false
        }
        if isDaily, span?.contains(n) ?? false {
          streak.add(outcome(of: tracked, on: day, judged))
        }
      }
      if isHabit && !isEmpty { rows.append(HabitGrid.Row(tracked: tracked, cells: cells)) }
      streaks[tracked.id] =
        isDaily ? streak : habitStreak(for: tracked, through: days.upperBound)
    }
    return PastWalk(
      grid: HabitGrid(days, today: today, rows: rows), streaks: streaks,
      weeks: first <= last
        ? leagueWeeks(from: first, scores: scores(of: tallies, from: first), streak: 0) : [:])
  }
}
