import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// The past-days cache begins with the days it covers and its last event, so that a stale
/// one is known without reading it whole (megabytes for thousands of habits); a cache
/// written before that, its keys in order, is still read whole.
struct PastCacheHeaderTests {
  static let day = CivilDate(year: 2026, month: 11, day: 21)!

  @Test func theHeaderSaysWhatTheWholeCacheSays() throws {
    let store = try StoreTests.copyOfFixture()
    let items = try store.document().items.filter { !$0.isOneOff }
    let path = store.pastCachePath
    CacheFile.write(
      path,
      #"{"asOf":"2026-11-19","items":[],"seq":3,"start":"2026-11-16","weeks":[],"xp":70}"#)
    #expect(PastCache.Header(path: path) == nil)
    let old = try #require(PastCache.read(path, items: items, today: Self.day))
    let expected = PastCache.Header(
      start: CivilDate(year: 2026, month: 11, day: 16)!,
      asOf: CivilDate(year: 2026, month: 11, day: 19)!, seq: 3)
    #expect(old.header == expected)
    // Written again: the header first, and the rest read back as before.
    old.write(path)
    #expect(PastCache.Header(path: path) == expected)
    let again = try #require(PastCache.read(path, items: items, today: Self.day))
    #expect(again.header == expected && again.xp == 70)
  }

  @Test(arguments: [
    #"{"asOf":"2026-13-19","seq":3,"start":"2026-11-16","xp":0,"weeks":[],"items":[]}"#,
    #"{"asOf":"2026-11-19","seq":-3,"start":"2026-11-16","xp":0,"weeks":[],"items":[]}"#,
    #"{"asOf":"2026-11-19","seq":3x,"start":"2026-11-16","xp":0,"weeks":[],"items":[]}"#,
    #"{"asOf":"2026-11-19","seq":99999999999999999999999,"start":"2026-11-16","xp":0}"#,
    #"{"seq":3,"asOf":"2026-11-19","start":"2026-11-16","xp":0,"weeks":[],"items":[]}"#,
    #"{"asOf":"2026-11-19","#,
    "",
  ])
  func aCacheThatBeginsOtherwiseHasNoHeader(_ text: String) throws {
    let store = try StoreTests.copyOfFixture()
    try Data(text.utf8).write(to: URL(filePath: store.pastCachePath))
    #expect(PastCache.Header(path: store.pastCachePath) == nil)
  }
}
