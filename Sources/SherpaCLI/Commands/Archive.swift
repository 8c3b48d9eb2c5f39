import ArgumentParser
import SherpaCore
import SherpaStore

extension SherpaCommand {
  /// `sherpa archive ITEM`: stop an item from today, keeping its history.
  struct Archive: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "archive",
      abstract: "Stop an item from today on; its history stays.")

    @OptionGroup var store: StoreOptions

    @Argument(
      help: "The item: its name, the start of it, or its number.",
      completion: ItemCompletion.shell(archived: false))
    var item: [String] = []

    func run() throws {
      let workspace = try Workspace(store)
      let (before, _, _) = try ItemWords.change(.archive, workspace) { transaction, today in
        let tracked = try ItemMatch.find(
          item.joined(separator: " "), in: transaction.document.items)
        var after = tracked
        after.archived = today
        return (tracked, after)
      }
      var out = Output()
      out.line("Archived \(before.name). Its history stays; 'sherpa undo' brings it back.")
      out.flush()
    }
  }

  /// `sherpa delete ITEM`: remove an item and its history.
  struct Delete: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "delete",
      abstract: "Delete an item and its history (archive keeps the history).")

    @OptionGroup var store: StoreOptions

    @Flag(name: .shortAndLong, help: "Delete without asking.")
    var yes = false

    @Argument(
      help: "The item: its name, the start of it, or its number.",
      completion: ItemCompletion.shell(archived: true))
    var item: [String] = []

    func run() throws {
      let workspace = try Workspace(store)
      let document = try workspace.store.document()
      let name = item.joined(separator: " ")
      let tracked = try ItemMatch.find(name, in: document.items, archived: true)
      if !yes {
        guard workspace.env.isInputTTY else {
          throw CommandFailure("Deleting needs a yes: run it on a terminal, or add --yes.")
        }
        guard confirm("Delete \(tracked.name) and its history?", default: false) else {
          var out = Output()
          out.line("Nothing was deleted.")
          out.flush()
          return
        }
      }
      _ = try ItemWords.change(.delete, workspace) { transaction, _ in
        guard let current = transaction.document.item(id: tracked.id) else {
          throw CommandFailure("\(tracked.name) is already gone.")
        }
        return (current, nil)
      }
      var out = Output()
      out.line("Deleted \(tracked.name). 'sherpa undo' brings it back.")
      out.flush()
    }
  }
}
