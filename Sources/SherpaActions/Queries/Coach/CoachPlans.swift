import SherpaCore
import SherpaStore

/// The coach's plans of the last year, as `coach --history` lists them.
public struct CoachPlans {
  /// Each plan's event and record, oldest first.
  public let plans: [(event: Event, record: CoachRecord)]
  /// The seqs of the events taken back since.
  public let takenBack: Set<Int>
  /// The items, to name the plans' steps.
  public let items: [TrackedItem]
}

extension Actions {
  /// The plans of the last 365 days through the day it is at `moment`.
  public func coachPlans(at moment: Moment) throws -> CoachPlans {
    let document = try store.document()
    let today = moment.today(document.settings)
    let events = try store.events(since: Self.monthStart(today, back: 365))
    return CoachPlans(
      plans: events.compactMap { event in
        guard case .coach(let record) = event.action else { return nil }
        return (event, record)
      }, takenBack: Event.takenBack(in: events), items: document.items)
  }
}
