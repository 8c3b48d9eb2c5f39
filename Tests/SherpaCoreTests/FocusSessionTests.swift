import SherpaCore
import Testing

/// The pure rules of focus sessions, timers and reflections: minutes counted up to the
/// planned end, the +20 XP once per session, sleep and the lighter day, and the insight
/// linking sleep to the next day.
struct FocusSessionTests {
  static let start = "2026-11-21T09:00:00"

  @Test(
    arguments: [
      // (now, paused so far, paused at, seconds worked) on a 25-minute session
      ("2026-11-21T09:00:00", 0, nil, 0),
      ("2026-11-21T09:10:30", 0, nil, 630),
      ("2026-11-21T09:25:00", 0, nil, 1500),
      // Past the planned end: only the planned minutes.
      ("2026-11-21T09:26:00", 0, nil, 1500),
      ("2026-11-23T18:00:00", 0, nil, 1500),
      // Five minutes paused earlier move the end on by five.
      ("2026-11-21T09:26:00", 300, nil, 1260),
      // Paused at 09:10: the clock stops there.
      ("2026-11-21T11:00:00", 0, "2026-11-21T09:10:00", 600),
      // A clock set back counts nothing.
      ("2026-11-21T08:00:00", 0, nil, 0),
      // Across midnight.
      ("2026-11-22T00:10:00", 0, nil, 1500),
    ] as [(String, Int, String?, Int)])
  func workCountsUpToThePlannedEnd(_ now: String, _ paused: Int, _ pausedAt: String?, _ worked: Int)
  {
    let session = FocusSession(
      started: Self.start, seconds: 1500, paused: paused, pausedAt: pausedAt)
    #expect(session.worked(at: now) == worked)
    #expect(session.remaining(at: now) == 1500 - worked)
    #expect(session.isOver(at: now) == (worked == 1500))
  }

  @Test func pausingAndResumingMovesTheEnd() {
    let session = FocusSession(started: Self.start, seconds: 1500)
    let paused = session.pausing(at: "2026-11-21T09:10:00")
    #expect(paused.plannedEnd(at: "2026-11-21T09:15:00") == "2026-11-21T09:30:00")
    let resumed = paused.resuming(at: "2026-11-21T09:15:00")
    #expect(resumed.paused == 300 && resumed.pausedAt == nil)
    #expect(resumed.worked(at: "2026-11-21T09:20:00") == 900)
    #expect(resumed.plannedEnd(at: "2026-11-21T09:20:00") == "2026-11-21T09:30:00")
  }

  @Test(
    arguments: [
      (FocusRecord.Kind.stop, 1500, false, 20), (.stop, 1499, false, 0), (.stop, 3600, false, 20),
      (.stop, 1500, true, nil), (.start, 0, false, nil), (.stop, 0, false, nil),
    ] as [(FocusRecord.Kind, Int, Bool, Int?)])
  func aSessionOfTwentyFiveMinutesEarnsTwentyOnce(
    _ kind: FocusRecord.Kind, _ seconds: Int, _ discarded: Bool, _ xp: Int?
  ) {
    let record = FocusRecord(
      kind: kind, session: FocusSession(started: Self.start, seconds: 3600), seconds: seconds,
      discarded: discarded)
    #expect(record.bonus?.xp == xp)
  }

  @Test(arguments: [(nil, false), (1, true), (2, true), (3, false), (5, false)] as [(Int?, Bool)])
  func aPoorNightOffersTheLighterDay(_ sleep: Int?, _ offers: Bool) {
    #expect(SleepRule.offersLighterDay(sleep: sleep) == offers)
  }

  @Test(arguments: [
    ("2026-11-21T09:00:00", "2026-11-21T09:00:00"), ("2026-11-21T09:00", "2026-11-21T09:00:00"),
    ("2026-12-31T23:59:59", "2026-12-31T23:59:59"),
  ])
  func stampsReadBack(_ text: String, _ written: String) throws {
    let seconds = try #require(Moment.seconds(text))
    #expect(Moment.stamp(seconds: seconds) == written)
  }

  @Test(arguments: [
    "", "2026-11-21", "2026-11-21T25:00:00", "2026-13-01T09:00", "2026-11-21T09:00:60",
  ])
  func notAStampIsNil(_ text: String) {
    #expect(Moment.seconds(text) == nil)
  }

  @Test(
    arguments: [
      (Unit.min, 1530, 25.5), (.hours, 5400, 1.5), (.sec, 90, 90), (.min, 20, 0.33),
    ] as [(SherpaCore.Unit, Int, Double)])
  func timeIsLoggedInTheItemsUnit(_ unit: SherpaCore.Unit, _ seconds: Int, _ amount: Double) {
    #expect(Stopwatch.amount(seconds, in: unit) == amount)
  }

  @Test func aTimerDoesNotLogInAnUnitThatIsNotTime() {
    #expect(Stopwatch.amount(60, in: .km) == nil)
    #expect(Stopwatch.amount(60, in: .count) == nil)
  }

  // MARK: Sleep and the next day

  /// Five daily habits over eight weeks; each listed day has its sleep score and how many of
  /// the five were done (the others: all done).
  static func grid(_ nights: [(day: Int, sleep: Int, done: Int)]) -> (HabitGrid, [CivilDate: Int]) {
    let habits = (1...5).map { AgendaTests.habit($0) }
    var entries: [(Int, Int, String)] = []
    var sleep: [CivilDate: Int] = [:]
    let done = Dictionary(uniqueKeysWithValues: nights.map { ($0.day, $0.done) })
    for day in 0..<56 {
      for id in 1...(done[day] ?? 5) { entries.append((id, day, "done")) }
    }
    for night in nights { sleep[AgendaTests.day(night.day)] = night.sleep }
    let agenda = AgendaTests.agenda(habits, AgendaTests.log(entries), today: 56)
    return (HabitGrid(agenda, days: AgendaTests.day(1)...AgendaTests.day(56), items: habits), sleep)
  }

  @Test func sleepIsLinkedToTheNextDayWhenTheSampleSaysSo() throws {
    let nights =
      (1...6).map { (day: $0 * 7, sleep: 5, done: 5) }
      + (1...6).map { (day: $0 * 7 + 2, sleep: 1, done: 1) }
    let (grid, sleep) = Self.grid(nights)
    let insight = try #require(Insight.sleep(sleep, in: grid))
    #expect(insight.kind == .sleep)
    #expect(
      insight.text
        == "Days after a good night's sleep go better: 100% of habits done (30 of 30) after "
        + "sleep rated 4 or 5, against 20% (6 of 30) after sleep rated 1 or 2.")
    #expect(Insight.find(in: grid, streaks: [:], sleep: sleep).contains { $0.kind == .sleep })
  }

  @Test(
    arguments: [
      // Too few nights on one side.
      [(7, 5, 5), (14, 5, 5), (21, 5, 5), (28, 5, 5), (9, 1, 1), (16, 1, 1), (23, 2, 1)],
      // Enough nights, but a difference chance could make.
      [
        (7, 5, 4), (14, 5, 3), (21, 4, 4), (28, 5, 3), (9, 1, 3), (16, 1, 4), (23, 2, 3),
        (30, 2, 3),
      ],
      // Poor nights going better: not said.
      [
        (7, 5, 1), (14, 5, 1), (21, 4, 1), (28, 5, 1), (9, 1, 5), (16, 1, 5), (23, 2, 5),
        (30, 2, 5),
      ],
    ] as [[(Int, Int, Int)]])
  func sleepSaysNothingOnAThinOrContraryRecord(_ nights: [(Int, Int, Int)]) {
    let (grid, sleep) = Self.grid(nights.map { (day: $0.0, sleep: $0.1, done: $0.2) })
    #expect(Insight.sleep(sleep, in: grid) == nil)
  }
}
