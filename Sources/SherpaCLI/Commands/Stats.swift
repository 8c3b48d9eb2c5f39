import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa stats`: adherence over the last 7, 30 and 365 days, a year's calendar, the best
  /// and hardest weekday, XP and levels.
  struct Stats: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "stats",
      abstract: "Show adherence over 7, 30 and 365 days, a year's calendar, XP and levels.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the stats as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      let document = try workspace.store.document()
      let settings = document.settings
      let today = workspace.today(settings)
      let habits = document.items.filter { $0.isHabit && !$0.isOneOff }
      let past = PastSplit(today: today, settings: settings)
      let split = past.split
      let journal = try Journal(workspace, document: document, back: past.back(from: today))
      let cached = try past.days(journal)
      var periods = cached.periods
      for tracked in habits {
        let recent = journal.agenda.periodOutcomes(of: tracked, endingIn: split...CivilDate.latest)
        if !recent.isEmpty { periods[tracked.id, default: []] += recent }
      }
      let grid = cached.grid.appending(
        HabitGrid(journal.agenda, days: split...today, items: habits))
      let view = StatsView(
        grid: grid, periods: periods, streak: try journal.streak(),
        xp: cached.xp + journal.agenda.xp(in: split...today), hasHabits: !habits.isEmpty,
        style: workspace.style(settings))
      var out = Output()
      out.line(json ? view.json : view.text)
      out.flush()
    }
  }
}
