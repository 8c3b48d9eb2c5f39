import SherpaCore

/// Last night's sleep, as the coach reads it: a morning reflection rating it 1 or 2 makes
/// the lighter day the plan the coach offers without being asked (`SleepRule`).
extension CoachDay {
  /// This morning's sleep score, 1–5; nil when no morning reflection said it.
  public var sleep: Int? { journal.sleep(on: today) }

  /// The plan proposed when none was asked for: the evening's when it is late, the lighter
  /// day after a poor night, else the day's order.
  public var unaskedKind: CoachRecord.Kind {
    if isLate { return .salvage }
    return SleepRule.offersLighterDay(sleep: sleep) ? .lighter : .order
  }

  /// The greeting, with why the day is lighter when a poor night chose it.
  public func withSleepNote(_ greeting: String) -> String {
    guard let sleep, unaskedKind == .lighter else { return greeting }
    return greeting + " You rated last night's sleep \(sleep) of 5, so here is a lighter day."
  }
}
