import SherpaActions
import SherpaCore

/// What `import loop|taskwarrior|csv` found: the new items as a short table, the counts,
/// and whether it was kept; or the same as one JSON object.
struct ImportView {
  let outcome: ImportOutcome
  /// The file as the person named it.
  let file: String

  /// The counts a person reads first: done, amounts and skips among the new logs.
  var logCounts: (done: Int, amounts: Int, skips: Int) {
    var counts = (done: 0, amounts: 0, skips: 0)
    for log in outcome.logs {
      switch log.kind {
      case .check, .done: counts.done += 1
      case .progress: counts.amounts += 1
      case .skip: counts.skips += 1
      }
    }
    return counts
  }

  var text: String {
    let source = outcome.source
    guard !outcome.isNothingNew else {
      return "Nothing new in \(file): the store has all of it already"
        + " (\(Self.count(outcome.known, "item")), \(Self.count(outcome.knownLogs, "log")))."
    }
    var lines: [String] = []
    let verb = outcome.isApplied ? "Imported" : "Would import"
    let logs = logCounts
    let parts = [
      Self.count(outcome.added.count, "new item"),
      Self.count(logs.done, "done"), Self.count(logs.amounts, "amount"),
      Self.count(logs.skips, "skip"),
    ]
    lines.append("\(verb) from \(source.title) (\(file)): " + parts.joined(by: ", ") + ".")
    if !outcome.added.isEmpty {
      let shown = outcome.added.prefix(20)
      let nameWidth = min(30, shown.map(\.name.count).max() ?? 0)
      let targets = shown.map { $0.item.target.isCheckOff ? "" : $0.item.target.text }
      let targetWidth = targets.map(\.count).max() ?? 0
      for (tracked, target) in zip(shown, targets) {
        var state = ""
        if let completed = tracked.completed { state = "  done \(completed.shortText)" }
        if tracked.archived != nil { state = "  archived" }
        lines.append(
          ("  #\(tracked.id)".padding(6) + tracked.name.truncated(to: 30).padding(nameWidth)
            + "  " + tracked.item.kind.rawValue.padding(5) + "  " + target.padding(targetWidth)
            + "  " + tracked.item.summary + state).trimmingTrailingSpaces())
      }
      if outcome.added.count > shown.count {
        lines.append("  … and \(outcome.added.count - shown.count) more")
      }
    }
    if outcome.known > 0 || outcome.knownLogs > 0 {
      lines.append(
        "Already in the store: \(Self.count(outcome.known, "item")), "
          + "\(Self.count(outcome.knownLogs, "log")).")
    }
    if outcome.leftOut > 0 {
      lines.append(
        "Left out: \(outcome.leftOut) deleted or still-open repeating "
          + (outcome.leftOut == 1 ? "task." : "tasks."))
    }
    if !outcome.problems.isEmpty {
      lines.append("\(Self.count(outcome.problems.count, "row")) could not be read (listed above).")
    }
    if outcome.isApplied {
      lines.append("'sherpa undo' takes the whole import back.")
    } else {
      lines.append("Nothing was changed. Add --apply to keep it.")
    }
    return lines.joined(by: "\n")
  }

  var json: String {
    let logs = logCounts
    return JSONText.object([
      ("source", JSONText.string(outcome.source.rawValue)),
      ("file", JSONText.string(file)),
      ("applied", outcome.isApplied ? "true" : "false"),
      ("added", String(outcome.added.count)),
      ("habits", String(outcome.added.filter(\.isHabit).count)),
      ("tasks", String(outcome.added.filter { !$0.isHabit }.count)),
      ("logs", String(outcome.logs.count)),
      ("done", String(logs.done)), ("amounts", String(logs.amounts)),
      ("skips", String(logs.skips)),
      (
        "amountTotal",
        JSONText.number(
          outcome.logs.reduce(0.0) { total, log in
            if case .progress(let amount) = log.kind { return total + amount }
            return total
          })
      ),
      ("knownItems", String(outcome.known)), ("knownLogs", String(outcome.knownLogs)),
      ("leftOut", String(outcome.leftOut)),
      (
        "items",
        JSONText.array(
          outcome.added.map { tracked in
            JSONText.object([
              ("id", String(tracked.id)), ("name", JSONText.string(tracked.name)),
              ("kind", JSONText.string(tracked.item.kind.rawValue)),
              ("target", JSONText.string(tracked.item.target.text)),
              ("schedule", JSONText.string(tracked.item.summary)),
              ("completed", tracked.completed.map { JSONText.string($0.description) } ?? "null"),
            ])
          })
      ),
      ("problems", JSONText.array(outcome.problems.map { JSONText.string($0.description) })),
    ])
  }

  static func count(_ n: Int, _ noun: String) -> String {
    if noun == "done" { return "\(n) done" }
    return "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
