/// How often something was done: units done out of units that counted.
///
/// A unit is a scheduled day of a habit with a daily target, or a week or month of a weekly
/// or monthly one. Skips with a note are out of both sides; the unit still going counts once
/// it is done.
public struct Adherence: Hashable, Sendable {
  public var done: Int
  public var scheduled: Int

  public init(done: Int = 0, scheduled: Int = 0) {
    self.done = done
    self.scheduled = scheduled
  }

  /// The share done, 0...1; nil when nothing counted.
  public var share: Double? { scheduled == 0 ? nil : Double(done) / Double(scheduled) }

  /// The share done as a whole percentage; nil when nothing counted.
  public var percent: Int? { share.map { Int(($0 * 100).rounded()) } }

  public mutating func add(_ cell: HabitGrid.Cell) {
    guard cell.isCounted else { return }
    scheduled += 1
    if cell.isDone { done += 1 }
  }

  public static func + (a: Adherence, b: Adherence) -> Adherence {
    Adherence(done: a.done + b.done, scheduled: a.scheduled + b.scheduled)
  }
}

extension HabitGrid {
  /// The indices of the grid's days in `range` (clamped to the grid).
  public func indices(in range: ClosedRange<CivilDate>) -> Range<Int> {
    let low = max(0, range.lowerBound.dayNumber - first.dayNumber)
    let high = min(count, range.upperBound.dayNumber - first.dayNumber + 1)
    return low < high ? low..<high : 0..<0
  }

  /// One row's days in `range`, counted.
  public func adherence(of row: Row, in range: ClosedRange<CivilDate>) -> Adherence {
    var result = Adherence()
    for i in indices(in: range) { result.add(row.cells[i]) }
    return result
  }

  /// Every habit's days in `range`, counted together: the day rule's habit-days.
  public func adherence(in range: ClosedRange<CivilDate>) -> Adherence {
    rows.reduce(Adherence()) { $0 + adherence(of: $1, in: range) }
  }

  /// The habit-days in `range`, by weekday.
  public func weekdayAdherence(in range: ClosedRange<CivilDate>) -> [Weekday: Adherence] {
    var counts = [Adherence](repeating: Adherence(), count: 7)
    let span = indices(in: range)
    let monday = first.weekday.rawValue
    for row in rows {
      for i in span { counts[(monday + i) % 7].add(row.cells[i]) }
    }
    var result: [Weekday: Adherence] = [:]
    for day in Weekday.allCases { result[day] = counts[day.rawValue] }
    return result
  }

  /// The day rule's count for each day, oldest first: habits complete, of those that weigh
  /// in. Row by row, so each row's cells are read in order.
  public func dayCounts() -> [(complete: Int, countable: Int)] {
    var counts = [(complete: Int, countable: Int)](repeating: (0, 0), count: count)
    for row in rows {
      for (index, cell) in row.cells.enumerated() where cell.weighsInDay {
        counts[index].countable += 1
        if cell.isDone { counts[index].complete += 1 }
      }
    }
    return counts
  }
}
