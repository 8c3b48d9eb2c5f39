import ArgumentParser
import SherpaCore
import SherpaStore

extension SherpaCommand {
  /// `sherpa export csv|ics|json`: the store in a form other programs read.
  struct Export: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Write the store as CSV tables, an iCalendar file or one JSON document.",
      discussion: """
        sherpa export csv [--out DIR]     items.csv, log.csv, xp.csv, focus.csv, reflections.csv
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
      if format == "ics" {
        // The calendar needs the items only, not years of history.
        let document = try workspace.store.document()
        let active = document.items.filter { !$0.isArchived && $0.completed == nil }
        let today = workspace.today(document.settings)
        try emit(
          ICalendar.calendar(items: active, stamp: workspace.env.utcStamp, today: today).utf8)
        return
      }
      let (document, events) = try Self.snapshot(workspace.store)
      let today = workspace.today(document.settings)
      switch format {
      case "csv":
        let first = (document.items.map(\.firstDay) + events.map(\.day)).min() ?? today
        let agenda = Agenda(
          items: document.items, ledger: Ledger(events: events), settings: document.settings,
          today: today, span: min(first, today)...today)
        let view = CSVExportView(items: document.items, events: events, agenda: agenda)
        let folder = out.flatMap { $0.isEmpty ? nil : $0 }
        let base = folder.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        try Files.place(
          [
            (base + "items.csv", Array(view.itemsTable.utf8)),
            (base + "log.csv", Array(view.logTable.utf8)),
            (base + "xp.csv", Array(view.xpTable.utf8)),
            (base + "focus.csv", Array(view.focusTable.utf8)),
            (base + "reflections.csv", Array(view.reflectionsTable.utf8)),
          ], force: force)
      default:
        try emit(StoreExport(document: document, events: events).bytes)
      }
    }

    /// Writes to `--out`, else to standard output.
    private func emit(_ bytes: some Sequence<UInt8>) throws {
      if let out, !out.isEmpty {
        try Files.place([(out, Array(bytes))], force: force)
      } else {
        Files.writeAll(Array(bytes), to: 1)
      }
    }

    /// The document and the whole history as of one moment: read again if a writer changed
    /// the document meanwhile.
    static func snapshot(_ store: Store) throws -> (StoreDocument, [Event]) {
      var document = try store.document()
      for _ in 0..<5 {
        let events = try store.allEvents()
        let again = try store.document()
        if again == document { return (document, events) }
        document = again
      }
      return (document, try store.allEvents())
    }
  }
}
