/// The weekly league: the player and 29 climbers on one board, ranked by the week's XP.
///
/// There is no server, so the other climbers are a deterministic cohort worked out from the
/// week and the tier (see `cohort(week:tier:elapsedMinutes:)`): the same board every time it
/// is asked for, in tests as on any machine. A week runs from Monday 00:00 to the next
/// Monday 00:00 by the wall clock, whatever `Settings.weekStart` says, and is named by the
/// date of its Monday. Ranks 1–12 go up a tier, 13–15 stay, 16 and below go down; a new
/// player starts at Base Camp.
public enum League {
  /// The tiers, lowest first.
  public enum Tier: Int, CaseIterable, Comparable, Sendable {
    case hilltop, baseCamp, montBlanc, k2, everest

    /// Where a new player starts.
    public static let start = Tier.baseCamp

    /// "Hilltop", "Base Camp", "Mont Blanc", "K2", "Everest".
    public var name: String {
      switch self {
      case .hilltop: "Hilltop"
      case .baseCamp: "Base Camp"
      case .montBlanc: "Mont Blanc"
      case .k2: "K2"
      case .everest: "Everest"
      }
    }

    public static func < (a: Tier, b: Tier) -> Bool { a.rawValue < b.rawValue }
  }

  /// The part of the board a rank falls in.
  public enum Band: String, Sendable {
    case promote, stay, demote
  }

  /// What a final rank does to a climber's tier.
  public enum Move: String, Sendable {
    case promoted, stayed, demoted
    /// In the promotion band at Everest: there is no tier above.
    case stayedAtTop
    /// In the demotion band at Hilltop: there is no tier below.
    case stayedAtBottom
  }

  /// One climber's week so far: what the board ranks by.
  public struct Climber: Hashable, Sendable {
    public var name: String
    public var xp: Int
    /// The climber's streak, in days: the first tie-break (more first).
    public var streakDays: Int
    /// Focus minutes this week: the second tie-break (more first).
    public var focusMinutes: Int
    /// When they joined, in minutes since 1970-01-01 00:00 by the wall clock (see
    /// `minute(of:at:)`): the last tie-break (earlier first).
    public var joined: Int
    public var isPlayer: Bool

    public init(
      name: String, xp: Int, streakDays: Int = 0, focusMinutes: Int = 0, joined: Int = 0,
      isPlayer: Bool = false
    ) {
      self.name = name
      self.xp = xp
      self.streakDays = streakDays
      self.focusMinutes = focusMinutes
      self.joined = joined
      self.isPlayer = isPlayer
    }
  }

  /// One line of the board.
  public struct Row: Hashable, Sendable {
    /// 1 for the top; no two rows share a rank.
    public let rank: Int
    public let climber: Climber
    public let band: Band
    public let move: Move
    /// The tier this rank leads to once the week is over.
    public let nextTier: Tier

    public var name: String { climber.name }
    public var xp: Int { climber.xp }
    public var isPlayer: Bool { climber.isPlayer }
  }

  /// Climbers on a board: the player and 29 others.
  public static let boardSize = 30
  /// The last rank that goes up a tier, and the last that stays.
  public static let lastPromoted = 12
  public static let lastStaying = 15
  public static let weekMinutes = 7 * 24 * 60

  /// The week a date falls in: the date of its Monday, whatever `Settings.weekStart` says,
  /// so every board turns over at Monday 00:00.
  public static func week(of date: CivilDate) -> CivilDate {
    date.adding(days: -date.weekday.rawValue)
  }

  /// Minutes since 1970-01-01 00:00 by the wall clock: a calendar date and time, not
  /// Sherpa's day (which starts at the day boundary).
  public static func minute(of date: CivilDate, at time: TimeOfDay) -> Int {
    date.dayNumber * 1440 + time.hour * 60 + time.minute
  }

  /// How many minutes of `week` have gone by at a wall-clock moment: 0 before it starts,
  /// `weekMinutes` once it is over.
  public static func elapsedMinutes(of week: CivilDate, at date: CivilDate, _ time: TimeOfDay)
    -> Int
  {
    let start = League.week(of: week).dayNumber * 1440
    return min(max(minute(of: date, at: time) - start, 0), weekMinutes)
  }

  /// The board for `week` in `tier`: the cohort's XP as it stood `elapsedMinutes` into the
  /// week, and the player as given, ranked.
  ///
  /// - Parameters:
  ///   - week: Any date in the week; the week is named by its Monday.
  ///   - player: The player's week so far; `isPlayer` is set on it.
  ///   - elapsedMinutes: How far into the week (see `elapsedMinutes(of:at:_:)`); the whole
  ///     week when left out, for the final board.
  /// - Returns: `boardSize` rows, best first.
  public static func board(
    week: CivilDate, tier: Tier, player: Climber, elapsedMinutes: Int = weekMinutes
  ) -> [Row] {
    var you = player
    you.isPlayer = true
    return ranked(cohort(week: week, tier: tier, elapsedMinutes: elapsedMinutes) + [you], in: tier)
  }

  /// Climbers in board order, with ranks, bands and moves.
  ///
  /// Order: more XP first; then the longer streak, more focus minutes, the earlier join; if
  /// all of those tie, the player first, then by name.
  public static func ranked(_ climbers: [Climber], in tier: Tier) -> [Row] {
    let order = climbers.sorted { a, b in
      if a.xp != b.xp { return a.xp > b.xp }
      if a.streakDays != b.streakDays { return a.streakDays > b.streakDays }
      if a.focusMinutes != b.focusMinutes { return a.focusMinutes > b.focusMinutes }
      if a.joined != b.joined { return a.joined < b.joined }
      if a.isPlayer != b.isPlayer { return a.isPlayer }
      return a.name < b.name
    }
    return order.enumerated().map { index, climber in
      let rank = index + 1
      let band: Band = rank <= lastPromoted ? .promote : rank <= lastStaying ? .stay : .demote
      let (move, next) = outcome(of: band, in: tier)
      return Row(rank: rank, climber: climber, band: band, move: move, nextTier: next)
    }
  }

  /// What a band does in `tier`, and the tier it leads to.
  public static func outcome(of band: Band, in tier: Tier) -> (move: Move, next: Tier) {
    switch band {
    case .stay: return (.stayed, tier)
    case .promote:
      guard let up = Tier(rawValue: tier.rawValue + 1) else { return (.stayedAtTop, tier) }
      return (.promoted, up)
    case .demote:
      guard let down = Tier(rawValue: tier.rawValue - 1) else { return (.stayedAtBottom, tier) }
      return (.demoted, down)
    }
  }
}
