import SherpaCore
import SherpaStore
import SherpaTestSupport
import Testing

@testable import SherpaSync

/// The pure merge, on generated histories and without git: two machines that share a past
/// and then each go on alone, put together by event identity.
struct SyncMergeTests {
  /// Seeds for the rounds: each draws a shared past and two machines' own events after it.
  static let seeds: [UInt64] = Array(1...40)

  /// Two machines: a shared past of `shared` events, then `ours` and `theirs` more each.
  static func machines(_ seed: UInt64, shared: Int = 30, ours: Int = 25, theirs: Int = 25)
    -> (past: [Event], laptop: [Event], phone: [Event])
  {
    var past = HistoryGenerator(seed: seed, device: "laptop-3fa9c1")
    past.draw(shared)
    var laptop = past
    var phone = past.branch(seed: seed &* 7919, device: "phone-77aa01")
    laptop.draw(ours)
    phone.draw(theirs)
    return (past.events, laptop.events, phone.events)
  }

  static func merge(local: [Event], remote: [Event]) -> SyncMerge {
    SyncMerge(local: local, remote: remote.byMonth, device: "laptop-3fa9c1")
  }

  @Test(arguments: seeds)
  func mergingAHistoryWithItselfGivesItself(seed: UInt64) {
    let history = Self.machines(seed).laptop
    let merge = Self.merge(local: history, remote: history)
    #expect(merge.events == history)
    #expect(merge.incoming.isEmpty)
    #expect(merge.outgoing.isEmpty)
    #expect(merge.renumbered.isEmpty)
  }

  @Test(arguments: seeds)
  func mergingAHistoryWithAPrefixOfItselfGivesItself(seed: UInt64) {
    let history = Self.machines(seed).laptop
    var random = SplitMix64(seed: seed)
    let prefix = Array(history.prefix(random.int(0...history.count)))
    // Ahead of the remote: this store's later events go out as they are.
    let ahead = Self.merge(local: history, remote: prefix)
    #expect(ahead.events == history)
    #expect(ahead.outgoing == Array(history.dropFirst(prefix.count)))
    #expect(ahead.renumbered.isEmpty)
    // Behind it: the remote's later events come in as they are.
    let behind = Self.merge(local: prefix, remote: history)
    #expect(behind.events == history)
    #expect(behind.incoming == Array(history.dropFirst(prefix.count)))
  }

  @Test(arguments: seeds)
  func mergeIsCommutativeByEventIdentity(seed: UInt64) {
    let (_, laptop, phone) = Self.machines(seed)
    let union = Set(laptop.map(\.identity) + phone.map(\.identity))
    let here = Self.merge(local: laptop, remote: phone)
    let there = Self.merge(local: phone, remote: laptop)
    #expect(Set(here.events.map(\.identity)) == union)
    #expect(Set(there.events.map(\.identity)) == union)
    // Each event once, in seq order, numbered on from the remote's last.
    for merge in [here, there] {
      #expect(merge.events.count == union.count)
      #expect(merge.events.map(\.seq) == Array(1...merge.events.count))
    }
  }

  @Test(arguments: seeds)
  func theRemoteIsNeverChangedAndEveryEventKeepsItsIdentityDayAndStamp(seed: UInt64) {
    let (_, laptop, phone) = Self.machines(seed)
    let merge = Self.merge(local: laptop, remote: phone)
    #expect(Array(merge.events.prefix(phone.count)) == phone)
    let mine = Dictionary(uniqueKeysWithValues: laptop.map { ($0.identity, $0) })
    for event in merge.outgoing {
      let original = mine[event.identity]
      #expect(original?.day == event.day)
      #expect(original?.at == event.at)
    }
    #expect(
      Set(merge.incoming.map(\.identity)) == Set(phone.map(\.identity)).subtracting(mine.keys))
  }

  @Test(arguments: seeds)
  func mergingTheMergeAgainChangesNothing(seed: UInt64) {
    let (_, laptop, phone) = Self.machines(seed)
    let merged = Self.merge(local: laptop, remote: phone).events
    // Idempotent: this store syncing again, and the other machine taking the merge in.
    #expect(Self.merge(local: merged, remote: merged).events == merged)
    #expect(Self.merge(local: phone, remote: merged).events == merged)
    #expect(Self.merge(local: laptop, remote: merged).events == merged)
  }

  @Test(arguments: seeds)
  func anItemAddedHereUnderANumberTheRemoteGaveTakesTheNextFreeOne(seed: UInt64) {
    let (past, laptop, phone) = Self.machines(seed)
    let merge = Self.merge(local: laptop, remote: phone)
    let theirs = Set(phone.compactMap(\.changedItem))
    for (old, new) in merge.renumbered {
      #expect(theirs.contains(old))
      #expect(!theirs.contains(new))
      #expect(!past.contains { $0.changedItem == old })
    }
    // After the merge, no two adds give the same number.
    let taken = Event.takenBack(in: merge.events)
    let adds = merge.events.compactMap { event -> Int? in
      guard !taken.contains(event.seq), case .change(let change) = event.action,
        change.kind == .add
      else { return nil }
      return change.id
    }
    #expect(Set(adds).count == adds.count)
  }
}

extension SyncMergeTests {
  /// The rounds reach the cases that matter: items renumbered, adds on both sides.
  @Test func theRoundsRenumberItemsAddedOnBothSides() {
    let renumbered = Self.seeds.filter { seed in
      let (_, laptop, phone) = Self.machines(seed)
      return !Self.merge(local: laptop, remote: phone).renumbered.isEmpty
    }
    #expect(renumbered.count > Self.seeds.count / 2)
  }
}
