import SherpaActions
import SherpaCore
import Testing

/// `today`'s query: how far along the day is, the streak through it and the seven days
/// ending on it, on stores of two daily habits.
struct DayOverviewTests {
  static let habits = ["floss daily", "read daily"]

  @Test(arguments: [
    // Nothing done: today still open, yesterday and before missed.
    (
      [], 0, 0, DayStatus.open,
      [DayStatus.missed, .missed, .missed, .missed, .missed, .missed, .open]
    ),
    // Both today: the day counts and the streak is one.
    (
      [("floss", [0]), ("read", [0])], 1, 2, .counts,
      [.missed, .missed, .missed, .missed, .missed, .missed, .counts]
    ),
    // Both on the three days before: today, still open, keeps the streak of three.
    (
      [("floss", [1, 2, 3]), ("read", [1, 2, 3])], 3, 0, .open,
      [.missed, .missed, .missed, .counts, .counts, .counts, .open]
    ),
    // One of two is half the day, past the 40% a day needs.
    (
      [("floss", [0, 1])], 2, 1, .counts,
      [.missed, .missed, .missed, .missed, .missed, .counts, .counts]
    ),
    // A gap two days ago ends the streak there.
    (
      [("floss", [0, 1, 3, 4])], 2, 1, .counts,
      [.missed, .missed, .counts, .counts, .missed, .counts, .counts]
    ),
  ])
  func theDayCountsWhatWasDone(
    done: [(String, [Int])], streak: Int, complete: Int, status: DayStatus, week: [DayStatus]
  ) throws {
    let actions = try QueryStore.actions(Self.habits, done: done)
    let day = try actions.day(nil, at: QueryStore.now)
    #expect(day.day == QueryStore.today)
    #expect(day.isToday)
    #expect(day.streak == streak)
    #expect(day.report.complete == complete)
    #expect(day.report.countable == 2)
    #expect(day.report.status == status)
    #expect(day.week.map(\.1) == week)
    #expect(day.week.map(\.0) == (0..<7).reversed().map { QueryStore.today.adding(days: -$0) })
    #expect(day.meals == nil, "no nutrition targets set")
  }

  @Test(arguments: [
    (nil, QueryStore.today, true),
    ("yesterday", QueryStore.today.adding(days: -1), false),
    ("2026-11-18", CivilDate(year: 2026, month: 11, day: 18)!, false),
    ("2026-11-25", QueryStore.today.adding(days: 4), false),
  ])
  func anotherDayIsShownAsItWent(date: String?, day: CivilDate, isToday: Bool) throws {
    let actions = try QueryStore.actions(Self.habits, done: [("floss", [1, 3])])
    let overview = try actions.day(date, at: QueryStore.now)
    #expect(overview.day == day)
    #expect(overview.isToday == isToday)
    #expect(overview.week.last?.0 == day)
    #expect(overview.report.entries.count == 2)
    let flossed = [1, 3].map { QueryStore.today.adding(days: -$0) }.contains(day)
    #expect(overview.report.complete == (flossed ? 1 : 0))
  }
}
