import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The store on disk: a small JSON document (settings, items) and, beside it, the history —
/// one JSON Lines file per month of appended events.
///
/// SherpaStore holds everything about files: where they are, reading, the writer lock,
/// atomic replacement, appends, the backup and the derived-state cache. For a store at
/// `store.json` the history is in `store.history/2026-11.jsonl`, the lock is
/// `store.json.lock`, the previous document `store.json.bak`, the cache `store.cache.json`.
/// A command reads the document and only the months it needs, so its cost does not grow
/// with years of history.
public final class Store {
  public let path: String
  /// The path as the person should read it (`~/.local/share/sherpa/store.json`).
  public let displayPath: String
  package let base: String
  /// What this process has read, kept while the store stays open.
  let snapshot = StoreSnapshot()
  /// Whether this process holds the writer lock, after `recover` emptied the journal: then
  /// no change is under way, and reads need not look at the journal.
  var holdsLock = false
  /// How many changes this process has saved to the store.
  public internal(set) var changesSaved = 0
  /// How many changes this process had saved when it last kept the prompt's status.
  public internal(set) var statusKeptAt: Int?
  /// Tests only: where `commit` stops as if its process were killed there.
  var killPoint: KillPoint?
  /// The name this device's id is made from when the store gets one (`SHERPA_DEVICE`):
  /// taken as the id itself. Nil: the host's name and six random hex digits.
  public var deviceName: String?
  /// The id a store without one gets at its next change, made once per process.
  lazy var newDevice: String = Device.newID(named: deviceName)

  /// The steps of `commit` a kill can fall between.
  enum KillPoint: CaseIterable {
    case temporaryWritten, journalWritten, firstFileAppended, backupLinked, renamed, synced
  }

  public init(path: String, displayPath: String? = nil) {
    self.path = path
    self.displayPath = displayPath ?? path
    self.base = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
  }

  package var lockPath: String { path + ".lock" }
  var backupPath: String { path + ".bak" }
  package var historyDirectory: String { base + ".history" }
  package var cachePath: String { base + ".cache.json" }
  /// This machine's device id, one line: made with the store, never synced (each machine
  /// has its own), the first half of every event id the store makes (`laptop-3fa9c1.42`).
  var devicePath: String { base + ".device" }

  /// The path as the person reads it.
  package func display(_ file: String) -> String {
    guard path != displayPath, file.hasPrefix(path) || file.hasPrefix(base) else { return file }
    let prefix = FileSystem.directory(of: path)
    let shown = FileSystem.directory(of: displayPath)
    return file.hasPrefix(prefix + "/") ? shown + String(file.dropFirst(prefix.count)) : file
  }

  // MARK: Reading

  /// The document; an empty one when the store does not exist yet.
  ///
  /// - Throws: `StoreError` when the file is damaged, not a store, or from a newer Sherpa.
  public func document() throws(StoreError) -> StoreDocument {
    guard let document = try snapshot.document(at: path, decode) else { return StoreDocument() }
    // A month file the document was saved with and that is gone took its history with it.
    let missing = try missingMonths(of: document)
    if let first = missing.first {
      throw .missingMonths(
        folder: display(historyDirectory), missing: first + ".jsonl", more: missing.count - 1)
    }
    return document
  }

  /// `document()`, with the month files from `day`'s month on read beside it on a second
  /// thread, ready for the `events(since:)` that follows: a view waits for the longer of
  /// the two, not for both. `meanwhile` is given the document while they are still read.
  public func document(
    readingFrom day: CivilDate, meanwhile: (StoreDocument) -> Void = { _ in }
  ) throws(StoreError) -> StoreDocument {
    let first = History.month(of: day)
    let files = try months().filter { $0 >= first }.map { ($0, monthPath($0)) }
    return try snapshot.reading(files) { () throws(StoreError) in
      let document = try document()
      meanwhile(document)
      return document
    }
  }

  /// The document as saved, whatever became of its month files (for `sherpa doctor`).
  func savedDocument() throws(StoreError) -> StoreDocument {
    try snapshot.document(at: path, decode) ?? StoreDocument()
  }

  /// The month files `document` was saved with that are gone.
  func missingMonths(of document: StoreDocument) throws(StoreError) -> [String] {
    guard let saved = document.months, !saved.isEmpty else { return [] }
    // Sorted, as `months()` gives them: most often the very list saved, else looked up
    // by halves. Every command asks, over ten years of months.
    let present = try months()
    if saved == present { return [] }
    return saved.filter { month in
      let found = present.firstIndex(atLeast: month)
      return found == present.count || present[found] != month
    }
  }

  /// The document from its file's bytes.
  private func decode(_ bytes: [UInt8]) throws(StoreError) -> StoreDocument {
    let (value, backup, version) = try checkedValue(bytes)
    defer { KeptUntilExit.keep(value) }
    do {
      var document = try StoreCodec.document(value)
      document.version = version
      return document
    } catch {
      throw .damaged(file: displayPath, problem: error.problem, backup: backup)
    }
  }

  /// The items' names and whether each is archived or done, without decoding schedules:
  /// what Tab needs, at a third of the cost of the whole document.
  public func itemNames() throws(StoreError) -> [ItemName] {
    guard let bytes = try FileSystem.read(path) else { return [] }
    let (value, backup, _) = try checkedValue(bytes)
    guard let items = value["items"]?.array else {
      throw .damaged(file: displayPath, problem: "no 'items' list", backup: backup)
    }
    return items.compactMap { item in
      guard let id = Checked.int(item["id"], in: 1...Checked.maxSeq),
        let name = item["name"]?.string
      else { return nil }
      return ItemName(
        id: id, name: name, isArchived: item["archived"]?.string != nil,
        isDone: item["completed"]?.string != nil)
    }
  }

  /// The document's bytes as JSON, checked to be a store of a version this build reads and
  /// upgraded to the current one.
  private func checkedValue(_ bytes: [UInt8]) throws(StoreError) -> (
    JSONValue, backup: String?, version: Int
  ) {
    let backup = FileSystem.exists(backupPath) ? display(backupPath) : nil
    if bytes.isEmpty {
      throw .damaged(file: displayPath, problem: "empty, 0 bytes", backup: backup)
    }
    if let (line, column) = Checked.notUTF8(bytes) {
      throw .damaged(
        file: displayPath, problem: "line \(line), column \(column): not UTF-8 text",
        backup: backup)
    }
    let value: JSONValue
    do {
      value = try JSONValue(parsing: bytes)
    } catch {
      throw .damaged(
        file: displayPath, problem: "line \(error.line), column \(error.column): \(error.problem)",
        backup: backup)
    }
    guard value["format"]?.string == StoreDocument.formatName, value["version"] != nil else {
      throw .notAStore(file: displayPath, backup: backup)
    }
    guard let version = Checked.int(value["version"], in: 1...Checked.maxVersion) else {
      throw .damaged(
        file: displayPath,
        problem: "'version' is not a whole number from 1 to \(Checked.maxVersion)",
        backup: backup)
    }
    guard version <= StoreDocument.currentVersion else {
      throw .newerFormat(file: displayPath, version: version, known: StoreDocument.currentVersion)
    }
    return (Migration.upgrade(value, from: version), backup, version)
  }

  /// The month files of the history, oldest first (`2026-11`).
  package func months() throws(StoreError) -> [String] {
    try snapshot.months(in: historyDirectory)
  }

  package func monthPath(_ month: String) -> String { historyDirectory + "/" + month + ".jsonl" }

  /// Every event that can bear on days from `day` on, in seq order: the events of the
  /// month files from `day`'s month, since an event is never filed before its day.
  public func events(since day: CivilDate) throws(StoreError) -> [Event] {
    let first = History.month(of: day)
    return try events(inMonths: try months().filter { $0 >= first })
  }

  /// The ledger of `events`, which this store's reading made beside the document when they
  /// are a month file's events as it keeps them (`document(readingFrom:)`, a transaction);
  /// else made now.
  public func ledger(of events: [Event]) -> Ledger {
    keptLedger(of: events) ?? Ledger(events: events)
  }

  /// The ledger of `events` when this store's reading made it (see `ledger(of:)`); nil when
  /// it would have to be made.
  public func keptLedger(of events: [Event]) -> Ledger? { snapshot.ledger(of: events) }

  /// The whole history, in seq order.
  public func allEvents() throws(StoreError) -> [Event] {
    try events(inMonths: try months())
  }

  package func events(inMonths months: [String]) throws(StoreError) -> [Event] {
    snapshot.readAhead(months.map { ($0, monthPath($0)) })
    var read: [[Event]] = []
    for month in months {
      let file = monthPath(month)
      guard let events = try snapshot.events(of: month, at: file, shown: display(file)) else {
        continue
      }
      // One month (the usual case of a command) is handed over as it is kept, uncopied.
      if months.count == 1 {
        return committed(snapshot.isOrdered(month) ? events : History.inSeqOrder(events))
      }
      read.append(events)
    }
    var all: [Event] = []
    all.reserveCapacity(read.reduce(0) { $0 + $1.count })
    for events in read { all += events }
    return committed(History.inSeqOrder(all))
  }

  /// The log entries (progress, done, skip) for `days` and every other event that can
  /// bear on them, in seq order: what a command about one day needs, read through an index
  /// of the month files by day, so its cost does not grow with a month's lines.
  public func loggedEvents(for days: ClosedRange<CivilDate>) throws(StoreError) -> [Event] {
    let first = History.month(of: days.lowerBound)
    let numbers = days.lowerBound.dayNumber...days.upperBound.dayNumber
    var read: [[Event]] = []
    for month in try months() where month >= first {
      let file = monthPath(month)
      guard try snapshot.events(of: month, at: file, shown: display(file)) != nil else { continue }
      read.append(snapshot.events(of: month, for: numbers))
    }
    // One month (a check-in's) is handed over as it is kept, uncopied.
    if read.count == 1 { return committed(History.inSeqOrder(read[0])) }
    return committed(History.inSeqOrder(Array(read.joined())))
  }

  /// `events` without those of a change under way, or whose writer was killed before its
  /// commit point: they are not in the store.
  private func committed(_ events: [Event]) -> [Event] {
    guard !holdsLock,
      let journal = CommitJournal(parsing: FileSystem.contents(ofLock: lockPath)),
      !journal.isCommitted(document: path)
    else { return events }
    for (month, _) in journal.files { snapshot.forget(month: month) }
    return events.filter { !(journal.from...journal.through).contains($0.seq) }
  }
}
