import SherpaCore
import Testing

/// The day rules, on hand-built items and logs: what a day holds, when it counts, what it
/// earns, and the streak.
struct AgendaTests {
  static let monday = CivilDate(year: 2026, month: 11, day: 16)!
  static func day(_ offset: Int) -> CivilDate { monday.adding(days: offset) }

  static func habit(
    _ id: Int, _ target: Target = .checkOff, _ rule: Recurrence = .daily, from start: Int = 0
  ) -> TrackedItem {
    TrackedItem(
      id: id,
      item: Item(kind: .habit, name: "H\(id)", target: target, recurrence: rule, start: day(start)),
      input: "h\(id)", created: day(start))
  }

  static func task(_ id: Int, on offset: Int) -> TrackedItem {
    TrackedItem(
      id: id, item: Item(kind: .task, name: "T\(id)", recurrence: .once, start: day(offset)),
      input: "t\(id)", created: day(0))
  }

  /// Events from (item, day offset, action) triples, numbered in order.
  static func log(_ entries: [(Int, Int, String)]) -> [Event] {
    entries.enumerated().map { n, entry in
      let (item, offset, what) = entry
      let action: Event.Action =
        switch what {
        case "done": .done(item: item, note: nil)
        case "skip": .skip(item: item, note: nil)
        case "skip+note": .skip(item: item, note: "sick")
        default: .progress(item: item, amount: Double(what)!, note: nil)
        }
      return Event(day: day(offset), seq: n + 1, at: "", action: action)
    }
  }

  static func agenda(_ items: [TrackedItem], _ events: [Event], today: Int = 6) -> Agenda {
    Agenda(items: items, ledger: Ledger(events: events), settings: Settings(), today: day(today))
  }

  static let five = (1...5).map { habit($0) }

  @Test(arguments: [
    // (what was logged on day 0, status, complete, countable, xp)
    ([(1, 0, "done"), (2, 0, "done")], DayStatus.counts, 2, 5, 70),
    ([(1, 0, "done")], .missed, 1, 5, 10),
    // A skip with a note leaves 4 habits: 2 of 4 counts.
    ([(1, 0, "done"), (2, 0, "done"), (3, 0, "skip+note")], .counts, 2, 4, 70),
    // 1 of 4 (one skipped with a note) is 25%.
    ([(1, 0, "done"), (3, 0, "skip+note")], .missed, 1, 4, 10),
    // A skip without a note stays on both sides: 1 of 5.
    ([(1, 0, "done"), (3, 0, "skip")], .missed, 1, 5, 10),
    // Everything skipped with a note: nothing to count.
    ((1...5).map { ($0, 0, "skip+note") }, .rest, 0, 0, 0),
  ])
  func fortyPercentRule(
    _ logged: [(Int, Int, String)], _ status: DayStatus, _ complete: Int, _ countable: Int,
    _ xp: Int
  ) {
    let report = Self.agenda(Self.five, Self.log(logged)).report(for: Self.day(0))
    #expect(report.status == status)
    #expect(report.complete == complete)
    #expect(report.countable == countable)
    #expect(report.xp == xp)
  }

  @Test func tasksNeverCountButEarnXP() {
    let items = [Self.habit(1), Self.habit(2), Self.habit(3), Self.task(4, on: 0)]
    let events =
      Self.log([(1, 0, "done")]) + [
        Event(day: Self.day(0), seq: 9, at: "", action: .done(item: 4, note: nil))
      ]
    var done = items
    done[3].completed = Self.day(0)
    let report = Self.agenda(done, events).report(for: Self.day(0))
    #expect(report.countable == 3)
    #expect(report.complete == 1)
    #expect(report.status == .missed)
    #expect(report.xp == 20)
  }

  @Test func todayIsOpenUntilItCounts() {
    let agenda = Self.agenda(Self.five, Self.log([(1, 6, "done")]))
    #expect(agenda.status(of: Self.day(6)) == .open)
    #expect(agenda.status(of: Self.day(5)) == .missed)
  }

  @Test func amountsReachTheTarget() {
    let run = Self.habit(1, Target(amount: 5, unit: .km))
    let agenda = Self.agenda([run], Self.log([(1, 0, "3.2"), (1, 0, "1.8"), (1, 1, "3")]))
    #expect(agenda.entry(for: run, on: Self.day(0))?.isDone == true)
    #expect(agenda.entry(for: run, on: Self.day(0))?.progress == 5)
    #expect(agenda.entry(for: run, on: Self.day(1))?.isDone == false)
  }

  @Test func weekTargetStopsBeingDueOnceMet() {
    let gym = Self.habit(1, Target(amount: 3, unit: .count, period: .week))
    let agenda = Self.agenda([gym], Self.log([(1, 0, "1"), (1, 2, "1"), (1, 3, "1")]), today: 9)
    #expect(agenda.entry(for: gym, on: Self.day(1))?.progress == 1)
    #expect(agenda.entry(for: gym, on: Self.day(3))?.isDone == true)
    #expect(agenda.entry(for: gym, on: Self.day(3))?.progress == 3)
    #expect(agenda.entry(for: gym, on: Self.day(4)) == nil)
    #expect(agenda.entry(for: gym, on: Self.day(6)) == nil)
    // The next Monday it is due again, from zero.
    #expect(agenda.entry(for: gym, on: Self.day(7))?.progress == 0)
    // Weekly targets stay out of the day's 40% rule; the day they are met earns XP.
    #expect(agenda.report(for: Self.day(3)).countable == 0)
    #expect(agenda.report(for: Self.day(3)).xp == 10)
  }

  @Test func weekStartsOnTheSettingsDay() {
    let gym = Self.habit(1, Target(amount: 1, unit: .count, period: .week))
    let events = Self.log([(1, 5, "1")])  // Saturday
    var settings = Settings()
    settings.weekStart = .sunday
    let agenda = Agenda(
      items: [gym], ledger: Ledger(events: events), settings: settings, today: Self.day(9))
    #expect(agenda.entry(for: gym, on: Self.day(6)) != nil)  // Sunday starts a new week
    let monday = Self.agenda([gym], events, today: 9)
    #expect(monday.entry(for: gym, on: Self.day(6)) == nil)
  }

  @Test(
    arguments: [
      (1.0, 3, true, true), (2, 3, true, true), (3, 3, false, true), (2, 6, nil, false),
    ] as [(Double, Int, Bool?, Bool)])
  func atMostLimitIsJudgedWhenTheDayEnds(
    _ coffees: Double, _ today: Int, _ done: Bool?, _ judged: Bool
  ) {
    let limit = Self.habit(1, Target(amount: 2, unit: .count, label: "coffees", goal: .atMost))
    let day = today == 6 ? 6 : 0
    let agenda = Self.agenda([limit], Self.log([(1, day, String(coffees))]), today: today)
    let entry = agenda.entry(for: limit, on: Self.day(day))
    #expect(entry?.isJudged == judged)
    if let done { #expect(entry?.isDone == done) } else { #expect(entry?.isDone == false) }
  }

  @Test func scheduleLeavesOtherDaysOut() {
    let mwf = Recurrence(
      frequency: .weekly, byWeekday: [.init(.monday), .init(.wednesday), .init(.friday)])
    let habit = Self.habit(1, .checkOff, mwf)
    let agenda = Self.agenda([habit], Self.log([(1, 0, "done")]))
    #expect(agenda.report(for: Self.day(1)).status == .rest)
    #expect(agenda.report(for: Self.day(0)).status == .counts)
    #expect(agenda.report(for: Self.day(2)).status == .missed)
  }

  @Test func streakPassesOverRestDaysAndStopsAtAMissedDay() {
    let mwf = Recurrence(
      frequency: .weekly, byWeekday: [.init(.monday), .init(.wednesday), .init(.friday)])
    let habit = Self.habit(1, .checkOff, mwf)
    // Week 1: Mon done, Wed missed, Fri done; week 2: Mon, Wed done; today is Thu of week 2.
    let agenda = Self.agenda(
      [habit], Self.log([(1, 0, "done"), (1, 4, "done"), (1, 7, "done"), (1, 9, "done")]), today: 10
    )
    #expect(agenda.streak(from: Self.day(10), downTo: Self.day(0)) == (3, true))
    #expect(agenda.streak(from: Self.day(1), downTo: Self.day(0)) == (1, false))
  }

  @Test func undoneEventsCountForNothing() {
    var events = Self.log([(1, 0, "done"), (2, 0, "done")])
    events.append(Event(day: Self.day(0), seq: 3, at: "", action: .undo(seq: 2)))
    let report = Self.agenda(Self.five, events).report(for: Self.day(0))
    #expect(report.complete == 1)
    #expect(Event.undoable(in: events, committed: 0)?.seq == 1)
  }

  @Test func undoSkipsUnsavedChangesAndUndoesInTurn() {
    let item = Self.habit(9)
    let change = Event.Action.change(ItemChange(kind: .add, id: 9, before: nil, after: item))
    let events = [
      Event(day: Self.day(0), seq: 1, at: "", action: change),
      Event(day: Self.day(0), seq: 2, at: "", action: .done(item: 9, note: nil)),
      Event(day: Self.day(0), seq: 3, at: "", action: .undo(seq: 2)),
      Event(day: Self.day(0), seq: 4, at: "", action: change),
    ]
    // seq 4 never saved (the document is at 3); seq 2 was undone: next is the add.
    #expect(Event.undoable(in: events, committed: 3)?.seq == 1)
    #expect(
      Event.undoable(
        in: events + [Event(day: Self.day(0), seq: 5, at: "", action: .undo(seq: 1))], committed: 3)
        == nil)
  }

  @Test func editsKeepThePastAsItWas() {
    let daily = Self.habit(1, Target(amount: 5, unit: .km))
    let weekdays = Recurrence(frequency: .weekly, byWeekday: [.init(.tuesday)])
    var item = daily.item
    item.recurrence = weekdays
    item.start = Self.day(8)
    item.target = Target(amount: 10, unit: .km)
    let edited = daily.redefined(as: item, from: Self.day(7))
    #expect(edited.isScheduled(on: Self.day(5)))
    #expect(edited.version(on: Self.day(5)).target.amount == 5)
    #expect(!edited.isScheduled(on: Self.day(9)))
    #expect(edited.isScheduled(on: Self.day(8)))
    #expect(edited.version(on: Self.day(8)).target.amount == 10)
    #expect(edited.agrees(with: daily, through: Self.day(6)))
    #expect(!edited.agrees(with: daily, through: Self.day(8)))
    #expect(!daily.agrees(with: nil, through: Self.day(0)))
    #expect(daily.agrees(with: nil, through: Self.day(-1)))
  }

  @Test func archivedItemsLeaveFromTheirDay() {
    var habit = Self.habit(1)
    habit.archived = Self.day(3)
    #expect(habit.isScheduled(on: Self.day(2)))
    #expect(!habit.isScheduled(on: Self.day(3)))
  }

  @Test func overdueOneOffTaskShowsTodayUntilDone() {
    let task = Self.task(1, on: 2)
    let agenda = Self.agenda([task], [], today: 6)
    #expect(agenda.entry(for: task, on: Self.day(6))?.overdueSince == Self.day(2))
    #expect(agenda.entry(for: task, on: Self.day(4)) == nil)
    var done = task
    done.completed = Self.day(5)
    let after = Self.agenda([done], [], today: 6)
    #expect(after.entry(for: done, on: Self.day(6)) == nil)
    #expect(after.entry(for: done, on: Self.day(5))?.isDone == true)
  }
}

struct SettingsTests {
  @Test(arguments: [
    ("2026-11-22", 1, 59, "2026-11-21"), ("2026-11-22", 2, 0, "2026-11-22"),
    ("2026-11-22", 0, 0, "2026-11-21"), ("2026-11-22", 23, 59, "2026-11-22"),
  ])
  func dayBoundary(_ date: String, _ hour: Int, _ minute: Int, _ day: String) {
    let settings = Settings()
    #expect(
      settings.day(at: CivilDate(iso: date)!, TimeOfDay(hour: hour, minute: minute)!).description
        == day)
  }

  @Test(arguments: [
    (
      "dayBoundary", "3:00",
      "'3:00' is not a value for dayBoundary. Try '03:00' (a time before noon)."
    ),
    (
      "dayBoundary", "14:00",
      "'14:00' is not a value for dayBoundary. Try '03:00' (a time before noon)."
    ),
    ("weekStart", "friday", "'friday' is not a value for weekStart. Try 'monday' or 'sunday'."),
    (
      "colour", "never",
      "There is no setting 'colour'. Settings are dayBoundary, weekStart, color, bedtime, phases, phase.morning, phase.afternoon, phase.evening, phase.night, location, reminders.cap, reminders.cooldown, reminders.lead, coach.llm.url, coach.llm.model, coach.llm.api, coach.llm.timeout, coach.llm.daily_tokens."
    ),
  ])
  func refusesWhatItCannotKeep(_ key: String, _ value: String, _ message: String) {
    #expect(throws: SettingFailure.self) { try Settings().setting(key, to: value) }
    do {
      _ = try Settings().setting(key, to: value)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func weekStartFollowsTheSetting() throws {
    let thursday = CivilDate(year: 2026, month: 11, day: 19)!
    #expect(Settings().weekStart(of: thursday).description == "2026-11-16")
    let sunday = try Settings().setting("weekStart", to: "Sunday")
    #expect(sunday.weekStart(of: thursday).description == "2026-11-15")
  }
}

struct UnitConversionTests {
  @Test(arguments: [
    (SherpaCore.Unit.min, 90.0, SherpaCore.Unit.hours, 1.5 as Double?), (.hours, 1, .min, 60),
    (.sec, 90, .min, 1.5), (.oz, 1, .ml, 29.5735), (.km, 1, .min, nil), (.steps, 5, .count, nil),
  ])
  func converts(
    _ from: SherpaCore.Unit, _ amount: Double, _ to: SherpaCore.Unit, _ expected: Double?
  ) {
    #expect(from.convert(amount, to: to) == expected)
  }
}
