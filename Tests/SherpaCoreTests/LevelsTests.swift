import SherpaCore
import Testing

/// Both ladders at their edges: level n by XP at 100·n·(n+1)/2; by streak, 15 days a level
/// for 1–5, 30 for 6–10, 60 for 11–20, 120 after, with 0–14 days level 0.
struct LevelsTests {
  @Test(arguments: [
    (0, 0), (-5, 0), (99, 0), (100, 1), (299, 1), (300, 2), (599, 2), (600, 3), (1_000, 4),
    (5_499, 9), (5_500, 10), (20_999, 19), (21_000, 20), (5_050_000, 317),
  ])
  func xpLevel(_ xp: Int, _ level: Int) {
    #expect(Levels.level(forXP: xp) == level)
  }

  @Test(arguments: [(0, 0), (1, 100), (2, 300), (3, 600), (10, 5_500), (20, 21_000)])
  func xpNeeded(_ level: Int, _ xp: Int) {
    #expect(Levels.xpNeeded(forLevel: level) == xp)
  }

  @Test(arguments: [
    // (xp, level, level start, next level at, remaining)
    (0, 0, 0, 100, 100), (99, 0, 0, 100, 1), (100, 1, 100, 300, 200), (450, 2, 300, 600, 150),
    (5_500, 10, 5_500, 6_600, 1_100),
  ])
  func xpStanding(_ xp: Int, _ level: Int, _ start: Int, _ next: Int, _ remaining: Int) {
    let standing = Levels.standing(forXP: xp)
    #expect(standing.level == level)
    #expect(standing.levelStart == start)
    #expect(standing.nextLevelAt == next)
    #expect(standing.remaining == remaining)
  }

  @Test func progressIsTheShareOfTheLevelClimbed() {
    #expect(Levels.standing(forXP: 450).progress == 0.5)
    #expect(Levels.standing(forXP: 300).progress == 0)
    #expect(Levels.standing(forStreakDays: 90).progress == 0.5)
  }

  @Test(arguments: [
    (0, 0), (14, 0), (15, 1), (29, 1), (30, 2), (74, 4), (75, 5), (104, 5), (105, 6), (224, 9),
    (225, 10), (284, 10), (285, 11), (824, 19), (825, 20), (944, 20), (945, 21), (1_065, 22),
    (-3, 0),
  ])
  func streakLevel(_ days: Int, _ level: Int) {
    #expect(Levels.level(forStreakDays: days) == level)
  }

  @Test(arguments: [(0, 0), (1, 15), (5, 75), (6, 105), (10, 225), (11, 285), (20, 825), (21, 945)])
  func streakDaysNeeded(_ level: Int, _ days: Int) {
    #expect(Levels.streakDaysNeeded(forLevel: level) == days)
  }

  @Test(arguments: [
    // (streak days, days to the next streak level, next level at)
    (0, 15, 15), (14, 1, 15), (15, 15, 30), (74, 1, 75), (75, 30, 105), (225, 60, 285),
    (824, 1, 825), (825, 120, 945),
  ])
  func daysToNextStreakLevel(_ days: Int, _ remaining: Int, _ next: Int) {
    let standing = Levels.standing(forStreakDays: days)
    #expect(standing.remaining == remaining)
    #expect(standing.nextLevelAt == next)
  }

  @Test func everyLevelFollowsFromItsThreshold() {
    for level in 0...60 {
      let xp = Levels.xpNeeded(forLevel: level)
      #expect(Levels.level(forXP: xp) == level)
      #expect(Levels.level(forXP: xp - 1) == max(0, level - 1))
      let days = Levels.streakDaysNeeded(forLevel: level)
      #expect(Levels.level(forStreakDays: days) == level)
      #expect(Levels.level(forStreakDays: days - 1) == max(0, level - 1))
    }
  }
}
