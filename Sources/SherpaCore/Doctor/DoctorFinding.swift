/// One thing `sherpa doctor` found wrong with the store: where, what, and what `--repair`
/// does about it.
public struct DoctorFinding: Hashable, Sendable {
  public enum Kind: String, Sendable {
    /// A history line that is not an event: `--repair` moves it to `store.history/rejected/`.
    case badLine
    /// Events missing from the history where a month has no file: nothing can bring them back.
    case missingMonth
    /// `store.json` is 0 bytes, missing, or does not read, while the history does: it is
    /// rebuilt from the history.
    case emptyDocument, missingDocument, damagedDocument
    /// `store.json` is from a newer Sherpa, or not a store: left as it is.
    case newerDocument, notAStore
    /// A cache whose checksum or shape does not hold: worked out again.
    case cache
    /// A file or folder others can read: made owner-only.
    case mode
    /// A change cut short, still in the lock file's journal: taken back.
    case journal
    /// A symbolic link among the store's own files: left for the person.
    case link
    /// The same event on two lines: `--repair` moves the copy to `rejected/`.
    case duplicate
    /// Events in a month file named for another month: `--repair` files each in its month.
    case misfiled
    /// An undo of an event the history does not hold before it (a line that came in by a
    /// `git pull` by hand, say): `--repair` moves it to `rejected/`.
    case strayUndo
    /// Seqs no line holds, with every month file there: nothing can bring them back.
    case missingEvents
    /// `store.json` behind the history, or holding other items (a backup put back by
    /// hand): rebuilt from the history.
    case staleDocument
  }

  public let kind: Kind
  /// The file as the person reads it.
  public let file: String
  public let line: Int?
  public let column: Int?
  public let problem: String
  /// What `--repair` does about it; nil when it cannot.
  public let repair: String?

  public init(
    _ kind: Kind, file: String, line: Int? = nil, column: Int? = nil, problem: String,
    repair: String?
  ) {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.problem = problem
    self.repair = repair
  }

  /// `file:line:column: problem`, as compilers say where.
  public var place: String {
    var text = file
    if let line { text += ":\(line)" + (column.map { ":\($0)" } ?? "") }
    return text
  }
}

/// What `sherpa doctor` found.
public struct DoctorReport: Sendable {
  public let findings: [DoctorFinding]
  /// The events the history holds that read, and the month files they are in.
  public let events: Int
  public let months: Int
  /// Whether there is a store at all.
  public let exists: Bool

  public init(findings: [DoctorFinding], events: Int, months: Int, exists: Bool) {
    self.findings = findings
    self.events = events
    self.months = months
    self.exists = exists
  }

  public var isHealthy: Bool { findings.isEmpty }
}

/// What `sherpa doctor --repair` did.
public struct RepairReport: Sendable {
  /// What was found before the repair.
  public let found: [DoctorFinding]
  /// One line per thing done.
  public let done: [String]
  /// What is still wrong after it (what no repair can mend).
  public let left: [DoctorFinding]
  /// The folder holding the files as they were, as the person reads it; nil when nothing
  /// was touched.
  public let backup: String?

  public init(found: [DoctorFinding], done: [String], left: [DoctorFinding], backup: String?) {
    self.found = found
    self.done = done
    self.left = left
    self.backup = backup
  }
}
