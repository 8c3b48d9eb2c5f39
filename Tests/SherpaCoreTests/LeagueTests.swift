import SherpaCore
import Testing

/// The weekly league: weeks from Monday 00:00, the board's order and bands, the cohort's
/// determinism, and the tier replayed from the player's weeks.
struct LeagueTests {
  static let monday = CivilDate(year: 2026, month: 11, day: 16)!
  static func date(_ offset: Int) -> CivilDate { monday.adding(days: offset) }
  static func time(_ hour: Int, _ minute: Int) -> TimeOfDay {
    TimeOfDay(hour: hour, minute: minute)!
  }
  static func climber(_ name: String, _ xp: Int, streak: Int = 0, focus: Int = 0, joined: Int = 0)
    -> League.Climber
  {
    League.Climber(name: name, xp: xp, streakDays: streak, focusMinutes: focus, joined: joined)
  }

  @Test func tiersRunFromHilltopToEverestAndPlayersStartAtBaseCamp() {
    #expect(
      League.Tier.allCases.map(\.name) == ["Hilltop", "Base Camp", "Mont Blanc", "K2", "Everest"])
    #expect(League.Tier.start == .baseCamp)
    #expect(League.Tier.hilltop < .everest)
  }

  @Test(arguments: [(0, 0), (1, 0), (6, 0), (7, 7), (13, 7), (-1, -7)])
  func weekIsNamedByItsMonday(_ offset: Int, _ monday: Int) {
    #expect(League.week(of: Self.date(offset)) == Self.date(monday))
  }

  @Test func weekTurnsOverAtMondayMidnight() {
    let sunday = Self.date(6)
    let nextMonday = Self.date(7)
    #expect(League.week(of: sunday) != League.week(of: nextMonday))
    #expect(League.elapsedMinutes(of: Self.monday, at: sunday, Self.time(23, 59)) == 10_079)
    #expect(League.elapsedMinutes(of: Self.monday, at: nextMonday, Self.time(0, 0)) == 10_080)
    #expect(League.elapsedMinutes(of: nextMonday, at: nextMonday, Self.time(0, 0)) == 0)
    // 01:30 on Monday is still Sunday for Sherpa's day, but the league has turned over.
    #expect(League.elapsedMinutes(of: nextMonday, at: nextMonday, Self.time(1, 30)) == 90)
    #expect(League.elapsedMinutes(of: Self.monday, at: Self.date(2), Self.time(14, 0)) == 3_720)
    #expect(League.elapsedMinutes(of: nextMonday, at: sunday, Self.time(12, 0)) == 0)
  }

  static let thirty = (1...30).map { climber("C\($0)", 1_000 - 10 * $0) }

  @Test(arguments: [
    // (tier, rank, band, move, next tier)
    (League.Tier.baseCamp, 1, League.Band.promote, League.Move.promoted, League.Tier.montBlanc),
    (.baseCamp, 12, .promote, .promoted, .montBlanc), (.baseCamp, 13, .stay, .stayed, .baseCamp),
    (.baseCamp, 15, .stay, .stayed, .baseCamp), (.baseCamp, 16, .demote, .demoted, .hilltop),
    (.baseCamp, 30, .demote, .demoted, .hilltop), (.everest, 1, .promote, .stayedAtTop, .everest),
    (.everest, 12, .promote, .stayedAtTop, .everest), (.everest, 16, .demote, .demoted, .k2),
    (.hilltop, 16, .demote, .stayedAtBottom, .hilltop),
    (.hilltop, 30, .demote, .stayedAtBottom, .hilltop),
    (.hilltop, 12, .promote, .promoted, .baseCamp), (.k2, 14, .stay, .stayed, .k2),
  ])
  func bandsByRank(
    _ tier: League.Tier, _ rank: Int, _ band: League.Band, _ move: League.Move, _ next: League.Tier
  ) {
    let row = League.ranked(Self.thirty.reversed(), in: tier)[rank - 1]
    #expect(row.rank == rank)
    #expect(row.name == "C\(rank)")
    #expect(row.band == band)
    #expect(row.move == move)
    #expect(row.nextTier == next)
  }

  @Test(arguments: [
    // (ranked first, ranked second): each later rule only decides when the earlier ones tie.
    (climber("A", 200, streak: 0), climber("B", 190, streak: 99)),
    (climber("B", 200, streak: 5, focus: 0), climber("A", 200, streak: 4, focus: 999)),
    (
      climber("B", 200, streak: 5, focus: 30, joined: 900),
      climber("A", 200, streak: 5, focus: 25, joined: 0)
    ),
    (
      climber("B", 200, streak: 5, focus: 30, joined: 100),
      climber("A", 200, streak: 5, focus: 30, joined: 101)
    ),
    (
      climber("A", 200, streak: 5, focus: 30, joined: 100),
      climber("B", 200, streak: 5, focus: 30, joined: 100)
    ),
  ])
  func tiesAreBrokenInOrder(_ first: League.Climber, _ second: League.Climber) {
    let rows = League.ranked([second, first], in: .baseCamp)
    #expect(rows.map(\.name) == [first.name, second.name])
    #expect(rows.map(\.rank) == [1, 2])
  }

  @Test func playerGoesFirstWhenEverythingTies() {
    var you = Self.climber("You", 200, streak: 5, focus: 30, joined: 100)
    you.isPlayer = true
    let rows = League.ranked(
      [Self.climber("Aiko", 200, streak: 5, focus: 30, joined: 100), you], in: .k2)
    #expect(rows.map(\.name) == ["You", "Aiko"])
  }

  @Test func cohortIsTheSameForTheSameWeekAndTier() {
    let wednesday = League.cohort(week: Self.date(2), tier: .montBlanc)
    #expect(League.cohort(week: Self.monday, tier: .montBlanc) == wednesday)
    #expect(wednesday.count == 29)
    #expect(Set(wednesday.map(\.name)).count == 29)
    #expect(wednesday.allSatisfy { League.names.contains($0.name) && !$0.isPlayer })
    #expect(Set(League.names).count == League.names.count)
  }

  @Test func cohortChangesWithTheWeekAndTheTier() {
    let weeks = (0..<12).map { League.cohort(week: Self.date(7 * $0), tier: .baseCamp) }
    #expect(Set(weeks).count == 12)
    let tiers = League.Tier.allCases.map { League.cohort(week: Self.monday, tier: $0) }
    #expect(Set(tiers).count == 5)
  }

  /// Pins the generator: boards already seen (and every replayed tier) must not change.
  @Test func boardIsPinned() {
    let you = Self.climber("You", 700, streak: 12, focus: 50)
    let board = League.board(week: Self.monday, tier: .baseCamp, player: you)
    #expect(board.count == 30)
    #expect(board.filter(\.isPlayer).map(\.rank) == [1])
    let top = board.prefix(5).map { "\($0.name) \($0.xp) \($0.climber.focusMinutes)" }
    // Temba and Apa tie on XP and streak; Temba has more focus minutes.
    #expect(top == ["You 700 50", "Fanny 590 142", "Silvia 460 32", "Temba 430 71", "Apa 430 40"])
    #expect(zip(board, board.dropFirst()).allSatisfy { $0.xp >= $1.xp })
  }

  @Test func higherTiersScoreMore() {
    let averages = League.Tier.allCases.map { tier in
      (0..<20).map { week in
        League.cohort(week: Self.date(7 * week), tier: tier).map(\.xp).reduce(0, +)
      }.reduce(0, +) / (20 * 29)
    }
    #expect(averages == averages.sorted())
    #expect(Set(averages).count == 5)
  }

  @Test func cohortXPGrowsThroughTheWeek() {
    let final = League.cohort(week: Self.monday, tier: .k2)
    #expect(
      League.cohort(week: Self.monday, tier: .k2, elapsedMinutes: 0).allSatisfy {
        $0.xp == 0 && $0.focusMinutes == 0
      })
    var before = League.cohort(week: Self.monday, tier: .k2, elapsedMinutes: 0)
    for minutes in stride(from: 720, through: League.weekMinutes, by: 720) {
      let now = League.cohort(week: Self.monday, tier: .k2, elapsedMinutes: minutes)
      #expect(
        zip(before, now).allSatisfy {
          $0.xp <= $1.xp && $0.name == $1.name && $0.streakDays == $1.streakDays
        })
      before = now
    }
    #expect(before == final)
    let wednesday = League.elapsedMinutes(of: Self.monday, at: Self.date(2), Self.time(14, 0))
    let midweek = League.cohort(week: Self.monday, tier: .k2, elapsedMinutes: wednesday)
    #expect(midweek.map(\.xp).reduce(0, +) < final.map(\.xp).reduce(0, +))
    #expect(midweek.map(\.xp).reduce(0, +) > 0)
  }

  /// Monday 08:00, Wednesday 12:00 and Sunday 23:59: each climber's XP grows with the clock
  /// and is that share of their week (within the rounding to tens), so a Monday-morning board
  /// compares like with like; a finished week is the whole week, as the tier replay reads it.
  @Test func cohortXPIsTheShareOfTheWeekByTheClock() {
    let moments = [
      League.elapsedMinutes(of: Self.monday, at: Self.monday, Self.time(8, 0)),
      League.elapsedMinutes(of: Self.monday, at: Self.date(2), Self.time(12, 0)),
      League.elapsedMinutes(of: Self.monday, at: Self.date(6), Self.time(23, 59)),
    ]
    #expect(moments == [480, 3_600, 10_079])
    for tier in League.Tier.allCases {
      for week in 0..<8 {
        let monday = Self.monday.adding(days: 7 * week)
        let whole = League.cohort(week: monday, tier: tier)
        let boards = moments.map { League.cohort(week: monday, tier: tier, elapsedMinutes: $0) }
        for (index, climber) in whole.enumerated() {
          let xps = boards.map { $0[index].xp }
          #expect(xps == xps.sorted())
          #expect(xps.last! <= climber.xp)
          for (minutes, xp) in zip(moments, xps) {
            let share = Double(climber.xp) * Double(minutes) / Double(League.weekMinutes)
            #expect(Double(xp) <= share && share < Double(xp) + 10)
          }
        }
        // Monday 08:00 is under 5% of anyone's week.
        #expect(zip(boards[0], whole).allSatisfy { $0.xp * 20 <= $1.xp })
      }
    }
  }
}
