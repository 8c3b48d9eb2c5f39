import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// Every kind of file the store reads, with its numbers and its structure mutated, read the
/// way commands read it: each case ends in a value or a thrown error, never a trap (which
/// would end this process). `Tests/Reliability/fuzz_files.py` does the same through the
/// built binary for every command.
struct StoreFuzzTests {
  enum Kind: String, CaseIterable {
    case document, history, streakCache, pastCache, export, journal
  }

  /// Numbers that have trapped or overflowed somewhere: huge, negative, fractional, at the
  /// edges of `Int` and `Int32`.
  static let hostileNumbers = [
    "1e300", "-1e300", "1e999", "999999999999999", "9223372036854775807", "-9223372036854775808",
    "18446744073709551616", "2147483648", "-1", "-5", "1.5", "0", "-0", "1e-300", "2000000000",
    "4294967296", "1.8e306", "123456789012345678901234567890",
  ]

  static let structure = Array("{}[]\":,0123456789-.eE \n\\tfnu".utf8)

  /// One mutation of `bytes`.
  static func mutate(_ bytes: [UInt8], _ generator: inout StoreCommitTests.SplitMix) -> [UInt8] {
    guard !bytes.isEmpty else { return bytes }
    var out = bytes
    let at = Int.random(in: 0..<out.count, using: &generator)
    switch Int.random(in: 0..<6, using: &generator) {
    case 0, 1:
      // A number replaced by a hostile one.
      func isNumeric(_ byte: UInt8) -> Bool { (48...57).contains(byte) || byte == 45 || byte == 46 }
      let digits = out.indices.filter { isNumeric(out[$0]) && ($0 == 0 || !isNumeric(out[$0 - 1])) }
      guard let start = digits.randomElement(using: &generator) else { return out }
      var end = start
      while end < out.count, isNumeric(out[end]) { end += 1 }
      let number = hostileNumbers.randomElement(using: &generator)!
      out.replaceSubrange(start..<end, with: Array(number.utf8))
    case 2:
      out.removeSubrange(at..<min(out.count, at + Int.random(in: 1...40, using: &generator)))
    case 3:
      let end = min(out.count, at + Int.random(in: 1...80, using: &generator))
      out.insert(contentsOf: out[at..<end], at: Int.random(in: 0...out.count, using: &generator))
    case 4:
      out[at] = structure.randomElement(using: &generator)!
    default:
      out.removeSubrange(at...)
    }
    return out
  }

  @Test func mutatedFilesOfEveryKindNeverTrap() throws {
    let fixture = try StoreTests.copyOfFixture()
    let folder = FileSystem.directory(of: fixture.path)
    let document = try fixture.document()
    let today = CivilDate(year: 2026, month: 11, day: 21)!
    // The caches as the store writes them.
    _ = try Self.readEverything(fixture, today: today)
    let pristine = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { !$0.hasPrefix("store.history") && !$0.contains(".tmp-") }
      .map { ($0, StoreTests.bytes(folder + "/" + $0) ?? Data()) }
    let month = fixture.monthPath("2026-11")
    let history = StoreTests.bytes(month) ?? Data()
    let export = StoreExport(document: document, events: try fixture.allEvents()).bytes
    let journal = CommitJournal(
      from: 20, through: 24, document: nil, files: [("2026-11", history.count - 300)]
    ).bytes
    var generator = StoreCommitTests.SplitMix(state: 2026)
    var cases = 0
    var refused = 0
    for round in 0..<850 {
      for kind in Kind.allCases {
        // Rounds that write or walk the views start from every file as it was; the others
        // put back only the file they mutate.
        if round % 4 == 0 {
          for (name, bytes) in pristine { try bytes.write(to: URL(filePath: folder + "/" + name)) }
          try history.write(to: URL(filePath: month))
        }
        let target: String
        let original: [UInt8]
        switch kind {
        case .document:
          (target, original) = (fixture.path, Array(pristine.first { $0.0 == "store.json" }!.1))
        case .history: (target, original) = (month, Array(history))
        case .streakCache:
          (target, original) = (
            fixture.cachePath,
            Array(
              "{\"anchors\":[{\"asOf\":\"2026-11-20\",\"days\":3},{\"asOf\":\"2026-10-31\",\"days\":1}],\"seq\":24}"
                .utf8)
          )
        case .pastCache:
          (target, original) = (
            fixture.pastCachePath,
            Array((StoreTests.bytes(fixture.pastCachePath) ?? Data()).prefix { $0 != 10 })
          )
        case .export: (target, original) = (folder + "/export.json", export)
        case .journal: (target, original) = (fixture.lockPath, journal)
        }
        // A cache is mostly written with its checksum, so the values inside are what is
        // tried, and sometimes without.
        let isCache = kind == .streakCache || kind == .pastCache
        func put(_ bytes: [UInt8], checked: Bool) throws {
          if checked {
            CacheFile.write(target, String(decoding: bytes, as: UTF8.self))
          } else {
            try Data(bytes).write(to: URL(filePath: target))
          }
        }
        defer { try? put(original, checked: isCache) }
        var mutated = Self.mutate(original, &generator)
        if round % 3 == 0 { mutated = Self.mutate(mutated, &generator) }
        try put(mutated, checked: isCache && round % 4 != 1)
        let store = Store(path: fixture.path)
        cases += 1
        do {
          if kind == .export {
            let parsed = try StoreExport(parsing: mutated)
            // Writes wait on the disk: one mutation in twenty is saved too.
            if round % 20 == 0 {
              try store.transaction(now: "2026-11-21T10:00:00") { _ = try $0.merge(parsed) }
            }
          } else {
            // A mutated date can move a habit's start back a century: the views that walk
            // the days are read on the caches' mutations, whose items stay as they were.
            try Self.readEverything(
              store, today: today,
              views: (kind == .streakCache || kind == .pastCache) && round % 4 == 0)
            _ = store.readCache()
            _ = PastCache.read(store.pastCachePath, items: document.items, today: today)
            if round % 20 == 0 {
              try store.transaction(now: "2026-11-21T10:00:00") {
                $0.record(.done(item: 2, note: nil), day: today)
              }
            }
          }
        } catch {
          refused += 1
          // One line, always.
          #expect(!"\(error)".contains("\n") || kind == .export, "\(kind): \(error)")
        }
      }
    }
    #expect(cases >= 5_000)
    #expect(refused > 0 && refused < cases)
  }

  /// What `today`, `stats` and Tab read.
  @discardableResult
  static func readEverything(_ store: Store, today: CivilDate, views: Bool = true) throws -> Int {
    let document = try store.document()
    _ = try store.itemNames()
    let from = CivilDate(year: 2026, month: 10, day: 1)!
    let recent = try store.events(since: from)
    guard views else { return recent.count }
    let agenda = Agenda(
      items: document.items, ledger: Ledger(events: recent), settings: document.settings,
      today: today, span: from...today)
    let streak = try store.streak(
      through: today, agenda: agenda, document: document, recent: recent, from: from)
    let past = try store.pastDays(
      CivilDate(year: 2026, month: 11, day: 2)!...today.adding(days: -1), document: document,
      today: today, recent: recent, from: from)
    return streak + past.xp
  }
}
