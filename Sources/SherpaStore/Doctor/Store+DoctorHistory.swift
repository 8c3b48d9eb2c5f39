import SherpaCore

/// What `sherpa doctor` asks of the history as a whole, beyond each line reading: each
/// event once, each month file's events filed in it (`HistoryCheck`), no seqs missing where
/// every month has its file, and the document holding what the history says — the history
/// is the truth, and `--repair` rebuilds the document from it.
extension Store {
  /// Findings about the history as a whole, and about the document against it.
  ///
  /// - Parameters:
  ///   - placed: Every event that reads, with its month file and line.
  ///   - events: The same events in seq order.
  ///   - unexplained: Lines that do not read or were set aside before: seqs rightly missing.
  ///   - document: The document as read; `.missing` to leave it unchecked (a change cut
  ///     short is still in the journal).
  func historyFindings(
    _ placed: [HistoryCheck.Placed], events: [Event], months: [String], unexplained: Int,
    document: DocumentState
  ) -> [DoctorFinding] {
    var findings: [DoctorFinding] = []
    let shown = { (month: String) in self.display(self.monthPath(month)) }
    let duplicates = HistoryCheck.duplicates(placed)
    for problem in duplicates {
      findings.append(
        DoctorFinding(
          .duplicate, file: shown(problem.month), line: problem.line, problem: problem.text,
          repair: "moved to \(display(rejectedDirectory))/"))
    }
    let strays = HistoryCheck.strayUndos(placed, held: rejectedSeqs())
    for problem in strays {
      findings.append(
        DoctorFinding(
          .strayUndo, file: shown(problem.month), line: problem.line, problem: problem.text,
          repair: "moved to \(display(rejectedDirectory))/"))
    }
    let copies = Set(duplicates.map { "\($0.month) \($0.line ?? 0)" })
    for problem in HistoryCheck.misfiled(
      placed.filter { !copies.contains("\($0.month) \($0.line)") })
    {
      findings.append(
        DoctorFinding(
          .misfiled, file: shown(problem.month), line: problem.line, problem: problem.text,
          repair: "each event filed in its month"))
    }
    // Seqs no line holds, where no month file is missing (`missingMonths` tells of those).
    let seqs = Set(events.map(\.seq))
    let last = events.last?.seq ?? 0
    let missing = (1..<max(last, 1)).filter { !seqs.contains($0) }
    let monthOf = Dictionary(placed.map { ($0.event.seq, $0.month) }) { first, _ in first }
    let empty = Set(months).subtracting(placed.map(\.month)).sorted().map { $0 + ".jsonl" }
    let isMissing = missing.count > unexplained
    if isMissing {
      for run in Self.runs(missing) {
        let before = run.lowerBound > 1 ? monthOf[run.lowerBound - 1] : nil
        let after = monthOf[run.upperBound + 1]
        if let before, let after, let between = Self.monthAfter(before), between < after {
          continue
        }
        let place = [before, after].compactMap { $0 }.map { $0 + ".jsonl" }
        let count =
          run.count == 1
          ? "event \(run.lowerBound) is" : "events \(run.lowerBound)–\(run.upperBound) are"
        findings.append(
          DoctorFinding(
            .missingEvents, file: display(historyDirectory),
            problem:
              "\(count) missing: no line holds \(run.count == 1 ? "it" : "them")"
              + (!empty.isEmpty
                ? " (\(empty.joined(by: ", ")) holds no event)"
                : place.isEmpty ? "" : " (near \(Set(place).sorted().joined(by: " and ")))"),
            repair:
              "noted as lost in \(display(lostPath)); what \(displayPath) holds of them "
              + "recorded again"))
      }
    }
    // Only a whole history is the truth the document is put back from.
    if case .readable(let saved) = document, duplicates.isEmpty, strays.isEmpty, !isMissing {
      let rebuilt = StoreDocument.rebuilt(from: events)
      // A document ahead of its history is a history cut short (`missingMonths`); one behind
      // it, or holding other items at the same point, is put back from it.
      if rebuilt.seq >= saved.seq,
        rebuilt.seq != saved.seq || rebuilt.items != saved.items || rebuilt.nextId != saved.nextId
      {
        let names = Set(saved.items.map(\.id))
        let lacking = rebuilt.items.filter { !names.contains($0.id) }.map(\.name)
        var problem =
          "saved after event \(saved.seq), but the history's last change to it is event "
          + "\(rebuilt.seq)"
        if rebuilt.seq == saved.seq { problem = "its items are not the ones the history says" }
        if !lacking.isEmpty {
          problem += "; it lacks " + lacking.map { "'\($0)'" }.joined(by: ", ")
        }
        findings.append(
          DoctorFinding(
            .staleDocument, file: displayPath, problem: problem,
            repair: "rebuilt from the history"))
      }
    }
    return findings
  }

  /// Consecutive runs of ascending numbers: [1, 2, 3, 7] as 1...3 and 7...7.
  static func runs(_ numbers: [Int]) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    for n in numbers {
      if let last = runs.last, last.upperBound + 1 == n {
        runs[runs.count - 1] = last.lowerBound...n
      } else {
        runs.append(n...n)
      }
    }
    return runs
  }

  /// Every line of the history, as `--repair` refiles it: each event once, in seq order, in
  /// the month it belongs to (`Transaction.file`'s rule: never before its day's or its
  /// stamp's month, never before the file of the event before it), and no undo of an event
  /// not held before it.
  ///
  /// - Parameter held: Seqs of lines set aside before (`rejected/`).
  /// - Returns: Each month file's new bytes, and the lines left out: copies and stray undos.
  static func refiled(_ files: [String: [UInt8]], held: Set<Int> = []) -> (
    files: [String: [UInt8]], copies: [(month: String, line: BadLine)]
  ) {
    var lines: [(event: Event, bytes: ArraySlice<UInt8>, month: String, line: Int)] = []
    for (month, bytes) in files {
      let read = scan(bytes)
      var index = 0
      History.forEachLine(in: bytes) { line, range, ended in
        guard index < read.lines.count, read.lines[index] == line else { return }
        lines.append(
          (
            read.events[index], bytes[range.lowerBound..<(range.upperBound + (ended ? 1 : 0))],
            month, line
          ))
        index += 1
      }
    }
    lines.sort { ($0.event.seq, $0.month, $0.line) < ($1.event.seq, $1.month, $1.line) }
    let seqs = Set(lines.map(\.event.seq)).union(held)
    var seen = Set<String>()
    var out: [String: [UInt8]] = [:]
    var copies: [(month: String, line: BadLine)] = []
    var current = ""
    for entry in lines {
      guard seen.insert(entry.event.identity).inserted else {
        copies.append(
          (
            entry.month,
            BadLine(
              line: entry.line, column: 1, problem: "a copy of event \(entry.event.identity)",
              range: entry.bytes.startIndex..<entry.bytes.endIndex)
          ))
        continue
      }
      switch entry.event.action {
      case .undo(let target),
        .void(let target)
      where target >= entry.event.seq || !seqs.contains(target):
        copies.append(
          (
            entry.month,
            BadLine(
              line: entry.line, column: 1,
              problem:
                "event \(entry.event.seq) takes back event \(target), which the history does "
                + "not hold before it",
              range: entry.bytes.startIndex..<entry.bytes.endIndex)
          ))
        continue
      default: break
      }
      let own = max(
        History.month(of: entry.event.day), HistoryCheck.month(of: entry.event.at) ?? "")
      current = max(current, own)
      var bytes = Array(entry.bytes)
      if bytes.last != 10 { bytes.append(10) }
      out[current, default: []] += bytes
    }
    return (out, copies)
  }
}
