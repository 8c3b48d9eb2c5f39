import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// The store on disk: the first format still loads, damage is reported and left alone, a
/// write cut short is recovered, and what a transaction saves is exactly what it recorded.
struct StoreTests {
  static let fixture = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "Fixtures/format-1")

  /// A copy of the format-1 fixture in a fresh folder.
  static func copyOfFixture() throws -> Store {
    let folder = try temporaryFolder()
    try FileManager.default.copyItem(at: fixture, to: folder.appending(path: "data"))
    return Store(path: folder.appending(path: "data/store.json").path)
  }

  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "sherpa-store-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  /// What `body` threw, as the person reads it; nil when it did not throw.
  static func failure(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func loadsTheFirstFormat() throws {
    let store = Store(path: Self.fixture.appending(path: "store.json").path)
    let document = try store.document()
    #expect(
      document.items.map(\.name) == [
        "Run", "Floss teeth", "Drink water", "Gym", "Coffees", "Call the dentist", "Read",
      ])
    #expect(document.settings.weekStart == .sunday)
    #expect(document.seq == 22)
    #expect(document.item(id: 1)?.earlier.count == 1)
    #expect(document.item(id: 5)?.archived?.description == "2026-11-19")
    #expect(document.item(id: 6)?.completed?.description == "2026-11-18")
    let events = try store.allEvents()
    #expect(events.map(\.seq) == Array(1...24))
    #expect(events[8].action == .progress(item: 2, amount: 1, note: "mint \"extra\" \\ fine"))
    #expect(events[16].action == .undo(seq: 16))
    #expect(events[19].action == .config(key: "weekStart", before: "monday", after: "sunday"))
  }

  @Test func itemNamesAgreeWithTheDocument() throws {
    let store = Store(path: Self.fixture.appending(path: "store.json").path)
    let document = try store.document()
    let names = try store.itemNames()
    #expect(names.map(\.id) == document.items.map(\.id))
    #expect(names.map(\.name) == document.items.map(\.name))
    #expect(names.map(\.isArchived) == document.items.map(\.isArchived))
    #expect(names.map(\.isDone) == document.items.map { $0.completed != nil })
    #expect(names.contains { $0.isArchived } && names.contains { $0.isDone })
  }

  @Test func theFirstFormatStillTakesWrites() throws {
    let store = try Self.copyOfFixture()
    try store.transaction(now: "2026-11-21T09:00:00") {
      $0.record(.done(item: 2, note: nil), day: CivilDate(year: 2026, month: 11, day: 21)!)
    }
    let events = try store.allEvents()
    #expect(events.last?.seq == 25)
    // The first write migrates it: the document is written again in format 2, naming its
    // month files; events from then on have ids, those before are read as they are.
    #expect(try store.document().seq == 25)
    #expect(try store.document().version == 2)
    #expect(try store.document().months == ["2026-11"])
    #expect(events.last?.id?.hasSuffix(".25") == true && events.first?.id == nil)
    let text = String(decoding: StoreTests.bytes(store.path) ?? Data(), as: UTF8.self)
    #expect(text.contains("\"version\": 2,"))
  }

  @Test func aTransactionSavesTheDocumentWithABackupOwnerOnly() throws {
    let folder = try Self.temporaryFolder()
    let store = Store(path: folder.appending(path: "deep/er/store.json").path)
    let day = CivilDate(year: 2026, month: 11, day: 21)!
    let item = TrackedItem(
      id: 1, item: Item(kind: .habit, name: "Floss", recurrence: .daily, start: day),
      input: "floss daily", created: day)
    for _ in 0..<2 {
      try store.transaction(now: "2026-11-21T09:00:00") { transaction in
        transaction.document.set(item, id: 1)
        transaction.document.nextId += 1
        transaction.record(
          .change(ItemChange(kind: .add, id: 1, before: nil, after: item)), day: day)
      }
    }
    let document = try store.document()
    #expect(document.items == [item])
    #expect(document.seq == 2)
    let backup = try StoreCodec.document(JSONValue(parsing: Array(Self.bytes(store.backupPath)!)))
    #expect(backup.seq == 1)
    let manager = FileManager.default
    func mode(_ path: String) throws -> Int {
      try (manager.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
    #expect(try mode(store.path) == 0o600)
    #expect(try mode(store.historyDirectory) == 0o700)
    #expect(try mode(store.historyDirectory + "/2026-11.jsonl") == 0o600)
    #expect(try mode(folder.appending(path: "deep/er").path) == 0o700)
  }

  @Test func nothingIsWrittenWhenTheBodyThrows() throws {
    let store = try Self.copyOfFixture()
    let before = Self.bytes(store.monthPath("2026-11"))
    struct Refused: Error {}
    let message = Self.failure {
      try store.transaction(now: "2026-11-21T09:00:00") {
        _ = $0.record(.done(item: 2, note: nil), day: CivilDate(year: 2026, month: 11, day: 21)!)
        throw Refused()
      }
    }
    #expect(message == "Refused()")
    #expect(Self.bytes(store.monthPath("2026-11")) == before)
  }

  @Test func aFirstCommandThatSavesNothingLeavesNoTrace() throws {
    let folder = try Self.temporaryFolder()
    let store = Store(path: folder.appending(path: "new/er/store.json").path)
    struct Refused: Error {}
    _ = Self.failure { try store.transaction(now: "2026-11-21T09:00:00") { _ in throw Refused() } }
    try store.transaction(now: "2026-11-21T09:00:00") { _ in }
    #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "new").path))
  }

  @Test(arguments: [
    (
      "{\n  \"format\": \"sherpa-store\",\n  \"version\": 1,\n  \"seq\": }",
      "Can't read STORE (line 4, column 10: unexpected '}'). It was left untouched; 'sherpa doctor --repair' mends what it can (and 'undo' takes that back), or move it aside to start fresh."
    ),
    ("[1, 2]", "STORE is not a Sherpa store. It was left untouched; move it aside to start fresh."),
    (
      "{\"format\": \"sherpa-store\", \"version\": 99, \"items\": []}",
      "STORE was written by a newer Sherpa (store format 99; this one reads up to 2). It was left untouched; update Sherpa to use it."
    ),
    (
      "{\"format\": \"sherpa-store\", \"version\": 1, \"seq\": 0, \"nextId\": 1, \"items\": [{\"id\": 1}]}",
      "Can't read STORE (item 1 has no name). It was left untouched; 'sherpa doctor --repair' mends what it can (and 'undo' takes that back), or move it aside to start fresh."
    ),
  ])
  func damageIsReportedAndLeftAlone(_ text: String, _ message: String) throws {
    let folder = try Self.temporaryFolder()
    let path = folder.appending(path: "store.json").path
    try Data(text.utf8).write(to: URL(filePath: path))
    let store = Store(path: path, displayPath: "STORE")
    #expect(Self.failure { _ = try store.document() } == message)
    if !message.contains("has no name") {
      #expect(Self.failure { _ = try store.itemNames() } == message)
    }
    #expect(
      Self.failure {
        try store.transaction(now: "2026-11-21T09:00:00") {
          _ = $0.record(.done(item: 1, note: nil), day: CivilDate(year: 2026, month: 11, day: 21)!)
        }
      } == message)
    #expect(Self.bytes(path) == Data(text.utf8))
    #expect(!FileManager.default.fileExists(atPath: store.historyDirectory))
  }

  @Test func aDamagedHistoryLineIsReportedWithItsLine() throws {
    let store = try Self.copyOfFixture()
    let file = store.monthPath("2026-11")
    var text = try String(contentsOfFile: file, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "{\"day\":\"2026-11-17\",\"seq\":10", with: "{\"day\":\"2026-11-17\",\"seq\":10,,")
    try Data(text.utf8).write(to: URL(filePath: file))
    let message = Self.failure { _ = try store.allEvents() }
    #expect(
      message?.contains("2026-11.jsonl (line 10: column 30") == true, "\(message ?? "no error")")
  }

  @Test func aWriteCutShortIsLeftOutAndRepaired() throws {
    let store = try Self.copyOfFixture()
    let file = store.monthPath("2026-11")
    let handle = try FileHandle(forWritingTo: URL(filePath: file))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("{\"day\":\"2026-11-20\",\"seq\":25,\"at\":\"2026-11-2".utf8))
    try handle.close()
    #expect(try store.allEvents().count == 24)
    try store.transaction(now: "2026-11-20T09:00:00") {
      $0.record(.done(item: 2, note: nil), day: CivilDate(year: 2026, month: 11, day: 20)!)
    }
    let events = try store.allEvents()
    #expect(events.map(\.seq) == Array(1...25))
    #expect(
      try String(contentsOfFile: file, encoding: .utf8).hasSuffix(
        "\"event\":\"done\",\"item\":2}\n"))
  }

  @Test func aCompleteLastLineWithoutNewlineIsKept() throws {
    let store = try Self.copyOfFixture()
    let file = store.monthPath("2026-11")
    var data = try Data(contentsOf: URL(filePath: file))
    data.removeLast()
    try data.write(to: URL(filePath: file))
    #expect(try store.allEvents().count == 24)
    try store.transaction(now: "2026-11-20T09:00:00") {
      $0.record(.done(item: 2, note: nil), day: CivilDate(year: 2026, month: 11, day: 20)!)
    }
    #expect(try store.allEvents().map(\.seq) == Array(1...25))
  }

  @Test func aChangeWhoseDocumentNeverSavedIsVoided() throws {
    let store = try Self.copyOfFixture()
    let file = store.monthPath("2026-11")
    let orphan = Event(
      day: CivilDate(year: 2026, month: 11, day: 20)!, seq: 25, at: "2026-11-20T09:00:00",
      action: .config(key: "color", before: "auto", after: "never"))
    let handle = try FileHandle(forWritingTo: URL(filePath: file))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(StoreCodec.encode(orphan).utf8))
    try handle.close()
    try store.transaction(now: "2026-11-20T09:01:00") {
      $0.record(.done(item: 2, note: nil), day: CivilDate(year: 2026, month: 11, day: 20)!)
    }
    let events = try store.allEvents()
    #expect(events.suffix(2).map(\.action) == [.void(seq: 25), .done(item: 2, note: nil)])
    #expect(Event.undoable(in: events, committed: try store.document().seq)?.seq == 27)
  }

  @Test func theFastLineReaderReadsAMonthsLinesAsTheJSONReaderDoes() throws {
    // Lines a day at a time, with ids and without, one of a day that does not exist after
    // a day that does (each line's day is its own, not the one before's).
    let days = ["2026-11-01", "2026-11-01", "2026-11-02", "2026-11-02", "2026-11-31", "2026-11-03"]
    let ids = ["desk.1", nil, "desk.3", "a-b_c.0004", "desk.5", "laptop-3fa9c1.6"]
    var text = ""
    for (n, (day, id)) in zip(days, ids).enumerated() {
      let id = id.map { ",\"id\":\"\($0)\"" } ?? ""
      text += "{\"day\":\"\(day)\",\"seq\":\(n + 1)\(id),\"at\":\"\(day)T09:00:0\(n)\","
      text += "\"event\":\"progress\",\"item\":\(n + 1),\"amount\":\(n)}\n"
    }
    let lines = text.split(separator: "\n").map { Array($0.utf8) }
    // The month with its impossible day is no month at all, as the JSON reader finds.
    #expect(throws: History.LineFailure.self) { try History.events(in: Array(text.utf8)) }
    #expect(throws: (any Error).self) { try StoreCodec.event(JSONValue(parsing: lines[4])) }
    // Without that line, every line as the JSON reader reads it.
    var kept = lines
    kept.remove(at: 4)
    let (events, _) = try History.events(in: Array(kept.map { $0 + [10] }.joined()))
    #expect(events == (try kept.map { try StoreCodec.event(JSONValue(parsing: $0)) }))
    #expect(events.map(\.id) == ["desk.1", nil, "desk.3", "a-b_c.0004", "laptop-3fa9c1.6"])
    #expect(
      events.map(\.day.description) == days.enumerated().filter { $0.offset != 4 }.map(\.element))
  }

  @Test func theFastLineReaderAgreesWithTheJSONReader() throws {
    let day = CivilDate(year: 2026, month: 11, day: 21)!
    let actions: [Event.Action] = [
      .progress(item: 3, amount: 3.22, note: nil), .progress(item: 12, amount: -250, note: "oops"),
      .progress(item: 1, amount: 10000, note: "with \"quotes\""), .done(item: 7, note: nil),
      .done(item: 7, note: "héllo ✓"), .skip(item: 2, note: nil), .skip(item: 2, note: "sick\nday"),
      .undo(seq: 41), .void(seq: 40),
      .config(key: "weekStart", before: "monday", after: "sunday"),
      .remind(item: 4, priority: .cascade), .snooze(item: 4, until: "2026-11-21T09:15"),
    ]
    for (n, action) in actions.enumerated() {
      let event = Event(day: day, seq: n + 1, at: "2026-11-21T09:00:\(10 + n)", action: action)
      let line = Array(StoreCodec.encode(event).utf8)
      let (events, length) = try History.events(in: line)
      #expect(events == [event])
      #expect(length == line.count)
      let slow = try StoreCodec.event(JSONValue(parsing: line.dropLast()))
      #expect(slow == event)
    }
  }
}
