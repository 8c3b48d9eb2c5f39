/// `sherpa < day.txt`: each line of standard input run as a command, with no prompt and
/// no colour; `#` starts a comment line. The first failing line stops the run with its
/// line number, unless `keepGoing`.
enum Script {
  static func run(store path: String?, keepGoing: Bool) throws -> Int32 {
    let session = Session(
      try Workspace(path: path, terminal: Terminal(isScript: true)), isInteractive: false)
    // Once at the end, not after each line: a backfill runs thousands.
    defer { session.workspace.keepStatus() }
    var number = 0
    var status: Int32 = 0
    while let line = readLine(strippingNewline: true) {
      number += 1
      let trimmed = line.trimmingWhitespace()
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      switch session.run(line, number: number) {
      case .done: continue
      case .quit: return status
      case .failed(let code):
        guard keepGoing else { return code }
        status = code
      }
    }
    return status
  }
}
