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
      if let repair = try workspace.actions.undoRepair() {
        let line =
          "Undid doctor's repair: \(repair.files) \(repair.files == 1 ? "file" : "files") "
          + "put back as \(repair.files == 1 ? "it was" : "they were") (from \(repair.backup))."
        var out = Output()
        out.line(
          json
            ? JSONText.object([("undid", "null"), ("message", JSONText.string(line))]) : line)
        out.flush()
        return
      }
      let result = try workspace.actions.undo(at: workspace.moment)
      let line = "Undid " + EventText.describe(result.event, items: result.items) + "."
      var out = Output()
      out.line(
        json
          ? JSONText.object([
            ("undid", String(result.event.seq)), ("message", JSONText.string(line)),
          ]) : line)
      out.flush()
    }
  }
}
