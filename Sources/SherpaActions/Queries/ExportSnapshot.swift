import SherpaCore
import SherpaStore

/// The store as `export` writes it: the items and the whole history as of one moment.
public struct ExportSnapshot {
  let document: StoreDocument
  /// In seq order.
  public let events: [Event]
  public let today: CivilDate

  public var items: [TrackedItem] { document.items }

  /// Every day from the first item or event through today.
  public var agenda: Agenda {
    let first = (document.items.map(\.firstDay) + events.map(\.day)).min() ?? today
    return Agenda(
      items: document.items, ledger: Ledger(events: events), settings: document.settings,
      today: today, span: min(first, today)...today)
  }

  /// `export json`: everything, for `import json`.
  public var json: [UInt8] { StoreExport(document: document, events: events).bytes }
}

extension Actions {
  /// The document and the whole history as of one moment: read again if a writer changed
  /// the document meanwhile.
  public func exportSnapshot(at moment: Moment) throws -> ExportSnapshot {
    var document = try store.document()
    for _ in 0..<5 {
      let events = try store.allEvents()
      let again = try store.document()
      if again == document {
        return ExportSnapshot(
          document: document, events: events, today: moment.today(document.settings))
      }
      document = again
    }
    return ExportSnapshot(
      document: document, events: try store.allEvents(), today: moment.today(document.settings))
  }

  /// `export ics`: the open items as an iCalendar calendar, stamped `stamp` (UTC).
  public func calendar(stamp: String, at moment: Moment) throws -> String {
    // The calendar needs the items only, not years of history.
    let document = try store.document()
    return ICalendar.calendar(
      items: document.items.filter { !$0.isArchived && $0.completed == nil }, stamp: stamp,
      today: moment.today(document.settings),
      phases: { LocalZone.phases(on: $0, document.settings) })
  }
}
