import Foundation
import Testing

/// "after X" and "only on X days" through the binary: a shake kept to a workout's days in
/// `add`, `today`, `week`, `show`, `export ics` and `edit`, and the days before an edit left as
/// they were judged.
struct RelationCommandTests {
  static let monday = "2026-11-02T08:00"

  /// A workout on Mon/Wed/Fri and a shake only on workout days, added on Monday 2 Nov.
  static func session() throws -> StoreSession {
    let session = try StoreSession()
    try session.add(
      ["workout every Mon/Wed/Fri", "pre-workout shake only on workout days"], at: monday)
    return session
  }

  static func names(_ today: String) -> [String] {
    today.split(separator: "\n").filter { $0.hasPrefix("  [") }.map {
      String($0.dropFirst(6))
    }
  }

  @Test func addSaysWhichItemTheRelationNames() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["workout every Mon/Wed/Fri"], at: Self.monday)
    let shake = try session.run(
      ["add", "--yes", "pre-workout shake only on workout days"], at: Self.monday)
    #expect(
      shake == """
        Pre-workout shake (habit)
          Schedule  Every day
          Starts    Mon 2 Nov 2026
          Only on   days with Workout
          Next      Mon 2 Nov, Wed 4 Nov, Fri 6 Nov, Mon 9 Nov, Wed 11 Nov, …
        Added Pre-workout shake as #2.

        """)
    let stretch = try session.run(["add", "--yes", "stretch after breakfast"], at: Self.monday)
    #expect(stretch.contains("  After     breakfast (not an item)\n"))
    let cooldown = try session.run(["add", "--yes", "cool down after my workout"], at: Self.monday)
    #expect(cooldown.contains("  After     Workout\n"))
    let json = try session.object(["show", "shake"], at: Self.monday)
    #expect(json["onlyOn"] as? String == "workout")
    #expect(json["after"] is NSNull)
    // Stored with the item; an item without a relation stores no key for it.
    let store = try String(contentsOf: session.sandbox.store, encoding: .utf8)
    #expect(store.contains(#""onlyOn":"workout""#))
    #expect(store.components(separatedBy: "onlyOn").count == 2)
  }

  @Test func todayHoldsTheShakeOnlyOnWorkoutDays() throws {
    let session = try Self.session()
    defer { session.remove() }
    let monday = try session.run(["today", "--date", "2026-11-04"], at: Self.monday)
    #expect(Self.names(monday) == ["Workout", "Pre-workout shake"])
    let tuesday = try session.run(["today", "--date", "2026-11-03"], at: Self.monday)
    #expect(Self.names(tuesday).isEmpty)
    let week = try session.object(["week"], at: "2026-11-06T20:00")
    let items = try #require(week["items"] as? [[String: Any]])
    #expect(items.count == 2)
    let days = items.map { ($0["days"] as? [String] ?? []).map { $0 == "notScheduled" } }
    #expect(days[0] == days[1])
    #expect(days[0] == [false, true, false, true, false, true, true])
  }

  @Test func editingTheWorkoutMovesTheShakeFromTodayAndKeepsThePast() throws {
    let session = try Self.session()
    defer { session.remove() }
    for day in ["2026-11-02", "2026-11-04", "2026-11-06", "2026-11-09", "2026-11-11"] {
      try session.run(["done", "workout", "--date", day], at: "2026-11-16T08:00")
      try session.run(["done", "shake", "--date", day], at: "2026-11-16T08:00")
    }
    let now = "2026-11-16T08:00"
    let pastWeek = try session.run(["week", "--date", "2026-11-09"], at: now)
    let shown = try session.object(["show", "shake"], at: now)
    try session.run(["edit", "workout", "every Tue/Thu"], at: now)
    #expect(try session.run(["week", "--date", "2026-11-09"], at: now) == pastWeek)
    let after = try session.object(["show", "shake"], at: now)
    #expect(Self.pastDays(after) == Self.pastDays(shown))
    #expect(after["streak"] as? NSDictionary == shown["streak"] as? NSDictionary)
    let next = try #require(after["next"] as? [String])
    #expect(Array(next.prefix(4)) == ["2026-11-17", "2026-11-19", "2026-11-24", "2026-11-26"])
    #expect(Self.names(try session.run(["today", "--date", "2026-11-17"], at: now)).count == 2)
    #expect(Self.names(try session.run(["today", "--date", "2026-11-18"], at: now)).isEmpty)
    // Taking the relation away: the shake is every day from today on, the past stays.
    let edited = try session.run(["edit", "shake", "--no-only-on"], at: now)
    #expect(!edited.contains("Only on"))
    let free = try session.object(["show", "shake"], at: now)
    #expect(free["onlyOn"] is NSNull)
    #expect(Self.pastDays(free) == Self.pastDays(shown))
    #expect(try session.run(["week", "--date", "2026-11-09"], at: now) == pastWeek)
    #expect(Self.names(try session.run(["today", "--date", "2026-11-18"], at: now)).count == 1)
    // And back again in words.
    let again = try session.run(["edit", "shake", "only on workout days"], at: now)
    #expect(again.contains("  Only on   days with Workout\n"))
    #expect(Self.names(try session.run(["today", "--date", "2026-11-18"], at: now)).isEmpty)
  }

  @Test func afterIsSetAndTakenAwayByEdit() throws {
    let session = try Self.session()
    defer { session.remove() }
    let set = try session.run(["edit", "shake", "after breakfast"], at: Self.monday)
    #expect(set.contains("  After     breakfast (not an item)\n"))
    #expect(set.contains("  Only on   days with Workout\n"))
    let gone = try session.run(["edit", "shake", "--no-after"], at: Self.monday)
    #expect(!gone.contains("After"))
    let help = try session.run(["edit", "--help"], at: Self.monday)
    #expect(help.contains("--no-after") && help.contains("--no-only-on"))
  }

  @Test func theCalendarHoldsTheDaysBothShare() throws {
    let session = try Self.session()
    defer { session.remove() }
    let ics = try session.run(["export", "ics"], at: Self.monday)
    #expect(ics.components(separatedBy: "RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR\r\n").count == 3)
    #expect(ics.contains("Only on days with Workout"))
  }

  /// The days of `show --json`'s last 30 before 16 Nov.
  static func pastDays(_ show: [String: Any]) -> [NSDictionary] {
    let last30 = show["last30"] as? [String: Any]
    let days = last30?["days"] as? [[String: Any]] ?? []
    return days.filter { ($0["date"] as? String ?? "") < "2026-11-16" }.map { $0 as NSDictionary }
  }
}
