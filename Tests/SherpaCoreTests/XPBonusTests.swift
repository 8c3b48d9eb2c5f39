import SherpaCore
import Testing

/// XP over a range of days: the day rules' XP, plus reflections and focus sessions.
struct XPBonusTests {
  @Test(arguments: [
    (XPBonus.morningReflection, 10), (.nightReflection, 10), (.focusSession(minutes: 25), 20),
    (.focusSession(minutes: 24), 0), (.focusSession(minutes: 90), 20),
  ])
  func bonusIsWorth(_ bonus: XPBonus, _ xp: Int) {
    #expect(bonus.xp == xp)
  }

  @Test func eachReflectionCountsOnceADayAndEverySessionCounts() {
    let day: [XPBonus] = [
      .morningReflection, .morningReflection, .nightReflection, .focusSession(minutes: 25),
      .focusSession(minutes: 30), .focusSession(minutes: 10),
    ]
    #expect(XPBonus.xp(of: day) == 60)
  }

  static let five = (1...5).map { AgendaTests.habit($0) }
  /// Day 0: two of five done (counts: 70); day 1: one (10); day 2: nothing; today is day 3.
  static let agenda = AgendaTests.agenda(
    five, AgendaTests.log([(1, 0, "done"), (2, 0, "done"), (3, 1, "done")]), today: 3)

  @Test(arguments: [(0, 0, 70), (0, 1, 80), (0, 2, 80), (1, 3, 10), (2, 2, 0), (4, 9, 0)])
  func totalsEachDaysXP(_ from: Int, _ to: Int, _ xp: Int) {
    #expect(Self.agenda.xp(in: AgendaTests.day(from)...AgendaTests.day(to)) == xp)
  }

  @Test func bonusesJoinTheirDay() {
    let bonuses: [CivilDate: [XPBonus]] = [
      AgendaTests.day(0): [.morningReflection, .focusSession(minutes: 25)],
      AgendaTests.day(2): [.nightReflection],
      // After today, and outside the range: nothing.
      AgendaTests.day(5): [.morningReflection],
    ]
    #expect(Self.agenda.xp(in: AgendaTests.day(0)...AgendaTests.day(9), bonuses: bonuses) == 120)
  }

  @Test func weekTargetEarnsOnTheDayItIsMetAndTasksEarnToo() {
    let gym = AgendaTests.habit(1, Target(amount: 3, unit: .count, period: .week))
    var task = AgendaTests.task(2, on: 1)
    task.completed = AgendaTests.day(1)
    let events = AgendaTests.log([(1, 0, "1"), (1, 2, "1"), (1, 3, "1"), (1, 4, "1")])
    let agenda = AgendaTests.agenda([gym, task], events, today: 6)
    // Met on day 3 (+10); the task done on day 1 (+10); no daily habit, so no day counts.
    #expect(agenda.xp(in: AgendaTests.day(0)...AgendaTests.day(6)) == 20)
  }
}
