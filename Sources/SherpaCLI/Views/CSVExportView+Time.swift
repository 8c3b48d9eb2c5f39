import SherpaCore

extension CSVExportView {
  static let focusColumns = [
    "seq", "day", "started", "stopped", "planned", "minutes", "item", "name", "kept", "xp",
  ]
  static let reflectionColumns = ["seq", "day", "at", "kind", "score", "text"]

  /// `focus.csv`: each focus session stopped and not undone, in seq order: its day, when it
  /// started and stopped, the minutes planned and worked, the item, whether its minutes were
  /// kept, and its XP.
  var focusTable: String {
    let taken = Event.takenBack(in: events)
    let names = Dictionary(items.map { ($0.id, $0.name) }) { first, _ in first }
    var rows: [[String]] = []
    for event in events where !taken.contains(event.seq) {
      guard case .focus(let record) = event.action, record.kind == .stop else { continue }
      let item = record.session.item
      rows.append([
        String(event.seq), event.day.description, record.session.started, event.at,
        Self.minutes(record.session.seconds), Self.minutes(record.seconds),
        item.map(String.init) ?? "", item.flatMap { names[$0] } ?? "",
        record.discarded ? "no" : "yes", String(record.bonus?.xp ?? 0),
      ])
    }
    return CSVText.table(header: Self.focusColumns, rows: rows)
  }

  /// `reflections.csv`: each day's morning and night reflection that counts (the latest of
  /// its kind that day, not undone), in seq order.
  var reflectionsTable: String {
    let taken = Event.takenBack(in: events)
    var latest: [String: Event] = [:]
    for event in events where !taken.contains(event.seq) {
      guard case .reflect(let reflection) = event.action else { continue }
      latest["\(event.day) \(reflection.kind.rawValue)"] = event
    }
    let rows = latest.values.sorted { $0.seq < $1.seq }.compactMap { event -> [String]? in
      guard case .reflect(let reflection) = event.action else { return nil }
      return [
        String(event.seq), event.day.description, event.at, reflection.kind.rawValue,
        reflection.score.map(String.init) ?? "", reflection.text ?? "",
      ]
    }
    return CSVText.table(header: Self.reflectionColumns, rows: rows)
  }

  private static func minutes(_ seconds: Int) -> String {
    JSONText.number(Target.rounded(Double(seconds) / 60))
  }
}
