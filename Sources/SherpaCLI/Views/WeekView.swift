import SherpaCore

/// `sherpa week`: the items by the seven days of a week, each day marked, and the share of
/// the week's habit-days done.
struct WeekView {
  let grid: HabitGrid
  let agenda: Agenda
  /// Whether the store holds any item at all (else the view suggests adding one).
  let hasItems: Bool
  let style: Style

  private var days: ClosedRange<CivilDate> { grid.first...grid.first.adding(days: 6) }
  private var total: Adherence { grid.adherence(in: days) }

  var text: String {
    var lines = [header]
    guard !grid.rows.isEmpty else {
      lines.append(
        hasItems
          ? "Nothing was scheduled that week."
          : "Nothing to show yet. Add a habit, like: sherpa add \"read 10 pages every night\"")
      return lines.joined(by: "\n")
    }
    let width = min(28, grid.rows.map(\.tracked.name.count).max() ?? 0)
    let indent = String(repeating: " ", count: width + 3)
    let dates = (0..<7).map { grid.date($0) }
    func column(_ text: String, _ day: CivilDate) -> String {
      day == grid.today ? style.bold(text) : text
    }
    lines.append(
      indent
        + dates.map { column(String($0.weekday.shortName.prefix(2)), $0) }.joined(by: " "))
    lines.append(
      indent
        + dates.map { column(($0.day < 10 ? " " : "") + String($0.day), $0) }
        .joined(by: " "))
    for row in grid.rows {
      let marks = row.cells.map { " " + $0.status.mark(style) }.joined(by: " ")
      let line = "  " + row.tracked.name.truncated(to: width).padding(width) + " " + marks
      lines.append((line + "   " + style.dim(tally(row))).trimmingTrailingSpaces())
    }
    lines.append(HabitGrid.Status.legend(style))
    return lines.joined(by: "\n")
  }

  private var header: String {
    let title = style.bold("Week of " + grid.first.longText)
    let share =
      total.percent.map { "\($0)% done" + (style.unicode ? "  ·  " : " - ") + habitDays }
      ?? "no habit-days to count yet"
    return title + (style.unicode ? "  ·  " : " - ") + share
  }

  private var habitDays: String {
    "\(total.done) of \(total.scheduled) habit-day\(total.scheduled == 1 ? "" : "s")"
  }

  /// "4 of 5" days for a daily target; "2 / 3 times this week" for a weekly one.
  private func tally(_ row: HabitGrid.Row) -> String {
    guard row.tracked.isHabit, !row.tracked.isOneOff else { return "" }
    let target = row.tracked.version(on: days.upperBound).target
    switch target.period {
    case .day:
      let counted = grid.adherence(of: row, in: days)
      return counted.scheduled == 0 ? "" : "\(counted.done) of \(counted.scheduled)"
    case .week:
      let last = min(days.upperBound, grid.today)
      guard days.lowerBound <= last else { return "" }
      let total = agenda.ledger.total(item: row.tracked.id, in: days.lowerBound...last)
      return EntryText.amount(total.amount, of: target)
    case .month: return ""
    }
  }

  var json: String {
    JSONText.object([
      ("start", JSONText.string(days.lowerBound.description)),
      ("end", JSONText.string(days.upperBound.description)),
      ("done", String(total.done)), ("scheduled", String(total.scheduled)),
      ("percent", total.percent.map(String.init) ?? "null"),
      ("dates", JSONText.array((0..<7).map { JSONText.string(grid.date($0).description) })),
      (
        "items",
        JSONText.array(
          grid.rows.map { row in
            let counted = grid.adherence(of: row, in: days)
            return JSONText.object([
              ("id", String(row.tracked.id)), ("name", JSONText.string(row.tracked.name)),
              ("kind", JSONText.string(row.tracked.item.kind.rawValue)),
              ("days", JSONText.array(row.cells.map { JSONText.string($0.status.rawValue) })),
              ("done", String(counted.done)), ("scheduled", String(counted.scheduled)),
            ])
          })
      ),
    ])
  }
}
