import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa stats`: adherence over the last 7, 30 and 365 days, a year's calendar, the best
  /// and hardest weekday, XP and levels.
  struct Stats: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "stats",
      abstract: "Show adherence over 7, 30 and 365 days, a year's calendar, XP and levels.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the stats as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      var out = Output()
      out.line(try Self.page(in: workspace).form(json: json))
      out.flush()
    }

    /// The stats as `stats` shows them, and as `stats --json` prints them.
    static func page(in workspace: Workspace) throws -> Page {
      let stats = try workspace.actions.stats(at: workspace.moment)
      return .stats(stats, style: workspace.style(stats.settings))
    }
  }
}
