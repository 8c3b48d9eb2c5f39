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
    let journal = try HistoryWindow(store, at: moment, back: statusDays)
    let status = try status(of: journal, report: journal.agenda.report(for: journal.today))
    if let source, source == store.statusSource() { store.keepStatus(status, source: source) }
    return status
  }

  /// How far back the window a status is worked out from reaches (see `HistoryWindow`).
  private static let statusDays = 13

  /// Keeps the status once `transaction` is saved, worked out from what it has in hand (the
  /// document, and the window's events with the ones it records) on the second thread while
  /// the change is saved, and written once it is, still under the writer lock
  /// (`Transaction.whenSaved`). Only today is scheduled ahead: the status reports today, and
  /// the streak's cache most often holds through yesterday. A streak the cache cannot give
  /// is worked out then, reading back. Call when the change is made; nothing is done for a
  /// store that keeps no status.
  ///
  /// - Returns: A wait for the second thread's part, to make once the transaction has ended
  ///   either way: nothing is left running behind a change that failed.
  func keepStatus(when transaction: inout Transaction, at moment: Moment) throws -> (() -> Void)? {
    guard store.keepsStatus else { return nil }
    let (store, document) = (self.store, transaction.document)
    let settings = document.settings
    let today = moment.today(settings)
    let from = HistoryWindow.span(today: today, around: nil, back: Self.statusDays).lowerBound
    let saved = try transaction.events(since: from)
    let (recorded, kept) = (transaction.recorded, store.keptLedger(of: saved))
    let phases = LocalZone.phases(on: today, settings)
    let ahead = Beside { () -> (status: PromptStatus, streak: Store.TodayStreak?, HistoryWindow) in
      let events = saved + recorded
      // Lines that take nothing back fold into the ledger as a reader's would.
      let ledger =
        Event.takenBack(in: recorded).isEmpty
        ? recorded.reduce(kept ?? Ledger(events: saved)) { $0.adding($1) }
        : Ledger(events: events)
      let agenda = Agenda(
        schedule: Agenda.Schedule(items: document.items, span: today...today), ledger: ledger,
        settings: settings, today: today)
      let streak = store.streakFromCache(
        agenda: agenda, document: document, recent: events, from: from)
      let status = PromptStatus(
        report: agenda.report(for: today).withTimes(of: phases), streak: streak?.days ?? 0,
        dayBoundary: settings.dayBoundary)
      let journal = HistoryWindow(
        store, document: document, events: events, from: from, today: today, agenda: agenda)
      return (status, streak, journal)
    }
    transaction.whenSaved = {
      var (status, streak, journal) = ahead.wait()
      guard let source = store.statusSource() else { return }
      if let streak {
        store.keep(streak)
      } else {
        guard let days = try? journal.streak() else { return }
        status.streak = days
      }
      store.keepStatus(status, source: source)
    }
    return { _ = ahead.wait() }
  }

  /// The status `journal` gives, with its day's `report`.
  private static func status(of journal: HistoryWindow, report: DayReport) throws -> PromptStatus {
    let settings = journal.document.settings
    return PromptStatus(
      report: report.withTimes(of: LocalZone.phases(on: journal.today, settings)),
      streak: try journal.streak(), dayBoundary: settings.dayBoundary)
  }
}
