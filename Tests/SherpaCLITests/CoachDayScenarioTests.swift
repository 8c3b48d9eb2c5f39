import Foundation
import Testing

/// A new user's day with the coach at 08:00, 13:00 and 21:30, golden: timed items at their
/// time, limits never steps, a weekly target moved to another day rather than made lighter,
/// and a streak kept with its lighter form before anything else is cut.
struct CoachDayScenarioTests {
  /// Thursday 19 November 2026; the week started on Monday.
  static let day = "2026-11-19"

  /// Nine items added a week before; Read done every day since (a 6-day streak by
  /// Thursday), Gym twice, 13 of 15 km run; bed at 22:30.
  static let template = StoreTemplate {
    let session = try StoreSession(env: ["NO_COLOR": "1"])
    try session.add(
      [
        "meditate 10 minutes every morning", "take vitamins daily at 8am", "run 15 km a week",
        "gym 3 times a week at 6pm", "no screens after 10pm", "at most 2 coffees a day",
        "read 30 minutes every evening", "journal every night", "floss nightly",
      ], at: "2026-11-13T07:00")
    for day in 13...18 {
      let date = "2026-11-\(day)"
      try session.run(["done", "read", "30min"], at: date + "T21:00")
      try session.run(["done", "vitamins"], at: date + "T08:00")
      try session.run(["done", "floss"], at: date + "T22:00")
      if day % 2 == 0 { try session.run(["done", "meditate"], at: date + "T07:00") }
    }
    for (date, km) in [("2026-11-16", "5km"), ("2026-11-17", "4km"), ("2026-11-18", "4km")] {
      try session.run(["done", "run", km], at: date + "T07:00")
    }
    try session.run(["done", "gym"], at: "2026-11-16T18:30")
    try session.run(["done", "gym"], at: "2026-11-18T18:30")
    try session.run(["config", "set", "bedtime", "22:30"], at: "2026-11-18T22:00")
    return session
  }

  @Test(arguments: ["08:00", "13:00", "21:30"])
  func theCoachPlansByTheClock(_ time: String) throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let files = try session.sandbox.storeFiles().filter { !$0.key.contains(".cache") }
    let now = Self.day + "T" + time
    let text = try Scenario.transcript(session, [["coach"], ["today"]], at: now)
    let name = "coachAt" + time.replacingOccurrences(of: ":", with: "")
    #expect(text == (try Snapshot.expected(named: name, actual: text)))
    // Without a terminal and without --apply, nothing is written.
    #expect(try session.sandbox.storeFiles().filter { !$0.key.contains(".cache") } == files)
    #expect(!text.contains("No screens after 10pm  ~"))
    #expect(!text.contains("Coffees  ~"))
  }

  /// Each step's planned start, by the clock: Gym at its 18:00, nothing before now.
  @Test func theJSONGivesEachStepsStart() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let plan = try session.object(["coach"], at: Self.day + "T08:00")
    let steps = plan["steps"] as! [[String: Any]]
    let starts = steps.map { $0["start"] as! String }
    #expect(starts.first == "08:00")
    #expect(starts == starts.sorted())
    #expect(steps.first { $0["name"] as? String == "Gym" }?["start"] as? String == "18:00")
  }

  @Test func anAppliedEveningSkipsByPlanAndUndoTakesThemBack() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let now = Self.day + "T22:05"
    let before = try session.object(["today"], at: now)
    let out = try session.run(["coach", "--apply"], at: now)
    #expect(out.contains("another day this week"))
    #expect(!out.contains("Gym ->"))
    let after = try session.object(["today"], at: now)
    let skipped = after.items.filter { $0["skipped"] as? Bool == true }
    #expect(!skipped.isEmpty)
    #expect(skipped.allSatisfy { ($0["note"] as? String)?.hasPrefix("skipped by plan: ") == true })
    // Skipped by plan: out of the day's count, once the plan is taken.
    #expect((after["countable"] as! Int) < (before["countable"] as! Int))
    #expect(try session.run(["undo"], at: now) == "Undid the evening's plan for Thu 19 Nov.\n")
    let undone = try session.object(["today"], at: now)
    #expect(undone["countable"] as? Int == before["countable"] as? Int)
  }
}
