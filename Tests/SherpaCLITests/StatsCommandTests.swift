import Foundation
import Testing

/// `sherpa stats` on six weeks of habits (`HabitHistory`): golden views, the JSON, the XP
/// against each day's, the cache of past days against the history, an empty store.
struct StatsCommandTests {
  @Test func statsMatchesSnapshot() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let text = try Scenario.transcript(session, [["stats"]], at: HabitHistory.now)
    #expect(Scenario.nonASCII(text).isEmpty, "plain output is not ASCII")
    #expect(text == (try Snapshot.expected(named: "statsMatchesSnapshot", actual: text)))
  }

  @Test func statsInColorMatchesSnapshot() throws {
    let session = try HabitHistory.template.session(env: ["NO_COLOR": ""])
    defer { session.remove() }
    try session.run(["config", "set", "color", "always"], at: HabitHistory.now)
    let text = try Scenario.transcript(session, [["stats"]], at: HabitHistory.now)
    #expect(text.contains("\u{1B}[38;5;40m■\u{1B}[0m"))
    #expect(text == (try Snapshot.expected(named: "statsInColorMatchesSnapshot", actual: text)))
  }

  @Test func statsJSONHasEveryPart() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let line = try session.run(["stats", "--json"], at: HabitHistory.now)
    #expect(line.filter { $0 == "\n" }.count == 1)
    let stats = try StoreSession.object(line)
    #expect(
      Set(stats.keys) == [
        "date", "adherence", "items", "calendar", "weekdays", "best", "worst", "xp", "streak",
        "focus", "reflections",
      ])
    #expect(stats["date"] as? String == "2026-11-21")
    let windows: Set<String> = ["last7", "last30", "last365"]
    let adherence = try #require(stats["adherence"] as? [String: [String: Any]])
    #expect(Set(adherence.keys) == windows)
    #expect(adherence["last7"]?["done"] as? Int == 31)
    #expect(adherence["last7"]?["scheduled"] as? Int == 40)
    #expect(adherence["last7"]?["percent"] as? Int == 78)
    let items = try #require(stats["items"] as? [[String: Any]])
    #expect(
      items.map { $0["name"] as? String } == [
        "Meditate", "Run", "Gym", "Drink water", "Coffees", "Swim", "Read", "Floss",
      ])
    for item in items {
      #expect(Set(item.keys) == windows.union(["id", "name", "unit"]))
    }
    #expect(items.first { $0["name"] as? String == "Swim" }?["unit"] as? String == "week")
    // Every habit-day is some item's: the items add up to the whole.
    for window in windows {
      let done = items.filter { $0["unit"] as? String == "day" }
        .compactMap { ($0[window] as? [String: Any])?["done"] as? Int }.reduce(0, +)
      #expect(done == adherence[window]?["done"] as? Int, "\(window)")
    }
    let calendar = try #require(stats["calendar"] as? [String: Any])
    #expect(calendar["start"] as? String == "2025-11-17")
    let weeks = try #require(calendar["weeks"] as? [[Any]])
    #expect(weeks.count == 53 && weeks.allSatisfy { $0.count == 7 })
    #expect(weeks[0].allSatisfy { $0 is NSNull })
    #expect(weeks[52][6] is NSNull)  // Sunday 22 Nov is still to come
    #expect(weeks[47][0] as? Double == 1)  // Monday 12 Oct: every habit done
    let weekdays = try #require(stats["weekdays"] as? [[String: Any]])
    #expect(weekdays.count == 7)
    #expect(stats["best"] as? String == "Wednesday")
    #expect(stats["worst"] as? String == "Monday")
    let xp = try #require(stats["xp"] as? [String: Any])
    #expect(Set(xp.keys) == ["total", "level", "nextLevelAt"])
    #expect(xp["level"] as? Int == 8 && xp["nextLevelAt"] as? Int == 4500)
    let streak = try #require(stats["streak"] as? [String: Any])
    #expect(streak["days"] as? Int == 8 && streak["level"] as? Int == 0)
    #expect(streak["nextLevelAt"] as? Int == 15)
  }

  @Test func totalXPIsEveryDaysXP() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    var total = 0
    for d in 0..<HabitHistory.days {
      let day = try session.object(["today", "--date", HabitHistory.date(d)], at: HabitHistory.now)
      total += try #require(day["xp"] as? Int)
    }
    let stats = try session.object(["stats"], at: HabitHistory.now)
    #expect((stats["xp"] as? [String: Any])?["total"] as? Int == total)
  }

  /// Six weeks on, the first weeks come from the cache of past days: whatever was logged or
  /// changed since, the views that read it (`stats`, `show`'s record, `insights`' records,
  /// `league`'s past weeks) are the ones worked out afresh from the history.
  @Test func viewsFromTheCacheAreViewsFromTheHistory() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let cache = session.sandbox.root.appendingPathComponent("store.cache.past.json")
    func stats(_ now: String) throws -> String {
      let views = [
        ["stats", "--json"], ["stats"], ["show", "floss", "--json"], ["show", "swim"],
        ["show", "run"], ["insights", "--json"], ["league", "--json"],
      ]
      return try views.map { try session.run($0, at: now) }.joined()
    }
    func afresh(_ now: String) throws -> String {
      try? FileManager.default.removeItem(at: cache)
      return try stats(now)
    }
    let later = "2026-12-31T09:00"
    // Cached through Sun 22 Nov on 25 Dec; read and carried forward a week on 31 Dec.
    _ = try stats("2026-12-25T09:00")
    #expect(FileManager.default.fileExists(atPath: cache.path))
    let carried = try stats(later)
    #expect(carried == (try afresh(later)))
    #expect(try stats(later) == carried)
    let changes: [[String]] = [
      ["done", "gym", "--date", "2026-11-16"],  // a backfill on a cached day
      ["undo"],
      ["skip", "floss", "--date", "2026-10-21", "--note", "away"],
      ["config", "set", "color", "never"],  // keeps the cache
      ["config", "set", "weekStart", "sunday"],
      ["edit", "swim", "4 times a week"],
      ["done", "call mum", "--date", "2026-11-20"],
      ["archive", "coffees"],
      ["delete", "read", "--yes"],
    ]
    for change in changes {
      _ = try stats(later)
      try session.run(change, at: later)
      #expect(try stats(later) == (try afresh(later)), "after \(change)")
    }
  }

  @Test func anEmptyStoreSaysHowToStart() throws {
    let run = try Sherpa.run(["stats"], now: HabitHistory.now)
    #expect(run.status == 0 && run.stderr.isEmpty)
    #expect(
      run.stdout
        == "No habits yet, so nothing to count. Add one, like: sherpa add \"read 10 pages every night\"\n"
    )
    let json = try Sherpa.run(["stats", "--json"], now: HabitHistory.now)
    #expect(json.status == 0)
    let stats = try StoreSession.object(json.stdout)
    #expect((stats["xp"] as? [String: Any])?["total"] as? Int == 0)
  }
}
