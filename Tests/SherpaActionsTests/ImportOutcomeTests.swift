import Foundation
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaActions

/// An import compared with the store: only what it lacks comes in, and one undo takes it back.
struct ImportOutcomeTests {
  static let now = Moment(
    date: CivilDate(year: 2026, month: 11, day: 26)!, time: TimeOfDay(hour: 20, minute: 0)!)
  static let day = CivilDate(year: 2026, month: 11, day: 20)!

  static func plan() -> ImportPlan {
    var plan = ImportPlan(source: .loop)
    for name in ["Meditate", "Meditate", "Run"] {
      plan.items.append(
        ImportPlan.PlannedItem(
          input: "Loop: \(name)",
          item: Item(kind: .habit, name: name, recurrence: .daily, start: day), created: day))
    }
    plan.logs = [
      ImportPlan.PlannedLog(item: 0, day: day, kind: .check),
      ImportPlan.PlannedLog(item: 1, day: day, kind: .check),
      ImportPlan.PlannedLog(item: 2, day: day, kind: .progress(5)),
      ImportPlan.PlannedLog(item: 2, day: day, kind: .progress(5)),
      ImportPlan.PlannedLog(item: 2, day: day.adding(days: 1), kind: .skip, note: "rain"),
    ]
    return plan
  }

  @Test func anEmptyStoreTakesEverythingNumberedInOrder() {
    let outcome = ImportOutcome.resolve(Self.plan(), items: [], nextId: 1, events: [])
    #expect(outcome.added.map(\.id) == [1, 2, 3])
    #expect(outcome.logs.map(\.item) == [1, 2, 3, 3, 3])
    #expect(outcome.known == 0 && outcome.knownLogs == 0)
  }

  @Test func whatTheStoreHasIsKnownAndTheRestIsNew() {
    let first = ImportOutcome.resolve(Self.plan(), items: [], nextId: 1, events: [])
    // The store has the items and one of the two identical Run logs.
    let events = [
      Event(day: Self.day, seq: 1, at: "", action: .progress(item: 1, amount: 1, note: nil)),
      Event(day: Self.day, seq: 2, at: "", action: .progress(item: 3, amount: 5, note: nil)),
      Event(day: Self.day, seq: 3, at: "", action: .progress(item: 2, amount: 1, note: nil)),
      Event(day: Self.day, seq: 4, at: "", action: .undo(seq: 3)),
    ]
    let outcome = ImportOutcome.resolve(
      Self.plan(), items: first.added, nextId: 4, events: events)
    #expect(outcome.added.isEmpty)
    #expect(outcome.known == 3)
    #expect(outcome.knownLogs == 2)
    // Meditate's second (taken back), the second 5 km and the skip.
    #expect(outcome.logs.map(\.item) == [2, 3, 3])
  }

  @Test func aSherpaExportKeepsItsNumbersWhenFree() {
    var plan = ImportPlan(source: .csv)
    for (number, name) in [(2, "Run"), (5, "Read"), (1, "Floss")] {
      plan.items.append(
        ImportPlan.PlannedItem(
          input: name.lowercased() + " daily",
          item: Item(kind: .habit, name: name, recurrence: .daily, start: Self.day),
          created: Self.day, number: number))
    }
    let outcome = ImportOutcome.resolve(plan, items: [], nextId: 1, events: [])
    #expect(outcome.added.map(\.id) == [2, 5, 6])
    #expect(outcome.nextId == 7)
  }

  @Test func anImportKeptIsNothingNewTheSecondTimeAndOneUndoTakesItBack() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "sherpa-import-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let habits = folder.appending(path: "Habits.csv")
    try Data(
      ("Position,Name,Question,Description,NumRepetitions,Interval,Color\n"
        + "001,Meditate,,,1,1,#FF8F00\n002,Gym,,,3,7,#FF8F00\n").utf8
    ).write(to: habits)
    let checks = folder.appending(path: "Checkmarks.csv")
    try Data("Date,Meditate,Gym,\n2026-11-25,2,2,\n2026-11-24,2,3,\n".utf8).write(to: checks)
    let actions = Actions(
      store: Store(path: folder.appending(path: "store.json").path),
      vocabulary: Vocabulary(folder: nil))
    let dry = try actions.importFrom(
      .loop, at: folder.path, shown: "loop", apply: false, at: Self.now)
    #expect(!dry.isApplied && dry.added.count == 2 && dry.logs.count == 4)
    #expect(try actions.store.document().items.isEmpty)

    let kept = try actions.importFrom(
      .loop, at: habits.path, shown: "loop/Habits.csv", apply: true, at: Self.now)
    #expect(kept.isApplied && kept.added.count == 2 && kept.logs.count == 4)
    #expect(try actions.store.document().items.map(\.name) == ["Meditate", "Gym"])
    let again = try actions.importFrom(
      .loop, at: folder.path, shown: "loop", apply: true, at: Self.now)
    #expect(again.isNothingNew && again.known == 2 && again.knownLogs == 4)

    let undone = try actions.undo(at: Self.now)
    guard case .imported(let record) = undone.event.action else {
      Issue.record("undo took back \(undone.event.action)")
      return
    }
    #expect(record.made.count == 6)
    #expect(try actions.store.document().items.isEmpty)
    let after = ImportOutcome.logged(try actions.store.allEvents())
    #expect(after.isEmpty)
    #expect(throws: UndoFailure.self) { try actions.undo(at: Self.now) }
  }
}
