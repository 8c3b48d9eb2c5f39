import SherpaActions
import SherpaCore

extension Page {
  /// The day as `today` shows it, and as `today --json` prints it.
  ///
  /// - Parameter byPhase: Whether the items go by part of the day (`--by-phase`).
  static func today(_ day: DayOverview, style: Style, byPhase: Bool) -> Page {
    let time = DayTimeView(time: day.time, focus: day.focus, timers: day.timers, style: style)
    return Page(
      text: {
        let view = TodayView(
          report: day.report, streak: day.streak, week: day.week, isToday: day.isToday,
          style: style, phases: byPhase ? day.phases : nil, extra: time.lines
        ).text
        guard let meals = day.meals else { return view }
        return view + "\n" + MealView(day: meals, style: style).nutritionLine
      },
      json: {
        let report = day.report
        let phased =
          byPhase ? [("phases", PhaseView.json(day.phases, entries: report.entries))] : []
        let nutrition = day.meals.map { [("nutrition", MealView.nutritionJSON($0))] } ?? []
        return JSONText.object(
          phased + [
            ("date", JSONText.string(day.day.description)), ("streak", String(day.streak)),
            ("xp", String(report.xp)), ("status", JSONText.string(report.status.rawValue)),
            ("complete", String(report.complete)), ("countable", String(report.countable)),
            ("items", JSONText.array(report.entries.map(JSONView.entry))),
            (
              "days",
              JSONText.array(
                day.week.map { date, status in
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
