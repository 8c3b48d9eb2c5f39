import SherpaCore

/// A year as a calendar of days, like a contribution graph: a row per weekday (from the
/// week's first day), a column per week, each day shaded by the share of its habits done.
struct HeatmapView {
  let grid: HabitGrid
  let style: Style
  /// Each day's habits complete, of those that weigh in.
  private let counts: [(complete: Int, countable: Int)]

  init(grid: HabitGrid, style: Style) {
    self.grid = grid
    self.style = style
    counts = grid.dayCounts()
  }

  /// The weeks shown, the last holding today.
  var weeks: Int { (grid.count + 6) / 7 }

  /// The share of the day's habits done, or nil when nothing counted that day (no habits,
  /// all skipped with a note, a day still to come, or outside the history).
  func share(week: Int, day: Int) -> Double? {
    let index = week * 7 + day
    guard index < grid.count, grid.date(index) <= grid.today else { return nil }
    let (complete, countable) = counts[index]
    return countable == 0 ? nil : Double(complete) / Double(countable)
  }

  /// 0 for nothing to count, 1 under 40% (the day did not count), 2 under 70%, 3 under
  /// 100%, 4 for all done.
  static func level(_ share: Double?) -> Int {
    guard let share else { return 0 }
    return share < 0.4 ? 1 : share < 0.7 ? 2 : share < 1 ? 3 : 4
  }

  static let characters = Array(" .:*#")

  private func cell(_ level: Int) -> String {
    guard style.unicode else { return String(HeatmapView.characters[level]) }
    return level == 0 ? " " : style.shade("■", level: level)
  }

  var lines: [String] {
    var lines = ["     " + months]
    for day in 0..<7 {
      let name = String(grid.date(day).weekday.shortName)
      let cells = (0..<weeks).map { cell(HeatmapView.level(share(week: $0, day: day))) }
      lines.append(("  " + name + " " + cells.joined()).trimmingTrailingSpaces())
    }
    lines.append("      " + legend)
    return lines
  }

  /// Each month's short name over the first column that starts in it, where it fits.
  private var months: String {
    var text = ""
    for week in 1..<max(1, weeks) {
      let start = grid.date(week * 7)
      guard start.month != grid.date(week * 7 - 7).month, text.count < week else { continue }
      // "1 Dec 2026": the month's short name is the second word.
      let name = start.mediumText.split(separator: " ")[1]
      text = text.padding(week) + name
    }
    return text
  }

  private var legend: String {
    let words = ["nothing to count", "under 40%", "40-69%", "70-99%", "all done"]
    if style.unicode {
      return style.dim("less ") + (1...4).map { cell($0) }.joined() + style.dim(" more")
    }
    return (0...4).map { "'\(HeatmapView.characters[$0])' \(words[$0])" }.joined(by: "  ")
  }

  /// `[[share or null, ×7], ×weeks]`, oldest week first.
  var json: String {
    JSONText.array(
      (0..<weeks).map { week in
        JSONText.array(
          (0..<7).map { day in
            share(week: week, day: day).map { JSONText.number(Target.rounded($0)) } ?? "null"
          })
      })
  }
}
