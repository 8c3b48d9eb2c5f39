import SherpaCore
import SherpaActions
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

  /// - Parameter document: The document, when the command has read it already.
  init(
    _ workspace: Workspace, document: StoreDocument? = nil, around day: CivilDate? = nil,
    back days: Int
  ) throws {
    store = workspace.store
    self.document = try document ?? store.document()
    today = workspace.today(self.document.settings)
    from = Actions.monthStart(min(day ?? today, today), back: days)
    events = try store.events(since: from)
    agenda = Agenda(
      items: self.document.items, ledger: Ledger(events: events), settings: self.document.settings,
      today: today, span: from...max(today, day ?? today))
  }

  /// The streak through `day` (today by default).
  func streak(through day: CivilDate? = nil) throws -> Int {
    // Today's streak keeps its cache at the month ends `today` uses, whatever this journal
    // reads, so that views taking turns do not each work the streak out again.
    let recent =
      day == nil || day == today ? max(from, Actions.monthStart(today, back: 13)) : from
    return try store.streak(
      through: day ?? today, agenda: agenda, document: document, recent: events, from: recent)
  }
}
