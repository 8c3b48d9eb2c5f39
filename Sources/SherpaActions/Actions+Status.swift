import SherpaCore
import SherpaStore

/// The prompt's status: read from the file beside the store while it holds, else worked out
/// the way `today` works out the day, and kept for the next prompt.
extension Actions {
  /// Where today stands now: the kept status while the store has not changed since it was
  /// worked out and it is still its day, else worked out again from the store (and kept).
  ///
  /// - Returns: nil when there is no store.
  /// - Throws: `StoreError` when the store cannot be read.
  public static func promptStatus(of store: Store, at moment: Moment) throws -> PromptStatus? {
    if let kept = store.keptStatus(), kept.isCurrent(date: moment.date, time: moment.time) {
      return kept
    }
    return try keepStatus(of: store, at: moment)
  }

  /// Works out where today stands from the store and keeps it beside the store, unless the
  /// store changed meanwhile or a change is under way (then the next reader works it out).
  ///
  /// - Returns: nil when there is no store.
  @discardableResult
  public static func keepStatus(of store: Store, at moment: Moment) throws -> PromptStatus? {
    guard FileStamp.of(store.path) != nil else { return nil }
    let source = store.statusSource()
    let journal = try HistoryWindow(store, at: moment, back: 13)
    let settings = journal.document.settings
    let report = journal.agenda.report(for: journal.today)
      .withTimes(of: LocalZone.phases(on: journal.today, settings))
    let status = PromptStatus(
      report: report, streak: try journal.streak(), dayBoundary: settings.dayBoundary)
    if let source, source == store.statusSource() { store.keepStatus(status, source: source) }
    return status
  }
}
