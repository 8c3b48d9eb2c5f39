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
    adherence(in: [], byWeekdayIn: range).weekdays
  }

  /// Each row's days counted over each of `ranges` (in the order of `rows`), and every row's
  /// days in `weekdayRange` by weekday, in one pass over each row's cells: ten thousand
  /// habits are millions of cells.
  public func adherence(
    in ranges: [ClosedRange<CivilDate>], byWeekdayIn weekdayRange: ClosedRange<CivilDate>
  ) -> (rows: [[Adherence]], weekdays: [Weekday: Adherence]) {
    let spans = ranges.map { indices(in: $0) }
    let year = indices(in: weekdayRange)
    let low = (spans + [year]).map(\.lowerBound).min() ?? 0
    let high = (spans + [year]).map(\.upperBound).max() ?? 0
    var byWeekday = [Adherence](repeating: Adherence(), count: 7)
    var counted: [[Adherence]] = []
    counted.reserveCapacity(rows.count)
    for row in rows {
      var windows = [Adherence](repeating: Adherence(), count: spans.count)
      var weekday = (first.weekday.rawValue + low) % 7
      for index in low..<high {
        let cell = row.cells[index]
        if cell.isCounted {
          for (window, span) in spans.enumerated() where span.contains(index) {
            windows[window].add(cell)
          }
          if year.contains(index) { byWeekday[weekday].add(cell) }
        }
        weekday = weekday == 6 ? 0 : weekday + 1
      }
      counted.append(windows)
    }
    var weekdays: [Weekday: Adherence] = [:]
    for day in Weekday.allCases { weekdays[day] = byWeekday[day.rawValue] }
    return (counted, weekdays)
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
