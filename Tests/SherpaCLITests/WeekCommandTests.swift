import Foundation
import Testing

/// `sherpa week` on six weeks of habits (`HabitHistory`): golden grids, the JSON, moving
/// between weeks, the week's first day, an empty store and a day it cannot read.
struct WeekCommandTests {
  static let statuses: Set<String> = [
    "done", "partly", "skipped", "notDone", "today", "future", "notScheduled",
  ]

  @Test func weekMatchesSnapshot() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let text = try Scenario.transcript(
      session,
      [
        ["week"], ["week", "--prev"], ["week", "--date", "2026-10-14"],
        ["week", "--date", "2026-10-14", "--prev"], ["week", "--next"],
      ], at: HabitHistory.now)
    #expect(Scenario.nonASCII(text).isEmpty, "plain output is not ASCII")
    #expect(text == (try Snapshot.expected(named: "weekMatchesSnapshot", actual: text)))
  }

  @Test func weekInColorMatchesSnapshot() throws {
    let session = try HabitHistory.template.session(env: ["NO_COLOR": ""])
    defer { session.remove() }
    try session.run(["config", "set", "color", "always"], at: HabitHistory.now)
    let text = try Scenario.transcript(session, [["week"]], at: HabitHistory.now)
    #expect(text.contains("\u{1B}[1mWeek of Mon 16 Nov 2026\u{1B}[0m  ·  79% done"))
    #expect(text.contains("✓") && text.contains("◐") && text.contains("○"))
    #expect(text == (try Snapshot.expected(named: "weekInColorMatchesSnapshot", actual: text)))
  }

  @Test func weekJSONHasSevenDaysForEachItem() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let line = try session.run(["week", "--json"], at: HabitHistory.now)
    #expect(line.hasSuffix("}\n") && line.filter { $0 == "\n" }.count == 1)
    let week = try StoreSession.object(line)
    #expect(
      Set(week.keys) == ["start", "end", "done", "scheduled", "percent", "dates", "items"])
    #expect(week["start"] as? String == "2026-11-16")
    #expect(week["end"] as? String == "2026-11-22")
    #expect(
      week["dates"] as? [String] == (16...22).map { "2026-11-\($0)" })
    #expect(week["done"] as? Int == 27)
    #expect(week["scheduled"] as? Int == 34)
    #expect(week["percent"] as? Int == 79)
    let items = try #require(week["items"] as? [[String: Any]])
    #expect(
      items.map { $0["name"] as? String } == [
        "Meditate", "Run", "Gym", "Drink water", "Coffees", "Swim", "Read", "Floss", "Call mum",
      ])
    for item in items {
      #expect(Set(item.keys) == ["id", "name", "kind", "days", "done", "scheduled"])
      let days = try #require(item["days"] as? [String])
      #expect(days.count == 7 && days.allSatisfy(WeekCommandTests.statuses.contains))
    }
    // The items' counts add up to the week's.
    #expect(items.compactMap { $0["done"] as? Int }.reduce(0, +) == 27)
    #expect(items.compactMap { $0["scheduled"] as? Int }.reduce(0, +) == 34)
    let gym = try #require(items.first { $0["name"] as? String == "Gym" })
    #expect(
      gym["days"] as? [String] == [
        "notDone", "notScheduled", "done", "notScheduled", "done", "notScheduled",
        "notScheduled",
      ])
    let run = try #require(items.first { $0["name"] as? String == "Run" })
    #expect((run["days"] as? [String])?.suffix(2) == ["today", "future"])
  }

  @Test(arguments: [
    (["--prev"], "2026-11-09"), (["--next"], "2026-11-23"), (["--prev", "--prev"], "2026-11-02"),
    (["--prev", "--next"], "2026-11-16"), (["--date", "2026-11-04", "--next"], "2026-11-09"),
    (["--date", "2026-10-12", "--prev"], "2026-10-05"), (["--date", "sun"], "2026-11-09"),
  ])
  func prevAndNextMoveByWeeks(_ args: [String], _ start: String) throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let week = try session.object(["week"] + args, at: HabitHistory.now)
    #expect(week["start"] as? String == start)
  }

  @Test func aWeekBeforeTheFirstItemHasNothingToCount() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let text = try session.run(["week", "--date", "2026-10-05"], at: HabitHistory.now)
    #expect(
      text
        == "Week of Mon 5 Oct 2026 - no habit-days to count yet\nNothing was scheduled that week.\n"
    )
    let week = try session.object(["week", "--date", "2026-10-05"], at: HabitHistory.now)
    #expect(week["percent"] is NSNull)
    #expect((week["items"] as? [Any])?.isEmpty == true)
  }

  @Test func theWeekStartsOnTheWeekStartSetting() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    try session.run(["config", "set", "weekStart", "sunday"], at: HabitHistory.now)
    let week = try session.object(["week"], at: HabitHistory.now)
    #expect(week["start"] as? String == "2026-11-15")
    let text = try session.run(["week"], at: HabitHistory.now)
    #expect(text.contains("\n              Su Mo Tu We Th Fr Sa\n"))
  }

  @Test func anEmptyStoreSaysHowToStart() throws {
    let run = try Sherpa.run(["week"], now: HabitHistory.now)
    #expect(run.status == 0 && run.stderr.isEmpty)
    #expect(
      run.stdout
        == "Week of Mon 16 Nov 2026 - no habit-days to count yet\n"
        + "Nothing to show yet. Add a habit, like: sherpa add \"read 10 pages every night\"\n")
    let json = try Sherpa.run(["week", "--json"], now: HabitHistory.now)
    #expect(json.status == 0)
    #expect(try StoreSession.object(json.stdout)["items"] as? [Any] != nil)
  }

  @Test(arguments: ["blursday", "2026-13-01", "next week"])
  func aDayItCannotReadIsOneLine(_ date: String) throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let before = try session.sandbox.storeFiles()
    let run = try session.attempt(["week", "--date", date], at: HabitHistory.now)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "Error: Didn't understand the date '\(date)'. Say today, yesterday, a weekday like 'mon', or a date like 2026-11-20.\n"
    )
    #expect(try session.sandbox.storeFiles() == before)
  }
}
