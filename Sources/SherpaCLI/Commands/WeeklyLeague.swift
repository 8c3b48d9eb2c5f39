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
      let standing = try workspace.actions.league(
        player: LeagueView.playerName, at: workspace.moment)
      var out = Output()
      out.line(Page.league(standing, style: workspace.style(standing.settings)).form(json: json))
      out.flush()
    }
  }
}
