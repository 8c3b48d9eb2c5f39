import SherpaActions
import SherpaCore

/// `sherpa upcoming`: open tasks from before today, then each day's items, by day.
struct UpcomingView {
  let result: UpcomingResult
  let style: Style

  var text: String {
    guard let last = result.days.last?.date else { return "" }
    var lines = [
      style.bold("Upcoming: \(result.today.shortText) to \(last.shortText)")
    ]
    let all = result.overdue + result.days.flatMap(\.entries)
    let width = min(28, all.map(\.name.count).max() ?? 0)
    func row(_ entry: DayEntry, marked: Bool) -> String {
      let item = entry.tracked.item
      let mark = marked ? EntryText(entry: entry, style: style).mark : (style.unicode ? "·" : " - ")
      var parts = ["  " + mark, entry.name.truncated(to: width).padding(width)]
      let when = [item.time?.description, item.phase?.rawValue].compactMap { $0 }
      parts.append(style.dim(when.joined(by: " ").padding(13)))
      if entry.kind == .task { parts.append(style.dim("task")) }
      if let since = entry.overdueSince {
        parts.append(style.warm("open since " + since.shortText))
      }
      return parts.joined(by: " ").trimmingTrailingSpaces()
    }
    if !result.overdue.isEmpty {
      lines.append(style.bold("Still open"))
      lines += result.overdue.map { row($0, marked: true) }
    }
    for day in result.days {
      let title = day.date == result.today ? "Today, " + day.date.shortText : day.date.shortText
      lines.append(style.bold(title))
      if day.entries.isEmpty { lines.append(style.dim("  nothing scheduled")) }
      lines += day.entries.map { row($0, marked: day.date == result.today) }
    }
    return lines.joined(by: "\n")
  }

  /// `{"from", "to", "overdue": [entry], "days": [{"date", "sunrise", "sunset", "items"}]}`.
  static func json(_ result: UpcomingResult) -> String {
    JSONText.object([
      ("from", JSONText.string(result.today.description)),
      ("to", JSONText.string((result.days.last?.date ?? result.today).description)),
      ("overdue", JSONText.array(result.overdue.map(JSONView.entry))),
      (
        "days",
        JSONText.array(
          result.days.map { day in
            JSONText.object([
              ("date", JSONText.string(day.date.description)),
              ("items", JSONText.array(day.entries.map(JSONView.entry))),
            ])
          })
      ),
    ])
  }
}
