import SherpaCore

/// One item's days over a span: which were scheduled, which were done.
struct ItemHistory {
  struct Day {
    let date: CivilDate
    /// Nil when the item was not due that day.
    let entry: DayEntry?
  }

  let days: [Day]
  /// The day still going: it counts as scheduled once it is done.
  let today: CivilDate

  init(_ tracked: TrackedItem, agenda: Agenda, through last: CivilDate, count: Int) {
    today = agenda.today
    days = (0..<count).reversed().map { back in
      let date = last.adding(days: -back)
      return Day(date: date, entry: agenda.entry(for: tracked, on: date))
    }
  }

  var scheduled: Int {
    days.filter { $0.entry != nil && ($0.date < today || $0.entry?.isDone == true) }.count
  }
  var done: Int { days.filter { $0.entry?.isDone == true }.count }
  var skipped: Int { days.filter { $0.entry?.isSkipped == true }.count }
}

/// `sherpa show ITEM`: the schedule in words, the next 14 dates, the last 7 and 30 days.
struct ShowView {
  let tracked: TrackedItem
  /// The store's items, to say which ones its relations name.
  let items: [TrackedItem]
  let next: [CivilDate]
  /// The last 30 days' cells, oldest first; nil when none of them held the item.
  let chart: [HabitGrid.Cell]?
  /// The habit's record; nil for a one-off task.
  let streak: HabitStreak?
  let week: ItemHistory
  let month: ItemHistory
  let today: CivilDate
  let style: Style
  /// For an item at a time said by the sun: its time on each of the next dates.
  var solarTimes: [CivilDate: TimeOfDay] = [:]
  /// Focus toward the item over the last 30 days: seconds and sessions.
  var focus: (seconds: Int, sessions: Int) = (0, 0)
  /// For a weekly or monthly target: its periods, counted whole.
  var periods: PeriodRows? = nil

  /// A weekly or monthly target's periods: this one so far, and those of the last 30 days
  /// that ended met or not.
  struct PeriodRows {
    let unit: Target.Period
    let target: Target
    /// This period's entry today; nil when it is met and resting until the next.
    let current: DayEntry?
    let lately: Adherence

    var progress: String {
      guard let current else { return "met this \(unit.rawValue)" }
      let text = EntryText.amount(current.progress, of: target)
      if current.isDone { return text + ", met" }
      let left = Target.rounded(target.amount - current.progress)
      guard target.goal == .atLeast, left > 0, !target.isCheckOff else { return text }
      let noun = target.label ?? target.unit.label(for: left)
      return text + ", \(Target.format(left, grouping: true)) \(noun) to go"
    }

    var tally: String {
      let units = unit.rawValue + (lately.scheduled == 1 ? "" : "s")
      guard lately.scheduled > 0 else { return "no \(unit.rawValue) finished yet" }
      let percent = Int((Double(lately.done) * 100 / Double(lately.scheduled)).rounded())
      return "\(lately.done) of \(lately.scheduled) \(units) met (\(percent)%)"
    }
  }

  var text: String {
    let item = tracked.item
    var rows = ItemRows.describing(item, start: true, among: items, id: tracked.id)
    if let archived = tracked.archived { rows.append(("Archived", archived.longText)) }
    if let completed = tracked.completed { rows.append(("Done", completed.longText)) }
    let dates = next.map { date in
      date.shortText + (solarTimes[date].map { " " + $0.description } ?? "")
    }
    if dates.isEmpty {
      rows.append(("Next", "nothing more is scheduled"))
    } else {
      // Dates with their times (an item by the sun) go five to a line.
      let perLine = solarTimes.isEmpty ? 7 : 5
      for start in stride(from: 0, to: dates.count, by: perLine) {
        let line = dates[start..<min(dates.count, start + perLine)].joined(by: ", ")
        rows.append((start == 0 ? "Next" : "", line))
      }
    }
    let cells = chart ?? []
    func row(_ days: Int, _ history: ItemHistory) -> String {
      let line = cells.isEmpty ? "" : Chart.sparkline(Array(cells.suffix(days)), style) + "  "
      return line + ShowView.tally(history)
    }
    if let periods {
      rows.append(("So far", periods.progress))
      let line = cells.isEmpty ? "" : Chart.sparkline(cells, style) + "  "
      rows.append(("Last 30", line + periods.tally))
    } else {
      rows.append(("Last 7", row(7, week)))
      rows.append(("Last 30", row(30, month)))
    }
    if let streak { rows.append(("Streak", ShowView.streakText(streak))) }
    if focus.sessions > 0 {
      rows.append(
        (
          "Focus",
          "\(Moment.length(focus.seconds)) in \(focus.sessions) session"
            + (focus.sessions == 1 ? "" : "s") + " over the last 30 days"
        ))
    }
    return ItemRows.render(item.name, " (#\(tracked.id), " + item.kind.rawValue + ")", rows, style)
  }

  /// "5 times in a row now, longest 12, 40 times in all"; weeks or months for a weekly or
  /// monthly target.
  static func streakText(_ streak: HabitStreak) -> String {
    func count(_ n: Int) -> String {
      let unit = streak.unit == .day ? "time" : streak.unit.rawValue
      return "\(n) \(unit)" + (n == 1 ? "" : "s")
    }
    return "\(count(streak.current)) in a row now, longest \(streak.longest), "
      + "\(count(streak.completed)) in all"
  }

  /// "5 of 7 scheduled days done (71%)", and "today to go" while today holds it undone.
  static func tally(_ history: ItemHistory) -> String {
    let pending =
      history.days.last.map {
        $0.date == history.today && $0.entry != nil && $0.entry?.isDone != true
          && $0.entry?.isSkipped != true
      } ?? false
    guard history.scheduled > 0 else { return pending ? "today to go" : "nothing scheduled" }
    let percent = Int((Double(history.done) * 100 / Double(history.scheduled)).rounded())
    var text = "\(history.done) of \(history.scheduled) scheduled days done (\(percent)%)"
    if history.skipped > 0 { text += ", \(history.skipped) skipped" }
    if pending { text += ", today to go" }
    return text
  }

  var json: String {
    let shares = chart.map { $0.map { $0.share } }
    func days(_ history: ItemHistory) -> String {
      JSONText.object([
        ("scheduled", String(history.scheduled)), ("done", String(history.done)),
        ("skipped", String(history.skipped)),
        (
          "days",
          JSONText.array(
            history.days.enumerated().map { index, day in
              let share = shares?[30 - history.days.count + index]
              return JSONText.object([
                ("date", JSONText.string(day.date.description)),
                ("scheduled", JSONView.bool(day.entry != nil)),
                ("progress", JSONText.number(day.entry?.progress ?? 0)),
                ("done", JSONView.bool(day.entry?.isDone == true)),
                ("skipped", JSONView.bool(day.entry?.isSkipped == true)),
                ("note", JSONText.optional(day.entry?.note)),
                (
                  "share",
                  share.flatMap { $0 }.map { JSONText.number(Target.rounded($0)) } ?? "null"
                ),
              ])
            })
        ),
      ])
    }
    return JSONText.object(
      JSONView.item(tracked) + [
        ("next", JSONText.array(next.map { JSONText.string($0.description) }))
      ]
        + (tracked.item.solar == nil
          ? []
          : [
            (
              "nextTimes",
              JSONText.array(next.map { JSONText.optional(solarTimes[$0]?.description) })
            )
          ]) + [
          ("last7", days(week)), ("last30", days(month)),
          (
            "periods",
            periods.map { periods in
              JSONText.object([
                ("counted", String(periods.lately.scheduled)), ("met", String(periods.lately.done)),
                ("progress", JSONText.number(periods.current?.progress ?? periods.target.amount)),
                ("unit", JSONText.string(periods.unit.rawValue)),
              ])
            } ?? "null"
          ),
          (
            "streak",
            streak.map { streak in
              JSONText.object([
                ("current", String(streak.current)), ("longest", String(streak.longest)),
                ("completed", String(streak.completed)),
                ("unit", JSONText.string(streak.unit.rawValue)),
              ])
            } ?? "null"
          ),
        ] + (focus.sessions > 0 ? [("focus", focusJSON)] : []))
  }

  /// `{"minutes", "sessions"}` over the last 30 days; only for an item with sessions.
  private var focusJSON: String {
    JSONText.object([
      ("minutes", String(focus.seconds / 60)), ("sessions", String(focus.sessions)),
    ])
  }
}
