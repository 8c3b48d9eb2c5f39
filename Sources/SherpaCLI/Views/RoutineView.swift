import SherpaActions
import SherpaCore

/// What `add --routine` understood: the routine, one line per item it adds, and the items
/// left out because the person has them.
struct RoutineView {
  let routine: Suggestions.Routine
  let plan: AddPlan
  let style: Style

  var text: String {
    let items = plan.items.map(\.item)
    let count = items.count
    let leftOut = plan.leftOut.map { "\($0.name) (#\($0.id))" }.joined(by: ", ")
    guard count > 0 else {
      return "You already have every item of \(routine.name): \(leftOut). Nothing was added."
    }
    var lines = [
      style.bold(routine.name)
        + style.dim(" (routine, \(count) item\(count == 1 ? "" : "s") to add)")
    ]
    let nameWidth = items.map(\.name.count).max() ?? 0
    let targets = items.map { $0.target.isCheckOff ? "" : $0.target.text }
    let targetWidth = targets.map(\.count).max() ?? 0
    let summaries = items.map(\.summary)
    let summaryWidth = summaries.map(\.count).max() ?? 0
    for (index, item) in items.enumerated() {
      let when = [item.time?.description, item.phase?.rawValue].compactMap { $0 }
      lines.append(
        [
          "  " + style.bold(item.name) + String(repeating: " ", count: nameWidth - item.name.count),
          item.kind.rawValue.padding(5), targets[index].padding(targetWidth),
          summaries[index].padding(summaryWidth), style.dim(when.joined(by: ", ")),
        ].joined(by: "  ").trimmingTrailingSpaces())
    }
    if !plan.leftOut.isEmpty {
      let them = plan.leftOut.count == 1 ? "it" : "them"
      lines.append("Left out, as you have \(them) already: \(leftOut).")
    }
    return lines.joined(by: "\n")
  }
}
