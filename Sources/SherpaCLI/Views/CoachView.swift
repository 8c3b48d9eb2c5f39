import SherpaCore

/// The coach's proposal: a greeting, perhaps one observation, and the plan with a reason
/// for each step.
struct CoachView {
  let greeting: String
  let pattern: String?
  let plan: DayPlan
  let bedtime: TimeOfDay
  let style: Style

  /// "Good morning", by the time of day.
  static func greeting(at time: TimeOfDay, streak: Int, done: Int) -> String {
    let hello =
      switch time.hour {
      case 4..<12: "Good morning."
      case 12..<17: "Good afternoon."
      case 17..<22: "Good evening."
      default: "Still up? Let's keep it gentle."
      }
    var parts = [hello]
    if streak > 0 { parts.append("You're on a \(streak)-day streak.") }
    if done > 0 {
      parts.append(done == 1 ? "1 thing done already." : "\(done) things done already.")
    }
    return parts.joined(by: " ")
  }

  var text: String {
    var lines = [greeting]
    if let pattern { lines.append(pattern) }
    lines.append("")
    guard !plan.steps.isEmpty else {
      lines.append("Everything for today is done or set aside. Enjoy the rest of the day.")
      return lines.joined(by: "\n")
    }
    lines.append(style.bold(heading))
    let width = min(28, plan.steps.map { name(of: $0).count }.max() ?? 0)
    for (index, step) in plan.steps.enumerated() {
      var row = "  \(index + 1). " + name(of: step).truncated(to: width).padding(width)
      row += "  " + style.dim(extent(of: step).padding(9))
      row += " " + style.accent(move(step).padding(style.unicode ? 3 : 7))
      row += " " + step.reason
      lines.append(row.trimmingTrailingSpaces())
    }
    return lines.joined(by: "\n")
  }

  private var heading: String {
    let count = plan.steps.count == 1 ? "1 item" : "\(plan.steps.count) items"
    switch plan.kind {
    case .order, .move:
      return "Here's an order for what's left (\(count)):"
    case .lighter:
      return "Here's a lighter day (\(count)):"
    case .salvage:
      let left = plan.minutesLeft ?? 0
      let planned = plan.minutesPlanned ?? 0
      if left == 0 {
        return "Let's rebalance your evening: it's past \(bedtime), so rest comes first."
      }
      return "Let's rebalance your evening: about \(SalvageRule.duration(left)) until \(bedtime); "
        + "this plan takes about \(SalvageRule.duration(planned))."
    }
  }

  private func name(of step: PlanStep) -> String {
    guard step.action == .lighter, let lighter = step.lighterName else { return step.name }
    return step.name + (style.unicode ? " → " : " -> ") + lighter
  }

  private func extent(of step: PlanStep) -> String {
    switch step.action {
    case .full, .lighter: "~" + SalvageRule.duration(step.minutes)
    case .skip: "skip"
    case .later: "later"
    }
  }

  private func move(_ step: PlanStep) -> String {
    guard step.moved != 0 else { return "" }
    let mark = style.unicode ? (step.moved > 0 ? "↑" : "↓") : (step.moved > 0 ? "up " : "down ")
    return mark + String(abs(step.moved))
  }

  /// "18:00" for a step's planned start in minutes from midnight (01:30 for 25 × 60 + 30).
  static func clock(_ minutes: Int) -> String {
    let day = minutes % (24 * 60)
    return TimeOfDay(hour: day / 60, minute: day % 60)!.description
  }

  var json: [(String, String)] {
    [
      ("kind", JSONText.string(plan.kind.rawValue)),
      ("greeting", JSONText.string(greeting)),
      ("pattern", JSONText.optional(pattern)),
      ("minutesLeft", plan.minutesLeft.map(String.init) ?? "null"),
      ("minutesPlanned", plan.minutesPlanned.map(String.init) ?? "null"),
      (
        "steps",
        JSONText.array(
          plan.steps.map { step in
            JSONText.object([
              ("id", String(step.id)), ("name", JSONText.string(step.name)),
              ("action", JSONText.string(step.action.rawValue)),
              ("lighter", JSONText.optional(step.lighterName)),
              ("minutes", String(step.minutes)), ("moved", String(step.moved)),
              ("reason", JSONText.string(step.reason)),
              ("start", step.start.map { JSONText.string(Self.clock($0)) } ?? "null"),
            ])
          })
      ),
    ]
  }
}
