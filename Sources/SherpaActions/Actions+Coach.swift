import SherpaCore
import SherpaStore

extension Actions {
  /// The note on a skip a plan makes: skipped by plan, and the plan's reason.
  public static func planSkipNote(_ reason: String) -> String { "skipped by plan: " + reason }

  /// Keeps one of the coach's plans for `day`: taken or not, with its skips when taken.
  ///
  /// - Returns: The plan's event.
  @discardableResult
  public func keep(_ plan: DayPlan, accepted: Bool, on day: CivilDate, at moment: Moment) throws
    -> Event
  {
    try store.transaction(now: moment.stamp) { transaction in
      var made: [Int] = []
      if accepted {
        for step in plan.steps where step.action == .skip {
          made.append(
            transaction.record(.skip(item: step.id, note: Self.planSkipNote(step.reason)), day: day)
              .seq)
        }
      }
      return transaction.record(.coach(plan.record(accepted: accepted, made: made)), day: day)
    }
  }
}
