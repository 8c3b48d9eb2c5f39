import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa today`: the day's habits and tasks, the streak, the XP, the last seven days.
  struct Today: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "today",
      abstract: "Show the day: habits then tasks, your streak, XP and the last seven days.")

    @OptionGroup var store: StoreOptions

    @Option(
      help: ArgumentHelp(
        "Show another day: yesterday, a weekday like mon, or YYYY-MM-DD.", valueName: "day"),
      completion: .list(DayWord.words))
    var date: String?

    @Flag(help: "Group the items by part of the day: morning, afternoon, evening, night.")
    var byPhase = false

    @Flag(help: "Print the day as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      var out = Output()
      out.line(try Self.page(in: workspace, date: date, byPhase: byPhase).form(json: json))
      out.flush()
    }

    /// The day as `today` shows it, and as `today --json` prints it.
    ///
    /// - Parameter date: `--date`; nil is today.
    static func page(in workspace: Workspace, date: String?, byPhase: Bool) throws -> Page {
      let document = try workspace.store.document()
      let day = try DayWord.day(date, today: workspace.today(document.settings), future: true) {
        (try? workspace.parser())?.pastDay($0, today: $1)
      }
      let journal = try HistoryWindow(
        workspace.store, document: document, at: workspace.moment, around: day, back: 13)
      let phases = LocalZone.phases(on: day, document.settings)
      let report = journal.agenda.report(for: day).withTimes(of: phases)
        .following(Event.acceptedPlan(for: day, in: journal.events))
      let streak = try journal.streak(through: day)
      let week = (0..<7).reversed().map { back -> (CivilDate, DayStatus) in
        let date = day.adding(days: -back)
        return (date, journal.agenda.status(of: date))
      }
      let style = workspace.style(document.settings)
      let time = DayTimeView(
        time: journal.agenda.ledger.time(on: day),
        focus: day == journal.today ? Actions.focusState(in: document, at: workspace.moment) : nil,
        timers: day == journal.today ? Actions.timers(in: document, at: workspace.moment) : [],
        style: style)
      // The nutrition line, once targets are set.
      let meals =
        document.settings.nutrition.isEmpty ? nil : workspace.actions.meals(on: day, in: journal)
      let nutrition = meals.map { [("nutrition", MealView.nutritionJSON($0))] } ?? []
      let isToday = day == journal.today
      return Page(
        text: {
          let view = TodayView(
            report: report, streak: streak, week: week, isToday: isToday, style: style,
            phases: byPhase ? phases : nil, extra: time.lines
          ).text
          guard let meals else { return view }
          return view + "\n" + MealView(day: meals, style: style).nutritionLine
        },
        json: {
          let phased =
            byPhase ? [("phases", PhaseView.json(phases, entries: report.entries))] : []
          return JSONText.object(
            phased + [
              ("date", JSONText.string(day.description)), ("streak", String(streak)),
              ("xp", String(report.xp)), ("status", JSONText.string(report.status.rawValue)),
              ("complete", String(report.complete)), ("countable", String(report.countable)),
              ("items", JSONText.array(report.entries.map(JSONView.entry))),
              (
                "days",
                JSONText.array(
                  week.map { date, status in
                    JSONText.object([
                      ("date", JSONText.string(date.description)),
                      ("status", JSONText.string(status.rawValue)),
                    ])
                  })
              ),
            ] + time.jsonPairs + nutrition)
        })
    }
  }
}
