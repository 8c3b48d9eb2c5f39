/// The two ladders a person climbs: levels from XP, and levels from an unbroken streak.
///
/// Both start at level 0.
///
/// - **XP**: level n is reached at 100·n·(n+1)/2 XP in total, so climbing from level n to
///   n+1 takes 100·(n+1) XP: level 1 at 100 XP, 2 at 300, 3 at 600, 4 at 1,000, 10 at
///   5,500, 20 at 21,000. A full day (five habits and the day counting) is about 100 XP, so
///   the first levels come within days and later ones take weeks.
/// - **Streak**: each level takes a number of streak days: 15 for each of levels 1–5, 30 for
///   each of 6–10, 60 for each of 11–20 and 120 for each level after. Level n is reached on
///   the day the streak reaches its total: level 1 at 15 days, 5 at 75, 10 at 225, 20 at
///   825, 21 at 945. A streak of 0–14 days is level 0: no level has been climbed yet.
public enum Levels {
  /// Where an amount (XP, or streak days) stands on a ladder.
  public struct Standing: Hashable, Sendable {
    /// The amount itself.
    public let amount: Int
    public let level: Int
    /// The amount at which `level` was reached.
    public let levelStart: Int
    /// The amount at which the next level starts.
    public let nextLevelAt: Int

    /// How much more the next level needs.
    public var remaining: Int { nextLevelAt - amount }

    /// How far through the level, from 0 (just reached) towards 1.
    public var progress: Double {
      Double(amount - levelStart) / Double(nextLevelAt - levelStart)
    }
  }

  // MARK: XP

  /// The XP level of a total; negative totals are level 0.
  public static func level(forXP xp: Int) -> Int {
    guard xp > 0 else { return 0 }
    // n(n+1)/2 ≤ xp/100, solved in floating point and then made exact.
    var n = Int(((8 * Double(xp) / 100 + 1).squareRoot() - 1) / 2)
    while n > 0 && xpNeeded(forLevel: n) > xp { n -= 1 }
    while xpNeeded(forLevel: n + 1) <= xp { n += 1 }
    return n
  }

  /// The total XP at which `level` is reached: 100·n·(n+1)/2.
  public static func xpNeeded(forLevel level: Int) -> Int {
    let n = max(0, level)
    return 100 * n * (n + 1) / 2
  }

  /// The XP level of a total, where it started and where the next begins.
  public static func standing(forXP xp: Int) -> Standing {
    let amount = max(0, xp)
    let level = level(forXP: amount)
    return Standing(
      amount: amount, level: level, levelStart: xpNeeded(forLevel: level),
      nextLevelAt: xpNeeded(forLevel: level + 1))
  }

  // MARK: Streak

  /// The streak length at which `level` is reached: 15 for level 1, 75 for 5, 225 for 10,
  /// 825 for 20, then 120 days a level.
  public static func streakDaysNeeded(forLevel level: Int) -> Int {
    let n = max(0, level)
    let first = min(n, 5) * 15
    let second = max(0, min(n, 10) - 5) * 30
    let third = max(0, min(n, 20) - 10) * 60
    let beyond = max(0, n - 20) * 120
    return first + second + third + beyond
  }

  /// The level an unbroken streak of `days` has climbed: 0–14 days is level 0, 15–29
  /// level 1, 75–104 level 5, 225–284 level 10.
  public static func level(forStreakDays days: Int) -> Int {
    guard days > 0 else { return 0 }
    if days >= streakDaysNeeded(forLevel: 20) {
      return 20 + (days - streakDaysNeeded(forLevel: 20)) / 120
    }
    var level = 0
    while streakDaysNeeded(forLevel: level + 1) <= days { level += 1 }
    return level
  }

  /// The streak level of `days`, the streak it started at and the streak the next needs;
  /// `remaining` is the days to the next streak level.
  public static func standing(forStreakDays days: Int) -> Standing {
    let amount = max(0, days)
    let level = level(forStreakDays: amount)
    return Standing(
      amount: amount, level: level, levelStart: streakDaysNeeded(forLevel: level),
      nextLevelAt: streakDaysNeeded(forLevel: level + 1))
  }
}
