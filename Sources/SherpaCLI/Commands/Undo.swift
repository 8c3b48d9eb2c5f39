import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa undo`: take back the last change, whatever it was.
  struct Undo: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "undo",
      abstract: "Take back the last change, whatever it was. Run it again to go further back.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print what was undone as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      var out = Output()
      out.line(try Self.undo(in: workspace).form(json: json))
      out.flush()
    }

    /// Takes back the last change and says which, as `undo` and `undo --json` do.
    static func undo(in workspace: Workspace) throws -> Page {
      if let repair = try workspace.actions.undoRepair() {
        let line =
          "Undid doctor's repair: \(repair.files) \(repair.files == 1 ? "file" : "files") "
          + "put back as \(repair.files == 1 ? "it was" : "they were") (from \(repair.backup))."
        return Page(
          text: { line },
          json: { JSONText.object([("undid", "null"), ("message", JSONText.string(line))]) })
      }
      let result = try workspace.actions.undo(at: workspace.moment)
      let line = "Undid " + EventText.describe(result.event, items: result.items) + "."
      return Page(
        text: { line },
        json: {
          JSONText.object([
            ("undid", String(result.event.seq)), ("message", JSONText.string(line)),
          ])
        })
    }
  }
}
