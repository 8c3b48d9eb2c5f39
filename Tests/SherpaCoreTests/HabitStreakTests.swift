import SherpaCore
import Testing

/// Per-habit streaks on hand-worked histories. Day 0 is Monday 16 Nov 2026; a history is a
/// string of marks, one per day from day 0: `x` done, `.` nothing, `n` skipped with a note,
/// `s` skipped without one, a digit that amount logged.
struct HabitStreakTests {
  static let mwf = Recurrence(
    frequency: .weekly, byWeekday: [.init(.monday), .init(.wednesday), .init(.friday)])
  static let threeAWeek = Target(amount: 3, unit: .count, period: .week)
  static let twoCoffees = Target(amount: 2, unit: .count, label: "coffees", goal: .atMost)

  static func events(_ marks: String, item: Int = 1, from offset: Int = 0) -> [Event] {
    var events: [Event] = []
    for (n, mark) in marks.enumerated() {
      let action: Event.Action
      switch mark {
      case "x": action = .done(item: item, note: nil)
      case "n": action = .skip(item: item, note: "sick")
      case "s": action = .skip(item: item, note: nil)
      case ".": continue
      default: action = .progress(item: item, amount: Double(String(mark))!, note: nil)
      }
      events.append(
        Event(day: AgendaTests.day(offset + n), seq: events.count + 1, at: "", action: action))
    }
    return events
  }

  static func streak(_ habit: TrackedItem, _ events: [Event], today: Int) -> HabitStreak {
    let agenda = Agenda(
      items: [habit], ledger: Ledger(events: events), settings: Settings(),
      today: AgendaTests.day(today))
    let streak = agenda.habitStreak(for: habit)
    // The cheap walk back from today always agrees with the full one.
    #expect(agenda.currentHabitStreak(for: habit) == streak.current)
    return streak
  }

  @Test(arguments: [
    // (marks, today, current, longest, completed)
    ("xxx", 2, 3, 3, 3),
    // Today not done yet: the run up to yesterday.
    ("xx", 2, 2, 2, 2),
    ("", 0, 0, 0, 0),
    ("xx.x", 4, 1, 2, 3),
    ("xxx..", 4, 0, 3, 3),
    ("x.xxx.xx", 7, 2, 3, 6),
    // A skip with a note keeps the run without adding to it; without a note it is a miss.
    ("xxnx", 3, 3, 3, 3),
    ("xxsx", 3, 1, 2, 3),
    ("nnn", 3, 0, 0, 0),
    // Skipped with a note today: nothing changes.
    ("xxn", 2, 2, 2, 2),
  ])
  func dailyHabit(_ marks: String, _ today: Int, _ current: Int, _ longest: Int, _ completed: Int) {
    let streak = Self.streak(AgendaTests.habit(1), Self.events(marks), today: today)
    #expect(streak == HabitStreak(current: current, longest: longest, completed: completed))
  }

  @Test(arguments: [
    // Mon 0, Wed 2, Fri 4, Mon 7, Wed 9: Tuesdays and Thursdays are not scheduled.
    ("x.x.x..x", 8, 4, 4, 4),
    ("x.x....", 7, 0, 2, 2),
    ("x...x", 5, 1, 1, 2),
    // Logs on days it is not scheduled count for nothing: Wed 2 and Fri 4 are missed.
    ("xx.x.x", 6, 0, 1, 1),
    // Today (Wed 9) not done yet.
    ("x.x.x..x", 9, 4, 4, 4),
  ])
  func scheduledDaysOnly(
    _ marks: String, _ today: Int, _ current: Int, _ longest: Int, _ completed: Int
  ) {
    let habit = AgendaTests.habit(1, .checkOff, Self.mwf)
    let streak = Self.streak(habit, Self.events(marks), today: today)
    #expect(streak == HabitStreak(current: current, longest: longest, completed: completed))
  }

  @Test(arguments: [
    // Weeks are days 0–6, 7–13, 14–20; today is in the third week.
    ("1.1.1..111", 16, 2, 2, 2),
    // The week in progress is met: it counts.
    ("1.1.1..111....111", 16, 3, 3, 3),
    ("111....11.....111", 16, 1, 1, 2),
    // Week 2 unmet but skipped with a note: it neither breaks nor adds.
    ("111....n1", 16, 1, 1, 1),
    // Unmet and skipped without a note: a miss.
    ("111....s1", 16, 0, 1, 1),
    // The week in progress is short so far: the run stands.
    ("111....111....1", 20, 2, 2, 2),
    ("111....111....1", 21, 0, 2, 2),
  ])
  func weekTargetCountsWeeksMet(
    _ marks: String, _ today: Int, _ current: Int, _ longest: Int, _ completed: Int
  ) {
    let gym = AgendaTests.habit(1, Self.threeAWeek)
    let streak = Self.streak(gym, Self.events(marks), today: today)
    #expect(
      streak == HabitStreak(current: current, longest: longest, completed: completed, unit: .week))
  }

  @Test func monthTargetCountsMonthsMet() {
    // 16 Nov is day 0, 1 Dec day 15, 1 Jan day 46; today is 10 Jan.
    let reads = AgendaTests.habit(1, Target(amount: 4, unit: .count, period: .month))
    let marks =
      "1111" + String(repeating: ".", count: 11) + "11" + String(repeating: ".", count: 29) + "2"
    #expect(
      Self.streak(reads, Self.events(marks), today: 55)
        == HabitStreak(current: 0, longest: 1, completed: 1, unit: .month))
    let january = Self.events(marks + "2")
    #expect(
      Self.streak(reads, january, today: 55)
        == HabitStreak(current: 1, longest: 1, completed: 2, unit: .month))
  }

  @Test(arguments: [
    // At most 2 coffees: a day is kept once it ends at or under the limit.
    ("12", 2, 2, 2, 2),
    ("123", 3, 0, 2, 2),
    // Today is over the limit but not over: it is judged when it ends.
    ("1.5", 2, 2, 2, 2),
    ("1.5", 3, 0, 2, 2),
    // Nothing logged is within the limit.
    ("...", 3, 3, 3, 3),
  ])
  func atMostLimitCountsDaysWithin(
    _ marks: String, _ today: Int, _ current: Int, _ longest: Int, _ completed: Int
  ) {
    let coffees = AgendaTests.habit(1, Self.twoCoffees)
    let streak = Self.streak(coffees, Self.events(marks), today: today)
    #expect(streak == HabitStreak(current: current, longest: longest, completed: completed))
  }

  @Test func weeklyLimitIsJudgedWhenTheWeekEnds() {
    let drinks = AgendaTests.habit(1, Target(amount: 5, unit: .count, period: .week, goal: .atMost))
    // Week 1: 4 (kept); week 2: 6 (over); week 3 so far: 6, not judged yet.
    let marks = "22.....33.....33"
    #expect(
      Self.streak(drinks, Self.events(marks), today: 16)
        == HabitStreak(current: 0, longest: 1, completed: 1, unit: .week))
    #expect(
      Self.streak(drinks, Self.events("22"), today: 16)
        == HabitStreak(current: 2, longest: 2, completed: 2, unit: .week))
  }

  @Test func backfillChangesThePastDayAndNothingElse() {
    let habit = AgendaTests.habit(1)
    let onTime = Self.events("xxxxx")
    let late =
      Self.events("xx.xx") + [
        Event(day: AgendaTests.day(2), seq: 9, at: "", action: .done(item: 1, note: nil))
      ]
    #expect(
      Self.streak(habit, Self.events("xx.xx"), today: 5)
        == HabitStreak(current: 2, longest: 2, completed: 4))
    #expect(Self.streak(habit, late, today: 5) == HabitStreak(current: 5, longest: 5, completed: 5))
    #expect(Self.streak(habit, late, today: 5) == Self.streak(habit, onTime, today: 5))
  }

  @Test func logAtHalfPastOneCountsForTheDayBefore() {
    let settings = Settings()
    // Logged at 01:30 on Tuesday (day 1): before the 02:00 boundary, so Monday's.
    let day = settings.day(at: AgendaTests.day(1), TimeOfDay(hour: 1, minute: 30)!)
    #expect(day == AgendaTests.day(0))
    let events = [
      Event(day: day, seq: 1, at: "2026-11-17T01:30:00", action: .done(item: 1, note: nil))
    ]
    #expect(
      Self.streak(AgendaTests.habit(1), events, today: 1)
        == HabitStreak(current: 1, longest: 1, completed: 1))
  }

  /// Daily from day 0; from day 7, Mon/Wed/Fri and 10 km instead of 5.
  static func edited() -> TrackedItem {
    let daily = AgendaTests.habit(1, Target(amount: 5, unit: .km))
    var item = daily.item
    item.recurrence = mwf
    item.start = AgendaTests.day(7)
    item.target = Target(amount: 10, unit: .km)
    return daily.redefined(as: item, from: AgendaTests.day(7))
  }

  @Test(arguments: [
    // Every day of the first week, then Mon, Wed, Fri: Tuesday 8 and Thursday 10 are off.
    ("6666666" + "x.x.x", 12, 10, 10, 10),
    // 6 km kept the old 5 km target but not the new 10 km one (judged once day 7 ends).
    ("6666666" + "6", 7, 7, 7, 7),
    ("6666666" + "6", 8, 0, 7, 7),
    ("6666666" + "6.x", 10, 1, 7, 8),
    // A day missed under the old daily schedule still breaks the run.
    ("666.666" + "x.x", 10, 5, 5, 8),
  ])
  func editKeepsEarlierDaysToTheOldRule(
    _ marks: String, _ today: Int, _ current: Int, _ longest: Int, _ completed: Int
  ) {
    let streak = Self.streak(Self.edited(), Self.events(marks), today: today)
    #expect(streak == HabitStreak(current: current, longest: longest, completed: completed))
  }

  @Test func editFromDailyToWeeklyCountsDaysThenWeeks() {
    let daily = AgendaTests.habit(1)
    var item = daily.item
    item.target = Self.threeAWeek
    let edited = daily.redefined(as: item, from: AgendaTests.day(7))
    // Days 0–6 each a unit (all done), then week 2 met: 8 in a row.
    let marks = "xxxxxxx" + "111"
    #expect(
      Self.streak(edited, Self.events(marks), today: 15)
        == HabitStreak(current: 8, longest: 8, completed: 8, unit: .week))
  }

  @Test func daysBeforeCreationAndAfterArchivingDoNotCount() {
    var late = AgendaTests.habit(1)
    late.created = AgendaTests.day(3)
    // Days 0–2 were before it was added: not misses.
    #expect(
      Self.streak(late, Self.events("...xx"), today: 5)
        == HabitStreak(current: 2, longest: 2, completed: 2))
    var archived = AgendaTests.habit(1)
    archived.archived = AgendaTests.day(5)
    #expect(
      Self.streak(archived, Self.events("xxxxx"), today: 9)
        == HabitStreak(current: 5, longest: 5, completed: 5))
    #expect(Self.streak(AgendaTests.habit(1, from: 4), [], today: 2) == HabitStreak())
    #expect(Self.streak(AgendaTests.task(1, on: 0), Self.events("x"), today: 2) == HabitStreak())
  }
}
