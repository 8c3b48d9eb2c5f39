import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// The doctor's checks and repairs through the store's API, for the cases the command's
/// tests do not make: a change cut short in the journal, loose modes, a linked month file,
/// and a bad line that was the last the document was saved after.
struct StoreDoctorTests {
  static let now = "2026-11-21T09:00:00"

  static func store() throws -> Store {
    let folder = try StoreTests.temporaryFolder()
    let store = Store(path: folder.appending(path: "store.json").path)
    try StoreCommitTests.add("Read", to: store)
    try StoreCommitTests.add("Walk", to: store)
    return store
  }

  @Test func aChangeCutShortIsFoundAndTakenBack() throws {
    var store = try Self.store()
    let before = StoreTests.bytes(store.monthPath("2026-11"))
    store.killPoint = .firstFileAppended
    try StoreCommitTests.add("Swim", to: store)
    store = Store(path: store.path)
    let found = try store.examine(now: Self.now).findings
    #expect(found.map(\.kind) == [.journal])
    #expect(found[0].problem == "a change was cut short (events 3–3)")
    let report = try store.repair(now: Self.now)
    #expect(report.left.isEmpty)
    #expect(StoreTests.bytes(store.monthPath("2026-11")) == before)
    #expect(try store.examine(now: Self.now).isHealthy)
  }

  @Test func looseModesAreMadeOwnerOnlyAndPutBackByUndo() throws {
    let store = try Self.store()
    chmod(store.path, 0o644)
    chmod(store.historyDirectory, 0o755)
    let found = try store.examine(now: Self.now).findings
    #expect(Set(found.map(\.kind)) == [.mode])
    #expect(found.count == 2)
    _ = try store.repair(now: Self.now)
    #expect(store.mode(of: store.path) == 0o600)
    #expect(store.mode(of: store.historyDirectory) == 0o700)
    #expect(try store.undoRepair() != nil)
    #expect(store.mode(of: store.path) == 0o644)
    #expect(store.mode(of: store.historyDirectory) == 0o755)
    // Undone once: the next undo is not the repair's.
    #expect(try store.undoRepair() == nil)
  }

  @Test func aLinkedMonthFileIsFoundAndLeftAlone() throws {
    let store = try Self.store()
    let month = store.monthPath("2026-11")
    let aside = month + ".real"
    rename(month, aside)
    symlink(aside, month)
    let found = try store.examine(now: Self.now).findings
    #expect(found.contains { $0.kind == .link && $0.repair == nil })
  }

  /// The document holds the change the damaged line was: it is recorded again, so the add
  /// of Walk is not lost.
  @Test func aBadLastLineTheDocumentWasSavedAfterIsMovedAndRecordedAgain() throws {
    let store = try Self.store()
    let month = store.monthPath("2026-11")
    var bytes = StoreTests.bytes(month)!
    // The last line (the add of Walk, event 2) damaged in the middle.
    let last = bytes.dropLast().lastIndex(of: 10)! + 1
    bytes[last + 5] = UInt8(ascii: "#")
    try Data(bytes).write(to: URL(filePath: month))
    #expect(try store.examine(now: Self.now).findings.map(\.kind) == [.badLine])
    let report = try store.repair(now: Self.now)
    #expect(report.left.isEmpty, "\(report.left)")
    #expect(report.done.contains { $0.contains("the history lost: add of 'Walk'") })
    #expect(try Store(path: store.path).document().seq == 2)
    #expect(try Store(path: store.path).document().items.map(\.name).contains("Walk"))
    // Writes go on from there.
    try StoreCommitTests.add("Swim", to: Store(path: store.path))
    #expect(try Store(path: store.path).allEvents().map(\.seq) == [1, 2, 3])
    #expect(try store.examine(now: Self.now).findings.isEmpty)
  }
}

extension StoreDoctorTests {
  /// A repair cut short (its record written, not finished) is finished into the same backup
  /// by the next, so `undo` puts back the files as they were before the first.
  @Test func aRepairCutShortIsFinishedIntoTheSameBackup() throws {
    let store = try Self.store()
    let month = store.monthPath("2026-11")
    let good = StoreTests.bytes(month)!
    var damaged = good
    damaged.insert(contentsOf: Data("{\"day\": oops\n".utf8), at: good.firstIndex(of: 10)! + 1)
    try damaged.write(to: URL(filePath: month))
    // As a repair killed after copying the month file and before changing it leaves things.
    var backup = try RepairBackup(store: store, now: Self.now)
    try backup.keep(month)
    #expect(RepairBackup.last(of: store) == nil)
    #expect(try store.undoRepair() == nil)
    // Meanwhile the file is as it was; the next repair finishes into the same backup.
    let report = try store.repair(now: "2026-11-21T10:00:00")
    #expect(report.done.first?.hasPrefix("finished the repair cut short in ") == true)
    #expect(report.backup?.hasSuffix("/20261121T090000") == true)
    #expect(StoreTests.bytes(month) == good)
    #expect(try store.undoRepair() != nil)
    #expect(StoreTests.bytes(month) == damaged)
  }
}
