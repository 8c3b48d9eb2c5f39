import SherpaCore

/// The marks of a day in a grid and the little charts: the same on every view.
extension HabitGrid.Status {
  /// "x" done, "~" partly, "s" skipped with a note, "." not done, "-" not scheduled, "o" to
  /// come (today or later); Unicode and colour on a terminal.
  func mark(_ style: Style) -> String {
    let unicode = style.unicode
    switch self {
    case .done: return style.good(unicode ? "✓" : "x")
    case .partly: return style.warm(unicode ? "◐" : "~")
    case .skipped: return style.dim("s")
    case .notDone: return unicode ? "·" : "."
    case .notScheduled: return style.dim("-")
    case .today, .future: return unicode ? "○" : "o"
    }
  }

  /// What the marks mean, for the line under a grid.
  static func legend(_ style: Style) -> String {
    let marks: [(HabitGrid.Status, String)] = [
      (.done, "done"), (.partly, "partly"), (.skipped, "skipped with a note"),
      (.notDone, "not done"), (.notScheduled, "not scheduled"), (.future, "to come"),
    ]
    return marks.map { $0.mark(style) + " " + style.dim($1) }.joined(by: "  ")
  }
}

/// Small charts of shares: one character per day.
enum Chart {
  static let blocks = Array("▁▂▃▄▅▆▇█")
  /// The same eight steps in ASCII, lightest first.
  static let ramp = Array("_.-:=+*#")

  /// A sparkline of `cells`: each scheduled day's share of its target, from the lowest step
  /// (nothing) to the highest (done); "s" for a skip with a note, a space when the day does
  /// not hold the item or is still to come.
  static func sparkline(_ cells: [HabitGrid.Cell], _ style: Style) -> String {
    let steps = style.unicode ? blocks : ramp
    return cells.map { cell -> String in
      switch cell.status {
      case .notScheduled, .future: return " "
      case .skipped: return style.dim("s")
      default:
        let step = String(steps[Int(((cell.share ?? 0) * 7).rounded())])
        return cell.isDone ? style.good(step) : step
      }
    }.joined()
  }
}

extension Adherence {
  /// "5 of 7 (71%)", or "nothing yet" when nothing counted.
  var text: String {
    guard let percent else { return "nothing yet" }
    return "\(done) of \(scheduled) (\(percent)%)"
  }
}
