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

  /// What one slice of the items adds to a walk.
  private struct WalkPart: Sendable {
    /// Each day's tally over the slice's items, from the history's first day.
    var tallies: [DayTally]
    var rows: [HabitGrid.Row] = []
    var streaks: [Int: HabitStreak] = [:]
  }

  /// `HabitGrid(self, days: days, items: habits)`, `habitStreak(for:through: days.upperBound)`
  /// of each repeating item and `leagueWeeks(from: first, through: days.upperBound)`, in one
  /// walk over each item's days instead of three: a store of thousands of items is judged
  /// once per item and day, in slices side by side.
  ///
  /// - Parameters:
  ///   - days: The grid's days; they end before today.
  ///   - first: The first day of the history.
  public func pastWalk(grid days: ClosedRange<CivilDate>, from first: CivilDate) -> PastWalk {
    pastWalk(grid: days, from: first, slices: nil)
  }

  /// `pastWalk(grid:from:)` in `slices` side by side when given.
  func pastWalk(grid days: ClosedRange<CivilDate>, from first: CivilDate, slices: Int?)
    -> PastWalk
  {
    let last = min(days.upperBound, today)
    let parts = Slices.run(items.count, minimum: Slices.itemsPerSlice, slices: slices) {
      walk(items[$0], grid: days, from: first, through: last)
    }
    var tallies = parts[0].tallies
    var rows = parts[0].rows
    var streaks = parts[0].streaks
    for part in parts.dropFirst() {
      for index in tallies.indices { tallies[index].add(part.tallies[index]) }
      rows += part.rows
      streaks.merge(part.streaks) { $1 }
    }
    return PastWalk(
      grid: HabitGrid(days, today: today, rows: rows), streaks: streaks,
      weeks: first <= last
        ? leagueWeeks(from: first, scores: scores(of: tallies, from: first), streak: 0) : [:])
  }

  /// `pastWalk`'s work for `slice` of the items.
  private func walk(
    _ slice: ArraySlice<TrackedItem>, grid days: ClosedRange<CivilDate>, from first: CivilDate,
    through last: CivilDate
  ) -> WalkPart {
    let gridFirst = days.lowerBound.dayNumber
    let width = days.upperBound.dayNumber - gridFirst + 1
    let origin = first.dayNumber
    var part = WalkPart(
      tallies: [DayTally](repeating: DayTally(), count: max(0, last.dayNumber - origin + 1)))
    let walked = min(first, days.lowerBound)...days.upperBound
    for tracked in slice {
      guard !tracked.isOneOff else {
        addOneOff(tracked, to: &part.tallies, from: first)
        continue
      }
      let isHabit = tracked.isHabit
      // A weekly or monthly target's record groups its days: worked out on its own.
      let isDaily = tracked.isDailyThroughout
      var streak = HabitStreak(unit: tracked.target(on: today).period)
      let span = habitSpan(of: tracked).map { $0.lowerBound.dayNumber...$0.upperBound.dayNumber }
      var cells = isHabit ? [HabitGrid.Cell](repeating: HabitGrid.blank, count: width) : []
      var isEmpty = true
      forEachScheduledDay(of: tracked, in: walked) { day, n, target, tally in
        let judged = judge(tracked, on: day, target: target, tally: tally)
        if let judged, n - origin >= 0, n - origin < part.tallies.count {
          part.tallies[n - origin].add(
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
      if isHabit && !isEmpty { part.rows.append(HabitGrid.Row(tracked: tracked, cells: cells)) }
      part.streaks[tracked.id] =
        isDaily ? streak : habitStreak(for: tracked, through: days.upperBound)
    }
    return part
  }
}
