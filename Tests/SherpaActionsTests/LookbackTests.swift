import Foundation
import SherpaActions
import SherpaCore
import Testing

@testable import SherpaStore

/// One habit's record, as `show` reads it: from its own whole history on a store of many
/// items, the same as from every item's past days.
struct LookbackTests {
  @Test func oneHabitsRecordFromItsOwnHistoryIsThePastDaysRecord() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "sherpa-lookback-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = Store(path: folder.appending(path: "store.json").path)
    let first = CivilDate(year: 2026, month: 3, day: 2)!
    // More repeating items than `Lookback.fewItems`, all added on 2 March.
    try store.transaction(now: "2026-03-02T08:00:00") { transaction in
      for id in 1...520 {
        let item = Item(kind: .habit, name: "Habit \(id)", recurrence: .daily, start: first)
        let tracked = TrackedItem(id: id, item: item, input: "habit daily", created: first)
        transaction.document.set(tracked, id: id)
        transaction.document.nextId = id + 1
      }
    }
    // Habit 1 done on most days, with gaps, into November; habit 2 never.
    var day = first
    let today = CivilDate(year: 2026, month: 11, day: 21)!
    while day < today {
      if day.dayNumber % 9 != 0 && day.dayNumber % 31 != 5 {
        try store.transaction(now: "\(day)T21:00:00") {
          $0.record(.done(item: 1, note: nil), day: day)
        }
      }
      day = day.adding(days: 1)
    }
    let moment = Moment(date: today, time: TimeOfDay(hour: 9, minute: 0)!)
    let document = try store.document()
    let lookback = try Lookback(store, document: document, at: moment, back: 36)
    for id in [1, 2] {
      let habit = document.item(id: id)!
      // No past days kept yet: from the habit's own history, and none written.
      let own = try lookback.streak(of: habit)
      #expect(!FileManager.default.fileExists(atPath: store.pastCachePath))
      let all = try lookback.streaks(of: [habit])[id]
      #expect(own == all, "habit \(id)")
      // Now kept: read from them.
      #expect(try lookback.streak(of: habit) == all)
      try FileManager.default.removeItem(atPath: store.pastCachePath)
    }
  }
}
