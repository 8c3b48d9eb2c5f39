import SherpaCore
import SherpaStore

/// The document and the history a view needs, read without the writer lock: the document,
/// then the month files from `back` days before the day shown.
struct Journal {
  let store: Store
  let document: StoreDocument
  let events: [Event]
  /// The first day whose events are all in `events`.
  let from: CivilDate
  /// The day it is for the person.
  let today: CivilDate
  let agenda: Agenda

  init(_ workspace: Workspace, around day: CivilDate? = nil, back days: Int) throws {
    store = workspace.store
    document = try store.document()
    today = workspace.today(document.settings)
    from = Workspace.monthStart(min(day ?? today, today), back: days)
    events = try store.events(since: from)
    agenda = Agenda(
      items: document.items, ledger: Ledger(events: events), settings: document.settings,
      today: today)
  }

  /// The streak through `day` (today by default).
  func streak(through day: CivilDate? = nil) throws -> Int {
    try store.streak(
      through: day ?? today, today: today, document: document, recent: events, from: from)
  }
}
