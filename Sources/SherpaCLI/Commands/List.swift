import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa list`: the items, active by default.
  struct List: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List your items.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Include archived items and done one-off tasks.")
    var all = false

    @Flag(help: "Only archived items.")
    var archived = false

    @Flag(help: "Print a JSON array of items.")
    var json = false

    func run(in workspace: Workspace) throws {
      let document = try workspace.actions.items()
      let items = document.items.filter { tracked in
        if archived { return tracked.isArchived }
        return all || (!tracked.isArchived && tracked.completed == nil)
      }
      var out = Output()
      if json {
        out.line(JSONText.array(items.map { JSONText.object(JSONView.item($0)) }))
      } else {
        let empty =
          document.items.isEmpty
          ? "No items yet. Add one, like: sherpa add \"floss every night\""
          : archived
            ? "Nothing is archived." : "Nothing is active. 'sherpa list --all' shows everything."
        out.line(
          ListView(items: items, empty: empty, style: workspace.style(document.settings)).text)
      }
      out.flush()
    }
  }
}
