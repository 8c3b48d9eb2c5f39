import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// Files opened safely: no link is followed among the store's files, temporary files cannot
/// be guessed and are cleaned up after a dead writer, modes are owner-only, and what a
/// person reads holds no control characters.
struct StoreFilesTests {
  static let day = CivilDate(year: 2026, month: 11, day: 21)!
  static let manager = FileManager.default

  /// A store with one item, and a file outside it that a planted link points at.
  static func storeAndVictim() throws -> (Store, victim: String) {
    let folder = try StoreTests.temporaryFolder()
    let store = Store(path: folder.appending(path: "data/store.json").path)
    try StoreCommitTests.add("Read", to: store)
    let victim = folder.appending(path: "victim.txt").path
    try Data("mine\n".utf8).write(to: URL(filePath: victim))
    return (store, victim)
  }

  static func done(_ store: Store) throws {
    try store.transaction(now: "2026-11-21T10:00:00") {
      $0.record(.done(item: 1, note: nil), day: Self.day)
    }
  }

  static let refusal =
    "it is a symbolic link, and Sherpa follows none among its store's files; name the file itself. Nothing was changed."

  @Test(arguments: ["store.json", "store.json.lock", "store.history/2026-11.jsonl"])
  func aLinkAmongTheStoresFilesIsRefusedAndItsTargetKept(_ name: String) throws {
    let (store, victim) = try Self.storeAndVictim()
    let folder = FileSystem.directory(of: store.path)
    let link = folder + "/" + name
    let kept = try Data(contentsOf: URL(filePath: link))
    try Self.manager.removeItem(atPath: link)
    try kept.write(to: URL(filePath: victim))
    try Self.manager.createSymbolicLink(atPath: link, withDestinationPath: victim)
    let message = StoreTests.failure { try Self.done(store) }
    #expect(message?.hasSuffix(Self.refusal) == true, "\(message ?? "no error")")
    #expect(StoreTests.bytes(victim) == kept)
    #expect(
      (try? Self.manager.destinationOfSymbolicLink(atPath: link)) == victim,
      "the link itself is left as it was")
  }

  @Test func aLinkPlantedAtTheOldTemporaryNameIsNeverWrittenThrough() throws {
    let (store, victim) = try Self.storeAndVictim()
    // The names temporary files had: the path and the PID.
    for path in [store.path, store.cachePath, store.backupPath] {
      try Self.manager.createSymbolicLink(
        atPath: path + ".tmp-\(getpid())", withDestinationPath: victim)
    }
    try StoreCommitTests.add("Walk", to: store)
    store.writeCache(Store.StreakCache(anchors: [], seq: 2))
    #expect(StoreTests.bytes(victim) == Data("mine\n".utf8))
    #expect(try store.document().items.map(\.name) == ["Read", "Walk"])
  }

  @Test func temporaryNamesCannotBeGuessed() {
    let names = (0..<50).map { _ in FileSystem.temporaryName(for: "/s/store.json") }
    #expect(Set(names).count == 50)
    #expect(names.allSatisfy { $0.hasPrefix("/s/store.json.tmp-\(getpid())-") })
  }

  @Test func temporaryFilesOfDeadWritersAreSweptOthersKept() throws {
    let (store, _) = try Self.storeAndVictim()
    // PID 2^22+1 is above Linux's pid_max: never running.
    let dead = [
      "store.json.tmp-4194305-abc", "store.json.bak.tmp-4194305-x", "store.json.tmp-4194305",
      "store.cache.json.tmp-4194305-y",
    ]
    let alive = ["store.json.tmp-\(getpid())-zzz", "notes.tmp-4194305"]
    let folder = FileSystem.directory(of: store.path)
    for name in dead + alive {
      Self.manager.createFile(atPath: folder + "/" + name, contents: Data())
    }
    try Self.done(store)
    let left = Set(try Self.manager.contentsOfDirectory(atPath: folder))
    #expect(left.isDisjoint(with: dead))
    #expect(left.isSuperset(of: alive))
  }

  @Test func theStoresOwnFoldersAndFilesAreMadeOwnerOnly() throws {
    let (store, _) = try Self.storeAndVictim()
    let folder = FileSystem.directory(of: store.path)
    for path in [folder, store.historyDirectory] {
      try Self.manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
    for path in [store.lockPath, store.monthPath("2026-11")] {
      try Self.manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    }
    try Self.done(store)
    func mode(_ path: String) throws -> Int {
      try (Self.manager.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
        ?? -1
    }
    #expect(try mode(folder) == 0o700)
    #expect(try mode(store.historyDirectory) == 0o700)
    #expect(try mode(store.lockPath) == 0o600)
    #expect(try mode(store.monthPath("2026-11")) == 0o600)
    // A folder the store shares with other files is the person's: left as it is.
    let shared = try StoreTests.temporaryFolder()
    try Self.manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: shared.path)
    try Data().write(to: shared.appending(path: "notes.txt"))
    try StoreCommitTests.add("Read", to: Store(path: shared.appending(path: "store.json").path))
    #expect(try mode(shared.path) == 0o755)
  }

  @Test func controlCharactersInAPathAreShownNotObeyed() throws {
    let folder = try StoreTests.temporaryFolder()
    let path = folder.appending(path: "a\nb\u{1B}[31m").path
    try Self.manager.createDirectory(atPath: path, withIntermediateDirectories: true)
    try Data("[1]".utf8).write(to: URL(filePath: path + "/store.json"))
    let store = Store(path: path + "/store.json", displayPath: "~/a\nb\u{1B}[31m/store.json")
    let message = StoreTests.failure { _ = try store.document() }
    #expect(
      message
        == "~/a\\nb\\u{1b}[31m/store.json is not a Sherpa store. It was left untouched; move it aside to start fresh."
    )
  }
}

/// History that went missing is noticed, by readers and writers alike, before anything more
/// is written: the document names the month files it was saved with.
struct MissingHistoryTests {
  static let lost =
    ", which the store was saved with: part of the history is missing. Nothing was written; put the missing month files back to go on ('sherpa doctor' lists what is missing)."

  @Test(arguments: [
    ("the newest month file", "has lost 2026-12.jsonl"),
    ("an older month file", "has lost 2026-11.jsonl"),
    ("the history folder", "has lost 2026-11.jsonl and 1 more month files"),
  ])
  func aMissingHistoryIsOneLineAndNothingIsWritten(_ what: String, _ said: String) throws {
    let (store, _) = try StoreFilesTests.storeAndVictim()
    try StoreCommitTests.add("Walk", to: store, day: CivilDate(year: 2026, month: 12, day: 1)!)
    #expect(try store.document().months == ["2026-11", "2026-12"])
    let gone =
      what == "the history folder"
      ? store.historyDirectory
      : store.monthPath(what == "the newest month file" ? "2026-12" : "2026-11")
    try FileManager.default.removeItem(atPath: gone)
    let document = StoreTests.bytes(store.path)
    let message = "\(store.historyDirectory) \(said)" + Self.lost
    // A fresh process, as a command would be.
    let reader = Store(path: store.path)
    #expect(StoreTests.failure { _ = try reader.document() } == message)
    #expect(StoreTests.failure { try StoreFilesTests.done(Store(path: store.path)) } == message)
    #expect(StoreTests.bytes(store.path) == document)
  }

  /// A store saved before the document named its months: the newest file's last seq is
  /// checked against the document's, and the first write names them.
  @Test func aStoreSavedWithoutItsMonthsIsCheckedByItsLastSeq() throws {
    let (store, _) = try StoreFilesTests.storeAndVictim()
    try StoreCommitTests.add("Walk", to: store, day: CivilDate(year: 2026, month: 12, day: 1)!)
    let text = String(decoding: StoreTests.bytes(store.path)!, as: UTF8.self)
    let old = text.replacingOccurrences(of: "  \"months\": [\"2026-11\",\"2026-12\"],\n", with: "")
    #expect(old != text)
    try Data(old.utf8).write(to: URL(filePath: store.path))
    #expect(try Store(path: store.path).document().months == nil)
    try StoreFilesTests.done(Store(path: store.path))
    #expect(try Store(path: store.path).document().months == ["2026-11", "2026-12"])
    try FileManager.default.removeItem(atPath: store.monthPath("2026-12"))
    try Data(old.utf8).write(to: URL(filePath: store.path))
    #expect(
      StoreTests.failure { try StoreFilesTests.done(Store(path: store.path)) }
        == "\(store.historyDirectory) ends at event 1, but the store was saved after event 2: part of the history is missing. Nothing was written; put the missing month files back to go on ('sherpa doctor' lists what is missing)."
    )
  }
}

/// A damaged older month stops writers too, not only the views that read it.
struct OlderMonthTests {
  /// A store with November and December, and a `done` for 2 December by a fresh process.
  static func storeAndDone() throws -> (Store, done: () throws -> Void) {
    let (store, _) = try StoreFilesTests.storeAndVictim()
    try StoreCommitTests.add("Walk", to: store, day: CivilDate(year: 2026, month: 12, day: 1)!)
    let december = CivilDate(year: 2026, month: 12, day: 2)!
    return (
      store,
      {
        try Store(path: store.path).transaction(now: "2026-12-02T10:00:00") {
          _ = $0.record(.done(item: 1, note: nil), day: december)
        }
      }
    )
  }

  @Test func aBadLineInAnOlderMonthStopsWritersWithItsLine() throws {
    let (store, done) = try Self.storeAndDone()
    try done()
    // Checked (written just now, so not remembered: checked again next time); then a line
    // of November damaged by hand.
    let november = store.monthPath("2026-11")
    let good = try Data(contentsOf: URL(filePath: november))
    try (Data("{\"day\":\"2026-11-21\",\"seq\":\n".utf8) + good).write(to: URL(filePath: november))
    let history = StoreTests.bytes(store.monthPath("2026-12"))
    #expect(
      StoreTests.failure { try done() }
        == "Can't read \(november) (line 1: column 27: the document ends too early). It was left untouched; 'sherpa doctor --repair' mends what it can (and 'undo' takes that back)."
    )
    #expect(StoreTests.bytes(store.monthPath("2026-12")) == history)
    try good.write(to: URL(filePath: november))
    try done()
  }
}

extension OlderMonthTests {
  /// A month whose stamp is as it was last found sound is not read again: shown by damaging
  /// it in place and putting its stamp back. A new stamp has it read, and the damage found.
  @Test func aMonthWithItsStampAsFoundSoundIsNotReadAgain() throws {
    let (store, done) = try Self.storeAndDone()
    let november = store.monthPath("2026-11")
    let stamp: [FileAttributeKey: Any] = [
      .modificationDate: Date(timeIntervalSince1970: 1_790_000_000)
    ]
    try FileManager.default.setAttributes(stamp, ofItemAtPath: november)
    try done()
    let handle = try FileHandle(forWritingTo: URL(filePath: november))
    try handle.write(contentsOf: Data("x".utf8))
    try handle.close()
    try FileManager.default.setAttributes(stamp, ofItemAtPath: november)
    try done()
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_790_000_100)], ofItemAtPath: november)
    #expect(
      StoreTests.failure { try done() }?.hasPrefix("Can't read \(november) (line 1: ") == true)
  }
}
