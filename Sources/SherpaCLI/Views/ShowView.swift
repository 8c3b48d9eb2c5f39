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

  var text: String {
    let item = tracked.item
    var rows = ItemRows.describing(item, start: true, among: items, id: tracked.id)
    if let archived = tracked.archived { rows.append(("Archived", archived.longText)) }
    if let completed = tracked.completed { rows.append(("Done", completed.longText)) }
    let dates = next.map { date in date.shortText + (solarTimes[date].map { " " + $0.description } ?? "") }
    if dates.isEmpty {
      rows.append(("Next", "nothing more is scheduled"))
    } else {
      // Dates with their times (an item by the sun) go five to a line.
      let perLine = solarTimes.isEmpty ? 7 : 5
      for start in stride(from: 0, to: dates.count, by: perLine) {
        let line = dates[start..<min(dates.count, start + perLine)].joined(separator: ", ")
        rows.append((start == 0 ? "Next" : "", line))
      }
    }
    let cells = chart ?? []
    func row(_ days: Int, _ history: ItemHistory) -> String {
      let line = cells.isEmpty ? "" : Chart.sparkline(Array(cells.suffix(days)), style) + "  "
      return line + ShowView.tally(history)
    }
    rows.append(("Last 7", row(7, week)))
    rows.append(("Last 30", row(30, month)))
    if let streak { rows.append(("Streak", ShowView.streakText(streak))) }
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

  /// "5 of 7 scheduled days done (71%)".
  static func tally(_ history: ItemHistory) -> String {
    guard history.scheduled > 0 else { return "nothing scheduled" }
    let percent = Int((Double(history.done) * 100 / Double(history.scheduled)).rounded())
    var text = "\(history.done) of \(history.scheduled) scheduled days done (\(percent)%)"
    if history.skipped > 0 { text += ", \(history.skipped) skipped" }
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
        ("next", JSONText.array(next.map { JSONText.string($0.description) })),
      ] + (tracked.item.solar == nil ? [] : [
        ("nextTimes", JSONText.array(next.map { JSONText.optional(solarTimes[$0]?.description) }))
      ]) + [
        ("last7", days(week)), ("last30", days(month)),
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
      ])
  }
}
