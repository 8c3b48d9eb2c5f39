import SherpaCore

/// What Sherpa understood from a phrase, for a person.
struct ParseView {
  let item: Item
  let color: Bool

  var text: String {
    let style = Style(color: color)
    var rows: [(String, String)] = []
    // A plain check-off needs no target line.
    if !item.target.isCheckOff { rows.append(("Target", item.target.text)) }
    rows.append(("Schedule", item.summary))
    if item.recurrence.isRepeating { rows.append(("Starts", item.start.longText)) }
    var when: [String] = []
    if let time = item.time { when.append(time.description) }
    if let phase = item.phase { when.append(phase.rawValue) }
    if !when.isEmpty { rows.append(("When", when.joined(separator: ", "))) }
    if let after = item.after { rows.append(("After", after)) }
    if item.notify { rows.append(("Reminder", "yes")) }
    if item.recurrence.isRepeating {
      let dates = item.occurrences(limit: 14)
      var next = dates.prefix(5).map(\.shortText).joined(separator: ", ")
      if dates.count > 5 { next += ", …" }
      rows.append(("Next", next))
    }
    var lines = [style.bold(item.name) + style.dim(" (" + item.kind.rawValue + ")")]
    for (label, value) in rows {
      lines.append("  " + style.accent(label.padding(9)) + " " + value)
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

extension CivilDate {
  /// `Mon 23 Nov`.
  var shortText: String {
    let long = longText
    return String(long.dropLast(5))
  }
}
