import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// The prompt's status file: kept with fingerprints of what it was worked out from, and never
/// trusted once the store changed, or when it is damaged.
struct StoreStatusTests {
  static let status = PromptStatus(
    day: StoreFilesTests.day, dayBoundary: TimeOfDay(hour: 4, minute: 30)!, streak: 12,
    done: 3, total: 7, openTimes: [TimeOfDay(hour: 21, minute: 0)!], hasOverdueTask: true)

  /// A store with one item and its status kept.
  static func kept() throws -> Store {
    let (store, _) = try StoreFilesTests.storeAndVictim()
    let source = try #require(store.statusSource())
    store.keepStatus(Self.status, source: source)
    return store
  }

  @Test func whatIsKeptReadsBackWhileTheStoreIsUnchanged() throws {
    let store = try Self.kept()
    #expect(store.keptStatus() == Self.status)
  }

  @Test func aLogAppendedToTheMonthMakesItStale() throws {
    let store = try Self.kept()
    try StoreFilesTests.done(store)
    #expect(store.keptStatus() == nil)
  }

  @Test func aChangeToTheDocumentMakesItStale() throws {
    let store = try Self.kept()
    _ = try StoreCommitTests.add("Walk", to: store)
    #expect(store.keptStatus() == nil)
  }

  @Test func aDocumentWrittenOverInPlaceAtTheSameSizeIsSeen() throws {
    let store = try Self.kept()
    let text = try String(contentsOfFile: store.path, encoding: .utf8)
    let changed = text.replacingOccurrences(of: "\"Read\"", with: "\"Reed\"")
    try #require(changed != text && changed.utf8.count == text.utf8.count)
    // In place, not by rename: the same file, the same size, within the same second.
    let handle = try #require(FileHandle(forWritingAtPath: store.path))
    try handle.write(contentsOf: Data(changed.utf8))
    try handle.close()
    #expect(store.keptStatus() == nil)
  }

  @Test func twoStoresHoldingTheSameKeepTheSameStatusFile() throws {
    var kept: [Data] = []
    for _ in 0..<2 {
      let store = Store(path: try StoreTests.temporaryFolder().appending(path: "store.json").path)
      store.deviceName = "desk"
      try StoreCommitTests.add("Read", to: store)
      store.keepStatus(Self.status, source: try #require(store.statusSource()))
      kept.append(try Data(contentsOf: URL(filePath: store.statusPath)))
    }
    #expect(kept[0] == kept[1])
  }

  @Test(arguments: [
    "", "{}", "not json\ncheck 0000000000000000\n",
    // A checksum that does not hold: edited by hand.
    "{\"version\":1}\ncheck 0123456789abcdef\n",
  ])
  func aDamagedFileIsNotTrusted(_ text: String) throws {
    let store = try Self.kept()
    try Data(text.utf8).write(to: URL(filePath: store.statusPath))
    #expect(store.keptStatus() == nil)
  }

  @Test func aFileOfAnotherShapeIsNotTrusted() throws {
    let store = try Self.kept()
    let json = String(decoding: try #require(CacheFile.read(store.statusPath)), as: UTF8.self)
    for (from, to) in [
      ("\"done\":3", "\"done\":9"), ("\"streak\":12", "\"streak\":-1"),
      ("\"21:00\"", "\"25:00\""), ("\"version\":1", "\"version\":2"),
    ] {
      CacheFile.write(store.statusPath, json.replacingOccurrences(of: from, with: to))
      #expect(store.keptStatus() == nil, "\(to)")
    }
  }

  @Test func aShorterStatusWrittenOverALongerOneReadsBack() throws {
    let store = try Self.kept()
    let inode = FileSystem.inode(of: store.statusPath)
    var longer = Self.status
    longer.openTimes = (6...22).map { TimeOfDay(hour: $0, minute: 0)! }
    let source = try #require(store.statusSource())
    store.keepStatus(longer, source: source)
    #expect(store.keptStatus() == longer)
    store.keepStatus(Self.status, source: source)
    #expect(store.keptStatus() == Self.status)
    // Written where it is, every time: no new file.
    #expect(FileSystem.inode(of: store.statusPath) == inode)
  }

  @Test func aStatusCaughtHalfWrittenIsNotTrusted() throws {
    let store = try Self.kept()
    let whole = try Data(contentsOf: URL(filePath: store.statusPath))
    // The new text in, the old one's end not yet cut: as a reader between the two sees it.
    try (whole + Data("\"]}\ncheck 0123456789abcdef\n".utf8)).write(
      to: URL(filePath: store.statusPath))
    #expect(store.keptStatus() == nil)
    try whole.prefix(whole.count / 2).write(to: URL(filePath: store.statusPath))
    #expect(store.keptStatus() == nil)
  }

  @Test func aStatusFileLinkedElsewhereIsReplacedNotWrittenThrough() throws {
    let store = try Self.kept()
    let elsewhere = store.statusPath + ".elsewhere"
    let before = try Data(contentsOf: URL(filePath: store.statusPath))
    try #require(link(store.statusPath, elsewhere) == 0)
    var changed = Self.status
    changed.streak = 13
    store.keepStatus(changed, source: try #require(store.statusSource()))
    #expect(store.keptStatus() == changed)
    #expect(try Data(contentsOf: URL(filePath: elsewhere)) == before)
  }

  @Test func noStatusIsKeptWhileAChangeIsUnderWay() throws {
    let (store, _) = try StoreFilesTests.storeAndVictim()
    try Data("journal".utf8).write(to: URL(filePath: store.lockPath))
    #expect(store.statusSource() == nil)
  }
}
