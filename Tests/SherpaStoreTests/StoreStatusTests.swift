import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// The prompt's status file: kept with the stamps of what it was worked out from, and never
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

  @Test func noStatusIsKeptWhileAChangeIsUnderWay() throws {
    let (store, _) = try StoreFilesTests.storeAndVictim()
    try Data("journal".utf8).write(to: URL(filePath: store.lockPath))
    #expect(store.statusSource() == nil)
  }
}
