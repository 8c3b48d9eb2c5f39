import Foundation
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaActions

/// The readers of other tools' exports: each value and each schedule as Sherpa keeps it.
struct ImportReadersTests {
  static let today = CivilDate(year: 2026, month: 11, day: 26)!
  static let habitsHeader =
    "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n"

  /// Loop's "times in days" as Sherpa's period and recurrence.
  @Test(arguments: [
    (1, 1, false, Target.Period.day, Recurrence.daily),
    (1, 7, false, .week, .daily),
    (3, 7, false, .week, .daily),
    (10, 30, false, .month, .daily),
    (2, 31, true, .month, .daily),
    (1, 3, false, .day, Recurrence(frequency: .daily, interval: 3)),
  ])
  func loopFrequenciesMapToSchedules(
    _ times: Int, _ days: Int, _ numerical: Bool, _ period: Target.Period, _ rule: Recurrence
  ) throws {
    let mapped = try #require(LoopHabit.schedule(times: times, days: days, isNumerical: numerical))
    #expect(mapped.0 == period)
    #expect(mapped.1 == rule)
  }

  @Test(arguments: [(2, 5, false), (3, 10, false), (1, 3, true)])
  func loopFrequenciesWithoutASherpaScheduleAreRefused(_ times: Int, _ days: Int, _ numerical: Bool)
  {
    #expect(LoopHabit.schedule(times: times, days: days, isNumerical: numerical) == nil)
  }

  /// Loop's checkmark values, named (newer exports) or numbered (older ones).
  @Test(arguments: [
    ("YES_MANUAL", false, ImportPlan.PlannedLog.Kind?.some(.check)),
    ("2", false, .check),
    ("SKIP", false, .skip),
    ("3", false, .skip),
    ("YES_AUTO", false, nil),
    ("1", false, nil),
    ("NO", false, nil),
    ("0", false, nil),
    ("UNKNOWN", false, nil),
    ("-1", false, nil),
    ("", false, nil),
    ("5000", true, .progress(5)),
    ("3200", true, .progress(3.2)),
    ("1", true, nil),
    ("0", true, nil),
    ("-1", true, nil),
    ("SKIP", true, .skip),
  ])
  func loopCheckmarksMeanWhatLoopSays(
    _ value: String, _ numerical: Bool, _ kind: ImportPlan.PlannedLog.Kind?
  ) throws {
    let habit = LoopHabit(
      name: "Run", target: .checkOff, recurrence: .daily, isNumerical: numerical,
      isArchived: false)
    let entry = try LoopEntry.entry(
      date: "2026-11-20", value: value, note: nil, habit: habit, today: Self.today
    ).get()
    #expect(entry?.kind == kind)
  }

  @Test(arguments: [
    ("2026-11-27", "2", "2026-11-27 is after today; left out"),
    ("20/11/2026", "2", "'20/11/2026' is not a date like 2026-11-20; left out"),
    ("2026-11-20", "7", "'7' on 2026-11-20 is not a Loop checkmark; left out"),
    ("2026-11-20", "maybe", "'maybe' on 2026-11-20 is not a Loop checkmark; left out"),
  ])
  func loopCheckmarksThatDoNotReadSayWhy(_ date: String, _ value: String, _ reason: String) {
    let habit = LoopHabit(
      name: "Meditate", target: .checkOff, recurrence: .daily, isNumerical: false,
      isArchived: false)
    let result = LoopEntry.entry(
      date: date, value: value, note: nil, habit: habit, today: Self.today)
    guard case .failure(let why) = result else {
      Issue.record("\(value) on \(date) read")
      return
    }
    #expect(why.reason == reason)
  }

  @Test func anOlderLoopExportWithNumberedValuesReads() throws {
    let export = LoopExport(
      habits: ImportText(
        name: "Habits.csv",
        text:
          "Position,Name,Question,Description,NumRepetitions,Interval,Color\n"
          + "001,Meditate,Did you meditate?,,1,1,#FF8F00\n002,Wake up early,,,2,3,#00897B\n"),
      overall: ImportText(
        name: "Checkmarks.csv",
        text:
          "Date,Meditate,Wake up early,\n2026-11-25,2,2,\n2026-11-24,3,0,\n2026-11-23,1,1,\n"))
    let plan = try export.plan(today: Self.today)
    #expect(plan.items.map(\.input) == ["Loop: Meditate"])
    #expect(plan.items[0].item.target == .checkOff)
    #expect(plan.items[0].item.start == CivilDate(year: 2026, month: 11, day: 24)!)
    #expect(plan.logs.map(\.kind) == [.check, .skip])
    #expect(
      plan.problems.map(\.description) == [
        "Habits.csv:3: 'Wake up early' repeats 2 times in 3 days, which Sherpa has no schedule for; left out with its checkmarks"
      ])
  }

  @Test func aNumericalLoopHabitKeepsItsUnitAndGoal() throws {
    let export = LoopExport(
      habits: ImportText(
        name: "Habits.csv",
        text: Self.habitsHeader
          + "001,Run,NUMERICAL,,,1,7,#000000,km,AT_LEAST,15.5,false\n"
          + "002,Coffee,NUMERICAL,,,1,1,#000000,cups,AT_MOST,2,true\n"),
      checkmarks: [
        1: ImportText(
          name: "001 Run/Checkmarks.csv", text: "Date,Value,Notes\n2026-11-25,5250,Easy\n")
      ])
    let plan = try export.plan(today: Self.today)
    #expect(
      plan.items.map(\.item.target) == [
        Target(amount: 15.5, unit: .km, period: .week),
        Target(amount: 2, unit: .count, label: "cups", period: .day, goal: .atMost),
      ])
    #expect(plan.items.map(\.archived) == [nil, Self.today])
    #expect(
      plan.logs == [
        ImportPlan.PlannedLog(
          item: 0, day: CivilDate(year: 2026, month: 11, day: 25)!, kind: .progress(5.25),
          note: "Easy")
      ])
  }

  @Test func aFileThatIsNotLoopsHabitListIsRefusedWhole() {
    let export = LoopExport(habits: ImportText(name: "Habits.csv", text: "id,name\n1,Run\n"))
    #expect(throws: ImportFileFailure.self) { try export.plan(today: Self.today) }
  }

  /// Taskwarrior's `recur` values as recurrences from a due day (Sunday 1 Nov 2026).
  @Test(arguments: [
    ("daily", Recurrence?.some(.daily)),
    ("1d", .daily),
    ("P1D", .daily),
    ("3d", Recurrence(frequency: .daily, interval: 3)),
    ("weekly", Recurrence(frequency: .weekly, byWeekday: [WeekdayRule(.sunday)])),
    ("2w", Recurrence(frequency: .weekly, interval: 2, byWeekday: [WeekdayRule(.sunday)])),
    ("biweekly", Recurrence(frequency: .weekly, interval: 2, byWeekday: [WeekdayRule(.sunday)])),
    (
      "weekdays",
      Recurrence(
        frequency: .weekly,
        byWeekday: [.monday, .tuesday, .wednesday, .thursday, .friday].map { WeekdayRule($0) })
    ),
    ("monthly", Recurrence(frequency: .monthly, byMonthDay: [1])),
    ("quarterly", Recurrence(frequency: .monthly, interval: 3, byMonthDay: [1])),
    ("6mo", Recurrence(frequency: .monthly, interval: 6, byMonthDay: [1])),
    ("yearly", Recurrence(frequency: .yearly, byMonthDay: [1], byMonth: [11])),
    ("2h", nil),
    ("hourly", nil),
    ("0d", nil),
    ("fortnightly-ish", nil),
  ])
  func taskwarriorRecurrencesMap(_ recur: String, _ rule: Recurrence?) {
    let sunday = CivilDate(year: 2026, month: 11, day: 1)!
    #expect(TaskwarriorExport.recurrence(recur, from: sunday) == rule)
  }

  /// Stamps in UTC read as local days.
  @Test(arguments: [
    ("20261120T000000Z", 0, "2026-11-20"),
    ("20261120T230000Z", 60, "2026-11-21"),
    ("20261120T030000Z", -300, "2026-11-19"),
    ("20261120T120000Z", 330, "2026-11-20"),
  ])
  func taskwarriorStampsAreLocalDays(_ stamp: String, _ offset: Int, _ day: String) {
    #expect(TaskwarriorExport.day(of: stamp, utcOffset: { _ in offset })?.description == day)
  }

  @Test(arguments: ["2026-11-20", "20261120T0000Z", "20261340T000000Z", ""])
  func taskwarriorStampsThatAreNotOneAreNil(_ stamp: String) {
    #expect(TaskwarriorExport.day(of: stamp, utcOffset: { _ in 0 }) == nil)
  }

  @Test func aTaskLineThatDoesNotReadIsOneProblemAndTheOthersComeIn() throws {
    let export = TaskwarriorExport(
      name: "tasks.json",
      text: """
        [
        {"description":"Buy milk","entry":"20261120T090000Z","status":"pending","uuid":"a-1"},
        {"description":"Broken","entry":
        {"description":"Gone","entry":"20261120T090000Z","status":"deleted","uuid":"a-3"},
        {"description":"Done","entry":"20261120T090000Z","end":"20261122T090000Z","status":"completed","uuid":"a-4"}
        ]
        """)
    let plan = try export.plan(today: Self.today, utcOffset: { _ in 0 })
    #expect(plan.items.map(\.item.name) == ["Buy milk", "Done"])
    #expect(plan.items.map(\.completed) == [nil, CivilDate(year: 2026, month: 11, day: 22)!])
    #expect(plan.leftOut == 1)
    #expect(
      plan.problems.map(\.description) == ["tasks.json:3: not a task Sherpa can read; left out"])
  }

  @Test(arguments: [
    "{\"format\":\"sherpa-export\"}", "hello", "[{\"name\":\"x\"}]", "{oops\n{oops\n",
  ])
  func aFileThatIsNotATaskExportIsRefusedWhole(_ text: String) {
    let export = TaskwarriorExport(name: "tasks.json", text: text)
    #expect(throws: ImportFileFailure.self) {
      try export.plan(today: Self.today, utcOffset: { _ in 0 })
    }
  }
}
