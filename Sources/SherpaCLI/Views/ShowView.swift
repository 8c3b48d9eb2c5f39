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
  let next: [CivilDate]
  let week: ItemHistory
  let month: ItemHistory
  let today: CivilDate
  let style: Style

  var text: String {
    let item = tracked.item
    var rows = ItemRows.describing(item, start: true)
    if let archived = tracked.archived { rows.append(("Archived", archived.longText)) }
    if let completed = tracked.completed { rows.append(("Done", completed.longText)) }
    let dates = next.map(\.shortText)
    if dates.isEmpty {
      rows.append(("Next", "nothing more is scheduled"))
    } else {
      rows.append(("Next", dates.prefix(7).joined(separator: ", ")))
      if dates.count > 7 { rows.append(("", dates.dropFirst(7).joined(separator: ", "))) }
    }
    let marks = week.days.map { day -> String in
      let unicode = style.unicode
      // Not scheduled: blank; skipped: s; not done: a quiet dot.
      guard let entry = day.entry else { return " " }
      if entry.isDone { return style.good(unicode ? "✓" : "x") }
      if entry.isSkipped { return style.dim("s") }
      if day.date == today { return unicode ? "○" : "o" }
      return unicode ? "·" : "."
    }
    rows.append(("Last 7", marks.joined(separator: " ") + "   " + ShowView.tally(week)))
    rows.append(("Last 30", ShowView.tally(month)))
    return ItemRows.render(item.name, " (#\(tracked.id), " + item.kind.rawValue + ")", rows, style)
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
    func days(_ history: ItemHistory) -> String {
      JSONText.object([
        ("scheduled", String(history.scheduled)), ("done", String(history.done)),
        ("skipped", String(history.skipped)),
        (
          "days",
          JSONText.array(
            history.days.map { day in
              JSONText.object([
                ("date", JSONText.string(day.date.description)),
                ("scheduled", JSONView.bool(day.entry != nil)),
                ("progress", JSONText.number(day.entry?.progress ?? 0)),
                ("done", JSONView.bool(day.entry?.isDone == true)),
                ("skipped", JSONView.bool(day.entry?.isSkipped == true)),
                ("note", JSONText.optional(day.entry?.note)),
              ])
            })
        ),
      ])
    }
    return JSONText.object(
      JSONView.item(tracked) + [
        ("next", JSONText.array(next.map { JSONText.string($0.description) })),
        ("last7", days(week)), ("last30", days(month)),
      ])
  }
}
