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

  /// Written into one string as it goes: the day's page is every `today`'s last step, and
  /// arrays of rows and of pieces joined after cost it a third of a millisecond.
  var text: String {
    let entries = report.entries
    var out = header
    out.reserveCapacity(out.utf8.count + 100 * (entries.count + 4))
    if entries.isEmpty {
      out += "\nNothing is scheduled for \(report.date.mediumText). Add something, like: "
      out += "sherpa add \"read 10 pages every night\""
    }
    let whens = entries.map(EntryText.when)
    var nameWidth = 0
    for entry in entries { nameWidth = max(nameWidth, entry.name.count) }
    nameWidth = min(28, nameWidth)
    let whenWidth = whens.reduce(0) { max($0, $1.count) }
    func add(_ index: Int) { out += "\n" + row(entries[index], whens[index], nameWidth, whenWidth) }
    if let phases {
      let groups = PhaseView.groups(
        Array(entries.indices), by: { entries[$0] }, phases: phases, style: style)
      for (title, group) in groups {
        out += "\n" + title
        group.forEach(add)
      }
    } else {
      for (title, kind) in [("Habits", Item.Kind.habit), ("Tasks", .task)] {
        let group = entries.indices.filter { entries[$0].kind == kind }
        guard !group.isEmpty else { continue }
        out += "\n" + style.bold(title)
        group.forEach(add)
      }
    }
    for line in extra { out += "\n" + line }
    out += "\n" + strip
    return out
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

  /// One item's line: its mark, name, time, then what it has to say.
  private func row(_ entry: DayEntry, _ when: String, _ nameWidth: Int, _ whenWidth: Int)
    -> String
  {
    let text = EntryText(entry: entry, style: style)
    var line = "  " + text.mark + " " + entry.name.truncated(to: nameWidth).padding(nameWidth)
    if whenWidth > 0 { line += " " + style.dim(when.padding(whenWidth)) }
    line += " "
    var first = true
    func detail(_ piece: String) {
      guard !piece.isEmpty else { return }
      if !first { line += "  " }
      line += piece
      first = false
    }
    detail(text.bar)
    detail(text.amount)
    if entry.isSkipped {
      // A plan's skip says so itself: "skipped by plan: no time for it tonight…".
      let byPlan = entry.note?.hasPrefix("skipped by plan") == true
      detail(style.dim(byPlan ? entry.note! : "skipped" + (entry.note.map { ": " + $0 } ?? "")))
    } else if let note = entry.note {
      detail(style.dim("(" + note + ")"))
    }
    if let since = entry.overdueSince {
      detail(style.warm("overdue since " + since.shortText))
    }
    if !entry.isJudged { detail(style.dim("judged at the end of the day")) }
    return line.trimmingTrailingSpaces()
  }

  private var strip: String {
    let days = week.map { date, status in
      String(date.weekday.shortName.prefix(2)) + " " + status.mark(style)
    }
    return style.dim("Last 7 days") + (style.unicode ? "  " : ": ") + days.joined(by: "  ")
  }
}
