import SherpaCore
import SherpaTestSupport
import Testing

/// Long generated histories: the cheap walk back agrees with the full walk, and a daily
/// habit's record agrees with judging each day's entry in turn.
struct HabitStreakPropertyTests {
  static let shapes: [(Target, Recurrence)] = [
    (.checkOff, .daily), (.checkOff, HabitStreakTests.mwf),
    (.checkOff, Recurrence(frequency: .daily, interval: 2)),
    (Target(amount: 5, unit: .km), .daily), (HabitStreakTests.twoCoffees, .daily),
    (HabitStreakTests.threeAWeek, .daily),
    (Target(amount: 8, unit: .count, period: .month), HabitStreakTests.mwf),
  ]

  static func generated(_ random: inout SplitMix64) -> (TrackedItem, [Event], today: Int) {
    let (target, rule) = random.pick(shapes)
    var habit = AgendaTests.habit(1, target, rule)
    let days = random.int(30...900)
    if random.chance(50) {
      let (newTarget, newRule) = random.pick(shapes)
      var item = habit.item
      item.target = newTarget
      item.recurrence = newRule
      let from = 7 * random.int(1...(days / 7))
      item.start = AgendaTests.day(from)
      habit = habit.redefined(as: item, from: AgendaTests.day(from))
    }
    let keep = random.pick([70, 95, 99])
    var marks = ""
    for _ in 0...days {
      let roll = random.int(0...99)
      marks += roll < keep ? random.pick(["x", "1", "2", "6"]) : random.pick([".", "n", "s", "3"])
    }
    return (habit, HabitStreakTests.events(marks), days - random.int(0...1))
  }

  @Test func cheapWalkAgreesWithFullWalk() {
    var random = SplitMix64(seed: 0x57EA_C0DE)
    var disagreements: [String] = []
    for n in 0..<300 {
      let (habit, events, today) = Self.generated(&random)
      let agenda = Agenda(
        items: [habit], ledger: Ledger(events: events), settings: Settings(),
        today: AgendaTests.day(today))
      let full = agenda.habitStreak(for: habit)
      if agenda.currentHabitStreak(for: habit) != full.current { disagreements.append("#\(n)") }
    }
    #expect(disagreements.isEmpty, "\(disagreements)")
  }

  @Test func dailyHabitMatchesItsEntriesDayByDay() {
    var random = SplitMix64(seed: 0xDA1_1E5)
    var checked = 0
    for _ in 0..<300 {
      let (habit, events, today) = Self.generated(&random)
      let last = AgendaTests.day(today)
      guard habit.version(on: .latest).target.period == .day,
        habit.version(on: AgendaTests.day(0)).target.period == .day
      else { continue }
      let agenda = Agenda(
        items: [habit], ledger: Ledger(events: events), settings: Settings(), today: last)
      var expected = HabitStreak()
      var day = AgendaTests.day(0)
      while day <= last {
        if let entry = agenda.entry(for: habit, on: day) {
          if entry.isDone {
            expected.add(.done)
          } else if entry.isSkipped && entry.note != nil {
            expected.add(.excused)
          } else {
            expected.add(day == last ? .open : .missed)
          }
        }
        day = day.adding(days: 1)
      }
      #expect(agenda.habitStreak(for: habit) == expected)
      checked += 1
    }
    #expect(checked > 50)
  }
}

extension HabitStreakPropertyTests {
  /// Split at any day, the record up to it and the rest after it make the whole record.
  @Test func aRecordSplitAtAnyDayIsTheWholeRecord() {
    var random = SplitMix64(seed: 0x5_9117)
    var disagreements: [String] = []
    for n in 0..<300 {
      let (habit, events, today) = Self.generated(&random)
      let agenda = Agenda(
        items: [habit], ledger: Ledger(events: events), settings: Settings(),
        today: AgendaTests.day(today))
      let whole = agenda.habitStreak(for: habit)
      for split in [-3, 0, random.int(0...today), random.int(0...today), today - 1, today] {
        let day = AgendaTests.day(split)
        let parts = agenda.habitStreak(
          for: habit, after: day, continuing: agenda.habitStreak(for: habit, through: day))
        if parts != whole { disagreements.append("#\(n) at \(split): \(parts) != \(whole)") }
        // Carried forward to a later day, the record is the one through that day.
        let later = day.adding(days: random.int(1...60))
        let carried = agenda.habitStreak(
          for: habit, after: day, continuing: agenda.habitStreak(for: habit, through: day),
          through: later)
        if carried != agenda.habitStreak(for: habit, through: later) {
          disagreements.append("#\(n) from \(split) to \(later)")
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }
}
