import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// One commit point per change: writers that race on a brand-new store all land, and a
/// change stopped at any step of `commit` is wholly out until it is made again.
struct StoreCommitTests {
  static let day = CivilDate(year: 2026, month: 11, day: 21)!

  /// Adds an item named `name` the way `sherpa add` does: a new id, the document and an
  /// add event.
  @discardableResult
  static func add(_ name: String, to store: Store, day: CivilDate = day) throws -> Int {
    try store.transaction(now: "\(day)T09:00:00") { transaction in
      let tracked = TrackedItem(
        id: transaction.document.nextId,
        item: Item(kind: .habit, name: name, recurrence: .daily, start: day),
        input: name.lowercased() + " daily", created: day)
      transaction.document.nextId += 1
      transaction.document.set(tracked, id: tracked.id)
      transaction.record(
        .change(ItemChange(kind: .add, id: tracked.id, before: nil, after: tracked)), day: day)
      return tracked.id
    }
  }

  /// What a command that finds nothing to act on does: reads, then throws.
  static func fail(on store: Store) {
    struct NothingThere: Error {}
    _ = try? store.transaction(now: "2026-11-21T09:00:00") { _ throws(NothingThere) in
      throw NothingThere()
    }
  }

  /// A fixed-seed generator, so each round starts its commands in the same order every run.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Whose adds returned, from many threads.
  final class Landed: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var ids: [Int] = []
    func append(_ id: Int) { lock.withLock { ids.append(id) } }
  }

  @Test func addsRacingFailingCommandsOnANewStoreAllLand() throws {
    var generator = SplitMix(state: 13)
    for round in 0..<12 {
      let folder = try StoreTests.temporaryFolder()
      let path = folder.appending(path: "new/store.json").path
      // 30 commands that fail and 30 adds, started in a fixed shuffled order.
      let roles = (Array(repeating: true, count: 30) + Array(repeating: false, count: 30))
        .shuffled(using: &generator)
      let landed = Landed()
      let group = DispatchGroup()
      for (n, adds) in roles.enumerated() {
        group.enter()
        let thread = Thread {
          let store = Store(path: path)
          if adds {
            if let id = try? Self.add("Read \(round)-\(n)", to: store) { landed.append(id) }
          } else {
            Self.fail(on: store)
          }
          group.leave()
        }
        thread.start()
      }
      group.wait()
      let document = try Store(path: path).document()
      #expect(landed.ids.count == 30, "round \(round)")
      #expect(document.items.count == 30, "round \(round): \(document.items.count) items")
      #expect(Set(document.items.map(\.id)) == Set(landed.ids), "round \(round)")
      #expect(try Store(path: path).allEvents().map(\.seq) == Array(1...30), "round \(round)")
      try? FileManager.default.removeItem(at: folder)
    }
  }

  @Test func aFailedCommandLeavesTheLockFileItsFolderAndTheStore() throws {
    let folder = try StoreTests.temporaryFolder()
    let store = Store(path: folder.appending(path: "new/er/store.json").path)
    try Self.add("Read", to: store)
    let lock = FileSystem.inode(of: store.lockPath)
    Self.fail(on: store)
    #expect(lock != nil)
    #expect(FileSystem.inode(of: store.lockPath) == lock)
    #expect(try store.document().items.map(\.name) == ["Read"])
  }

  @Test func aBackupThatCannotBeKeptDoesNotFailTheChange() throws {
    let folder = try StoreTests.temporaryFolder()
    let store = Store(path: folder.appending(path: "store.json").path)
    try Self.add("Read", to: store)
    // A folder where the backup goes: it can be neither linked nor renamed over.
    try FileManager.default.createDirectory(
      atPath: store.backupPath, withIntermediateDirectories: false)
    try FileManager.default.createFile(atPath: store.backupPath + "/keep", contents: Data())
    try Self.add("Walk", to: store)
    #expect(try store.document().items.map(\.name) == ["Read", "Walk"])
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!left.contains { $0.contains(".tmp-") }, "\(left)")
  }

  // MARK: Stopped at every step

  /// The store's state as a reader sees it: the document and every event.
  static func state(_ store: Store) throws -> String {
    let document = try store.document()
    let export = StoreExport(document: document, events: try store.allEvents())
    return String(decoding: export.bytes, as: UTF8.self)
  }

  /// A change of several events in two month files and the document: an export of two
  /// items with their logs merged in, as `sherpa import json` does.
  static func importChange(into store: Store, from export: StoreExport) throws {
    _ = try store.transaction(now: "2026-12-02T09:00:00") { try $0.merge(export) }
  }

  static func sourceExport() throws -> StoreExport {
    let folder = try StoreTests.temporaryFolder()
    let source = Store(path: folder.appending(path: "store.json").path)
    let first = CivilDate(year: 2026, month: 11, day: 28)!
    try add("Read", to: source, day: first)
    try add("Walk", to: source, day: first)
    for (n, stamp) in ["2026-11-28T10:00:00", "2026-11-30T10:00:00", "2026-12-01T10:00:00"]
      .enumerated()
    {
      try source.transaction(now: stamp) {
        $0.record(.done(item: 1 + n % 2, note: nil), day: CivilDate(iso: stamp.prefix(10))!)
      }
    }
    return StoreExport(document: try source.document(), events: try source.allEvents())
  }

  /// An undo of an item change: an undo event and the document.
  static func undoChange(in store: Store) throws {
    try store.transaction(now: "2026-12-02T09:00:00") { transaction in
      let changes = try transaction.allEvents().filter {
        if case .change = $0.action { true } else { false }
      }
      guard let target = changes.last, case .change(let change) = target.action else { return }
      transaction.document.set(change.before, id: change.id)
      transaction.record(.undo(seq: target.seq), day: CivilDate(year: 2026, month: 12, day: 2)!)
    }
  }

  /// Two undo events with no document change, as undoing a coach plan records.
  static func undoLogs(in store: Store) throws {
    try store.transaction(now: "2026-12-02T09:00:00") { transaction in
      let logs = try transaction.allEvents().filter { $0.loggedItem != nil }
      for event in logs.suffix(2) {
        transaction.record(.undo(seq: event.seq), day: CivilDate(year: 2026, month: 12, day: 2)!)
      }
    }
  }

  @Test(arguments: ["import", "undo of a change", "undo of two logs"])
  func aChangeStoppedAtAnyStepIsWhollyOutThenMadeWhole(_ change: String) throws {
    let export = try Self.sourceExport()
    for point in Store.KillPoint.allCases {
      let folder = try StoreTests.temporaryFolder()
      let path = folder.appending(path: "store.json").path
      var store = Store(path: path)
      try Self.add("Stretch", to: store, day: CivilDate(year: 2026, month: 11, day: 1)!)
      if change != "import" { try Self.importChange(into: store, from: export) }
      let make: (Store) throws -> Void =
        switch change {
        case "import": { try Self.importChange(into: $0, from: export) }
        case "undo of a change": { try Self.undoChange(in: $0) }
        default: { try Self.undoLogs(in: $0) }
        }
      let before = try Self.state(store)
      let backup = StoreTests.bytes(store.backupPath)
      // The same change made whole in a copy: what the store must hold once it is in.
      let copy = folder.appending(path: "copy")
      try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
      for name in ["store.json", "store.history", "store.device"] {
        try FileManager.default.copyItem(
          at: folder.appending(path: name), to: copy.appending(path: name))
      }
      try make(Store(path: copy.appending(path: "store.json").path))
      let after = try Self.state(Store(path: copy.appending(path: "store.json").path))
      #expect(after != before)

      store.killPoint = point
      try make(store)
      store = Store(path: path)
      // A change of events alone has no rename: past its journal it is in.
      let committed =
        change == "undo of two logs"
        ? [.backupLinked, .renamed, .synced].contains(point) : [.renamed, .synced].contains(point)
      #expect(try Self.state(store) == (committed ? after : before), "\(change) at \(point)")
      if !committed {
        #expect(StoreTests.bytes(store.backupPath) == backup, "\(change) at \(point)")
        // The next writer puts the files back; the same change made again lands whole.
        try make(store)
      }
      #expect(try Self.state(store) == after, "\(change) at \(point)")
      if change == "import" {
        try Self.importChange(into: store, from: export)
        #expect(try Self.state(store) == after, "import again after \(point)")
      }
      try? FileManager.default.removeItem(at: folder)
    }
  }
}

extension StoreCommitTests {
  @Test func aCommittedDocumentCopiedBackByHandStillCountsAsCommitted() throws {
    let folder = try StoreTests.temporaryFolder()
    let path = folder.appending(path: "store.json").path
    var store = Store(path: path)
    try Self.add("Read", to: store)
    store.killPoint = .synced
    try Self.add("Walk", to: store)
    // Killed before the journal was emptied; then store.json copied aside and back.
    let bytes = try Data(contentsOf: URL(filePath: path))
    try FileManager.default.removeItem(atPath: path)
    try bytes.write(to: URL(filePath: path))
    store = Store(path: path)
    #expect(try store.allEvents().count == 2)
    try Self.add("Swim", to: store)
    #expect(try store.document().items.map(\.name) == ["Read", "Walk", "Swim"])
    #expect(try store.allEvents().map(\.seq) == [1, 2, 3])
  }
}

extension StoreCommitTests {
  @Test func anExportTakenWhileAnAddIsUnderWayReimportsByteForByte() throws {
    let folder = try StoreTests.temporaryFolder()
    var store = Store(path: folder.appending(path: "store.json").path)
    try Self.add("Read", to: store)
    let before = try Self.state(store)
    // The add has appended its event and not yet renamed its document.
    store.killPoint = .firstFileAppended
    try Self.add("Walk", to: store)
    store = Store(path: store.path)
    let export = StoreExport(document: try store.document(), events: try store.allEvents())
    #expect(String(decoding: export.bytes, as: UTF8.self) == before)
    let copy = Store(path: folder.appending(path: "copy/store.json").path)
    _ = try copy.transaction(now: "2026-11-21T10:00:00") { try $0.merge(export) }
    #expect(try Self.state(copy) == before)
  }

  /// A sync killed after its journal: the next writer finishes it — every month file and
  /// the document put in place, the lock emptied — then makes its own change.
  @Test func aSyncKilledAfterItsJournalIsFinishedByTheNextWriter() throws {
    let folder = try StoreTests.temporaryFolder()
    let store = Store(path: folder.appending(path: "store.json").path)
    store.deviceName = "desk"
    _ = try Self.add("Stretch", to: store)
    var merged = try store.allEvents()
    let incoming = Event(
      day: Self.day, seq: merged.count + 1, at: "\(Self.day)T10:00:00",
      action: .progress(item: 1, amount: 1, note: nil), id: "laptop.7")
    merged.append(incoming)
    let month = Array(merged.map(StoreCodec.encode).joined().utf8)
    let monthFile = try FileSystem.writeTemporary(beside: store.monthPath("2026-11"), month)
    var document = StoreDocument.rebuilt(from: merged)
    document.version = StoreDocument.currentVersion
    document.months = ["2026-11"]  // as a sync names the month files it puts in place
    let documentFile = try FileSystem.writeTemporary(
      beside: store.path, StoreCodec.encode(document))
    let journal = SyncJournal(
      files: [
        .init(month: "2026-11", temporary: monthFile.path), .init(month: "2026-10", temporary: nil),
      ],
      document: documentFile.path)
    // Killed after the journal and the first rename: the month file is already in place.
    FileManager.default.createFile(atPath: store.monthPath("2026-10"), contents: Data())
    FileManager.default.createFile(atPath: store.lockPath, contents: Data(journal.bytes))
    #expect(SyncJournal(parsing: journal.bytes) == journal)
    #expect(rename(monthFile.path, store.monthPath("2026-11")) == 0)

    let reader = Store(path: store.path)
    #expect(try reader.allEvents().last == incoming, "a reader sees the files as they are")
    let next = Store(path: store.path)
    try next.transaction(now: "\(Self.day)T11:00:00") { transaction in
      transaction.record(.skip(item: 1, note: nil), day: Self.day)
    }
    let events = try next.allEvents()
    #expect(events.map(\.id) == merged.map(\.id) + ["desk.\(merged.count + 1)"])
    #expect(try next.document().seq == 1, "the seq of the last change to the document")
    #expect(!FileManager.default.fileExists(atPath: store.monthPath("2026-10")))
    #expect(!FileManager.default.fileExists(atPath: documentFile.path))
    #expect(StoreTests.bytes(store.lockPath)?.isEmpty == true)
  }
}
