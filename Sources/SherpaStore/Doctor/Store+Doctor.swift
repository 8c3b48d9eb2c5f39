import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sherpa doctor`'s checks: the document, every history file line by line, the seqs across
/// the month files, the caches, the journal in the lock file and the files' modes. Checking
/// reads only and takes no lock; see `Store+Repair.swift` for what `--repair` does.
extension Store {
  /// Where `--repair` puts history lines that are not events, each with a note of where it
  /// came from.
  var rejectedDirectory: String { historyDirectory + "/rejected" }

  /// A history line that is not an event.
  struct BadLine {
    let line: Int
    let column: Int
    let problem: String
    /// Its bytes in the file, with its newline when it has one (only a torn last line
    /// has none).
    let range: Range<Int>
  }

  /// The events of a month file's bytes (with the line each is on) and the lines that are
  /// not events. A last line with no newline that does not read is a write cut short: a
  /// finding too, as an acknowledged event cut short by damage looks the same, and its
  /// bytes go to `rejected/` rather than be lost.
  static func scan(_ bytes: [UInt8]) -> (events: [Event], bad: [BadLine], lines: [Int]) {
    var events: [Event] = []
    var lines: [Int] = []
    var bad: [BadLine] = []
    History.forEachLine(in: bytes) { line, range, ended in
      if let event = EventLine.read(bytes, range), Checked.notUTF8(bytes[range]) == nil {
        events.append(event)
        lines.append(line)
        return
      }
      let slice = bytes[range]
      guard !History.isBlank(slice) else { return }
      var failure: (column: Int, problem: String)?
      if let (_, column) = Checked.notUTF8(slice) {
        failure = (column, "not UTF-8 text")
      } else {
        do {
          events.append(try StoreCodec.event(try JSONValue(parsing: slice)))
          lines.append(line)
        } catch let error as JSONFailure {
          failure = (error.column, error.problem)
        } catch let mismatch as StoreCodec.Mismatch {
          failure = (1, mismatch.problem)
        } catch {
          failure = (1, "\(error)")
        }
      }
      if let failure {
        bad.append(
          BadLine(
            line: line, column: failure.column,
            problem: ended
              ? failure.problem
              : "cut short (\(range.count) bytes with no newline that do not read as an event)",
            range: range.lowerBound..<(range.upperBound + (ended ? 1 : 0))))
      }
    }
    return (events, bad, lines)
  }

  /// The state of `store.json` as the doctor sees it.
  enum DocumentState {
    case missing
    case readable(StoreDocument)
    case broken(DoctorFinding)
  }

  func documentState() throws(StoreError) -> DocumentState {
    let shown = displayPath
    if isLink(path) {
      return .broken(
        DoctorFinding(
          .link, file: shown, problem: "a symbolic link; Sherpa never writes through one",
          repair: nil))
    }
    guard let bytes = try FileSystem.read(path) else { return .missing }
    let rebuild = "rebuilt from the history"
    if bytes.isEmpty {
      return .broken(
        DoctorFinding(
          .emptyDocument, file: shown, line: 1, column: 1, problem: "empty, 0 bytes",
          repair: rebuild))
    }
    if let (line, column) = Checked.notUTF8(bytes) {
      return .broken(
        DoctorFinding(
          .damagedDocument, file: shown, line: line, column: column, problem: "not UTF-8 text",
          repair: rebuild))
    }
    let value: JSONValue
    do {
      value = try JSONValue(parsing: bytes)
    } catch {
      return .broken(
        DoctorFinding(
          .damagedDocument, file: shown, line: error.line, column: error.column,
          problem: error.problem, repair: rebuild))
    }
    guard value["format"]?.string == StoreDocument.formatName, value["version"] != nil else {
      return .broken(
        DoctorFinding(.notAStore, file: shown, problem: "not a Sherpa store", repair: nil))
    }
    do {
      return .readable(try savedDocument())
    } catch .newerFormat(_, let version, let known) {
      return .broken(
        DoctorFinding(
          .newerDocument, file: shown,
          problem: "written by a newer Sherpa (format \(version); this one reads up to \(known))",
          repair: nil))
    } catch .damaged(_, let problem, _) {
      return .broken(
        DoctorFinding(.damagedDocument, file: shown, problem: problem, repair: rebuild))
    } catch {
      throw error
    }
  }

  /// Everything `sherpa doctor` checks, as findings in the order of the files.
  ///
  /// - Parameter now: The local date-time, `YYYY-MM-DDTHH:MM:SS`: the day the past-days
  ///   cache is checked for.
  public func examine(now: String) throws(StoreError) -> DoctorReport {
    var findings: [DoctorFinding] = []
    let exists = FileSystem.exists(path) || FileSystem.exists(historyDirectory)
    let state = try documentState()
    if case .broken(let finding) = state { findings.append(finding) }

    // The history, file by file and line by line.
    var events: [Event] = []
    var placed: [HistoryCheck.Placed] = []
    var monthOf: [Int: String] = [:]
    var badCount = 0
    let months = try self.months()
    for month in months {
      let file = monthPath(month)
      if isLink(file) {
        findings.append(
          DoctorFinding(
            .link, file: display(file), problem: "a symbolic link; Sherpa never writes through one",
            repair: nil))
        continue
      }
      guard let bytes = try FileSystem.read(file) else { continue }
      let (read, bad, lines) = Self.scan(bytes)
      placed += zip(read, lines).map { HistoryCheck.Placed(event: $0, month: month, line: $1) }
      for line in bad {
        findings.append(
          DoctorFinding(
            .badLine, file: display(file), line: line.line, column: line.column,
            problem: line.problem, repair: "moved to \(display(rejectedDirectory))/"))
      }
      badCount += bad.count
      for event in read { monthOf[event.seq] = month }
      events += read
    }
    events.sort { $0.seq < $1.seq }
    findings += missingMonths(
      events, monthOf: monthOf, unexplained: badCount + rejectedCount(), state: state)

    if case .missing = state, !events.isEmpty {
      findings.insert(
        DoctorFinding(
          .missingDocument, file: displayPath,
          problem: "missing, while the history holds \(events.count) events",
          repair: "rebuilt from the history"), at: 0)
    }
    let journal = self.journal()
    let cutShort = findings.contains { $0.kind == .missingMonth }
    findings += historyFindings(
      placed, events: events, months: months, unexplained: badCount + rejectedCount(),
      document: journal.isEmpty ? state : .missing
    ).map { finding in
      // Where a month file is gone too, what the history lost is not known: left as it is.
      guard cutShort || !journal.isEmpty, finding.kind == .missingEvents else { return finding }
      return DoctorFinding(finding.kind, file: finding.file, problem: finding.problem, repair: nil)
    }
    if case .readable(let document) = state {
      findings += caches(document: document, history: events, now: now)
    }
    findings += journal
    findings += modes(months: months)
    return DoctorReport(
      findings: findings, events: events.count, months: months.count, exists: exists)
  }

  /// Lines set aside by earlier repairs: seqs that are rightly missing.
  func rejectedCount() -> Int {
    let names = (try? FileSystem.list(rejectedDirectory)) ?? []
    return names.reduce(0) { count, name in
      let bytes = (try? FileSystem.read(rejectedDirectory + "/" + name)) ?? nil
      return count + (bytes?.filter { $0 == 10 }.count ?? 0)
    }
  }

  /// Events missing where a month has no file: a gap in the seqs across a month with none,
  /// or a history that ends before the document's seq.
  private func missingMonths(
    _ events: [Event], monthOf: [Int: String], unexplained: Int, state: DocumentState
  ) -> [DoctorFinding] {
    var findings: [DoctorFinding] = []
    let folder = display(historyDirectory)
    var covered = Set<String>()
    for (a, b) in zip(events, events.dropFirst()) where b.seq > a.seq + 1 {
      guard let first = monthOf[a.seq], let second = monthOf[b.seq],
        let between = Self.monthAfter(first), between < second
      else { continue }
      covered.insert(between)
      findings.append(
        DoctorFinding(
          .missingMonth, file: folder,
          problem:
            "events \(a.seq + 1)–\(b.seq - 1) are missing: no file for \(between) "
            + "(between \(first).jsonl and \(second).jsonl)",
          repair: nil))
    }
    if case .readable(let document) = state {
      let last = events.last?.seq ?? 0
      let lastMonth = events.last.flatMap { monthOf[$0.seq] } ?? ""
      let endsEarly = document.seq > last + unexplained
      if endsEarly {
        findings.append(
          DoctorFinding(
            .missingMonth, file: folder,
            problem:
              "the history ends at event \(last), but the store was saved after event "
              + "\(document.seq): month files are missing",
            repair: nil))
      }
      // The month files the document was saved with that are gone and that no gap in the
      // seqs told of (the first month's, or any when the history ends early too).
      for month in (try? missingMonths(of: document)) ?? []
      where !covered.contains(month) && !(endsEarly && month > lastMonth) {
        findings.append(
          DoctorFinding(
            .missingMonth, file: folder,
            problem: "no file for \(month), which the store was saved with", repair: nil))
      }
    }
    return findings
  }

  /// `2026-12` for `2026-11`.
  static func monthAfter(_ month: String) -> String? {
    guard let date = CivilDate(iso: month + "-01") else { return nil }
    return History.month(of: date.adding(months: 1))
  }

  /// The caches whose checksum or shape does not hold.
  private func caches(document: StoreDocument, history: [Event], now: String) -> [DoctorFinding] {
    var findings: [DoctorFinding] = []
    let repair = "worked out again"
    if FileSystem.exists(cachePath) {
      if CacheFile.read(cachePath) == nil {
        findings.append(
          DoctorFinding(
            .cache, file: display(cachePath), problem: "its checksum does not hold", repair: repair)
        )
      } else if readCache() == nil {
        findings.append(
          DoctorFinding(
            .cache, file: display(cachePath), problem: "not the shape of a streak cache",
            repair: repair))
      }
    }
    if FileSystem.exists(pastCachePath) {
      // Every item the history ever described, so a cache naming a deleted item still reads.
      var known = Dictionary(uniqueKeysWithValues: document.items.map { ($0.id, $0) })
      for event in history {
        if case .change(let change) = event.action, known[change.id] == nil,
          let version = change.after ?? change.before
        {
          known[change.id] = version
        }
      }
      let today = CivilDate(iso: now.prefix(10)) ?? CivilDate.latest
      if CacheFile.read(pastCachePath) == nil {
        findings.append(
          DoctorFinding(
            .cache, file: display(pastCachePath), problem: "its checksum does not hold",
            repair: repair))
      } else if PastCache.read(
        pastCachePath, items: known.values.filter { !$0.isOneOff }, today: today) == nil
      {
        findings.append(
          DoctorFinding(
            .cache, file: display(pastCachePath), problem: "not the shape of a past-days cache",
            repair: repair))
      }
    }
    return findings
  }

  /// A change cut short: the journal still in the lock file.
  private func journal() -> [DoctorFinding] {
    let bytes = FileSystem.contents(ofLock: lockPath)
    guard !bytes.isEmpty else { return [] }
    guard let journal = CommitJournal(parsing: bytes) else {
      return [
        DoctorFinding(
          .journal, file: display(lockPath), problem: "holds something that is not a journal",
          repair: "emptied")
      ]
    }
    guard !journal.isCommitted(document: path) else { return [] }
    return [
      DoctorFinding(
        .journal, file: display(lockPath),
        problem: "a change was cut short (events \(journal.from)–\(journal.through))",
        repair: "taken back")
    ]
  }

  /// The store's own files and its history folder, owner-only.
  private func modes(months: [String]) -> [DoctorFinding] {
    let files = [path, backupPath, lockPath, cachePath, pastCachePath] + months.map(monthPath)
    var findings: [DoctorFinding] = []
    for file in [historyDirectory] + files {
      guard let mode = mode(of: file), mode & 0o077 != 0 else { continue }
      findings.append(
        DoctorFinding(
          .mode, file: display(file),
          problem: "others can read it (mode \(String(mode & 0o777, radix: 8)))",
          repair: "made owner-only"))
    }
    return findings
  }

  /// A file's permission bits, not following a link; nil when it is missing or a link.
  func mode(of file: String) -> UInt32? {
    var info = stat()
    guard lstat(file, &info) == 0, info.st_mode & S_IFMT != S_IFLNK else { return nil }
    return UInt32(info.st_mode & 0o7777)
  }

  func isLink(_ file: String) -> Bool {
    var info = stat()
    return lstat(file, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }
}
