import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa skip ITEM [--note TEXT]`: leave an item out for a day.
  struct Skip: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "skip",
      abstract: "Skip an item for a day.",
      discussion: """
        A skip with a note ("sick", "travelling") takes the habit out of the day's count, \
        so the day can still count toward your streak. A skip without a note does not.
        """)

    @OptionGroup var store: StoreOptions

    @Option(help: "Why: a skip with a note takes the habit out of the day's count.")
    var note: String?

    @Option(
      help: ArgumentHelp(
        "The day: yesterday, a weekday like mon, or YYYY-MM-DD.", valueName: "day"),
      completion: .list(DayWord.words))
    var date: String?

    @Flag(help: "Print the item's day as one JSON object.")
    var json = false

    @Argument(
      help: "The item: its name, the start of it, or its number.",
      completion: Skip.itemCompletion)
    var item: [String] = []

    func run(in workspace: Workspace) throws {
      let result = try workspace.actions.skip(
        item, date: date, note: note, at: workspace.moment)
      var out = Output()
      out.line(json ? LogView.json(result) : LogView.text(result))
      out.flush()
    }
  }
}
