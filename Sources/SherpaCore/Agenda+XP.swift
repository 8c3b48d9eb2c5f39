extension Agenda {
  /// The XP earned over `range`: each day's XP as `report(for:)` gives it (+10 per
  /// completed habit or task, +50 when the day counts), plus that day's bonuses.
  ///
  /// Days after `today` earn nothing. Worked out item by item (`scores(in:)`), so ten years
  /// cost one pass over each item's days.
  ///
  /// - Parameters:
  ///   - range: The days to total, inclusive.
  ///   - bonuses: Reflections and focus sessions by day (see `XPBonus`); none are kept yet.
  /// - Returns: The XP in total, 0 for a range wholly after today.
  public func xp(in range: ClosedRange<CivilDate>, bonuses: [CivilDate: [XPBonus]] = [:]) -> Int {
    let last = min(range.upperBound, today)
    guard range.lowerBound <= last else { return 0 }
    let days = range.lowerBound...last
    var total = 0
    for (offset, score) in scores(in: days).enumerated() {
      total += score.xp
      if let extra = bonuses[days.lowerBound.adding(days: offset)] {
        total += XPBonus.xp(of: extra)
      }
    }
    return total
  }
}
