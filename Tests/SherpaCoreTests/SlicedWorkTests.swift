import SherpaTestSupport
import Testing

@testable import SherpaCore

/// Work split over items and run side by side (a store of thousands of items) gives exactly
/// what one pass over the items gives: the ledger, the schedules' bits, the grid, the joined
/// grid, and the walk over the past days with its records and league weeks.
struct SlicedWorkTests {
  /// Generated habits (some redefined part-way), a few tasks, and their logs over 200 days.
  static func history(seed: UInt64) -> (items: [TrackedItem], events: [Event]) {
    var random = SplitMix64(seed: seed)
    var items: [TrackedItem] = []
    var events: [Event] = []
    for id in 1...61 {
      if id % 10 == 0 {
        items.append(AgendaTests.task(id, on: random.int(0...199)))
        if random.chance(50) {
          events.append(
            Event(
              day: AgendaTests.day(random.int(0...199)), seq: 0, at: "",
              action: .done(item: id, note: nil)))
        }
        continue
      }
      var habit = HabitStreakPropertyTests.generated(&random).0
      habit = TrackedItem(
        id: id, item: habit.item, input: habit.input, created: habit.created,
        earlier: habit.earlier)
      items.append(habit)
      let marks = (0..<200).map { _ in random.pick(["x", ".", "1", "2", "n", "s", "6"]) }
      events += HabitStreakTests.events(marks.joined(), item: id)
    }
    // Logs of all items interleaved by day, as a history holds them, numbered in order.
    events.sort { ($0.day, $0.seq) < ($1.day, $1.seq) }
    events = events.enumerated().map { n, event in
      Event(day: event.day, seq: n + 1, at: "", action: event.action)
    }
    // An undo takes one log back: every slice must leave it out.
    events.append(
      Event(day: AgendaTests.day(150), seq: events.count + 1, at: "", action: .undo(seq: 7)))
    return (items, events)
  }

  /// A cell as text, every field of it.
  static func text(_ cell: HabitGrid.Cell) -> String {
    "\(cell.status.rawValue) \(cell.share.map { "\($0)" } ?? "-") \(cell.weighsInDay) \(cell.isCounted)"
  }

  static func text(_ grid: HabitGrid) -> [String] {
    grid.rows.map { row in "\(row.tracked.id): " + row.cells.map(text).joined(separator: ", ") }
  }

  /// What a check-in's answer counts ("0 of 31 habits done") is the day's report's count,
  /// on every day of a varied history: done, skipped, past, today and ahead.
  @Test func theStreakCountIsTheReportsCount() {
    let (items, events) = Self.history(seed: 0xC0_0417)
    let agenda = Agenda(
      items: items, ledger: Ledger(events: events), settings: Settings(),
      today: AgendaTests.day(190))
    for offset in 0..<200 {
      let report = agenda.report(for: AgendaTests.day(offset))
      let count = agenda.streakCount(on: AgendaTests.day(offset))
      #expect(count.done == report.complete && count.of == report.countable, "day \(offset)")
    }
  }

  @Test(arguments: [2, 3, 7])
  func slicesGiveWhatOnePassGives(slices: Int) {
    let (items, events) = Self.history(seed: 0x511C_E5 + UInt64(slices))
    let today = AgendaTests.day(190)
    let span = AgendaTests.day(0)...AgendaTests.day(185)

    let ledger = Ledger(events: events, slices: 1)
    let sliced = Ledger(events: events, slices: slices)
    for item in items {
      for offset in 0..<200 {
        let day = AgendaTests.day(offset)
        #expect(
          sliced.tally(item: item.id, on: day) == ledger.tally(item: item.id, on: day),
          "item \(item.id), day \(offset)")
      }
      let week = AgendaTests.day(70)...AgendaTests.day(76)
      #expect(sliced.total(item: item.id, in: week) == ledger.total(item: item.id, in: week))
    }

    let agenda = Agenda(
      items: items, ledger: ledger, settings: Settings(), today: today, span: span, slices: 1)
    let slicedAgenda = Agenda(
      items: items, ledger: sliced, settings: Settings(), today: today, span: span,
      slices: slices)
    #expect(slicedAgenda.scheduled == agenda.scheduled)

    let days = AgendaTests.day(120)...today
    let grid = HabitGrid(agenda, days: days, items: nil, slices: 1)
    #expect(
      Self.text(HabitGrid(slicedAgenda, days: days, items: nil, slices: slices)) == Self.text(grid))
    #expect(grid.rows.count > 40)

    let before = HabitGrid(
      agenda, days: AgendaTests.day(60)...AgendaTests.day(119), items: nil, slices: 1)
    #expect(
      Self.text(before.appending(grid, slices: slices))
        == Self.text(before.appending(grid, slices: 1)))

    let past = AgendaTests.day(100)...AgendaTests.day(185)
    let walk = agenda.pastWalk(grid: past, from: AgendaTests.day(0), slices: 1)
    let slicedWalk = slicedAgenda.pastWalk(grid: past, from: AgendaTests.day(0), slices: slices)
    #expect(Self.text(slicedWalk.grid) == Self.text(walk.grid))
    #expect(slicedWalk.streaks == walk.streaks)
    #expect(slicedWalk.weeks == walk.weeks)
    #expect(!walk.weeks.isEmpty && walk.streaks.count == 55)
  }
}
