import SherpaCore
import SherpaParse
import SherpaStore

/// The typed operations every front door — a one-shot command, a session line, the coach —
/// calls to change the store: add, log, skip, undo, edit, rename, archive, delete, config,
/// and keeping the coach's plans.
///
/// An action reads what it needs under the store's writer lock, decides, records events and
/// returns what changed as a value for a view to render. It prints nothing and asks nothing;
/// a refusal is an `ActionFailure` and leaves the store as it was.
public struct Actions {
  public let store: Store
  public let vocabulary: Vocabulary

  public init(store: Store, vocabulary: Vocabulary) {
    self.store = store
    self.vocabulary = vocabulary
  }

  /// The first day of the month `days` before `day`: where an action's history starts.
  public static func monthStart(_ day: CivilDate, back days: Int) -> CivilDate {
    let early = day.adding(days: -days)
    return CivilDate(unchecked: early.year, early.month, 1)
  }

  /// A change to one item saved with its event: `body` gets the transaction and the day it
  /// is, and returns the item before and after (nil after: deleted).
  func change(
    _ kind: ItemChange.Kind, at moment: Moment,
    _ body: (inout Transaction, CivilDate) throws -> (TrackedItem, TrackedItem?)
  ) throws -> ItemChangeResult {
    try store.transaction(now: moment.stamp) { transaction in
      let today = moment.today(transaction.document.settings)
      let (before, after) = try body(&transaction, today)
      transaction.document.set(after, id: before.id)
      let event = transaction.record(
        .change(ItemChange(kind: kind, id: before.id, before: before, after: after)), day: today)
      return ItemChangeResult(
        before: before, after: after, event: event, items: transaction.document.items,
        settings: transaction.document.settings)
    }
  }
}

/// What a change to one item came to.
public struct ItemChangeResult {
  public let before: TrackedItem
  /// Nil when the item was deleted.
  public let after: TrackedItem?
  /// Nil for a dry run, which saved nothing.
  public let event: Event?
  /// Every item after the change, and the settings: for showing the result.
  public let items: [TrackedItem]
  public let settings: Settings
}
