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

    @Flag(help: "Print the day as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      let document = try workspace.store.document()
      let day = try DayWord.day(date, today: workspace.today(document.settings), future: true) {
        (try? workspace.parser())?.pastDay($0, today: $1)
      }
      let journal = try Journal(
        workspace.store, document: document, at: workspace.moment, around: day, back: 13)
      let report = journal.agenda.report(for: day)
        .following(Event.acceptedPlan(for: day, in: journal.events))
      let streak = try journal.streak(through: day)
      let week = (0..<7).reversed().map { back -> (CivilDate, DayStatus) in
        let date = day.adding(days: -back)
        return (date, journal.agenda.status(of: date))
      }
      let time = DayTimeView(
        time: journal.agenda.ledger.time(on: day),
        focus: day == journal.today ? Actions.focusState(in: document, at: workspace.moment) : nil,
        timers: day == journal.today ? Actions.timers(in: document, at: workspace.moment) : [],
        style: workspace.style(document.settings))
      var out = Output()
      if json {
        out.line(
          JSONText.object(
            [
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
            ] + time.jsonPairs))
      } else {
        out.line(
          TodayView(
            report: report, streak: streak, week: week, isToday: day == journal.today,
            style: workspace.style(document.settings), extra: time.lines
          ).text)
      }
      out.flush()
    }
  }
}
