import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa import json|loop|taskwarrior|csv FILE`: bring an export into the store.
  struct Import: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Bring in a Sherpa export, or habits and tasks from Loop or Taskwarrior.",
      discussion: """
        sherpa import json FILE          merge 'sherpa export json' into the store
        sherpa import loop FOLDER        Loop Habit Tracker's CSV export, unzipped:
                                         habits, checkmarks, numeric amounts
        sherpa import taskwarrior FILE   the JSON 'task export' writes: open and
                                         done tasks, repeating ones, repeats done
        sherpa import csv FOLDER         'sherpa export csv' read back
        loop, taskwarrior and csv show what would come in and change nothing
        until --apply. A row that cannot be read is one line on stderr
        (file:line and why); the others still come in. Importing twice adds
        nothing; 'sherpa undo' takes a whole import back.
        """)

    static let formats = ["json", "loop", "taskwarrior", "csv"]

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print what was (or would be) added as one JSON object.")
    var json = false

    @Flag(help: "Keep what loop, taskwarrior or csv bring in; without it they only show it.")
    var apply = false

    @Argument(help: "json, loop, taskwarrior or csv.", completion: .list(formats))
    var format: String

    @Argument(
      help: "The export: a file, or the folder Loop or 'export csv' made.", completion: .file())
    var file: String

    func run(in workspace: Workspace) throws {
      guard Self.formats.contains(format) else {
        throw CommandFailure(
          "Sherpa imports json, loop, taskwarrior or csv, not '\(Shown.text(format))'. "
            + "Say it like 'sherpa import loop FOLDER'.")
      }
      let shown = workspace.env.display(file)
      var out = Output()
      if let source = ImportPlan.Source(rawValue: format) {
        let outcome = try workspace.actions.importFrom(
          source, at: file, shown: shown, apply: apply, at: workspace.moment)
        for problem in outcome.problems {
          FileAccess.writeAll(Array(("Skipped: \(problem)\n").utf8), to: 2)
        }
        let view = ImportView(outcome: outcome, file: shown)
        out.line(json ? view.json : view.text)
      } else {
        out.line(try merge(shown, in: workspace))
      }
      out.flush()
    }

    /// `import json`: the export merged in, and what it brought in a line.
    private func merge(_ shown: String, in workspace: Workspace) throws -> String {
      let count = try workspace.actions.importExport(at: file, shown: shown, at: workspace.moment)
      if json {
        return JSONText.object([
          ("added", String(count.added)), ("updated", String(count.updated)),
          ("events", String(count.events)),
        ])
      }
      guard count.added + count.updated + count.events > 0 else {
        return "Nothing new in \(shown): the store has all of it already."
      }
      let parts = [
        count.added > 0 ? Self.count(count.added, "new item") : nil,
        count.updated > 0 ? Self.count(count.updated, "item") + " brought up to date" : nil,
        count.events > 0 ? Self.count(count.events, "event") : nil,
      ].compactMap { $0 }
      return "Imported \(shown): " + parts.joined(by: ", ") + "."
    }

    private static func count(_ n: Int, _ noun: String) -> String {
      "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
  }
}
