import SherpaCore
import SherpaParse
import SherpaStore

/// What a log or skip came to: the event, and the item's day with it counted.
public struct LogResult {
  public enum Kind: Sendable { case done, skip }
  /// What was added to the day's progress, as the line says it.
  public enum Logged: Equatable, Sendable {
    /// An amount in the item's unit, signed.
    case amount(Double)
    /// One more of a count of several.
    case one
    /// A completion, a check-off or a skip.
    case nothing
  }

  public let kind: Kind
  /// The item as it is after the log.
  public let item: TrackedItem
  public let logged: Logged
  public let note: String?
  public let day: CivilDate
  public let today: CivilDate
  public let event: Event
  /// The item's entry on the day; nil when the day is not one it is scheduled on.
  public let entry: DayEntry?
  /// The day's habits that count for the streak (`DayReport.countable`), and how many of
  /// them are done (`DayReport.complete`).
  public internal(set) var habits: (done: Int, of: Int)
  /// How an amount not said in the item's unit was read ("2 glasses = 500 ml").
  public var conversion: String?

  /// "today", "yesterday" or "on Thu 19 Nov".
  public var when: String { DayWord.text(day, today: today) }
}

extension Actions {
  /// `skip ITEM`: leave the item out for the day; with a note it leaves the day's count.
  public func skip(_ words: [String], date: String?, note: String?, at moment: Moment) throws
    -> LogResult
  {
    try store.transaction(now: moment.stamp) { transaction in
      let tracked = try ItemResolver(transaction.document.items).find(
        words.joined(by: " "))
      return try skip(tracked, date: date, note: note, in: &transaction, at: moment)
    }
  }

  // MARK: Under the lock

  private func skip(
    _ tracked: TrackedItem, date: String?, note: String?, in transaction: inout Transaction,
    at moment: Moment
  ) throws -> LogResult {
    let note = Self.note(note)
    let (today, day) = try days(date, transaction.document.settings, moment)
    try Self.check(day, for: tracked)
    let ledger = try Self.ledger(around: day, in: transaction)
    let agenda = Agenda(
      items: transaction.document.items, ledger: ledger,
      settings: transaction.document.settings, today: today)
    if agenda.entry(for: tracked, on: day)?.isDone == true {
      throw LogFailure.alreadyDone(tracked, when: DayWord.text(day, today: today))
    }
    let event = transaction.record(.skip(item: tracked.id, note: note), day: day)
    return Self.result(
      .skip, tracked, logged: .nothing, note: note, day: day, today: today, event: event,
      transaction: transaction, ledger: ledger.adding(event))
  }

  /// The day it is and the day `date` names (today when it names none).
  func days(_ date: String?, _ settings: Settings, _ moment: Moment) throws
    -> (today: CivilDate, day: CivilDate)
  {
    let today = moment.today(settings)
    let parser = date == nil ? nil : try vocabulary.currentParser()
    return (today, try DayWord.day(date, today: today) { parser?.pastDay($0, today: $1) })
  }

  /// What was logged around `day`: enough history for its week's and month's targets.
  static func ledger(around day: CivilDate, in transaction: Transaction) throws -> Ledger {
    // The day's week and month, and their targets, lie within these days. Read by day:
    // a backfill files years of logs in the month it was made.
    let days = monthStart(day, back: 7)...day.adding(days: 37)
    return Ledger(events: try transaction.loggedEvents(for: days))
  }

  /// Refuses a day before the item existed.
  static func check(_ day: CivilDate, for tracked: TrackedItem) throws(LogFailure) {
    guard day >= tracked.created else { throw .beforeCreated(tracked) }
  }

  /// A note as kept: trimmed, and nil when blank.
  static func note(_ text: String?) -> String? {
    text.map { String($0.trimmingWhitespace()) }.flatMap { $0.isEmpty ? nil : $0 }
  }

  static func result(
    _ kind: LogResult.Kind, _ tracked: TrackedItem, logged: LogResult.Logged, note: String?,
    day: CivilDate, today: CivilDate, event: Event, transaction: Transaction, ledger: Ledger
  ) -> LogResult {
    var (result, agenda) = uncounted(
      kind, tracked, logged: logged, note: note, day: day, today: today, event: event,
      transaction: transaction, ledger: ledger)
    result.habits = agenda.streakCount(on: day)
    return result
  }

  /// `result(…)` with the day's habits not counted yet, and the agenda that counts them
  /// (`streakCount(on:)`): a check-in counts them while its change is saved.
  static func uncounted(
    _ kind: LogResult.Kind, _ tracked: TrackedItem, logged: LogResult.Logged, note: String?,
    day: CivilDate, today: CivilDate, event: Event, transaction: Transaction, ledger: Ledger
  ) -> (LogResult, Agenda) {
    let agenda = Agenda(
      items: transaction.document.items, ledger: ledger,
      settings: transaction.document.settings, today: today)
    let fresh = transaction.document.item(id: tracked.id) ?? tracked
    let result = LogResult(
      kind: kind, item: fresh, logged: logged, note: note, day: day, today: today, event: event,
      entry: agenda.entry(for: fresh, on: day), habits: (0, 0))
    return (result, agenda)
  }
}
