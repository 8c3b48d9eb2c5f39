import Foundation
import Testing

/// `sherpa league` on six weeks of habits (`HabitHistory`): the golden board, its JSON, the
/// player's XP against the days', the same board every time, an empty store.
struct LeagueCommandTests {
  @Test func leagueMatchesSnapshot() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let text = try Scenario.transcript(session, [["league"]], at: HabitHistory.now)
    #expect(Scenario.nonASCII(text).isEmpty, "plain output is not ASCII")
    #expect(text == (try Snapshot.expected(named: "leagueMatchesSnapshot", actual: text)))
  }

  @Test func leagueInColorMatchesSnapshot() throws {
    let session = try HabitHistory.template.session(env: ["NO_COLOR": ""])
    defer { session.remove() }
    try session.run(["config", "set", "color", "always"], at: HabitHistory.now)
    let text = try Scenario.transcript(session, [["league"]], at: HabitHistory.now)
    #expect(text.contains("▶") && text.contains("▲") && text.contains("▼"))
    #expect(text == (try Snapshot.expected(named: "leagueInColorMatchesSnapshot", actual: text)))
  }

  @Test func leagueJSONIsTheBoardWithThePlayerOnIt() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    let board = try session.object(["league"], at: HabitHistory.now)
    #expect(Set(board.keys) == ["week", "resets", "tier", "rank", "xp", "band", "rows"])
    #expect(board["week"] as? String == "2026-11-16")
    #expect(board["resets"] as? String == "2026-11-23")
    let tiers = ["Hilltop", "Base Camp", "Mont Blanc", "K2", "Everest"]
    #expect(tiers.contains(board["tier"] as? String ?? ""))
    let rows = try #require(board["rows"] as? [[String: Any]])
    #expect(rows.count == 30)
    #expect(rows.map { $0["rank"] as? Int } == (1...30).map { $0 })
    for row in rows {
      #expect(
        Set(row.keys) == ["rank", "name", "xp", "streakDays", "focusMinutes", "band", "isPlayer"])
      let rank = try #require(row["rank"] as? Int)
      #expect(row["band"] as? String == (rank <= 12 ? "promote" : rank <= 15 ? "stay" : "demote"))
    }
    let xps = rows.compactMap { $0["xp"] as? Int }
    #expect(xps == xps.sorted(by: >))
    let players = rows.filter { $0["isPlayer"] as? Bool == true }
    #expect(players.count == 1)
    let player = try #require(players.first)
    #expect(player["name"] as? String == "You")
    #expect(player["rank"] as? Int == board["rank"] as? Int)
    #expect(player["streakDays"] as? Int == 8)
    // The week's XP is the XP of its days so far, Monday to today.
    var xp = 0
    for day in 16...21 {
      xp += try #require(
        session.object(["today", "--date", "2026-11-\(day)"], at: HabitHistory.now)["xp"] as? Int)
    }
    #expect(board["xp"] as? Int == xp)
    #expect(player["xp"] as? Int == xp)
    // The same moment gives the same board.
    #expect(
      try session.object(["league"], at: HabitHistory.now)["rows"] as? NSArray == rows as NSArray)
  }

  @Test func theBoardTurnsOverOnMondayByTheClock() throws {
    let session = try HabitHistory.template.session()
    defer { session.remove() }
    // 01:00 on Monday is still Sunday's day for logging, but a new league week.
    let board = try session.object(["league"], at: "2026-11-23T01:00")
    #expect(board["week"] as? String == "2026-11-23")
    #expect(board["xp"] as? Int == 0)
  }

  @Test func anEmptyStoreSaysHowToStart() throws {
    let run = try Sherpa.run(["league"], now: HabitHistory.now)
    #expect(run.status == 0 && run.stderr.isEmpty)
    #expect(
      run.stdout
        == "The league starts with your first habit. Add one, like: sherpa add \"read 10 pages every night\"\n"
    )
    let json = try Sherpa.run(["league", "--json"], now: HabitHistory.now)
    #expect(json.status == 0)
    let board = try StoreSession.object(json.stdout)
    #expect((board["rows"] as? [Any])?.isEmpty == true && board["rank"] is NSNull)
  }
}
