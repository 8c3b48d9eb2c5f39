import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// The JSON export and its merge into a store: a round trip into an empty store gives the
/// same store, a second import adds nothing, and carried events land in the month files
/// they were made in.
struct StoreExportTests {
  static func export(of store: Store) throws -> StoreExport {
    StoreExport(document: try store.document(), events: try store.allEvents())
  }

  static func emptyStore() throws -> Store {
    Store(path: try StoreTests.temporaryFolder().appending(path: "store.json").path)
  }

  static func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

  @Test func anExportReadsBackToTheSameStore() throws {
    let store = try StoreTests.copyOfFixture()
    let export = try Self.export(of: store)
    #expect(try StoreExport(parsing: export.bytes) == export)
    #expect(export.document.seq == 22 && export.events.last?.seq == 24)
  }

  /// An export as written is read line by line; the same JSON laid out otherwise (by hand
  /// or another tool) is read whole, to the same export.
  @Test func anExportLaidOutOtherwiseReadsTheSame() throws {
    let export = try Self.export(of: try StoreTests.copyOfFixture())
    #expect(StoreExport.linesLayout(export.bytes) != nil)
    let object = try JSONSerialization.jsonObject(with: Data(export.bytes))
    let compact = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    #expect(StoreExport.linesLayout(Array(compact)) == nil)
    #expect(try StoreExport(parsing: Array(compact)) == export)
    // One event changed by hand, still in the layout: read as it now says.
    var text = String(decoding: export.bytes, as: UTF8.self)
    text = text.replacingOccurrences(of: "\"seq\":24", with: "\"seq\":25")
    #expect(try StoreExport(parsing: Array(text.utf8)).events.last?.seq == 25)
    // A list cut short is no layout and no JSON: one error, from the full reader.
    let cut = String(text.dropLast(10))
    #expect(StoreExport.linesLayout(Array(cut.utf8)) == nil)
    #expect(throws: ImportFailure.self) { try StoreExport(parsing: Array(cut.utf8)) }
  }

  @Test func theFixtureImportedIntoAnEmptyStoreIsTheFixture() throws {
    let fixture = try StoreTests.copyOfFixture()
    let export = try Self.export(of: fixture)
    let copy = try Self.emptyStore()
    let count = try copy.transaction(now: "2026-12-02T09:00:00") { try $0.merge(export) }
    #expect(count.added == 7 && count.events == 24)
    #expect(try Self.export(of: copy).bytes == export.bytes)
    // The document, seq 22 with it, is written as it was, in format 2 and naming its month
    // files (the fixture was saved before either).
    let written = String(decoding: StoreTests.bytes(copy.path)!, as: UTF8.self)
    #expect(
      written.replacingOccurrences(of: "  \"months\": [\"2026-11\"],\n", with: "")
        == String(decoding: StoreTests.bytes(fixture.path)!, as: UTF8.self)
        .replacing("\"version\": 1,", with: "\"version\": 2,"))
    #expect(
      StoreTests.bytes(copy.monthPath("2026-11")) == StoreTests.bytes(fixture.monthPath("2026-11")))
    #expect(try copy.months() == ["2026-11"])
    let again = try copy.transaction(now: "2026-12-02T09:00:00") { try $0.merge(export) }
    #expect(again == MergeCount())
  }

  @Test func carriedEventsAreFiledInTheMonthOfTheirStamp() throws {
    let store = try Self.emptyStore()
    try store.transaction(now: "2026-12-02T09:00:00") { transaction in
      transaction.record(
        .done(item: 1, note: nil), day: Self.day("2026-10-30"), at: "2026-10-31T08:00:00")
      transaction.record(
        .done(item: 1, note: nil), day: Self.day("2026-10-31"), at: "2026-11-01T01:00:00")
      // A clock set back: never filed before a month that holds an earlier seq.
      transaction.record(
        .done(item: 1, note: nil), day: Self.day("2026-10-29"), at: "2026-10-29T08:00:00")
      transaction.record(
        .done(item: 1, note: nil), day: Self.day("2026-11-30"), at: "2026-11-30T08:00:00")
    }
    #expect(try store.months() == ["2026-10", "2026-11"])
    #expect(try store.events(inMonths: ["2026-10"]).map(\.seq) == [1])
    #expect(try store.events(inMonths: ["2026-11"]).map(\.seq) == [2, 3, 4])
    #expect(try store.allEvents().map(\.at).first == "2026-10-31T08:00:00")
    // The next ordinary event goes to the clock's month, after them.
    try store.transaction(now: "2026-12-02T09:00:00") {
      $0.record(.done(item: 1, note: nil), day: Self.day("2026-12-02"))
    }
    #expect(try store.events(inMonths: ["2026-12"]).map(\.seq) == [5])
  }

  @Test func carryingEventsDropsTheStreakCache() throws {
    let store = try StoreTests.copyOfFixture()
    #expect(FileManager.default.fileExists(atPath: store.cachePath))
    try store.transaction(now: "2026-11-21T09:00:00") {
      $0.record(.done(item: 2, note: nil), day: Self.day("2026-11-21"))
    }
    #expect(FileManager.default.fileExists(atPath: store.cachePath))
    try store.transaction(now: "2026-11-21T09:00:00") {
      $0.record(.done(item: 2, note: nil), day: Self.day("2026-11-17"), at: "2026-11-17T09:00:00")
    }
    #expect(!FileManager.default.fileExists(atPath: store.cachePath))
  }

  @Test(arguments: [
    ("[]", "it is not a Sherpa export"),
    ("{\"format\":\"sherpa-export\"}", "it has no format version"),
    (
      "{\"format\":\"sherpa-export\",\"version\":1,\"document\":{\"format\":\"sherpa-store\",\"version\":1,\"seq\":0,\"nextId\":1,\"items\":[]}}",
      "it has no 'events' list"
    ),
    (
      "{\"format\":\"sherpa-export\",\"version\":1,\"document\":{\"format\":\"sherpa-store\",\"version\":1,\"seq\":0,\"nextId\":1,\"items\":[]},\"events\":[{\"seq\":1}]}",
      "event 1 of the list: day of event 1 is not a date like 2026-11-21"
    ),
  ])
  func aDamagedExportSaysWhatIsWrong(_ text: String, _ problem: String) {
    #expect(throws: ImportFailure(problem)) { try StoreExport(parsing: Array(text.utf8)) }
  }
}
