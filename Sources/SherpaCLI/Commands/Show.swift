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
      completion: Show.itemCompletion)
    var item: [String] = []

    func run(in workspace: Workspace) throws {
      var out = Output()
      out.line(try Self.page(in: workspace, item: item.joined(separator: " ")).form(json: json))
      out.flush()
    }

    /// One item as `show` shows it, and as `show --json` prints it.
    ///
    /// - Parameter item: Its name, the start of it, or its number.
    static func page(in workspace: Workspace, item: String) throws -> Page {
      let document = try workspace.store.document()
      let tracked = try ItemResolver(document.items).find(item, archived: true)
      // A repeating item's record comes from the store's past days and the weeks since.
      let lookback = try Lookback(
        workspace.store, document: document, at: workspace.moment, back: 36)
      let journal = lookback.journal
      let streak = try tracked.isOneOff ? nil : lookback.streak(of: tracked)
      let next =
        tracked.isArchived || tracked.completed != nil
        ? [] : tracked.nextScheduledDays(from: journal.today, limit: 14)
      let chart = HabitGrid(
        journal.agenda, days: journal.today.adding(days: -29)...journal.today, items: [tracked])
      let target = tracked.version(on: journal.today).target
      let periods =
        tracked.isOneOff || target.period == .day
        ? nil
        : ShowView.PeriodRows(
          unit: target.period, target: target,
          current: journal.agenda.entry(for: tracked, on: journal.today),
          lately: Adherence(
            journal.agenda.periodOutcomes(
              of: tracked, endingIn: journal.today.adding(days: -29)...journal.today),
            since: journal.today.adding(days: -29)))
      let view = ShowView(
        tracked: tracked, items: document.items, next: next, chart: chart.rows.first?.cells,
        streak: streak,
        week: ItemHistory(tracked, agenda: journal.agenda, through: journal.today, count: 7),
        month: ItemHistory(tracked, agenda: journal.agenda, through: journal.today, count: 30),
        today: journal.today, style: workspace.style(journal.document.settings),
        solarTimes: Dictionary(
          uniqueKeysWithValues: tracked.item.solar.map { solar in
            next.map { ($0, LocalZone.phases(on: $0, document.settings).time(of: solar)) }
          } ?? []),
        focus: journal.agenda.ledger.focus(
          item: tracked.id, in: journal.today.adding(days: -29)...journal.today),
        periods: periods)
      return Page(text: { view.text }, json: { view.json })
    }
  }
}
