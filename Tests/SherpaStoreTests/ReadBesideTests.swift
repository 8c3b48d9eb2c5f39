import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// A one-shot command reads its document and its month file side by side, and the month's
/// ledger is made on the reading thread: what the store hands over must be what folding the
/// events gives, and it must follow the lines a later change adds or takes back.
struct ReadBesideTests {
  static let first = CivilDate(year: 2026, month: 11, day: 1)!
  static let day = CivilDate(year: 2026, month: 11, day: 20)!

  /// Every item's tally on every day of the month.
  static func tallies(_ ledger: Ledger, _ items: [TrackedItem]) -> [Ledger.Tally] {
    items.flatMap { tracked in
      (0..<30).map { ledger.tally(item: tracked.id, on: first.adding(days: $0)) }
    }
  }

  /// Whether the store hands over a ledger for `events` that folds as they do.
  static func agrees(_ store: Store, _ events: [Event], _ items: [TrackedItem]) -> Bool {
    tallies(store.ledger(of: events), items) == tallies(Ledger(events: events), items)
  }

  @Test func theLedgerMadeBesideFoldsAsTheEventsDo() throws {
    let store = try StoreTests.copyOfFixture()
    let document = try store.document(readingFrom: Self.first)
    let events = try store.events(since: Self.first)
    #expect(store.snapshot.ledger(of: events) != nil, "made beside the document")
    #expect(Self.agrees(store, events, document.items))
    // A copy of the events is not the month as kept: its ledger is made afresh.
    #expect(store.snapshot.ledger(of: Array(events.dropLast())) == nil)
  }

  @Test func theKeptLedgerFollowsLinesAddedAndDropsOnAnUndo() throws {
    let store = try StoreTests.copyOfFixture()
    let items = try store.document(readingFrom: Self.first).items
    _ = try store.events(since: Self.first)
    try store.transaction(now: "2026-11-20T09:01:00") {
      $0.record(.done(item: 2, note: nil), day: Self.day)
      $0.record(.progress(item: 1, amount: 3, note: "more"), day: Self.day)
      $0.record(.skip(item: 3, note: "sick"), day: Self.day.adding(days: -1))
    }
    let added = try store.events(since: Self.first)
    #expect(store.snapshot.ledger(of: added) != nil, "kept as lines were added")
    #expect(Self.agrees(store, added, items))
    let last = try #require(added.last)
    try store.transaction(now: "2026-11-20T09:02:00") {
      $0.record(.undo(seq: last.seq), day: Self.day)
    }
    let undone = try store.events(since: Self.first)
    #expect(store.snapshot.ledger(of: undone) == nil, "an undo takes a line back")
    #expect(Self.agrees(store, undone, items))
  }
}
