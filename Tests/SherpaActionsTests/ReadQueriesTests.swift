import SherpaActions
import SherpaCore
import Testing

/// The week, stats, show, insights and league queries, and `config get`'s values, on real
/// stores: the numbers each view is made from.
struct ReadQueriesTests {
  /// Monday 16 to Sunday 22 November with the default week start; `weeks` moves it.
  @Test(arguments: [
    (0, 16, [("floss", [0, 1, 2]), ("read", [1])], 4),
    (-1, 9, [("floss", [7, 8]), ("read", [12])], 3),
    (1, 23, [("floss", [0, 1])], 0),
  ])
  func theWeekHoldsItsSevenDays(weeks: Int, monday: Int, done: [(String, [Int])], logged: Int)
    throws
  {
    let actions = try QueryStore.actions(["floss daily", "read daily"], done: done)
    let week = try actions.week(nil, by: weeks, at: QueryStore.now)
    #expect(week.grid.first == CivilDate(year: 2026, month: 11, day: monday)!)
    #expect(week.grid.count == 7)
    #expect(week.hasItems)
    #expect(week.grid.rows.map(\.tracked.name) == ["Floss", "Read"])
    #expect(week.grid.rows.flatMap(\.cells).filter(\.isDone).count == logged)
  }

  @Test(arguments: [
    ([String](), [(String, [Int])](), false, 0, 0),
    (["floss daily"], [("floss", [0, 1, 2, 3])], true, 4, 4),
    (["floss daily", "read daily"], [("floss", [1, 2]), ("read", [1, 2, 5])], true, 2, 5),
    (["pay rent on december 1"], [], false, 0, 0),
  ])
  func statsCountTheHabitsDays(
    phrases: [String], done: [(String, [Int])], hasHabits: Bool, streak: Int, doneDays: Int
  ) throws {
    let actions = try QueryStore.actions(phrases, done: done)
    let stats = try actions.stats(at: QueryStore.now)
    #expect(stats.hasHabits == hasHabits)
    #expect(stats.streak == streak)
    #expect(stats.grid.today == QueryStore.today)
    #expect(stats.grid.habits.flatMap(\.cells).filter(\.isDone).count == doneDays)
    #expect(stats.xp >= 0 && (doneDays == 0) == (stats.xp == 0))
  }

  @Test(arguments: [
    ("floss", [0, 1, 2], 3, 3, 14),
    ("2", [1, 2, 3, 5], 3, 4, 14),
    ("flo", [Int](), 0, 0, 14),
  ])
  func anItemShowsItsRecord(name: String, days: [Int], current: Int, done: Int, next: Int)
    throws
  {
    let actions = try QueryStore.actions(
      ["floss daily", "read daily"], done: [(name == "2" ? "read" : "floss", days)])
    let item = try actions.item(name, at: QueryStore.now)
    #expect(item.tracked.name == (name == "2" ? "Read" : "Floss"))
    #expect(item.today == QueryStore.today)
    #expect(item.streak?.current == current)
    #expect(item.chart?.filter(\.isDone).count == done)
    #expect(item.next.count == next)
    #expect(item.next.first == QueryStore.today)
    #expect(item.period == nil, "a daily target has no periods")
    #expect(item.items.count == 2)
  }

  @Test func aWeeklyTargetShowsItsPeriod() throws {
    let actions = try QueryStore.actions(
      ["run 3 times a week"], done: [("run", [0, 1, 9])])
    let item = try actions.item("run", at: QueryStore.now)
    #expect(item.period?.current?.progress == 2)
    #expect(item.streak != nil)
  }

  @Test func aOneOffTaskHasNoStreak() throws {
    let actions = try QueryStore.actions(["pay rent on december 1"])
    let item = try actions.item("pay rent", at: QueryStore.now)
    #expect(item.streak == nil)
    #expect(item.next == [CivilDate(year: 2026, month: 12, day: 1)!])
  }

  @Test(arguments: [
    ([String](), false),
    (["floss daily"], true),
  ])
  func insightsLookAtTheWindow(phrases: [String], hasHabits: Bool) throws {
    let actions = try QueryStore.actions(phrases, done: [])
    let found = try actions.insights(at: QueryStore.now)
    #expect(found.hasHabits == hasHabits)
    #expect(found.today == QueryStore.today)
    #expect(found.first == QueryStore.today.adding(days: 1 - Insight.window))
  }

  /// A player's first week is at Base Camp; two finished weeks of play place them higher.
  @Test(arguments: [
    ([String](), 14, [(String, [Int])](), 0, League.Tier.start),
    (["floss daily"], 3, [], League.boardSize, .start),
    (["floss daily"], 14, [("floss", [0, 1, 2])], League.boardSize, .hilltop),
  ])
  func theLeagueHasTheWholeBoardOnceThereIsAnItem(
    phrases: [String], since: Int, done: [(String, [Int])], rows: Int, tier: League.Tier
  ) throws {
    let actions = try QueryStore.actions(phrases, since: since, done: done)
    let standing = try actions.league(player: "You", at: QueryStore.now)
    #expect(standing.week == CivilDate(year: 2026, month: 11, day: 16)!)
    #expect(standing.board.count == rows)
    #expect(standing.board.filter(\.isPlayer).map(\.name) == (rows == 0 ? [] : ["You"]))
    #expect(standing.tier == tier)
  }

  @Test(arguments: [
    ("weekStart", "monday"),
    ("dayBoundary", "02:00"),
  ])
  func configValuesReadOneSetting(key: String, value: String) throws {
    let actions = try QueryStore.actions([])
    #expect(try actions.configValues(key).map(\.value) == [value])
    #expect(try actions.configValues(nil).contains { $0.key == key && $0.value == value })
  }

  @Test func anUnknownSettingIsRefused() throws {
    let actions = try QueryStore.actions([])
    #expect(throws: SettingFailure.self) { try actions.configValues("colour") }
  }
}
