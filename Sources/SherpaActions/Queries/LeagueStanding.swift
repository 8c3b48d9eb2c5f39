import SherpaCore
import SherpaStore

/// This week's league as `league` shows it: the board of climbers and the player's tier.
public struct LeagueStanding {
  /// The week's Monday.
  public let week: CivilDate
  public let tier: League.Tier
  /// Best first; empty before the player's first item.
  public let board: [League.Row]
  public let settings: Settings
}

extension Actions {
  /// This week's board, with the player among the climbers under `player`.
  public func league(player: String, at moment: Moment) throws -> LeagueStanding {
    let document = try store.document()
    let settings = document.settings
    // The league's week turns over at Monday 00:00 by the clock, not at the day boundary.
    let week = League.week(of: moment.date)
    guard let first = document.items.map({ min($0.firstDay, $0.created) }).min(),
      first <= moment.today(settings)
    else { return LeagueStanding(week: week, tier: .start, board: [], settings: settings) }
    // Every week since the first is replayed for the tier: the finished weeks up to a few
    // weeks ago come from the store's past days, the rest from the history.
    let lookback = try Lookback(store, document: document, at: moment)
    let journal = lookback.journal
    let weeks = try lookback.leagueWeeks(since: first)
    let joined = League.minute(of: first, at: TimeOfDay(hour: 0, minute: 0)!)
    let tier = League.tier(for: week, since: first) { monday in
      League.Climber(
        name: player, xp: weeks[monday]?.xp ?? 0, streakDays: weeks[monday]?.streakDays ?? 0,
        focusMinutes: weeks[monday]?.focusMinutes ?? 0, joined: joined)
    }
    let you = League.Climber(
      name: player, xp: journal.agenda.xp(in: week...week.adding(days: 6)),
      streakDays: try journal.streak(),
      focusMinutes: (0..<7).reduce(0) { total, n in
        total + journal.agenda.ledger.time(on: week.adding(days: n)).focusMinutes
      }, joined: joined)
    let board = League.board(
      week: week, tier: tier, player: you,
      elapsedMinutes: League.elapsedMinutes(of: week, at: moment.date, moment.time))
    return LeagueStanding(week: week, tier: tier, board: board, settings: settings)
  }
}
