import SherpaCore
import Testing

/// The player's tier, replayed week by week from their first week at Base Camp.
struct LeagueHistoryTests {
  static let first = LeagueTests.monday
  static func week(_ n: Int) -> CivilDate { first.adding(days: 7 * n) }
  static func player(_ xp: Int) -> League.Climber { League.Climber(name: "You", xp: xp) }

  /// XP just above the cohort's 14th best in `tier` that week: 14th of 30, or higher when
  /// climbers above tie with it.
  static func xpForFourteenth(_ week: CivilDate, _ tier: League.Tier) -> Int {
    let best = League.cohort(week: week, tier: tier).map(\.xp).sorted(by: >)
    return best[13] + 1
  }

  @Test func topEveryWeekClimbsToEverestAndStaysThere() {
    let results = League.results(from: Self.first, before: Self.week(5)) { _ in Self.player(100_000)
    }
    #expect(results.map(\.tier) == [.baseCamp, .montBlanc, .k2, .everest, .everest])
    #expect(results.map(\.rank) == [1, 1, 1, 1, 1])
    #expect(results.map(\.move) == [.promoted, .promoted, .promoted, .stayedAtTop, .stayedAtTop])
    #expect(
      League.tier(for: Self.week(5), since: Self.first) { _ in Self.player(100_000) } == .everest)
  }

  @Test func nothingDoneSinksToHilltopAndStaysThere() {
    let results = League.results(from: Self.first, before: Self.week(3)) { _ in Self.player(0) }
    #expect(results.map(\.tier) == [.baseCamp, .hilltop, .hilltop])
    #expect(results.map(\.rank) == [30, 30, 30])
    #expect(results.map(\.move) == [.demoted, .stayedAtBottom, .stayedAtBottom])
  }

  @Test func middleOfTheBoardStays() {
    let results = League.results(from: Self.first, before: Self.week(6)) { week in
      Self.player(Self.xpForFourteenth(week, .baseCamp))
    }
    #expect(results.map(\.tier) == Array(repeating: .baseCamp, count: 6))
    // In the first week the cohort's 13th and 14th tie, so just above them is 13th.
    #expect(results.map(\.rank) == [13, 14, 14, 14, 14, 14])
    #expect(results.allSatisfy { $0.move == .stayed })
  }

  @Test func eachWeekIsPlayedInTheTierTheWeekBeforeLedTo() {
    // Up, up, down, stay, down, down, down (clamped), up.
    let script: [CivilDate: League.Climber] = [
      Self.week(0): Self.player(100_000), Self.week(1): Self.player(100_000),
      Self.week(2): Self.player(0),
      Self.week(3): Self.player(Self.xpForFourteenth(Self.week(3), .montBlanc)),
      Self.week(4): Self.player(0), Self.week(5): Self.player(0), Self.week(6): Self.player(0),
      Self.week(7): Self.player(100_000),
    ]
    let results = League.results(from: Self.first, before: Self.week(8)) { script[$0]! }
    #expect(results.map(\.week) == (0..<8).map(Self.week))
    #expect(
      results.map(\.tier)
        == [.baseCamp, .montBlanc, .k2, .montBlanc, .montBlanc, .baseCamp, .hilltop, .hilltop])
    #expect(
      results.map(\.move)
        == [
          .promoted, .promoted, .demoted, .stayed, .demoted, .demoted, .stayedAtBottom, .promoted,
        ])
    let tier = { (week: CivilDate) in League.tier(for: week, since: Self.first) { script[$0]! } }
    #expect(tier(Self.week(3)) == .montBlanc)
    // Any day of the week names the week.
    #expect(tier(Self.week(3).adding(days: 4)) == .montBlanc)
    #expect(tier(Self.week(8)) == .baseCamp)
  }

  @Test func firstWeekAndBeforeAreBaseCamp() {
    #expect(League.tier(for: Self.first, since: Self.first) { _ in Self.player(0) } == .baseCamp)
    #expect(League.tier(for: Self.week(-3), since: Self.first) { _ in Self.player(0) } == .baseCamp)
    // Starting mid-week: the first week is the week of that day.
    #expect(
      League.tier(for: Self.week(1), since: Self.first.adding(days: 3)) { _ in Self.player(0) }
        == .hilltop)
  }

  @Test func tenYearsReplayOneBoardAWeek() {
    var asked: [CivilDate] = []
    let results = League.results(from: Self.first, before: Self.week(520)) { week in
      asked.append(week)
      return Self.player(700)
    }
    #expect(results.count == 520)
    #expect(asked == (0..<520).map(Self.week))
    // The same inputs replay to the same tiers.
    #expect(
      League.results(from: Self.first, before: Self.week(520)) { _ in Self.player(700) } == results)
  }
}
