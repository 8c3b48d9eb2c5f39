import SherpaActions
import SherpaCore

extension Page {
  /// This week's board as `league` shows it, and as `league --json` prints it.
  static func league(_ standing: LeagueStanding, style: Style) -> Page {
    let view = LeagueView(
      week: standing.week, tier: standing.tier, board: standing.board, style: style)
    return Page(
      text: { standing.board.isEmpty ? LeagueView.empty : view.text }, json: { view.json })
  }
}
