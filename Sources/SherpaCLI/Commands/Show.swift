import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa show ITEM`: one item's schedule, next dates and recent days.
  struct Show: WorkspaceCommand {
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

    func run(in workspace: Workspace) throws {
      let document = try workspace.store.document()
      let tracked = try ItemResolver(document.items).find(
        item.joined(separator: " "), archived: true)
      let today = workspace.today(document.settings)
      // A repeating item's record comes from the store's past days and the weeks since.
      let past = PastSplit(today: today, settings: document.settings)
      let journal = try Journal(
        workspace, document: document, back: max(36, past.back(from: today)))
      let streak =
        try tracked.isOneOff
        ? nil
        : journal.agenda.habitStreak(
          for: tracked, after: past.split.adding(days: -1),
          continuing: past.days(journal).streaks[tracked.id] ?? HabitStreak())
      let next =
        tracked.isArchived || tracked.completed != nil
        ? [] : tracked.nextScheduledDays(from: journal.today, limit: 14)
      let chart = HabitGrid(
        journal.agenda, days: journal.today.adding(days: -29)...journal.today, items: [tracked])
      let view = ShowView(
        tracked: tracked, items: document.items, next: next, chart: chart.rows.first?.cells,
        streak: streak,
        week: ItemHistory(tracked, agenda: journal.agenda, through: journal.today, count: 7),
        month: ItemHistory(tracked, agenda: journal.agenda, through: journal.today, count: 30),
        today: journal.today, style: workspace.style(journal.document.settings))
      var out = Output()
      out.line(json ? view.json : view.text)
      out.flush()
    }
  }
}
