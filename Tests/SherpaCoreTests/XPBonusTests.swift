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

  @Test func focusSessionsAndReflectionsInTheHistoryJoinTheirDay() {
    func event(_ day: Int, _ seq: Int, _ action: Event.Action) -> Event {
      Event(
        day: AgendaTests.day(day), seq: seq, at: "\(AgendaTests.day(day))T09:00:00", action: action)
    }
    let session = FocusSession(started: "\(AgendaTests.day(0))T09:00:00", seconds: 1500)
    let events =
      AgendaTests.log([(1, 0, "done"), (2, 0, "done"), (3, 1, "done")]) + [
        event(0, 100, .reflect(Reflection(kind: .morning, score: 4, text: nil))),
        event(0, 101, .focus(FocusRecord(kind: .stop, session: session, seconds: 1500))),
        event(2, 102, .reflect(Reflection(kind: .night, score: 3, text: nil))),
        // Replaced the same day: no second +10.
        event(2, 103, .reflect(Reflection(kind: .night, score: 4, text: nil))),
        // Discarded, and undone: nothing.
        event(2, 104, .focus(FocusRecord(kind: .stop, session: session, discarded: true))),
        event(2, 105, .focus(FocusRecord(kind: .stop, session: session, seconds: 1500))),
        event(2, 106, .undo(seq: 105)),
        // After today: nothing.
        event(5, 107, .reflect(Reflection(kind: .morning, score: 2, text: nil))),
      ]
    let agenda = AgendaTests.agenda(Self.five, events, today: 3)
    #expect(agenda.xp(in: AgendaTests.day(0)...AgendaTests.day(9)) == 80 + 10 + 20 + 10)
    #expect(agenda.report(for: AgendaTests.day(0)).xp == 70 + 30)
    #expect(agenda.ledger.time(on: AgendaTests.day(2)).focusMinutes == 0)
    #expect(agenda.ledger.sleep(on: AgendaTests.day(0)) == 4)
    #expect(
      agenda.leagueWeeks(from: AgendaTests.day(0)).values.map(\.focusMinutes).reduce(0, +) == 25)
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
