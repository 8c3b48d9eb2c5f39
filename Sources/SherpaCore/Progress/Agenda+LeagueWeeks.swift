extension Agenda {
  /// The player's week as the league sees it: the XP earned, and the streak at its end.
  public struct LeagueWeek: Hashable, Sendable {
    public var xp: Int
    /// The streak on the week's last day (or today, for the week still going).
    public var streakDays: Int
    /// Focus minutes over the week: the league's second tie-break.
    public var focusMinutes: Int

    public init(xp: Int, streakDays: Int, focusMinutes: Int = 0) {
      self.xp = xp
      self.streakDays = streakDays
      self.focusMinutes = focusMinutes
    }
  }

  /// Each league week (Monday to Sunday, named by its Monday) from `first` to `last`, in
  /// one pass over the days: the XP of `xp(in:)` and the streak as `streak(from:downTo:)`
  /// counts it, walked forward from `first`.
  ///
  /// - Parameters:
  ///   - first: The first day to count: the first of the history, or a Monday.
  ///   - last: The last day to count; today when nil (no later day earns anything).
  ///   - streak: The streak on the day before `first`.
  /// - Returns: A week for each Monday from `first`'s week to `last`'s, keyed by the Monday;
  ///   a week cut by `first` or `last` holds only its days between them.
  public func leagueWeeks(from first: CivilDate, through last: CivilDate? = nil, streak: Int = 0)
    -> [CivilDate: LeagueWeek]
  {
    let last = min(last ?? today, today)
    guard first <= last else { return [:] }
    return leagueWeeks(from: first, scores: scores(in: first...last), streak: streak)
  }

  /// The league weeks of `scores`, the XP and status of each day from `first` on, with
  /// `streak` the streak on the day before `first`.
  func leagueWeeks(
    from first: CivilDate, scores: [(xp: Int, status: DayStatus)], streak: Int
  ) -> [CivilDate: LeagueWeek] {
    var weeks: [CivilDate: LeagueWeek] = [:]
    var streak = streak
    var week = League.week(of: first)
    var record = LeagueWeek(xp: 0, streakDays: streak)
    for (offset, score) in scores.enumerated() {
      let day = first.adding(days: offset)
      if League.week(of: day) != week {
        weeks[week] = record
        week = League.week(of: day)
        record = LeagueWeek(xp: 0, streakDays: streak)
      }
      switch score.status {
      case .counts: streak += 1
      case .missed: streak = 0
      case .open, .rest: break
      }
      record.xp += score.xp
      record.streakDays = streak
      record.focusMinutes += ledger.time(on: day).focusMinutes
    }
    weeks[week] = record
    return weeks
  }
}
