import SherpaTestSupport
import Testing

@testable import SherpaCore

/// The ledger keeps each item's logs by its id, whatever the id: small ids in an array,
/// others (a hand-edited store, ids past 4095) in a dictionary, folded in one pass or in
/// slices put together.
struct LedgerTests {
  @Test(arguments: [1, 2, 3])
  func everyIdIsCountedAsASumOfItsLogs(slices: Int) {
    var random = SplitMix64(seed: 0x1ED6_E2 + UInt64(slices))
    let ids = [1, 2, 7, 4095, 4096, 4097, 90_000]
    var events: [Event] = []
    var sums: [Int: [Int: Double]] = [:]
    for seq in 1...600 {
      let id = random.pick(ids)
      let day = random.int(0...20)
      let amount = Double(random.int(1...9))
      events.append(
        Event(
          day: AgendaTests.day(day), seq: seq, at: "",
          action: .progress(item: id, amount: amount, note: nil)))
      sums[id, default: [:]][day, default: 0] += amount
    }
    let ledger = Ledger(events: events, slices: slices)
    for id in ids + [3, 4094, 89_999] {
      for day in 0...21 {
        #expect(
          ledger.tally(item: id, on: AgendaTests.day(day)).progress == sums[id]?[day] ?? 0,
          "item \(id), day \(day)")
      }
    }
  }
}
