import SherpaCore

/// `sherpa export csv`: the items, the log and the XP by day, as three RFC 4180 tables.
struct CSVExportView {
  let items: [TrackedItem]
  /// The whole history, in seq order.
  let events: [Event]
  /// The day rules over the whole history, through today.
  let agenda: Agenda

  static let itemColumns = [
    "id", "name", "kind", "amount", "unit", "label", "period", "goal", "schedule", "rrule",
    "start", "time", "phase", "after", "onlyOn", "notify", "created", "archived", "completed",
    "input",
  ]
  static let logColumns = ["seq", "day", "at", "item", "name", "action", "amount", "note"]
  static let xpColumns = ["day", "habitsDone", "tasksDone", "counts", "xp", "total"]

  /// `items.csv`: every item, archived and done ones too, as the store keeps it now.
  var itemsTable: String {
    CSVText.table(
      header: Self.itemColumns,
      rows: items.map { tracked in
        let item = tracked.item
        let target = item.target
        return [
          String(tracked.id), item.name, item.kind.rawValue, Target.format(target.amount),
          target.unit.rawValue, target.label ?? "", target.period.rawValue, target.goal.rawValue,
          item.summary, item.recurrence.rrule ?? "", item.start.description,
          item.time?.description ?? "", item.phase?.rawValue ?? "", item.after ?? "",
          item.onlyOn ?? "", item.notify ? "yes" : "no", tracked.created.description,
          tracked.archived?.description ?? "", tracked.completed?.description ?? "",
          tracked.input,
        ]
      })
  }

  /// `log.csv`: each progress, done and skip that still counts — not undone, not void, and
  /// about an item the store still has — in seq order.
  var logTable: String {
    let taken = Event.takenBack(in: events)
    let names = Dictionary(items.map { ($0.id, $0.name) }) { first, _ in first }
    var rows: [[String]] = []
    for event in events where !taken.contains(event.seq) {
      guard let id = event.loggedItem, let name = names[id] else { continue }
      let (action, amount, note): (String, String, String?)
      switch event.action {
      case .progress(_, let value, let text):
        (action, amount, note) = ("progress", JSONText.number(value), text)
      case .done(_, let text): (action, amount, note) = ("done", "", text)
      case .skip(_, let text): (action, amount, note) = ("skip", "", text)
      default: continue
      }
      rows.append([
        String(event.seq), event.day.description, event.at, String(id), name, action, amount,
        note ?? "",
      ])
    }
    return CSVText.table(header: Self.logColumns, rows: rows)
  }

  /// `xp.csv`: each day that earned XP, from the first day an item could be scheduled
  /// through today, with the running total.
  var xpTable: String {
    var rows: [[String]] = []
    let first = (items.map(\.firstDay) + events.compactMap { $0.loggedItem == nil ? nil : $0.day })
      .min()
    if let first, first <= agenda.today {
      var total = 0
      for n in first.dayNumber...agenda.today.dayNumber {
        let report = agenda.report(for: CivilDate(dayNumber: n))
        guard report.xp > 0 else { continue }
        total += report.xp
        let done = report.entries.filter(\.isDone)
        rows.append([
          report.date.description, String(done.filter { $0.kind == .habit }.count),
          String(done.filter { $0.kind == .task }.count), report.status == .counts ? "yes" : "no",
          String(report.xp), String(total),
        ])
      }
    }
    return CSVText.table(header: Self.xpColumns, rows: rows)
  }
}
