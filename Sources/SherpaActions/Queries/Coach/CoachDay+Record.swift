import SherpaCore
import SherpaStore

extension CoachDay {
  /// One observation the log supports about an item left today, to open with: a weekday
  /// it keeps slipping on, and a day to move it to.
  public func pattern() -> String? {
    let slips = grid.habits.filter { $0.period == .day }.compactMap { row in
      Insight.weekdaySlip(of: row, in: grid).map { (row.tracked, $0) }
    }
    // Today's weekday first: that is the day the person can do something about.
    guard
      let (tracked, slip) = slips.first(where: { $0.1.day == today.weekday }) ?? slips.first
    else { return nil }
    var line = "\(tracked.name) slipped on \(slip.slips) of the last 4 \(slip.day.name)s"
    let scheduled = Set(
      tracked.scheduledDays(in: today...today.adding(days: 6)).map(\.weekday))
    let free = (1...6).map { Weekday(rawValue: (slip.day.rawValue + $0) % 7)! }
      .first { !scheduled.contains($0) }
    if let free, scheduled.contains(slip.day) {
      line +=
        " — move it to \(free.name)? Say: edit \(tracked.name.lowercased()) \"every \(free.name.lowercased())\""
    } else {
      line += "; other days go well. A lighter form on \(slip.day.name)s may help."
    }
    return line
  }

  /// Keeps a plan in the store: accepted or not, with its skips when it is taken.
  ///
  /// - Returns: The plan's event.
  @discardableResult
  public func keep(_ plan: DayPlan, accepted: Bool) throws -> Event {
    try actions.keep(plan, accepted: accepted, on: today, at: moment)
  }
}
