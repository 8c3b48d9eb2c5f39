import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa rename ITEM NAME…`.
  struct Rename: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "rename", abstract: "Give an item a new name.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Keep the new name even when another item has it.")
    var force = false

    @Argument(
      help: "The item, then its new name: sherpa rename run \"morning run\".",
      completion: Rename.itemCompletion)
    var words: [String] = []

    func run(in workspace: Workspace) throws {
      let result = try workspace.actions.rename(words, force: force, at: workspace.moment)
      var out = Output()
      out.line("Renamed \(result.before.name) to \(result.after?.name ?? "").")
      out.flush()
    }
  }
}
