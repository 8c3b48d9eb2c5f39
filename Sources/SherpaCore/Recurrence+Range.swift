extension Recurrence {
  /// The dates this rule produces from `start` that fall within `range`.
  ///
  /// The same dates as `occurrences(from:limit:)` filtered to `range`, but the walk begins
  /// at the period that holds the range, so a habit started ten years ago costs no more
  /// than one started today. A rule that ends after a count is walked from its start, which
  /// a count bounds.
  public func occurrences(from start: CivilDate, in range: ClosedRange<CivilDate>) -> [CivilDate] {
    if frequency == .none { return range.contains(start) ? [start] : [] }
    var result: [CivilDate] = []
    guard range.upperBound >= start else { return result }
    var expander = Expander(rule: self, start: start)
    var firstPeriod = 0
    if case .count = end {
    } else {
      firstPeriod = expander.period(containing: range.lowerBound.dayNumber)
    }
    expander.run(limit: Int.max, fromPeriod: firstPeriod) { date in
      if date > range.upperBound { return false }
      if date >= range.lowerBound { result.append(date) }
      return true
    }
    return result
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
