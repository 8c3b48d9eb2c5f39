import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa insights`: patterns in the last eight weeks, in plain words with their numbers.
  struct Insights: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "insights",
      abstract: "Show patterns in your habits, in plain words with the numbers behind them.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the insights as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      let found = try workspace.actions.insights(at: workspace.moment)
      var out = Output()
      out.line(Page.insights(found, style: workspace.style(found.settings)).form(json: json))
      out.flush()
    }
  }
}
