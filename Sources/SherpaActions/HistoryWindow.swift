import SherpaCore
import SherpaStore

/// The document and the history a view needs, read without the writer lock: the document,
/// then the month files from `back` days before the day shown.
public struct HistoryWindow {
  public let store: Store
  public let document: StoreDocument
  public let events: [Event]
  /// The first day whose events are all in `events`.
  public let from: CivilDate
  /// The day it is for the person.
  public let today: CivilDate
  public let agenda: Agenda

  /// - Parameter document: The document, when the caller has read it already; else it is
  ///   read, and the agenda's schedule worked out while the month files are.
  public init(
    _ store: Store, document: StoreDocument? = nil, at moment: Moment, around day: CivilDate? = nil,
    back days: Int
  ) throws {
    self.store = store
    var schedule: Agenda.Schedule?
    self.document =
      try document
      ?? Self.document(of: store, at: moment, around: day, back: days) { document in
        let today = moment.today(document.settings)
        schedule = Agenda.Schedule(
          items: document.items, span: Self.span(today: today, around: day, back: days))
      }
    today = moment.today(self.document.settings)
    let span = Self.span(today: today, around: day, back: days)
    from = span.lowerBound
    events = try store.events(since: from)
    agenda = Agenda(
      schedule: schedule ?? Agenda.Schedule(items: self.document.items, span: span),
      ledger: store.ledger(of: events), settings: self.document.settings, today: today)
  }

  /// A window made of what a change has in hand (`Actions.keepStatus(when:at:)`).
  init(
    _ store: Store, document: StoreDocument, events: [Event], from: CivilDate,
    today: CivilDate, agenda: Agenda
  ) {
    self.store = store
    self.document = document
    self.events = events
    self.from = from
    self.today = today
    self.agenda = agenda
  }

  /// The days a window holds: from the start of the month `days` before `day` (today by
  /// default) or today, whichever is earlier, through the later of the two.
  static func span(today: CivilDate, around day: CivilDate?, back days: Int)
    -> ClosedRange<CivilDate>
  {
    Actions.monthStart(min(day ?? today, today), back: days)...max(today, day ?? today)
  }

  /// The document, with the month files a window `days` back from `day` (today by default)
  /// reads read beside it, on a second thread; `meanwhile` has the document while they are.
  static func document(
    of store: Store, at moment: Moment, around day: CivilDate? = nil, back days: Int,
    meanwhile: (StoreDocument) -> Void = { _ in }
  ) throws -> StoreDocument {
    // Today is the calendar's day, or the one before it by the day boundary.
    let early = min(day ?? moment.date, moment.date).adding(days: -1)
    return try store.document(
      readingFrom: Actions.monthStart(early, back: days), meanwhile: meanwhile)
  }

  /// The streak through `day` (today by default).
  public func streak(through day: CivilDate? = nil) throws -> Int {
    // Today's streak keeps its cache at the month ends `today` uses, whatever this journal
    // reads, so that views taking turns do not each work the streak out again.
    let recent =
      day == nil || day == today ? max(from, Actions.monthStart(today, back: 13)) : from
    return try store.streak(
      through: day ?? today, agenda: agenda, document: document, recent: events, from: recent)
  }

  /// How the night before `day` went, 1–5, as its morning reflection said (nil when none
  /// did): what the coach reads for today.
  public func sleep(on day: CivilDate? = nil) -> Int? { agenda.ledger.sleep(on: day ?? today) }
}
