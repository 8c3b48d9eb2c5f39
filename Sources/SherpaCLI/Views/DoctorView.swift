import SherpaCore

/// `sherpa doctor`'s lines: one per finding, `file:line:column: problem`, and what
/// `--repair` does about it.
enum DoctorView {
  static func line(_ finding: DoctorFinding) -> String {
    "\(finding.place): \(finding.problem); "
      + (finding.repair.map { "--repair: \($0)" } ?? "--repair can't mend this")
  }

  static func text(_ report: DoctorReport, store: String) -> String {
    guard report.exists else { return "No store at \(store) yet: nothing to check." }
    guard !report.isHealthy else {
      return "\(store) and \(report.events) \(report.events == 1 ? "event" : "events") in "
        + "\(report.months) month \(report.months == 1 ? "file" : "files"): nothing wrong."
    }
    var lines = report.findings.map(line)
    if report.findings.contains(where: { $0.repair != nil }) {
      lines.append("'sherpa doctor --repair' mends what it can; 'undo' takes that back.")
    }
    return lines.joined(by: "\n")
  }

  static func text(_ report: RepairReport) -> String {
    guard !report.done.isEmpty else {
      return report.left.isEmpty
        ? "Nothing to repair."
        : (report.left.map(line) + ["Nothing could be repaired."])
          .joined(by: "\n")
    }
    var lines = report.done.map { "Repaired: \($0)." }
    if let backup = report.backup {
      lines.append("The files as they were are in \(backup); 'undo' puts them back.")
    }
    lines += report.left.map { "Still wrong: " + line($0) }
    return lines.joined(by: "\n")
  }

  static func object(_ finding: DoctorFinding) -> String {
    JSONText.object([
      ("column", finding.column.map(String.init) ?? "null"),
      ("file", JSONText.string(finding.file)), ("kind", JSONText.string(finding.kind.rawValue)),
      ("line", finding.line.map(String.init) ?? "null"),
      ("problem", JSONText.string(finding.problem)),
      ("repair", finding.repair.map(JSONText.string) ?? "null"),
    ])
  }

  static func json(_ report: DoctorReport) -> String {
    JSONText.object([
      ("events", String(report.events)), ("findings", JSONText.array(report.findings.map(object))),
      ("months", String(report.months)),
    ])
  }

  static func json(_ report: RepairReport) -> String {
    JSONText.object([
      ("backup", report.backup.map(JSONText.string) ?? "null"),
      ("done", JSONText.array(report.done.map(JSONText.string))),
      ("found", JSONText.array(report.found.map(object))),
      ("left", JSONText.array(report.left.map(object))),
    ])
  }
}
