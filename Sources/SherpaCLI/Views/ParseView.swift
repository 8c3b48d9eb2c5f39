import SherpaCore

/// What Sherpa understood from a phrase, for a person.
struct ParseView {
  let item: Item
  let color: Bool

  var text: String {
    var rows = ItemRows.describing(item, start: item.recurrence.isRepeating)
    if item.recurrence.isRepeating {
      let dates = item.occurrences(limit: 14)
      var next = dates.prefix(5).map(\.shortText).joined(separator: ", ")
      if dates.count > 5 { next += ", …" }
      rows.append(("Next", next))
    }
    return ItemRows.render(item.name, " (" + item.kind.rawValue + ")", rows, Style(color: color))
  }
}

/// The labelled lines `parse`, `add` and `show` use to say what an item is.
enum ItemRows {
  /// Target (unless a plain check-off), schedule, start, time and part of the day, what it
  /// comes after, and the reminder.
  static func describing(_ item: Item, start: Bool) -> [(String, String)] {
    var rows: [(String, String)] = []
    if !item.target.isCheckOff { rows.append(("Target", item.target.text)) }
    rows.append(("Schedule", item.summary))
    if start { rows.append(("Starts", item.start.longText)) }
    let when = [item.time?.description, item.phase?.rawValue].compactMap { $0 }
    if !when.isEmpty { rows.append(("When", when.joined(separator: ", "))) }
    if let after = item.after { rows.append(("After", after)) }
    if item.notify { rows.append(("Reminder", "yes")) }
    return rows
  }

  /// The name in bold, a dim aside after it, then one indented row per line.
  static func render(_ name: String, _ aside: String, _ rows: [(String, String)], _ style: Style)
    -> String
  {
    var lines = [style.bold(name) + style.dim(aside)]
    for (label, value) in rows {
      lines.append("  " + style.accent(label.padding(9)) + " " + value)
    }
    return lines.joined(separator: "\n")
  }
}
