import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa export csv|ics|json`: the store in a form other programs read.
  struct Export: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Write the store as CSV tables, an iCalendar file or one JSON document.",
      discussion: """
        sherpa export csv [--out DIR]     items.csv, log.csv, xp.csv, focus.csv, reflections.csv,
                                          meals.csv
        sherpa export ics [--out FILE]    a calendar of the active items (default: stdout)
        sherpa export json [--out FILE]   everything, for 'sherpa import json' (default: stdout)
        An existing file is replaced only with --force.
        """)

    static let formats = ["csv", "ics", "json"]

    @OptionGroup var store: StoreOptions

    @Argument(help: "csv, ics or json.", completion: .list(formats))
    var format: String

    @Option(
      help: ArgumentHelp(
        "The folder for csv, the file for ics and json.", valueName: "path"),
      completion: .file())
    var out: String?

    @Flag(help: "Replace files that are already there.")
    var force = false

    func run(in workspace: Workspace) throws {
      guard Self.formats.contains(format) else {
        throw CommandFailure(
          "Sherpa exports csv, ics or json, not '\(format)'. Say it like 'sherpa export csv'.")
      }
      let actions = workspace.actions
      switch format {
      case "ics":
        try emit(actions.calendar(stamp: workspace.env.utcStamp, at: workspace.moment).utf8)
      case "csv": try placeTables(of: actions.exportSnapshot(at: workspace.moment))
      default: try emit(actions.exportSnapshot(at: workspace.moment).json)
      }
    }

    /// The tables of `export csv`, in `--out` (a folder) or here.
    private func placeTables(of snapshot: ExportSnapshot) throws {
      let view = CSVExportView(
        items: snapshot.items, events: snapshot.events, agenda: snapshot.agenda)
      let folder = out.flatMap { $0.isEmpty ? nil : $0 }
      let base = folder.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
      try FileAccess.place(
        [
          (base + "items.csv", Array(view.itemsTable.utf8)),
          (base + "log.csv", Array(view.logTable.utf8)),
          (base + "xp.csv", Array(view.xpTable.utf8)),
          (base + "focus.csv", Array(view.focusTable.utf8)),
          (base + "reflections.csv", Array(view.reflectionsTable.utf8)),
          (base + "meals.csv", Array(view.mealsTable.utf8)),
        ], force: force)
    }

    /// Writes to `--out`, else to standard output.
    private func emit(_ bytes: some Sequence<UInt8>) throws {
      if let out, !out.isEmpty {
        try FileAccess.place([(out, Array(bytes))], force: force)
      } else {
        FileAccess.writeAll(Array(bytes), to: 1)
      }
    }
  }
}
