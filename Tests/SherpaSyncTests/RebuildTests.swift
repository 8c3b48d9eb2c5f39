import SherpaCore
import SherpaStore
import Testing

@testable import SherpaSync

/// The document from the history alone (`StoreDocument.rebuilt(from:)`), on generated
/// histories: what a sync writes after a merge and the doctor writes for a lost document.
struct RebuildTests {
  @Test(arguments: SyncMergeTests.seeds)
  func theRebuiltDocumentIsTheOneTheCommandsLeft(seed: UInt64) {
    var machine = HistoryGenerator(seed: seed, device: "laptop-3fa9c1")
    for _ in 0..<6 {
      machine.draw(15)
      #expect(StoreDocument.rebuilt(from: machine.events) == machine.document)
    }
  }

  @Test(arguments: SyncMergeTests.seeds)
  func eachMachineRebuildsTheSameDocumentFromTheSameMerge(seed: UInt64) {
    let (_, laptop, phone) = SyncMergeTests.machines(seed)
    let merged = SyncMergeTests.merge(local: laptop, remote: phone).events
    // The other machine takes the merge in as it is, so it rebuilds the same document.
    let there = SyncMergeTests.merge(local: phone, remote: merged).events
    #expect(StoreDocument.rebuilt(from: there) == StoreDocument.rebuilt(from: merged))
  }
}
