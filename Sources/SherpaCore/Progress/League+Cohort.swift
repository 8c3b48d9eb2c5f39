extension League {
  /// The names the cohort's climbers are drawn from; each board takes 29 of them.
  public static let names = [
    "Tenzing", "Junko", "Reinhold", "Wanda", "Nirmal", "Lydia", "Kami", "Pasang", "Arlene",
    "Lhakpa", "Conrad", "Gerlinde", "Anatoli", "Alison", "Kurt", "Maurice", "Ueli", "Nives",
    "Walter", "Fanny", "Annie", "Henriette", "Miriam", "Dawa", "Mingma", "Sonam", "Hermann",
    "Lionel", "Chantal", "Catherine", "Lynn", "Eun-sun", "Silvia", "Pemba", "Mira", "Kilian",
    "Temba", "Apa", "Jamling", "Norbu", "Aiko", "Hamish", "Bachendri", "Arunima", "Santosh",
    "Edmund", "Tamae", "Ines",
  ]

  /// How a tier's climbers play, per climber and day.
  struct Pace {
    /// The chance, in percent, that a climber earns XP on a given day.
    var activeChance: Int
    /// A day's XP for a climber of average form, before rounding down to tens.
    var dayXP: ClosedRange<Int>
    var streakDays: ClosedRange<Int>
    /// Focus minutes over the whole week.
    var focusMinutes: ClosedRange<Int>
  }

  /// Higher tiers are busier and earn more. An average week comes to about 175 XP at
  /// Hilltop, 340 at Base Camp, 550 at Mont Blanc, 800 at K2 and 1,100 at Everest (a day
  /// with five habits done and the day counting is 100 XP).
  static func pace(of tier: Tier) -> Pace {
    switch tier {
    case .hilltop: Pace(activeChance: 50, dayXP: 20...80, streakDays: 0...10, focusMinutes: 0...60)
    case .baseCamp:
      Pace(activeChance: 65, dayXP: 40...110, streakDays: 0...30, focusMinutes: 0...150)
    case .montBlanc:
      Pace(activeChance: 75, dayXP: 60...150, streakDays: 3...60, focusMinutes: 0...300)
    case .k2: Pace(activeChance: 85, dayXP: 80...190, streakDays: 7...120, focusMinutes: 25...450)
    case .everest:
      Pace(activeChance: 92, dayXP: 100...240, streakDays: 14...365, focusMinutes: 50...600)
    }
  }

  /// The 29 climbers the player meets in `tier` during `week`, as they stood
  /// `elapsedMinutes` into it.
  ///
  /// Everything comes from generators seeded by the week's Monday, the tier and the
  /// climber's place, never from the clock: the same arguments give the same climbers.
  /// Each climber has a form (60–140% of the tier's pace) and an XP for each of the seven
  /// days, drawn at the week's start; XP so far is the week's share elapsed by the clock
  /// (Monday 08:00 is about 5% of it), in tens, so the board at any moment compares like
  /// with like. Focus minutes grow evenly through the week; streak days
  /// and join times hold for the week.
  public static func cohort(week: CivilDate, tier: Tier, elapsedMinutes: Int = weekMinutes)
    -> [Climber]
  {
    let monday = League.week(of: week)
    let elapsed = min(max(elapsedMinutes, 0), weekMinutes)
    var draw = SeededGenerator(monday.dayNumber, tier.rawValue, -1)
    let chosen = draw.shuffled(names).prefix(boardSize - 1)
    let pace = pace(of: tier)
    let weekStart = monday.dayNumber * 1440
    return chosen.enumerated().map { index, name in
      var random = SeededGenerator(monday.dayNumber, tier.rawValue, index)
      let form = random.int(60...140)
      var week = 0
      for _ in 0..<7 {
        guard random.chance(pace.activeChance) else { continue }
        week += random.int(pace.dayXP) * form / 100 / 10 * 10
      }
      // The week's XP accrues with the clock, as a person's does through their days.
      let xp = week * elapsed / weekMinutes / 10 * 10
      let streak = random.int(pace.streakDays)
      let focus = random.int(pace.focusMinutes) * elapsed / weekMinutes
      // Joined at some minute in the year before the week.
      let joined = weekStart - random.int(1...365 * 1440)
      return Climber(
        name: name, xp: xp, streakDays: streak, focusMinutes: focus, joined: joined)
    }
  }
}
