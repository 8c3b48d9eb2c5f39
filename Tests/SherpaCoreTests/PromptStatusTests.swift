import SherpaCore
import Testing

/// Where the day stands for a prompt: worked out from the day's report, then judged against
/// the time it is when the prompt is drawn.
struct PromptStatusTests {
  static let saturday = CivilDate(year: 2026, month: 11, day: 21)!
  static let boundary = TimeOfDay(hour: 2, minute: 0)!
  static func at(_ hour: Int, _ minute: Int = 0) -> TimeOfDay {
    TimeOfDay(hour: hour, minute: minute)!
  }

  static func item(
    _ id: Int, _ kind: Item.Kind = .habit, _ target: Target = .checkOff,
    time: TimeOfDay? = nil, start: CivilDate = saturday.adding(days: -3),
    rule: Recurrence = .daily
  ) -> TrackedItem {
    TrackedItem(
      id: id,
      item: Item(
        kind: kind, name: "I\(id)", target: target, recurrence: rule, start: start, time: time),
      input: "i\(id)", created: saturday.adding(days: -3))
  }

  static func status(_ items: [TrackedItem], done: [Int] = [], skipped: [Int] = []) -> PromptStatus
  {
    let events =
      done.enumerated().map { n, id in
        Event(day: saturday, seq: n + 1, at: "", action: .done(item: id, note: nil))
      }
      + skipped.enumerated().map { n, id in
        Event(day: saturday, seq: 100 + n, at: "", action: .skip(item: id, note: nil))
      }
    let agenda = Agenda(
      items: items, ledger: Ledger(events: events), settings: Settings(), today: saturday)
    return PromptStatus(report: agenda.report(for: saturday), streak: 4, dayBoundary: boundary)
  }

  @Test func countsTheDailyHabitsTodayShows() {
    let weekly = Target(amount: 3, period: .week)
    let status = Self.status(
      [Self.item(1), Self.item(2), Self.item(3), Self.item(4, .habit, weekly)], done: [1, 2])
    #expect(status.done == 2)
    #expect(status.total == 3)
    #expect(status.streak == 4)
    #expect(status.day == Self.saturday)
  }

  @Test func openTimesAreThoseOfItemsNotDoneNorSkipped() {
    let items = [
      Self.item(1, time: Self.at(21)), Self.item(2, time: Self.at(7)),
      Self.item(3, time: Self.at(8)), Self.item(4, time: Self.at(6)), Self.item(5),
    ]
    let status = Self.status(items, done: [3], skipped: [4])
    #expect(status.openTimes == [Self.at(7), Self.at(21)])
    #expect(!status.hasOverdueTask)
  }

  @Test(
    arguments: [
      // (time now, due, next time still to come)
      (6, 59, false, "07:00"),
      (7, 0, true, "21:00"),
      (12, 0, true, "21:00"),
      (21, 30, true, nil),
    ] as [(Int, Int, Bool, String?)])
  func dueOnceTheFirstOpenTimeHasCome(_ hour: Int, _ minute: Int, _ due: Bool, _ next: String?) {
    let status = PromptStatus(
      day: Self.saturday, dayBoundary: Self.boundary, streak: 1, done: 0, total: 2,
      openTimes: [Self.at(21), Self.at(7)])
    #expect(status.isDue(at: Self.at(hour, minute)) == due)
    #expect(status.nextTime(after: Self.at(hour, minute))?.description == next)
  }

  @Test func afterMidnightComesAtTheEndOfTheDay() {
    let status = PromptStatus(
      day: Self.saturday, dayBoundary: Self.boundary, streak: 1, done: 0, total: 2,
      openTimes: [Self.at(1), Self.at(23)])
    #expect(status.openTimes == [Self.at(23), Self.at(1)])
    #expect(!status.isDue(at: Self.at(22)))
    #expect(status.nextTime(after: Self.at(22)) == Self.at(23))
    #expect(status.nextTime(after: Self.at(23, 30)) == Self.at(1))
    #expect(status.isDue(at: Self.at(1, 30)))
    #expect(status.nextTime(after: Self.at(1, 30)) == nil)
  }

  @Test func aTaskLeftFromAnEarlierDayIsDueAllDay() {
    let task = Self.item(1, .task, start: Self.saturday.adding(days: -2), rule: .once)
    let status = Self.status([task, Self.item(2)])
    #expect(status.hasOverdueTask)
    #expect(status.isDue(at: Self.at(3)))
  }

  @Test func nothingOpenWithATimeIsNeverDue() {
    let status = Self.status([Self.item(1), Self.item(2, time: Self.at(7))], done: [2])
    #expect(status.openTimes.isEmpty)
    #expect(!status.isDue(at: Self.at(23, 59)))
  }

  @Test(arguments: [
    // (calendar date offset from Saturday, time, whether Saturday's status holds)
    (0, 2, 0, true),
    (0, 23, 59, true),
    (1, 1, 59, true),
    (1, 2, 0, false),
    (0, 1, 59, false),
    (-1, 12, 0, false),
  ])
  func holdsForItsDayUpToTheDayBoundary(_ offset: Int, _ hour: Int, _ minute: Int, _ holds: Bool) {
    let status = PromptStatus(
      day: Self.saturday, dayBoundary: Self.boundary, streak: 1, done: 0, total: 1)
    #expect(
      status.isCurrent(date: Self.saturday.adding(days: offset), time: Self.at(hour, minute))
        == holds)
  }
}
