import Foundation
import Testing

/// `sherpa show`'s charts and streaks on six weeks of habits (`HabitHistory`).
struct ShowChartTests {
  @Test func showHasSparklinesAndTheStreak() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let text = try session.run(["show", "floss"], at: HabitHistory.now)
    #expect(
      text.hasSuffix(
        """
          Last 7    ######_  6 of 6 scheduled days done (100%), today to go
          Last 30   ##############_##############_  28 of 29 scheduled days done (97%), today to go
          Streak    14 times in a row now, longest 15, 38 times in all

        """))
    let water = try session.run(["show", "water"], at: HabitHistory.now)
    // 1500, 2500 and 2000 ml in turn (three quarters, then done twice); 500 ml so far today.
    #expect(water.contains("  Last 7    +##+##-  "))
  }

  @Test func showInColorDrawsBlocks() throws {
    let session = try HabitHistory.template.session(env: ["NO_COLOR": ""])
    defer { session.remove() }
    try session.run(["config", "set", "color", "always"], at: HabitHistory.now)
    let text = try session.run(["show", "run"], at: HabitHistory.now)
    #expect(text.contains("\u{1B}[32m█\u{1B}[0m") && text.contains("\u{1B}[2ms\u{1B}[0m"))
  }

  @Test func showJSONHasTheStreakAndEachDaysShare() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let floss = try session.object(["show", "floss"], at: HabitHistory.now)
    let streak = try #require(floss["streak"] as? [String: Any])
    #expect(streak["current"] as? Int == 14 && streak["longest"] as? Int == 15)
    #expect(streak["completed"] as? Int == 38 && streak["unit"] as? String == "day")
    let swim = try session.object(["show", "swim"], at: HabitHistory.now)
    #expect((swim["streak"] as? [String: Any])?["unit"] as? String == "week")
    let water = try session.object(["show", "water"], at: HabitHistory.now)
    let days = try #require((water["last7"] as? [String: Any])?["days"] as? [[String: Any]])
    #expect(days.map { $0["share"] as? Double } == [0.75, 1, 1, 0.75, 1, 1, 0.25])
    let mum = try session.object(["show", "mum"], at: HabitHistory.now)
    #expect(mum["streak"] is NSNull)
  }
}
