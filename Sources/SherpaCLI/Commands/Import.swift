import ArgumentParser
import SherpaActions
import SherpaCore
import SherpaStore

extension SherpaCommand {
  /// `sherpa import json FILE`: merge an export into the store.
  struct Import: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Merge a JSON export into the store, adding only what it does not have.",
      discussion: """
        sherpa import json FILE
        Items are the same when they were added on the same day with the same phrase; events \
        when they say the same thing about the same item at the same moment. Importing into \
        an empty store gives back the exported store; importing twice adds nothing.
        """)

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print what was added as one JSON object.")
    var json = false

    @Argument(help: "json", completion: .list(["json"]))
    var format: String

    @Argument(help: "The file 'sherpa export json' wrote.", completion: .file())
    var file: String

    func run(in workspace: Workspace) throws {
      guard format == "json" else {
        throw CommandFailure(
          "Sherpa imports its own JSON export, not '\(format)'. Say 'sherpa import json FILE'.")
      }
      let shown = workspace.env.display(file)
      let count = try workspace.actions.importExport(
        at: file, shown: shown, at: workspace.moment)
      var out = Output()
      if json {
        out.line(
          JSONText.object([
            ("added", String(count.added)), ("updated", String(count.updated)),
            ("events", String(count.events)),
          ]))
      } else if count == MergeCount() {
        out.line("Nothing new in \(shown): the store has all of it already.")
      } else {
        let parts = [
          count.added > 0 ? Self.count(count.added, "new item") : nil,
          count.updated > 0 ? Self.count(count.updated, "item") + " brought up to date" : nil,
          count.events > 0 ? Self.count(count.events, "event") : nil,
        ].compactMap { $0 }
        out.line("Imported \(shown): " + parts.joined(separator: ", ") + ".")
      }
      out.flush()
    }

    private static func count(_ n: Int, _ noun: String) -> String {
      "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
  }
}
