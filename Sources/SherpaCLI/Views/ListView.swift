import SherpaCore

/// `sherpa list`: one line per item, with its number, kind, target and schedule.
struct ListView {
  let items: [TrackedItem]
  /// What to say when `items` is empty.
  let empty: String
  let style: Style

  var text: String {
    guard !items.isEmpty else { return empty }
    let idWidth = items.map { "#\($0.id)".count }.max() ?? 2
    let nameWidth = min(28, items.map(\.name.count).max() ?? 0)
    let targets = items.map { $0.item.target.isCheckOff ? "" : $0.item.target.text }
    let targetWidth = targets.map(\.count).max() ?? 0
    return zip(items, targets).map { tracked, target in
      let name = tracked.name.truncated(to: nameWidth)
      var state = ""
      if let archived = tracked.archived { state = "  archived " + archived.mediumText }
      if let completed = tracked.completed { state = "  done " + completed.mediumText }
      return [
        style.dim("#\(tracked.id)".padding(idWidth)), style.bold(name.padding(nameWidth)),
        tracked.item.kind.rawValue.padding(5), target.padding(targetWidth),
        tracked.item.summary + style.dim(state),
      ].joined(by: "  ").trimmingTrailingSpaces()
    }.joined(by: "\n")
  }
}
