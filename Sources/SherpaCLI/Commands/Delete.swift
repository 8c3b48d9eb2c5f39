import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa delete ITEM`: remove an item and its history.
  struct Delete: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "delete",
      abstract: "Delete an item and its history (archive keeps the history).")

    @OptionGroup var store: StoreOptions

    @Flag(name: .shortAndLong, help: "Delete without asking.")
    var yes = false

    @Argument(
      help: "The item: its name, the start of it, or its number.",
      completion: Delete.itemCompletion)
    var item: [String] = []

    func run(in workspace: Workspace) throws {
      let actions = workspace.actions
      let tracked = try actions.findForDelete(item.joined(by: " "))
      var out = Output()
      if !yes {
        guard workspace.terminal.canAsk else {
          throw CommandFailure("Deleting needs a yes: run it on a terminal, or add --yes.")
        }
        guard workspace.terminal.confirm("Delete \(tracked.name) and its history?", default: false)
        else {
          out.line("Nothing was deleted.")
          out.flush()
          return
        }
      }
      _ = try actions.delete(item: tracked.id, name: tracked.name, at: workspace.moment)
      out.line("Deleted \(tracked.name). 'sherpa undo' brings it back.")
      out.flush()
    }
  }
}
