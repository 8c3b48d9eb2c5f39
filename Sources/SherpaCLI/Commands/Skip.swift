import ArgumentParser
import SherpaCore
import SherpaStore

extension SherpaCommand {
  /// `sherpa skip ITEM [--note TEXT]`: leave an item out for a day.
  struct Skip: ParsableCommand {
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
      help: ArgumentHelp("The day: yesterday, a weekday like mon, or YYYY-MM-DD.", valueName: "day"), completion: .list(DayArgument.words)
    )
    var date: String?

    @Flag(help: "Print the item's day as one JSON object.")
    var json = false

    @Argument(
      help: "The item: its name, the start of it, or its number.",
      completion: ItemCompletion.shell(archived: false))
    var item: [String] = []

    func run() throws {
      let workspace = try Workspace(store)
      let note = Logging.note(self.note)
      let (line, entryJSON) = try workspace.store.transaction(now: workspace.env.stamp) {
        transaction in
        let (today, day) = try Logging.days(date, in: transaction, workspace)
        let tracked = try ItemMatch.find(
          item.joined(separator: " "), in: transaction.document.items)
        try Logging.check(day, for: tracked)
        let ledger = try Logging.ledger(around: day, in: transaction)
        let agenda = Agenda(
          items: transaction.document.items, ledger: ledger,
          settings: transaction.document.settings, today: today)
        let when = Logging.dayText(day, today: today)
        if agenda.entry(for: tracked, on: day)?.isDone == true {
          throw CommandFailure(
            "\(tracked.name) is already done \(when). 'sherpa undo' takes back the last change.")
        }
        let event = transaction.record(.skip(item: tracked.id, note: note), day: day)
        let (entry, _) = Logging.entry(
          tracked, on: day, transaction: transaction, ledger: ledger.adding(event), today: today)
        let line =
          note == nil
          ? "Skipped \(tracked.name) \(when). Add --note \"why\" to keep it out of the day's count."
          : "Skipped \(tracked.name) \(when) (\(note!)); it is out of the day's count."
        return (line, Logging.json(entry, on: day, seq: event.seq))
      }
      var out = Output()
      out.line(json ? entryJSON : line)
      out.flush()
    }
  }
}
