import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa archive ITEM`: stop an item from today, keeping its history.
  struct Archive: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "archive",
      abstract: "Stop an item from today on; its history stays.")

    @OptionGroup var store: StoreOptions

    @Argument(
      help: "The item: its name, the start of it, or its number.",
      completion: Archive.itemCompletion)
    var item: [String] = []

    func run(in workspace: Workspace) throws {
      let result = try workspace.actions.archive(
        item.joined(by: " "), at: workspace.moment)
      var out = Output()
      out.line("Archived \(result.before.name). Its history stays; 'sherpa undo' brings it back.")
      out.flush()
    }
  }
}
