import ArgumentParser
import SherpaCore

extension SherpaCommand {
  /// `sherpa show ITEM`: one item's schedule, next dates and recent days.
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show one item: its schedule in words, the next 14 dates, the last 7 and 30 days.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the item as one JSON object.")
    var json = false

    @Argument(
      help: "The item: its name, the start of it, or its number.",
      completion: ItemCompletion.shell(archived: true))
    var item: [String] = []

    func run() throws {
      let workspace = try Workspace(store)
      let journal = try Journal(workspace, back: 36)
      let tracked = try ItemMatch.find(
        item.joined(separator: " "), in: journal.document.items, archived: true)
      let version = tracked.item
      let next =
        tracked.isArchived || tracked.completed != nil
        ? []
        : version.recurrence.occurrences(
          from: version.start, onOrAfter: journal.today, limit: 14)
      let view = ShowView(
        tracked: tracked, next: next,
        week: ItemHistory(tracked, agenda: journal.agenda, through: journal.today, count: 7),
        month: ItemHistory(tracked, agenda: journal.agenda, through: journal.today, count: 30),
        today: journal.today, style: workspace.style(journal.document.settings))
      var out = Output()
      out.line(json ? view.json : view.text)
      out.flush()
    }
  }
}
