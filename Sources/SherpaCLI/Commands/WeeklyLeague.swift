import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa league`: this week's board of 30 climbers, your rank and your tier.
  struct WeeklyLeague: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "league",
      abstract: "Show this week's league: 30 climbers ranked by XP, your rank and your tier.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the board as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      let document = try workspace.store.document()
      let style = workspace.style(document.settings)
      let today = workspace.today(document.settings)
      // The league's week turns over at Monday 00:00 by the clock, not at the day boundary.
      let now = workspace.env
      let week = League.week(of: now.today)
      guard let first = document.items.map({ min($0.firstDay, $0.created) }).min(), first <= today
      else {
        let view = LeagueView(week: week, tier: .start, board: [], style: style)
        var out = Output()
        out.line(json ? view.json : LeagueView.empty)
        out.flush()
        return
      }
      // Every week since the first is replayed for the tier: the finished weeks up to a few
      // weeks ago come from the store's past days, the rest from the history.
      let lookback = try Lookback(workspace.store, document: document, at: workspace.moment)
      let journal = lookback.journal
      let weeks = try lookback.leagueWeeks(since: first)
      let joined = League.minute(of: first, at: TimeOfDay(hour: 0, minute: 0)!)
      let tier = League.tier(for: week, since: first) { monday in
        League.Climber(
          name: LeagueView.playerName, xp: weeks[monday]?.xp ?? 0,
          streakDays: weeks[monday]?.streakDays ?? 0,
          focusMinutes: weeks[monday]?.focusMinutes ?? 0, joined: joined)
      }
      let player = League.Climber(
        name: LeagueView.playerName, xp: journal.agenda.xp(in: week...week.adding(days: 6)),
        streakDays: try journal.streak(),
        focusMinutes: (0..<7).reduce(0) { total, n in
          total + journal.agenda.ledger.time(on: week.adding(days: n)).focusMinutes
        }, joined: joined)
      let board = League.board(
        week: week, tier: tier, player: player,
        elapsedMinutes: League.elapsedMinutes(of: week, at: now.today, now.time))
      let view = LeagueView(week: week, tier: tier, board: board, style: style)
      var out = Output()
      out.line(json ? view.json : view.text)
      out.flush()
    }
  }
}
