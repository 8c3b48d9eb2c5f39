import Foundation
import SherpaCore
import SherpaStore
import SherpaTestSupport
import Testing

@testable import SherpaSync

/// The merge of one month file (`sync merge-driver`), on files and without git: both sides'
/// events once, and a remote line it refuses leaves this store's file as it was.
struct MergeDriverTests {
  static let month = "2026-11"

  /// A folder of its own with `store.history/` in it, removed after `body`.
  static func inFolder(_ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "sherpa-driver-\(UInt64.random(in: 0...UInt64.max))").path
    try FileManager.default.createDirectory(
      atPath: folder + "/store.history", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }

  static func lines(_ events: [Event]) -> [UInt8] {
    Array(events.map { StoreCodec.encode($0) }.joined().utf8)
  }

  /// Each side's events in one month: a shared past, then each machine's own.
  static func sides(_ seed: UInt64) -> (ours: [Event], theirs: [Event]) {
    let (_, laptop, phone) = SyncMergeTests.machines(seed, shared: 20, ours: 20, theirs: 20)
    let inMonth = { (events: [Event]) in events.filter { History.month(of: $0.day) == month } }
    return (inMonth(laptop), inMonth(phone))
  }

  /// Runs the driver as git would: OURS is rewritten in place.
  static func drive(_ folder: String, ours: [UInt8], theirs: [UInt8]) throws -> [UInt8] {
    let oursPath = folder + "/ours"
    let theirsPath = folder + "/theirs"
    try Data(ours).write(to: URL(filePath: oursPath))
    try Data(theirs).write(to: URL(filePath: theirsPath))
    do {
      try Store.mergeHistoryFile(
        ours: oursPath, theirs: theirsPath, path: folder + "/store.history/\(month).jsonl",
        now: "2026-11-30T12:00:00")
    } catch {
      // Refused: this store's file is as it was.
      #expect(Array(try Data(contentsOf: URL(filePath: oursPath))) == ours)
      throw error
    }
    return Array(try Data(contentsOf: URL(filePath: oursPath)))
  }

  @Test(arguments: SyncMergeTests.seeds.prefix(20))
  func bothSidesEventsOnceInSeqOrder(seed: UInt64) throws {
    let (ours, theirs) = Self.sides(seed)
    try Self.inFolder { folder in
      let merged = try Self.drive(folder, ours: Self.lines(ours), theirs: Self.lines(theirs))
      let events = try #require(try? History.events(in: merged).events)
      var seen = Set<String>()
      let expected = (ours + theirs).filter { seen.insert($0.identity).inserted }
      #expect(Set(events.map(\.identity)) == Set(expected.map(\.identity)))
      #expect(events.map(\.seq) == events.map(\.seq).sorted())
      // Driving again with what came of it changes nothing.
      #expect(try Self.drive(folder, ours: merged, theirs: Self.lines(theirs)) == merged)
    }
  }

  /// A line a remote may not send, of four kinds: not UTF-8, not an event, an event of
  /// `events` twice, an event filed in another month.
  static func refused(_ kind: Int, among events: [Event]) -> [UInt8] {
    switch kind {
    case 0: return [0x7B, 0xFF, 0xFE, 0x7D, 0x0A]
    case 1: return Array("{\"seq\":\"many\"}\n".utf8)
    case 2: return lines([events[events.count / 2]])
    default:
      var moved = events[0]
      moved.day = CivilDate(unchecked: 2026, 8, 3)
      moved.at = "2026-08-03T09:00:00"
      moved.id = "phone-77aa01.9999"
      moved.seq = 9999
      return lines([moved])
    }
  }

  @Test(arguments: SyncMergeTests.seeds.prefix(10), 0..<4)
  func aRefusedLineLeavesOursAsItWas(seed: UInt64, kind: Int) throws {
    let (ours, theirs) = Self.sides(seed)
    guard theirs.count >= 2 else { return }
    var random = SplitMix64(seed: seed)
    let at = random.int(1...(theirs.count - 1))
    let bad =
      Self.lines(Array(theirs[..<at])) + Self.refused(kind, among: theirs)
      + Self.lines(Array(theirs[at...]))
    try Self.inFolder { folder in
      #expect(throws: SyncFailure.self, "kind \(kind)") {
        _ = try Self.drive(folder, ours: Self.lines(ours), theirs: bad)
      }
    }
  }
}
