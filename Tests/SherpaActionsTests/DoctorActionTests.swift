import Foundation
import SherpaActions
import SherpaCore
import SherpaParse
import SherpaTestSupport
import Testing

@testable import SherpaStore

/// The document the history describes is the document: over generated sequences of item
/// and setting changes, timers and focus sessions started and stopped, and their undos, `StoreDocument.rebuilt(from:)` on the whole history
/// gives back `store.json` as saved, which is what `doctor --repair` writes for a 0-byte
/// or missing one.
struct DoctorActionTests {
  static let phrases = [
    "run 5km daily", "drink 2 l of water daily", "read 20 pages every evening",
    "gym 3 times a week", "floss nightly", "call mum on sunday", "meditate 10 minutes daily",
  ]

  @Test func theHistoryRebuildsTheDocument() throws {
    var random = SplitMix64(seed: 0xD0C7)
    var running = (focus: 0, timers: 0)
    for round in 0..<30 {
      let actions = try ActionsTests.actions([])
      var moment = ActionsTests.now
      for step in 0..<random.int(4...20) {
        moment = Moment(date: moment.date, time: moment.time, second: step)
        let document = try actions.store.document()
        let names = document.items.map { $0.name.lowercased() }
        do {
          switch random.int(0...11) {
          case 8 where !names.isEmpty:
            _ = try actions.startTimer([random.pick(names)], at: moment)
          case 9 where !names.isEmpty:
            _ = try actions.stopTimer([random.pick(names)], at: moment)
          case 10:
            _ = try actions.startFocus(
              seconds: 25 * 60, item: names.isEmpty ? [] : [random.pick(names)], at: moment)
          case 11:
            _ = try actions.stopFocus(discard: random.chance(30), at: moment)
          case 0, 1, 2:
            _ = try actions.add(.phrase(random.pick(Self.phrases)), force: true, at: moment)
          case 3 where !names.isEmpty:
            _ = try actions.edit(
              [random.pick(names), "every weekday"], dropAfter: false, dropOnlyOn: false,
              dryRun: false, at: moment)
          case 4 where !names.isEmpty:
            _ = try actions.archive(random.pick(names), at: moment)
          case 5 where !document.items.isEmpty:
            let item = random.pick(document.items)
            _ = try actions.delete(item: item.id, name: item.name, at: moment)
          case 6:
            _ = try actions.set("weekStart", to: random.pick(["sunday", "monday"]), at: moment)
          default:
            _ = try actions.undo(at: moment)
          }
        } catch {
          // A refusal (nothing to undo, an archived item) records nothing.
        }
      }
      let saved = try actions.store.document()
      if saved.focus != nil { running.focus += 1 }
      if !saved.stopwatches.isEmpty { running.timers += 1 }
      var rebuilt = StoreDocument.rebuilt(from: try actions.store.allEvents())
      // The month files it names are the repair's to add: they are not in the events.
      let months = try actions.store.months()
      rebuilt.months = months.isEmpty ? nil : months
      #expect(rebuilt == saved, "round \(round)")
      #expect(StoreCodec.encode(rebuilt) == StoreCodec.encode(saved), "round \(round)")
    }
    // The rounds left sessions and timers running, as well as items and settings.
    #expect(running.focus > 0 && running.timers > 0, "\(running)")
  }
}
