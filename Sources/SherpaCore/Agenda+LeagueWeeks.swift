extension Agenda {
  /// The player's week as the league sees it: the XP earned, and the streak at its end.
  public struct LeagueWeek: Hashable, Sendable {
    public var xp: Int
    /// The streak on the week's last day (or today, for the week still going).
    public var streakDays: Int
  }

  /// Each league week (Monday to Sunday, named by its Monday) from `first` to today, in one
  /// pass over the days: the XP of `xp(in:)` and the streak as `streak(from:downTo:)` counts
  /// it, walked forward from `first`.
  ///
  /// - Parameter first: The first day of the history: the streak is 0 before it.
  /// - Returns: A week for each Monday from `first`'s week to today's, keyed by the Monday.
  public func leagueWeeks(from first: CivilDate) -> [CivilDate: LeagueWeek] {
    guard first <= today else { return [:] }
    let agenda = Agenda(
      items: items, ledger: ledger, settings: settings, today: today, span: first...today)
    var weeks: [CivilDate: LeagueWeek] = [:]
    var streak = 0
    var week = League.week(of: first)
    var record = LeagueWeek(xp: 0, streakDays: 0)
    for n in first.dayNumber...today.dayNumber {
      let day = CivilDate(dayNumber: n)
      if League.week(of: day) != week {
        weeks[week] = record
        week = League.week(of: day)
        record = LeagueWeek(xp: 0, streakDays: streak)
      }
      let score = agenda.score(of: day)
      switch score.status {
      case .counts: streak += 1
      case .missed: streak = 0
      case .open, .rest: break
      }
      record.xp += score.xp
      record.streakDays = streak
    }
    weeks[week] = record
    return weeks
  }
}
