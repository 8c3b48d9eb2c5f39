import SherpaActions
import SherpaCore

/// Goals in words and as JSON.
enum GoalView {
  static func added(_ status: GoalStatus) -> String {
    var line =
      "Goal #\(status.goal.id): \(status.goal.title) by \(status.goal.by.mediumText) (\(status.left))."
    if !status.habits.isEmpty {
      line += " Fed by " + status.habits.map(\.name).listed("and") + "."
    }
    return line
  }

  static func list(_ goals: [GoalStatus]) -> String {
    guard !goals.isEmpty else {
      return "No goals yet. Set one like: sherpa goal add \"run a 10k by March\" --habits run"
    }
    return goals.map { status in
      var lines = [
        "#\(status.goal.id)  \(status.goal.title) by \(status.goal.by.mediumText) (\(status.left))"
      ]
      if status.habits.isEmpty {
        lines.append("    no habits feed it yet (--habits when adding)")
      } else {
        var line = "    " + status.habits.map(\.name).listed("and")
        if let percent = status.progress.percent {
          let days = status.progress.scheduled == 1 ? "day" : "days"
          line +=
            ": \(status.progress.done) of \(status.progress.scheduled) \(days) done (\(percent)%)"
        }
        lines.append(line)
      }
      return lines.joined(by: "\n")
    }.joined(by: "\n")
  }

  static func json(_ status: GoalStatus) -> String {
    JSONText.object([
      ("id", String(status.goal.id)), ("title", JSONText.string(status.goal.title)),
      ("by", JSONText.string(status.goal.by.description)),
      ("created", JSONText.string(status.goal.created.description)),
      ("habits", JSONText.array(status.habits.map { String($0.id) })),
      ("done", String(status.progress.done)), ("scheduled", String(status.progress.scheduled)),
      ("left", JSONText.string(status.left)),
    ])
  }
}
