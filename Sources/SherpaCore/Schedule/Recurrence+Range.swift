extension Recurrence {
  /// The dates this rule produces from `start` that fall within `range`.
  ///
  /// The same dates as `occurrences(from:limit:)` filtered to `range`, but the walk begins
  /// at the period that holds the range, so a habit started ten years ago costs no more
  /// than one started today. A rule that ends after a count is walked from its start, which
  /// a count bounds.
  public func occurrences(from start: CivilDate, in range: ClosedRange<CivilDate>) -> [CivilDate] {
    var result: [CivilDate] = []
    forEachOccurrence(from: start, in: range.lowerBound.dayNumber...range.upperBound.dayNumber) {
      result.append(CivilDate(dayNumber: $0))
    }
    return result
  }

  /// Calls `body` with the day number of each date `occurrences(from:in:)` gives, in order.
  func forEachOccurrence(from start: CivilDate, in range: ClosedRange<Int>, _ body: (Int) -> Void) {
    let startNumber = start.dayNumber
    if frequency == .none {
      if range.contains(startNumber) { body(startNumber) }
      return
    }
    guard range.upperBound >= startNumber else { return }
    var expander = Expander(rule: self, start: start)
    var firstPeriod = 0
    if case .count = end {
    } else {
      firstPeriod = expander.period(containing: range.lowerBound)
    }
    expander.run(limit: Int.max, fromPeriod: firstPeriod) { (day: Int) in
      if day > range.upperBound { return false }
      if day >= range.lowerBound { body(day) }
      return true
    }
  }

  /// The first `limit` dates this rule produces from `start` that fall on or after `day`.
  public func occurrences(from start: CivilDate, onOrAfter day: CivilDate, limit: Int)
    -> [CivilDate]
  {
    if frequency == .none { return start >= day && limit > 0 ? [start] : [] }
    var result: [CivilDate] = []
    guard limit > 0 else { return result }
    var expander = Expander(rule: self, start: start)
    var firstPeriod = 0
    if case .count = end {
    } else {
      firstPeriod = expander.period(containing: day.dayNumber)
    }
    expander.run(limit: Int.max, fromPeriod: firstPeriod) { date in
      if date >= day { result.append(date) }
      return result.count < limit
    }
    return result
  }
}
