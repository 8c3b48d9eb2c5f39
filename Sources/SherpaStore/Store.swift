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
  let base: String
  /// What this process has read, kept while the store stays open.
  let snapshot = StoreSnapshot()
  /// Whether this process holds the writer lock, after `recover` emptied the journal: then
  /// no change is under way, and reads need not look at the journal.
  var holdsLock = false
  /// Tests only: where `commit` stops as if its process were killed there.
  var killPoint: KillPoint?
  /// The name this device's id is made from when the store gets one (`SHERPA_DEVICE`):
  /// taken as the id itself. Nil: the host's name and six random hex digits.
  public var deviceName: String?
  /// The id a store without one gets at its next change, made once per process.
  private lazy var newDevice: String = Device.newID(named: deviceName)

  /// The steps of `commit` a kill can fall between.
  enum KillPoint: CaseIterable {
    case temporaryWritten, journalWritten, firstFileAppended, backupLinked, renamed, synced
  }

  public init(path: String, displayPath: String? = nil) {
    self.path = path
    self.displayPath = displayPath ?? path
    self.base = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
  }

  var lockPath: String { path + ".lock" }
  var backupPath: String { path + ".bak" }
  var historyDirectory: String { base + ".history" }
  var cachePath: String { base + ".cache.json" }
  /// This machine's device id, one line: made with the store, never synced (each machine
  /// has its own), the first half of every event id the store makes (`laptop-3fa9c1.42`).
  var devicePath: String { base + ".device" }

  /// The store's device id; the one it will get at its first change when it has none yet.
  func device() throws(StoreError) -> String {
    guard let bytes = try FileSystem.read(devicePath) else { return newDevice }
    let text = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init)
    guard let text, StoreCodec.isDeviceID(text) else {
      throw .damaged(
        file: display(devicePath), problem: "not a device id of letters, digits and '-'",
        backup: nil)
    }
    return text
  }

  /// Makes the device file, before the store's first change is saved (a kill after leaves
  /// only this one line, which the next change uses).
  func keepDevice(_ id: String) throws(StoreError) {
    guard !FileSystem.exists(devicePath) else { return }
    let temporary = try FileSystem.writeTemporary(beside: devicePath, Array((id + "\n").utf8))
    guard link(temporary.path, devicePath) == 0 || errno == EEXIST else {
      unlink(temporary.path)
      throw FileSystem.failure("save", display(devicePath))
    }
    unlink(temporary.path)
  }

  /// The path as the person reads it.
  func display(_ file: String) -> String {
    guard file.hasPrefix(path) || file.hasPrefix(base) else { return file }
    let prefix = FileSystem.directory(of: path)
    let shown = FileSystem.directory(of: displayPath)
    return file.hasPrefix(prefix + "/") ? shown + file.dropFirst(prefix.count) : file
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

  /// The document as saved, whatever became of its month files (for `sherpa doctor`).
  func savedDocument() throws(StoreError) -> StoreDocument {
    try snapshot.document(at: path, decode) ?? StoreDocument()
  }

  /// The month files `document` was saved with that are gone.
  func missingMonths(of document: StoreDocument) throws(StoreError) -> [String] {
    guard let saved = document.months, !saved.isEmpty else { return [] }
    let present = Set(try months())
    return saved.filter { !present.contains($0) }
  }

  /// The document from its file's bytes.
  private func decode(_ bytes: [UInt8]) throws(StoreError) -> StoreDocument {
    let (value, backup, version) = try checkedValue(bytes)
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
  func months() throws(StoreError) -> [String] {
    try snapshot.names(in: historyDirectory).compactMap { name in
      guard name.hasSuffix(".jsonl") else { return nil }
      let month = String(name.dropLast(6))
      return History.isMonth(month) ? month : nil
    }.sorted()
  }

  func monthPath(_ month: String) -> String { historyDirectory + "/" + month + ".jsonl" }

  /// Every event that can bear on days from `day` on, in seq order: the events of the
  /// month files from `day`'s month, since an event is never filed before its day.
  public func events(since day: CivilDate) throws(StoreError) -> [Event] {
    let first = History.month(of: day)
    return try events(inMonths: try months().filter { $0 >= first })
  }

  /// The whole history, in seq order.
  public func allEvents() throws(StoreError) -> [Event] {
    try events(inMonths: try months())
  }

  func events(inMonths months: [String]) throws(StoreError) -> [Event] {
    var all: [Event] = []
    for month in months {
      let file = monthPath(month)
      guard let events = try snapshot.events(of: month, at: file, shown: display(file)) else {
        continue
      }
      // One month (the usual case of a command) is handed over as it is kept, uncopied.
      if months.count == 1 {
        return committed(snapshot.isOrdered(month) ? events : History.inSeqOrder(events))
      }
      all += events
    }
    return committed(History.inSeqOrder(all))
  }

  /// The log entries (progress, done, skip) for `days` and every other event that can
  /// bear on them, in seq order: what a command about one day needs, read through an index
  /// of the month files by day, so its cost does not grow with a month's lines.
  public func loggedEvents(for days: ClosedRange<CivilDate>) throws(StoreError) -> [Event] {
    let first = History.month(of: days.lowerBound)
    let numbers = days.lowerBound.dayNumber...days.upperBound.dayNumber
    var all: [Event] = []
    for month in try months() where month >= first {
      let file = monthPath(month)
      guard try snapshot.events(of: month, at: file, shown: display(file)) != nil else { continue }
      all += snapshot.events(of: month, for: numbers)
    }
    return committed(History.inSeqOrder(all))
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

  // MARK: Writing

  /// Runs `body` under the writer lock on a freshly read document, then saves what it
  /// recorded as one change: wholly in or wholly out, whatever is killed when (see
  /// `commit`). Nothing is written when `body` throws.
  ///
  /// On a store that is not on disk yet, `body` first runs without the lock on the empty
  /// store, so that a first command that records nothing leaves no trace; when it records
  /// something, the folder and the lock file are made (and never removed) and `body` runs
  /// again under the lock. `body` must therefore act only on the transaction.
  ///
  /// - Parameter now: The local date-time events are stamped with, `YYYY-MM-DDTHH:MM:SS`;
  ///   its month names the history file they go to (or a newer one, if the clock went back).
  public func transaction<T>(now: String, _ body: (inout Transaction) throws -> T) throws -> T {
    // A file-size limit is then an ordinary error ("File too large"), not a silent kill.
    signal(SIGXFSZ, SIG_IGN)
    if !FileSystem.exists(path) && !FileSystem.exists(lockPath) {
      var trial = try begin(now: now)
      let result = try body(&trial)
      if !trial.needsSaving { return result }
    }
    try FileSystem.makeDirectory(FileSystem.directory(of: path))
    let lock = try FileSystem.lock(lockPath)
    defer { FileSystem.unlock(lock) }
    try recover(lock: lock)
    holdsLock = true
    defer { holdsLock = false }
    var transaction = try begin(now: now)
    let result = try body(&transaction)
    try commit(transaction, lock: lock)
    // The commit point has passed: what `transaction` recorded is in the store. The newest
    // file was looked at for unsaved changes; unless voids were recorded, no later change
    // of this process needs to look at those lines again.
    if transaction.voids == 0, let month = transaction.newest.month,
      let last = transaction.newest.events.last
    {
      snapshot.check(month, through: last.seq)
    }
    // Months found sound are remembered once the change is in (a failed command writes
    // nothing).
    if transaction.needsSaving, let text = transaction.monthsChecked {
      CacheFile.write(monthsCachePath, text)
    }
    return result
  }

  /// A transaction on the store as it is on disk now.
  private func begin(now: String) throws(StoreError) -> Transaction {
    let document = try self.document()
    let months = try self.months()
    let clockMonth = CivilDate(iso: now.prefix(10)).map(History.month(of:)) ?? ""
    let current = max(months.last ?? "", clockMonth)
    // The newest file holds the last seq and any change left unsaved.
    var newest: [Event] = []
    var newestMonth: String?
    for month in months.reversed() {
      newest = try events(inMonths: [month])
      newestMonth = month
      if !newest.isEmpty { break }
    }
    // A damaged older month stops writers as it stops the views that read it.
    let monthsChecked = try checkMonths(months, skipping: newestMonth)
    // The document is saved after its events: a history that ends before it lost files.
    if document.seq > newest.last?.seq ?? 0 {
      throw .missingHistory(
        folder: display(historyDirectory), last: newest.last?.seq ?? 0, saved: document.seq)
    }
    var transaction = Transaction(
      document: document, store: self, months: months, newest: (newestMonth, newest),
      nextSeq: max(document.seq, newest.last?.seq ?? 0) + 1, stamp: now, current: current,
      device: try device())
    // A change an older Sherpa left unsaved (its document never landed) is marked void, so
    // undo passes over it; changes saved through the journal never leave one. Such changes,
    // and any undo of them, are after the document's seq, in the newest file's last lines;
    // those this process looked at in an earlier change need no second look.
    let seen = max(document.seq, newestMonth.flatMap(snapshot.checkedThrough) ?? 0)
    let unsaved = newest.lastIndex { $0.seq <= seen }.map { $0 + 1 } ?? 0
    let taken = Event.takenBack(in: Array(newest[unsaved...]))
    for event in newest[unsaved...] where event.changesDocument && !taken.contains(event.seq) {
      transaction.record(.void(seq: event.seq), day: event.day)
    }
    transaction.original = document
    transaction.voids = transaction.pending.count
    transaction.monthsChecked = monthsChecked
    return transaction
  }

  /// Puts the store back as it was before a change that never reached its commit point
  /// (its writer was killed, or could not take it back), and removes temporary files left
  /// by dead writers. Runs under the lock before anything is read.
  func recover(lock: Int32) throws(StoreError) {
    // A sync killed after its commit point is finished first: its temporary files are
    // what the store is now.
    if let sync = SyncJournal(parsing: FileSystem.contents(of: lock)) {
      try sync.finish(self)
      try FileSystem.setContents(of: lock, [], display(lockPath))
    }
    let names = FileSystem.sweepTemporaries(beside: [
      path, backupPath, cachePath, pastCachePath, devicePath, monthsCachePath,
    ])
    // A folder holding nothing but this store is the store's own: owner-only. A folder
    // shared with other files (a home folder) is the person's, and left as it is.
    let stem = String(base.dropFirst(FileSystem.directory(of: base).count + 1))
    if names.allSatisfy({ $0.hasPrefix(stem) }) {
      FileSystem.tighten(FileSystem.directory(of: path))
    }
    FileSystem.tighten(historyDirectory)
    let bytes = FileSystem.contents(of: lock)
    guard !bytes.isEmpty else { return }
    if let journal = CommitJournal(parsing: bytes), !journal.isCommitted(document: path) {
      for (month, length) in journal.files.reversed() {
        guard FileSystem.takeBack(monthPath(month), to: length) else {
          throw FileSystem.failure("repair", display(monthPath(month)))
        }
      }
    }
    try FileSystem.setContents(of: lock, [], display(lockPath))
  }

  // MARK: The commit point

  /// Saves a transaction as one change. This is the only place the store is written.
  ///
  /// - One log event and no document change: appended with one `write` and `fsync`; the
  ///   append is the commit (a line cut short is never read).
  /// - Anything else (several events, a document change or both): the new document is
  ///   written to a temporary file; the journal (`CommitJournal`) goes into the lock file; the
  ///   events are appended; then the commit point — the rename of the document, or for
  ///   events alone the emptying of the journal. Before it, a failure takes the appends
  ///   back, and a kill leaves a journal by which readers leave the events out and the next
  ///   writer takes them back. After it nothing can fail the change: the backup, the folder
  ///   sync and emptying the journal are best effort.
  ///
  /// A process that keeps the store open (`StoreSnapshot`) takes the saved document as it
  /// is at the commit point, and the appended lines when it next reads their month file.
  private func commit(_ transaction: Transaction, lock: Int32) throws(StoreError) {
    guard transaction.needsSaving else { return }
    let events = transaction.pending
    var document = transaction.document
    document.seq = transaction.committedSeq ?? (transaction.nextSeq - 1)
    // A store without a device (new, or format 1) gets one; a format-1 document is
    // written again in format 2.
    try keepDevice(transaction.device)
    // The month files the history has once the events are in: a new one is written down.
    document.months = Array(Set(transaction.months + transaction.filed)).sorted()
    let rewrite =
      transaction.needsRewrite || transaction.original.version < StoreDocument.currentVersion
      || document.months != transaction.original.months
    // Caches summarise the past; carried events may change it.
    if transaction.hasCarriedEvents {
      unlink(cachePath)
      unlink(pastCachePath)
    }
    if events.count == 1 && !rewrite {
      let file = monthPath(transaction.filed[0])
      try FileSystem.makeDirectory(historyDirectory)
      try History.repairTail(of: file)
      try FileSystem.append(Array(StoreCodec.encode(events[0]).utf8), to: file)
      return
    }

    // Before the commit point.
    let groups = History.grouped(events, in: transaction.filed)
    if !groups.isEmpty { try FileSystem.makeDirectory(historyDirectory) }
    var files: [(month: String, length: Int?)] = []
    for group in groups {
      let file = monthPath(group.month)
      try History.repairTail(of: file)
      files.append((group.month, try FileSystem.size(of: file)))
    }
    let bytes = rewrite ? StoreCodec.encode(document) : []
    let temporary = rewrite ? try FileSystem.writeTemporary(beside: path, bytes) : nil
    let journal = CommitJournal(
      from: events.first?.seq ?? 0, through: events.last?.seq ?? 0,
      document: temporary?.inode, checksum: rewrite ? CacheFile.checksum(bytes[...]) : nil,
      files: files)
    var backup: String?
    func takeBack() {
      if let temporary { unlink(temporary.path) }
      if let backup { unlink(backup) }
      let restored = files.reversed().allSatisfy {
        FileSystem.takeBack(monthPath($0.month), to: $0.length)
      }
      // When the files could not be cut back, the journal stays for the next writer.
      if restored { try? FileSystem.setContents(of: lock, [], lockPath) }
    }
    if killPoint == .temporaryWritten { return }
    do throws(StoreError) {
      try FileSystem.setContents(of: lock, journal.bytes, display(lockPath))
      if killPoint == .journalWritten { return }
      for group in groups {
        let text = group.events.map(StoreCodec.encode).joined()
        try FileSystem.append(Array(text.utf8), to: monthPath(group.month))
        if killPoint == .firstFileAppended { return }
      }
      if let temporary {
        backup = FileSystem.keepBackup(of: path)
        if killPoint == .backupLinked { return }
        // The commit point of a change with a document.
        guard rename(temporary.path, path) == 0 else {
          throw FileSystem.failure("save", displayPath)
        }
        // Kept as saved, not read back, by a process that keeps the store open.
        snapshot.saved(document, at: path)
      } else {
        // The commit point of a change of events alone.
        try FileSystem.setContents(of: lock, [], display(lockPath))
        return
      }
    } catch {
      takeBack()
      throw error
    }

    // After the commit point: nothing here may fail the change.
    if killPoint == .renamed { return }
    if let backup, rename(backup, backupPath) != 0 { unlink(backup) }
    try? FileSystem.syncDirectory(FileSystem.directory(of: path))
    if killPoint == .synced { return }
    _ = ftruncate(lock, 0)
  }
}
