import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing: one change under the writer lock, and the commit point that makes it wholly in
/// or wholly out whatever is killed when.
extension Store {
  /// Runs `body` under the writer lock on a freshly read document, then saves what it
  /// recorded as one change: wholly in or wholly out, whatever is killed when (see
  /// `commit`). Nothing is written when `body` throws.
  ///
  /// On a store that is not on disk yet, `body` first runs without the lock on the empty
  /// store, so that a first command that records nothing leaves no trace; when it records
  /// something, the folder and the lock file are made (and never removed) and `body` runs
  /// again under the lock. `body` must therefore act only on the transaction.
  ///
  /// - Parameters:
  ///   - now: The local date-time events are stamped with, `YYYY-MM-DDTHH:MM:SS`; its month
  ///     names the history file they go to (or a newer one, if the clock went back).
  ///   - meanwhile: Work of the caller's, done on this thread once the document is read,
  ///     while the second thread reads the newest month file: `done` makes its parser so.
  public func transaction<T>(
    now: String, meanwhile: () -> Void = {}, _ body: (inout Transaction) throws -> T
  ) throws -> T {
    // A file-size limit is then an ordinary error ("File too large"), not a silent kill.
    signal(SIGXFSZ, SIG_IGN)
    if !FileSystem.exists(path) && !FileSystem.exists(lockPath) {
      var trial = try begin(now: now, meanwhile: meanwhile)
      let result = try Self.run(body, on: &trial)
      if !trial.needsSaving { return result }
    }
    return try underLock { lock in
      var transaction = try begin(now: now, meanwhile: meanwhile)
      let result = try Self.run(body, on: &transaction)
      try commit(transaction, lock: lock)
      if transaction.needsSaving { changesSaved += 1 }
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
      if transaction.needsSaving, let text = try? transaction.monthCheck?.wait().get() {
        CacheFile.write(monthsCachePath, text)
      }
      if transaction.needsSaving { transaction.whenSaved?() }
      return result
    }
  }

  /// Runs `body` on a transaction while the second thread checks the older month files
  /// (`begin`), then waits for the check: a damaged month stops the change, and is what is
  /// reported whatever `body` threw, as when the months were checked first.
  private static func run<T>(
    _ body: (inout Transaction) throws -> T, on transaction: inout Transaction
  ) throws -> T {
    let result = Result { try body(&transaction) }
    _ = try transaction.monthCheck?.wait().get()
    return try result.get()
  }

  /// Runs `body` holding the writer lock (`flock` on `store.json.lock`, passed to `body`),
  /// once `recover` has finished or taken back whatever a killed writer left: the one way a
  /// writer takes the lock, for a change (`transaction`) as for a sync.
  package func underLock<T>(_ body: (Int32) throws -> T) throws -> T {
    // A file-size limit is then an ordinary error ("File too large"), not a silent kill.
    signal(SIGXFSZ, SIG_IGN)
    try FileSystem.makeDirectory(FileSystem.directory(of: path))
    let lock = try FileSystem.lock(lockPath)
    defer { FileSystem.unlock(lock) }
    try recover(lock: lock)
    holdsLock = true
    defer { holdsLock = false }
    return try body(lock)
  }

  /// A transaction on the store as it is on disk now, with the older month files being
  /// checked on the second thread (`monthCheck`).
  private func begin(now: String, meanwhile: () -> Void) throws(StoreError) -> Transaction {
    var check: Beside<Result<String?, StoreError>>?
    do throws(StoreError) {
      var transaction = try begin(now: now, meanwhile: meanwhile, check: &check)
      transaction.monthCheck = check
      return transaction
    } catch {
      // Nothing is left running behind a failure.
      _ = check?.wait()
      throw error
    }
  }

  private func begin(
    now: String, meanwhile: () -> Void, check: inout Beside<Result<String?, StoreError>>?
  ) throws(StoreError) -> Transaction {
    let listed = try self.months()
    // The newest month file, which holds the last seq, is read on the second thread while
    // this one reads the document and does the caller's own work; then the older months (a
    // damaged one stops writers as it stops the views that read it) are checked there while
    // the caller's change is made (`run`).
    let newestFiles = listed.last.map { [($0, monthPath($0))] } ?? []
    let document = try snapshot.reading(newestFiles) { () throws(StoreError) in
      check = Beside {
        Result { () throws(StoreError) in try self.checkMonths(listed, skipping: listed.last) }
      }
      let document = try self.document()
      meanwhile()
      return document
    }
    // The months as they are once the document is read, which is saved after its events:
    // on a store being made, a writer may have filed its first month since the listing
    // above (the trial holds no lock). Most often the same list, kept by the folder's stamp.
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
      path, backupPath, cachePath, pastCachePath, devicePath, monthsCachePath, statusPath,
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
    document.months = (transaction.months + transaction.filed).uniqueAscending()
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
