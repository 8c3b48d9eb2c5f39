extension League {
  /// One finished week of the player's league.
  public struct Result: Hashable, Sendable {
    /// The week's Monday.
    public let week: CivilDate
    /// The tier the week was played in.
    public let tier: Tier
    /// The player's final rank.
    public let rank: Int
    public let move: Move
    /// The tier the next week is played in.
    public let nextTier: Tier
  }

  /// The player's finished weeks from `first` up to (not including) `week`, replayed in
  /// order: the first week at Base Camp, each later one in the tier the week before led to.
  ///
  /// Pure and deterministic: each week's final board is worked out again from its cohort
  /// and the player's week, so ten years is 520 boards of 30.
  ///
  /// - Parameters:
  ///   - first: Any date in the player's first week.
  ///   - week: Any date in the week to stop before.
  ///   - player: The player's whole week, for each week's Monday: XP, streak days, focus
  ///     minutes, join time. A week they did nothing is 0 XP, not a week left out.
  /// - Returns: One result per week, oldest first; empty when `week` is not after `first`.
  public static func results(
    from first: CivilDate, before week: CivilDate, player: (CivilDate) -> Climber
  ) -> [Result] {
    var monday = League.week(of: first)
    let end = League.week(of: week)
    var tier = Tier.start
    var results: [Result] = []
    while monday < end {
      let board = board(week: monday, tier: tier, player: player(monday))
      // The board always holds the player.
      guard let row = board.first(where: \.isPlayer) else { break }
      results.append(
        Result(week: monday, tier: tier, rank: row.rank, move: row.move, nextTier: row.nextTier))
      tier = row.nextTier
      monday = monday.adding(days: 7)
    }
    return results
  }

  /// The tier the player plays `week` in: Base Camp in their first week (or before it),
  /// then wherever each finished week's final rank sent them.
  ///
  /// - Parameters:
  ///   - week: Any date in the week asked about.
  ///   - first: Any date in the player's first week.
  ///   - player: The player's whole week, for each week's Monday (see `results`).
  public static func tier(
    for week: CivilDate, since first: CivilDate, player: (CivilDate) -> Climber
  ) -> Tier {
    results(from: first, before: week, player: player).last?.nextTier ?? .start
  }
}
