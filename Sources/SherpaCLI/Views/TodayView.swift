import SherpaCore

/// The screen a person sees most: the day's habits then tasks, the streak, the XP, and a
/// strip of the last seven days.
struct TodayView {
  let report: DayReport
  let streak: Int
  /// The seven days ending on the report's day, oldest first.
  let week: [(CivilDate, DayStatus)]
  let isToday: Bool
  let style: Style
  /// When given, the items are grouped by part of the day (`today --by-phase`).
  var phases: DayPhases? = nil
  /// Lines after the items: the day's focus, timers and reflections (`DayTimeView`).
  var extra: [String] = []

  var text: String {
    var lines = [header]
    if report.entries.isEmpty {
      lines.append(
        "Nothing is scheduled for \(report.date.mediumText). Add something, like: "
          + "sherpa add \"read 10 pages every night\"")
    }
    let texts = report.entries.map { EntryText(entry: $0, style: style) }
    let nameWidth = min(28, report.entries.map(\.name.count).max() ?? 0)
    let whenWidth = texts.map(\.when.count).max() ?? 0
    if let phases {
      for (title, group) in PhaseView.groups(texts, by: \.entry, phases: phases, style: style) {
        lines.append(title)
        lines += group.map { row($0, nameWidth, whenWidth) }
      }
    } else {
      for (title, kind) in [("Habits", Item.Kind.habit), ("Tasks", .task)] {
        let group = texts.filter { $0.entry.kind == kind }
        guard !group.isEmpty else { continue }
        lines.append(style.bold(title))
        lines += group.map { row($0, nameWidth, whenWidth) }
      }
    }
    lines += extra
    lines.append(strip)
    return lines.joined(by: "\n")
  }

  private var header: String {
    let day = style.bold(report.date.longText)
    let xp = "+\(report.xp) XP" + (isToday ? " today" : "")
    let count = report.rowsDone
    if style.unicode {
      return day + "   🔥 " + streakText + "  ·  " + xp + "  ·  " + count
    }
    return day + " - streak " + streakText + " - " + xp + " - " + count
  }

  private var streakText: String { streak == 1 ? "1 day" : "\(streak) days" }

  private func row(_ text: EntryText, _ nameWidth: Int, _ whenWidth: Int) -> String {
    let entry = text.entry
    var parts = ["  " + text.mark, entry.name.truncated(to: nameWidth).padding(nameWidth)]
    if whenWidth > 0 { parts.append(style.dim(text.when.padding(whenWidth))) }
    var detail = [text.bar, text.amount].filter { !$0.isEmpty }
    if entry.isSkipped {
      // A plan's skip says so itself: "skipped by plan: no time for it tonight…".
      let byPlan = entry.note?.hasPrefix("skipped by plan") == true
      detail.append(
        style.dim(byPlan ? entry.note! : "skipped" + (entry.note.map { ": " + $0 } ?? "")))
    } else if let note = entry.note {
      detail.append(style.dim("(" + note + ")"))
    }
    if let since = entry.overdueSince {
      detail.append(style.warm("overdue since " + since.shortText))
    }
    if !entry.isJudged { detail.append(style.dim("judged at the end of the day")) }
    parts.append(detail.joined(by: "  "))
    return parts.joined(by: " ").trimmingTrailingSpaces()
  }

  private var strip: String {
    let days = week.map { date, status in
      String(date.weekday.shortName.prefix(2)) + " " + status.mark(style)
    }
    return style.dim("Last 7 days") + (style.unicode ? "  " : ": ") + days.joined(by: "  ")
  }
}
