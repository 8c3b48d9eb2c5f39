import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// Every number read from a file is checked into its range before use: a store or an import
/// out of range is one line, a cache out of range is worked out again, and nothing traps.
struct StoreNumbersTests {
  static let day = CivilDate(year: 2026, month: 11, day: 21)!

  /// A store document with `field` set to `value` (JSON text).
  static func document(_ field: String, _ value: String) -> String {
    let fields = [
      ("version", "1"), ("seq", "0"), ("nextId", "2"),
      ("items", "[" + item("id", "1") + "]"),
    ].map { $0.0 == field ? ($0.0, value) : $0 }
    return "{\"format\": \"sherpa-store\", "
      + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
  }

  /// An item with `field` set to `value`.
  static func item(_ field: String, _ value: String) -> String {
    let fields = [
      ("id", "1"), ("name", "\"Read\""), ("kind", "\"habit\""), ("rrule", "\"FREQ=DAILY\""),
      ("start", "\"2026-11-16\""), ("created", "\"2026-11-16\""),
      (
        "target",
        "{\"amount\":20,\"goal\":\"atLeast\",\"label\":null,\"period\":\"day\",\"unit\":\"count\"}"
      ),
    ].map { $0.0 == field ? ($0.0, value) : $0 }
    return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
  }

  @Test(arguments: [
    (document("version", "1e300"), "'version' is not a whole number from 1 to 1000"),
    (document("version", "-5"), "'version' is not a whole number from 1 to 1000"),
    (document("version", "1.5"), "'version' is not a whole number from 1 to 1000"),
    (document("seq", "1e300"), "'seq' is not a whole number from 0 to 2000000000"),
    (document("seq", "-1"), "'seq' is not a whole number from 0 to 2000000000"),
    (document("nextId", "1e300"), "'nextId' is not a whole number from 1 to 2000000000"),
    (
      document("items", "[" + item("id", "999999999999999") + "]"),
      "'id' is not a whole number from 1 to 2000000000"
    ),
    (
      document("items", "[" + item("id", "2000000000") + "]"),
      "item 2000000000 leaves no number for the next item"
    ),
    (
      document(
        "items",
        "["
          + item(
            "target",
            "{\"amount\":1e306,\"goal\":\"atLeast\",\"label\":null,\"period\":\"day\",\"unit\":\"count\"}"
          ) + "]"),
      "item 1 has a target Sherpa cannot read"
    ),
    (
      document("items", "[" + item("start", "\"0001-01-01\"") + "]"),
      "item 1 start is not a date like 2026-11-21"
    ),
  ])
  func aStoreNumberOutOfRangeIsOneLine(_ text: String, _ problem: String) throws {
    let folder = try StoreTests.temporaryFolder()
    let path = folder.appending(path: "store.json").path
    try Data(text.utf8).write(to: URL(filePath: path))
    let store = Store(path: path, displayPath: "STORE")
    let message =
      "Can't read STORE (\(problem)). It was left untouched; 'sherpa doctor --repair' mends what it can (and 'undo' takes that back), or move it aside to start fresh."
    #expect(StoreTests.failure { _ = try store.document() } == message)
    #expect(StoreTests.bytes(path) == Data(text.utf8))
    _ = try? store.itemNames()
  }

  /// A month file whose second line is `line`.
  @Test(arguments: [
    (
      #"{"day":"2026-11-21","seq":2,"at":"2026-11-21T09:00:00","event":"progress","item":1,"amount":1e306}"#,
      "line 2: event 2 has no amount Sherpa can count (up to 10^12)"
    ),
    (
      #"{"day":"2026-11-21","seq":2,"at":"2026-11-21T09:00:00","event":"progress","item":1,"amount":99999999999999}"#,
      "line 2: event 2 has no amount Sherpa can count (up to 10^12)"
    ),
    (
      #"{"day":"2026-11-21","seq":1e300,"at":"2026-11-21T09:00:00","event":"done","item":1}"#,
      "line 2: 'seq' is not a whole number from 1 to 2000000000"
    ),
    (
      #"{"day":"2026-11-21","seq":2,"at":"2026-11-21T09:00:00","event":"done","item":999999999999999}"#,
      "line 2: 'item' is not a whole number from 0 to 2000000000"
    ),
    (
      #"{"day":"0001-01-01","seq":2,"at":"2026-11-21T09:00:00","event":"done","item":1}"#,
      "line 2: day of event 2 is not a date like 2026-11-21"
    ),
  ])
  func aHistoryNumberOutOfRangeIsOneLine(_ line: String, _ problem: String) throws {
    let folder = try StoreTests.temporaryFolder()
    let store = Store(path: folder.appending(path: "store.json").path, displayPath: "STORE")
    try FileManager.default.createDirectory(
      atPath: store.historyDirectory, withIntermediateDirectories: true)
    let first = #"{"day":"2026-11-21","seq":1,"at":"2026-11-21T09:00:00","event":"done","item":1}"#
    try Data((first + "\n" + line + "\n").utf8).write(to: URL(filePath: store.monthPath("2026-11")))
    #expect(
      StoreTests.failure { _ = try store.allEvents() }
        == "Can't read ./store.history/2026-11.jsonl (\(problem)). It was left untouched; 'sherpa doctor --repair' mends what it can (and 'undo' takes that back)."
    )
  }

  @Test(arguments: [
    (
      #"{"format":"sherpa-export","version":1e300}"#,
      "its format version (1e+300) is not one any Sherpa writes (a whole number from 1 to 1000)"
    ),
    (
      #"{"format":"sherpa-export","version":-5}"#,
      "its format version (-5) is not one any Sherpa writes (a whole number from 1 to 1000)"
    ),
    (
      #"{"format":"sherpa-export","version":1,"document":{"format":"sherpa-store","version":1e300}}"#,
      "its document is not a Sherpa store this Sherpa reads"
    ),
    (
      #"{"format":"sherpa-export","version":1,"document":{"format":"sherpa-store","version":1,"seq":1,"nextId":2,"items":[]},"events":[{"day":"2026-11-21","seq":1,"at":"2026-11-21T09:00:00","event":"progress","item":1,"amount":1.8e306}]}"#,
      "event 1 of the list: event 1 has no amount Sherpa can count (up to 10^12)"
    ),
    (
      #"{"format":"sherpa-export","version":1,"document":{"format":"sherpa-store","version":1,"seq":1,"nextId":1e15,"items":[]},"events":[]}"#,
      "document: 'nextId' is not a whole number from 1 to 2000000000"
    ),
  ])
  func anImportNumberOutOfRangeIsOneLine(_ text: String, _ problem: String) {
    #expect(StoreTests.failure { _ = try StoreExport(parsing: Array(text.utf8)) } == problem)
  }

  @Test(arguments: [
    #"{"anchors":[{"asOf":"2026-11-20","days":1e300}],"seq":24}"#,
    #"{"anchors":[{"asOf":"2026-11-20","days":3}],"seq":1e300}"#,
    #"{"anchors":[{"asOf":"2026-11-20","days":-4}],"seq":24}"#,
    #"{"anchors":[{"asOf":"0001-11-20","days":3}],"seq":24}"#,
  ])
  func aStreakCacheOutOfRangeIsWorkedOutAgain(_ text: String) throws {
    let store = try StoreTests.copyOfFixture()
    CacheFile.write(store.cachePath, text)
    #expect(store.readCache() == nil)
  }

  @Test(arguments: [
    #"{"asOf":"2026-11-19","items":[],"seq":1e300,"start":"2026-11-16","weeks":[],"xp":0}"#,
    #"{"asOf":"2026-11-19","items":[],"seq":3,"start":"2026-11-16","weeks":[],"xp":1e300}"#,
    #"{"asOf":"2026-11-19","items":[],"seq":3,"start":"2026-11-16","weeks":[["2026-11-16",1e300,0]],"xp":0}"#,
    #"{"asOf":"2026-11-19","items":[{"cells":"dddd","id":1e300,"periods":[],"streak":[0,0,0]}],"seq":3,"start":"2026-11-16","weeks":[],"xp":0}"#,
    #"{"asOf":"2026-11-19","items":[{"cells":"dddd","id":2,"periods":[],"streak":[1e300,0,0]}],"seq":3,"start":"2026-11-16","weeks":[],"xp":0}"#,
  ])
  func aPastDaysCacheOutOfRangeIsWorkedOutAgain(_ text: String) throws {
    let store = try StoreTests.copyOfFixture()
    CacheFile.write(store.pastCachePath, text)
    let items = try store.document().items.filter { !$0.isOneOff }
    #expect(PastCache.read(store.pastCachePath, items: items, today: Self.day) == nil)
  }

  @Test func aCacheWithItsChecksumIsReadOneEditedByHandIsWorkedOutAgain() throws {
    let store = try StoreTests.copyOfFixture()
    let cache = Store.StreakCache(
      anchors: [
        Store.StreakCache.Anchor(asOf: CivilDate(year: 2026, month: 11, day: 20)!, days: 3)
      ],
      seq: 24)
    store.writeCache(cache)
    #expect(store.readCache() == cache)
    // Well-formed, in range, and wrong: a streak of 300 days typed in.
    let text = try String(contentsOfFile: store.cachePath, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\"days\":3", with: "\"days\":300").utf8)
      .write(to: URL(filePath: store.cachePath))
    #expect(store.readCache() == nil)
  }

  @Test(arguments: [
    #"{"document":null,"files":[["2026-11",1e300]],"from":3,"through":4}"#,
    #"{"document":null,"files":[],"from":1e300,"through":4}"#,
    #"{"document":1e300,"files":[],"from":3,"through":4}"#,
    #"{"document":null,"files":[["../../etc",0]],"from":3,"through":4}"#,
    #"{"document":null,"files":[],"from":5,"through":4}"#,
  ])
  func aJournalOutOfRangeIsNoJournal(_ text: String) {
    #expect(CommitJournal(parsing: Array(text.utf8)) == nil)
  }
}

/// Text that is not UTF-8 is refused where it is read, not saved back changed.
struct StoreTextTests {
  @Test func aNameThatIsNotUTF8IsOneLineAndTheStoreIsLeftAlone() throws {
    let folder = try StoreTests.temporaryFolder()
    let path = folder.appending(path: "store.json").path
    var bytes = Array(
      StoreNumbersTests.document(
        "items", "[" + StoreNumbersTests.item("name", "\"Re\u{1}d\"") + "]"
      ).utf8)
    bytes[bytes.firstIndex(of: 1)!] = 0xFF
    try Data(bytes).write(to: URL(filePath: path))
    let store = Store(path: path, displayPath: "STORE")
    #expect(
      StoreTests.failure { _ = try store.document() }
        == "Can't read STORE (line 1, column 96: not UTF-8 text). It was left untouched; 'sherpa doctor --repair' mends what it can (and 'undo' takes that back), or move it aside to start fresh."
    )
    #expect(StoreTests.bytes(path) == Data(bytes))
  }

  @Test func aHistoryLineThatIsNotUTF8IsOneLineButATornLastCharacterIsDropped() throws {
    let store = try StoreTests.copyOfFixture()
    let file = store.monthPath("2026-11")
    let good = try Data(contentsOf: URL(filePath: file))
    // A note cut inside "é": a write cut short, dropped.
    try
      (good
      + Data(
        #"{"day":"2026-11-20","seq":25,"at":"2026-11-20T09:00:00","event":"done","item":2,"note":"caf"#
          .utf8) + Data([0xC3]))
      .write(to: URL(filePath: file))
    #expect(try store.allEvents().count == 24)
    // The same inside a whole line: reported.
    try
      (good
      + Data(
        #"{"day":"2026-11-20","seq":25,"at":"2026-11-20T09:00:00","event":"done","item":2,"note":"caf"#
          .utf8) + Data([0xC3, 0x22, 0x7D, 0x0A]))
      .write(to: URL(filePath: file))
    #expect(
      StoreTests.failure { _ = try store.allEvents() }?.contains("(line 25: not UTF-8 text)")
        == true)
  }

  @Test func anImportThatIsNotUTF8IsOneLine() {
    #expect(
      StoreTests.failure {
        _ = try StoreExport(
          parsing: Array("{\"format\":\"sherpa-\u{1}\"}".utf8).map { $0 == 1 ? 0xFE : $0 })
      }
        == "line 1, column 19: not UTF-8 text")
  }
}
