import Foundation
import Testing

/// `sherpa insights` on six weeks of habits (`HabitHistory`): what the pattern planted in
/// them comes back, in kind words, with the right numbers; too little data says so.
struct InsightsCommandTests {
  @Test func insightsMatchSnapshot() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let text = try Scenario.transcript(session, [["insights"]], at: HabitHistory.now)
    #expect(Scenario.nonASCII(text).isEmpty, "plain output is not ASCII")
    #expect(text == (try Snapshot.expected(named: "insightsMatchSnapshot", actual: text)))
  }

  @Test func insightsInColorMatchSnapshot() throws {
    let session = try HabitHistory.template.session(env: ["NO_COLOR": ""])
    defer { session.remove() }
    try session.run(["config", "set", "color", "always"], at: HabitHistory.now)
    let text = try Scenario.transcript(session, [["insights"]], at: HabitHistory.now)
    #expect(text.contains("\u{1B}[36m•\u{1B}[0m"))
    #expect(text == (try Snapshot.expected(named: "insightsInColorMatchSnapshot", actual: text)))
  }

  @Test func thePlantedPatternsAreFoundWithTheirNumbers() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let line = try session.run(["insights", "--json"], at: HabitHistory.now)
    let object = try StoreSession.object(line)
    #expect(Set(object.keys) == ["from", "to", "insights"])
    #expect(object["from"] as? String == "2026-09-27")
    #expect(object["to"] as? String == "2026-11-21")
    let insights = try #require(object["insights"] as? [[String: Any]])
    for insight in insights {
      #expect(Set(insight.keys) == ["kind", "item", "name", "text", "numbers"])
    }
    func find(_ kind: String, _ name: String?) -> [String: Int]? {
      insights.first { $0["kind"] as? String == kind && $0["name"] as? String == name }?[
        "numbers"] as? [String: Int]
    }
    // Run: every third day of the first 13, then all but 3 of the last 26 counted.
    #expect(
      find("risingTrend", "Run") == [
        "recentDone": 23, "recentScheduled": 26, "beforeDone": 5, "beforeScheduled": 13,
      ])
    #expect(find("nearRecord", "Floss") == ["current": 14, "longest": 15])
    // Mondays 19 Oct, 2, 9 and 16 Nov of the last four; every Wednesday and Friday done.
    #expect(
      find("weekdaySlip", "Gym") == ["slips": 3, "of": 4, "otherDone": 12, "otherScheduled": 12])
    #expect(
      find("easingTrend", "Read") == [
        "recentDone": 10, "recentScheduled": 27, "beforeDone": 13, "beforeScheduled": 13,
      ])
    // Meditate, the one morning habit, is done 38 of 41 days (today's done already).
    let planned = try #require(find("plannedTime", nil))
    #expect(planned["done"] == 38 && planned["scheduled"] == 41)
    // Nothing about habits that never slipped on one weekday.
    #expect(find("weekdaySlip", "Meditate") == nil && find("weekdaySlip", "Floss") == nil)
  }

  @Test(arguments: ["2026-11-21T09:00", "2026-11-01T09:00", "2026-10-20T09:00", "2026-12-20T09:00"])
  func theWordsStayKind(_ now: String) throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let text = try session.run(["insights"], at: now).lowercased()
    for word in HabitHistory.unkind {
      #expect(!text.contains(word), "'\(word)' in: \(text)")
    }
  }

  @Test func aFewDaysAreNotEnoughToSayAnything() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily", "floss every night"], at: "2026-11-16T08:00")
    try session.run(["done", "run", "5km"], at: "2026-11-16T21:00")
    try session.run(["done", "floss"], at: "2026-11-17T21:00")
    let run = try session.attempt(["insights"], at: HabitHistory.now)
    #expect(run.status == 0 && run.stderr.isEmpty)
    #expect(
      run.stdout == "Nothing stands out yet. Patterns show up here after a few weeks of logging.\n")
    let json = try session.object(["insights"], at: HabitHistory.now)
    #expect((json["insights"] as? [Any])?.isEmpty == true)
  }

  @Test func anEmptyStoreSaysHowToStart() throws {
    let run = try Sherpa.run(["insights"], now: HabitHistory.now)
    #expect(run.status == 0 && run.stderr.isEmpty)
    #expect(
      run.stdout
        == "No habits yet, so nothing to notice. Add one, like: sherpa add \"read 10 pages every night\"\n"
    )
  }
}
