import SherpaCore
import SherpaStore

/// What `undo` took back: the event, and the items as they were before (for its words).
public struct UndoResult {
  public let event: Event
  public let items: [TrackedItem]
}

extension Actions {
  /// Takes back the last change, whatever it was: a log, a skip, a change to an item, a
  /// setting, or a plan taken with the skips it made.
  public func undo(at moment: Moment) throws -> UndoResult {
    try store.transaction(now: moment.stamp) { transaction in
      let today = moment.today(transaction.document.settings)
      var events = try transaction.events(since: Self.monthStart(today, back: 31))
      let (committed, device) = (transaction.document.seq, transaction.device)
      var target = Event.undoable(in: events, committed: committed, device: device)
      if target == nil {
        events = try transaction.allEvents()
        target = Event.undoable(in: events, committed: committed, device: device)
      }
      guard let target else { throw UndoFailure.nothing }
      let items = transaction.document.items
      switch target.action {
      case .change(let change):
        // After a sync, a later change from another machine may hold the item: then it
        // still does (`StoreDocument.rebuilt(from:)`).
        let taken = Event.takenBack(in: events)
        let overtaken = events.contains { other in
          guard case .change(let later) = other.action, later.id == change.id else { return false }
          return other.device != target.device && !taken.contains(other.seq)
            && other.isLater(than: target)
        }
        if !overtaken { transaction.document.set(change.before, id: change.id) }
      case .config(let key, let before, _):
        transaction.document.settings = try transaction.document.settings.setting(key, to: before)
      case .coach(let record):
        // A plan's skips were its own doing: they go with it.
        Self.undo(record.made, taken: events, day: today, in: &transaction)
      case .focus(let record):
        // A start is taken back by ending the session; a stop by running it again.
        transaction.document.focus = record.kind == .start ? nil : record.session
        Self.undo(record.made, taken: events, day: today, in: &transaction)
      case .stopwatch(let record):
        transaction.document.stopwatches.removeAll { $0.item == record.stopwatch.item }
        if record.kind == .stop { transaction.document.stopwatches.append(record.stopwatch) }
        Self.undo(record.made, taken: events, day: today, in: &transaction)
      case .meal(let meal):
        // The habit it completed and the late meal it counted go with it.
        Self.undo(meal.made, taken: events, day: today, in: &transaction)
      case .goal(let change):
        transaction.document.setGoal(change.before, id: change.id)
      case .imported(let record):
        // The items it added go with it, and so do the logs about them.
        let made = Set(record.made)
        let read = Set(events.map(\.seq))
        if !made.isSubset(of: read) { events = try transaction.allEvents() }
        let taken = Event.takenBack(in: events)
        for event in events where made.contains(event.seq) && !taken.contains(event.seq) {
          if case .change(let change) = event.action {
            transaction.document.set(change.before, id: change.id)
          }
        }
        Self.undo(record.made, taken: events, day: today, in: &transaction)
      default: break
      }
      transaction.record(.undo(seq: target.seq), day: today)
      return UndoResult(event: target, items: items)
    }
  }

  /// Takes back the events a change made with it (a plan's skips, a session's minutes),
  /// those not taken back already.
  private static func undo(
    _ made: [Int], taken events: [Event], day: CivilDate, in transaction: inout Transaction
  ) {
    let taken = Event.takenBack(in: events)
    for seq in made where !taken.contains(seq) {
      transaction.record(.undo(seq: seq), day: day)
    }
  }
}
