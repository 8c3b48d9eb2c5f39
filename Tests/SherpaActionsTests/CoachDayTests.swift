import SherpaActions
import SherpaCore
import Testing

/// The coach's day as a query: what is left, in what order, and which plan it offers by
/// the clock, on stores of three daily habits.
struct CoachDayTests {
  static let habits = ["floss daily", "read daily", "stretch daily"]

  @Test(arguments: [
    // (done today, the hour, what is left in the plan, late, the plan offered, minutes left)
    ([String](), 9, ["Floss", "Read", "Stretch"], false, CoachRecord.Kind.order, 14 * 60),
    (["floss"], 9, ["Read", "Stretch"], false, .order, 14 * 60),
    (["floss", "read", "stretch"], 9, [], false, .order, 14 * 60),
    (["read"], 21, ["Floss", "Stretch"], true, .salvage, 2 * 60),
    ([], 23, ["Floss", "Read", "Stretch"], true, .salvage, 0),
  ])
  func theDayIsWhatIsLeft(
    done: [String], hour: Int, left: [String], isLate: Bool, offered: CoachRecord.Kind,
    minutesLeft: Int
  ) throws {
    let actions = try QueryStore.actions(Self.habits)
    for words in done {
      _ = try actions.checkIn(words, date: nil, note: nil, at: QueryStore.moment(0, hour: 8))
    }
    let day = try actions.coachDay(at: QueryStore.moment(0, hour: hour))
    #expect(day.today == QueryStore.today)
    #expect(day.entries.count == 3)
    #expect(day.report.complete == done.count)
    #expect(day.order().steps.map(\.name).sorted() == left)
    #expect(day.isLate == isLate)
    #expect(day.unaskedKind == offered)
    #expect(day.minutesLeft == minutesLeft)
    #expect(day.accepted == nil)
  }

  @Test(arguments: [
    // (days back each habit was done, the hint's streak for Floss)
    ([Int](), 0),
    ([1, 2, 3], 3),
    ([1, 3], 1),
  ])
  func eachHabitLeftCarriesItsStreak(days: [Int], streak: Int) throws {
    let actions = try QueryStore.actions(Self.habits, done: [("floss", days)])
    let day = try actions.coachDay(at: QueryStore.now)
    let floss = try #require(day.entries.first { $0.tracked.name == "Floss" })
    #expect(day.hints[floss.id]?.streak == streak)
    #expect(day.hints.count == 3)
  }
}
