import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa doctor [--repair]`: what is wrong with the store, one line per finding, and
  /// with `--repair` the mending of what can be mended.
  struct Doctor: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "doctor",
      abstract: "Check the store's files, one line per problem; --repair mends what it can.",
      discussion: """
        Checks store.json, every history line, the caches, a change cut short and the files'
        modes. --repair moves a history line that is not an event (and only it) to
        store.history/rejected/, rebuilds a 0-byte or missing store.json from the history,
        works the caches out again and makes the files owner-only, keeping a copy of every
        file it touches in store.doctor/; 'sherpa undo' puts them back. Exits 1 while
        something is wrong.
        """)

    @OptionGroup var store: StoreOptions

    @Flag(help: "Mend what can be mended, keeping a copy of every file touched.")
    var repair = false

    @Flag(help: "Print the findings as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      var out = Output()
      let left: Int
      if repair {
        let report = try workspace.actions.repair(at: workspace.moment)
        out.line(json ? DoctorView.json(report) : DoctorView.text(report))
        left = report.left.count
      } else {
        let report = try workspace.actions.examine(at: workspace.moment)
        out.line(
          json
            ? DoctorView.json(report)
            : DoctorView.text(report, store: workspace.actions.storeDisplayPath))
        left = report.findings.count
      }
      out.flush()
      if left > 0 { throw ExitCode(1) }
    }
  }
}
