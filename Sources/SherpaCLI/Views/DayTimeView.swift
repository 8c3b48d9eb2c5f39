import SherpaActions
import SherpaCore

/// The day's focus, timers and reflections under `today`'s items: shown once there is
/// something to show (a session or timer running, focus minutes, a reflection), so a day
/// without them reads as before.
struct DayTimeView {
  let time: DayTime
  let focus: FocusState?
  let timers: [RunningTimer]
  let style: Style

  var lines: [String] {
    var lines: [String] = []
    var focusParts: [String] = []
    if !time.sessions.isEmpty {
      let count = time.sessions.count
      focusParts.append(
        "\(Moment.length(time.sessions.reduce(0, +))) in \(count) session\(count == 1 ? "" : "s")")
    }
    if let focus {
      let toward = focus.item.map { " toward \($0.name)" } ?? ""
      focusParts.append(
        focus.isOver
          ? "a session\(toward) ended at \(Moment.clock(focus.session.plannedEnd(at: focus.now))), still open"
          : "running\(toward), \(Moment.length(focus.remaining)) left"
            + (focus.isPaused ? " (paused)" : ""))
    }
    if !focusParts.isEmpty { lines.append(row("Focus", focusParts.joined(by: "; "))) }
    if !timers.isEmpty {
      lines.append(
        row(
          "Timers",
          timers.map { "\($0.item.name) since \(Moment.clock($0.stopwatch.started))" }
            .joined(by: ", ")))
    }
    if !time.reflections.isEmpty {
      let parts = Reflection.Kind.allCases.map { kind in
        guard let reflection = time.reflections[kind] else {
          return kind.rawValue + " " + style.dim("not yet")
        }
        let score = reflection.score.map { " (\(reflection.scoreName) \($0))" } ?? ""
        return kind.rawValue + " " + style.good("done") + score
      }
      lines.append(row("Reflect", parts.joined(by: ", ")))
    }
    return lines
  }

  private func row(_ title: String, _ text: String) -> String {
    style.bold(title) + String(repeating: " ", count: 9 - title.count) + text
  }

  /// `today --json`'s `focus`, `reflections` and `timers`.
  var jsonPairs: [(String, String)] {
    [
      (
        "focus",
        JSONText.object([
          ("minutes", String(time.focusMinutes)), ("sessions", String(time.sessions.count)),
          ("running", focus.map { FocusView.json($0) } ?? "null"),
        ])
      ),
      (
        "reflections",
        JSONText.object(
          Reflection.Kind.allCases.map { kind in
            (kind.rawValue, time.reflections[kind].map(ReflectionView.json) ?? "null")
          })
      ),
      ("timers", TimerView.json(timers)),
    ]
  }
}
