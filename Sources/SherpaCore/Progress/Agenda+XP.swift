extension Agenda {
  /// The XP earned over `range`: each day's XP as `report(for:)` gives it (+10 per
  /// completed habit or task, +50 when the day counts, and the day's reflections and focus
  /// sessions from the ledger).
  ///
  /// Days after `today` earn nothing. Worked out item by item (`scores(in:)`), so ten years
  /// cost one pass over each item's days.
  ///
  /// - Parameter range: The days to total, inclusive.
  /// - Returns: The XP in total, 0 for a range wholly after today.
  public func xp(in range: ClosedRange<CivilDate>) -> Int {
    let last = min(range.upperBound, today)
    guard range.lowerBound <= last else { return 0 }
    let days = range.lowerBound...last
    var total = 0
    for score in scores(in: days) { total += score.xp }
    return total
  }
}
