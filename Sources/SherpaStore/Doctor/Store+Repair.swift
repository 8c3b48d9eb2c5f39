import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sherpa doctor --repair`, under the writer lock: a change cut short is taken back, each
/// history line that is not an event (and only it) moves to `store.history/rejected/` with a
/// note of where it came from, a document that is 0 bytes, missing or unreadable is rebuilt
/// from the history, the caches are removed to be worked out again, and files others could
/// read are made owner-only. Every file it touches is first copied to
/// `store.doctor/<when>/`, with `repair.json` naming them, so `undo` can put them back.
extension Store {
  var doctorDirectory: String { base + ".doctor" }

  /// Repairs what `examine` finds and can be mended.
  ///
  /// - Parameter now: The local date-time, `YYYY-MM-DDTHH:MM:SS`: it names the backup.
  public func repair(now: String) throws(StoreError) -> RepairReport {
    guard FileSystem.exists(path) || FileSystem.exists(historyDirectory) else {
      return RepairReport(found: [], done: [], left: [], backup: nil)
    }
    let lock = try FileSystem.lock(lockPath)
    defer { FileSystem.unlock(lock) }
    // Temporary files of a repair that was killed, beside the files it replaces.
    FileSystem.sweepTemporaries(beside: [path, cachePath, pastCachePath])
    FileSystem.sweepTemporaries(beside: (try months()).map(monthPath))
    let found = try examine(now: now).findings
    let unfinished = RepairBackup.newest(of: self).map { !$0.isComplete } ?? false
    guard unfinished || found.contains(where: { $0.repair != nil }) else {
      return RepairReport(found: found, done: [], left: found, backup: nil)
    }
    var backup = try RepairBackup(store: self, now: now)
    var done: [String] = []
    if unfinished { done.append("finished the repair cut short in \(display(backup.folder))") }

    // A change cut short: its month files are kept, then it is taken back.
    if found.contains(where: { $0.kind == .journal }) {
      if let journal = CommitJournal(parsing: FileSystem.contents(ofLock: lockPath)) {
        for (month, _) in journal.files { try backup.keep(monthPath(month)) }
      }
      try recover(lock: lock)
      done.append("took back the change cut short in \(display(lockPath))")
    }

    // History lines that are not events, moved aside one by one.
    var rejected = 0
    for month in try months() where !isLink(monthPath(month)) {
      let file = monthPath(month)
      guard let bytes = try FileSystem.read(file) else { continue }
      let bad = Self.scan(bytes).bad
      guard !bad.isEmpty else { continue }
      try backup.keep(file)
      let notes = rejectedDirectory + "/" + month + ".jsonl"
      try FileSystem.makeDirectory(rejectedDirectory)
      if FileSystem.exists(notes) { try backup.keep(notes) } else { try backup.made(notes) }
      var text = ""
      var kept: [UInt8] = []
      var from = 0
      for line in bad {
        kept += bytes[from..<line.range.lowerBound]
        from = line.range.upperBound
        let ended = bytes[line.range.upperBound - 1] == 10
        let content = Array(
          bytes[line.range.lowerBound..<(line.range.upperBound - (ended ? 1 : 0))])
        text +=
          JSONText.object([
            ("file", JSONText.string(month + ".jsonl")), ("line", String(line.line)),
            ("column", String(line.column)), ("problem", JSONText.string(line.problem)),
            ("at", JSONText.string(now)),
            String(validating: content, as: UTF8.self).map { ("text", JSONText.string($0)) }
              ?? ("bytes", JSONText.array(content.map { String($0) })),
          ]) + "\n"
        done.append(
          "moved \(display(file)):\(line.line) to \(display(notes)) (\(line.problem))")
      }
      kept += bytes[from...]
      try FileSystem.append(Array(text.utf8), to: notes)
      try replace(file, with: kept)
      rejected += bad.count
    }

    // Copies of an event, stray undos and events in another month's file: each line once,
    // in its month.
    var refiled = false
    if found.contains(where: { [.duplicate, .misfiled, .strayUndo].contains($0.kind) }) {
      refiled = true
      var files: [String: [UInt8]] = [:]
      for month in try months() where !isLink(monthPath(month)) {
        files[month] = try FileSystem.read(monthPath(month)) ?? []
      }
      let (out, copies) = Self.refiled(files, held: rejectedSeqs())
      for (month, bad) in copies {
        let notes = rejectedDirectory + "/" + month + ".jsonl"
        try FileSystem.makeDirectory(rejectedDirectory)
        if FileSystem.exists(notes) { try backup.keep(notes) } else { try backup.made(notes) }
        let content = files[month].map { Array($0[bad.range]) } ?? []
        let text =
          JSONText.object([
            ("file", JSONText.string(month + ".jsonl")), ("line", String(bad.line)),
            ("column", "1"), ("problem", JSONText.string(bad.problem)),
            ("at", JSONText.string(now)),
            ("text", JSONText.string(String(decoding: content.filter { $0 != 10 }, as: UTF8.self))),
          ]) + "\n"
        try FileSystem.append(Array(text.utf8), to: notes)
        done.append(
          "moved \(display(monthPath(month))):\(bad.line) to \(display(notes)) (\(bad.problem))")
      }
      for month in Set(files.keys).union(out.keys).sorted() where files[month] != out[month] {
        let file = monthPath(month)
        if FileSystem.exists(file) { try backup.keep(file) } else { try backup.made(file) }
        if let bytes = out[month] {
          try replace(file, with: bytes)
          done.append("filed \(bytes.filter { $0 == 10 }.count) events in \(display(file))")
        } else {
          unlink(file)
          done.append("removed \(display(file)), whose events are filed in their months")
        }
      }
    }

    // The document: rebuilt from the history when it is 0 bytes, missing or unreadable, or
    // behind the history.
    var events: [Event] = []
    for month in try months() where !isLink(monthPath(month)) {
      if let bytes = try FileSystem.read(monthPath(month)) { events += Self.scan(bytes).events }
    }
    events.sort { $0.seq < $1.seq }
    let rebuild: Set<DoctorFinding.Kind> = [
      .emptyDocument, .missingDocument, .damagedDocument, .staleDocument,
    ]
    let reason =
      found.first(where: { rebuild.contains($0.kind) })?.problem
      ?? (refiled ? "the history was refiled" : nil)
    if let reason, !events.isEmpty {
      var document = StoreDocument.rebuilt(from: events)
      // It names the month files there are: what is gone cannot be mended.
      document.months = try months()
      if FileSystem.exists(path) { try backup.keep(path) } else { try backup.made(path) }
      try replace(path, with: StoreCodec.encode(document))
      done.append(
        "rebuilt \(displayPath) (\(reason)) from \(events.count) events of the history: "
          + "\(document.items.count) items")
    } else if rejected > 0, case .readable(var document) = try documentState(),
      let last = events.last?.seq, document.seq > last, document.seq - last <= rejected
    {
      // The lines moved aside were the last the document was saved after. Item changes
      // among them the document holds are recorded again, so none acknowledged is lost.
      var seq = last
      if let line = try recordAgain(
        from: events, in: &document, after: &seq, now: now, backup: &backup)
      {
        done.append(line)
      }
      document.seq = seq
      try backup.keep(path)
      try replace(path, with: StoreCodec.encode(document))
      done.append("set \(displayPath) to end at event \(seq), the history's last")
    }

    // Events no line holds: the gap noted, the items the document holds of it kept.
    done += try recordGap(found, now: now, backup: &backup)

    // Caches: worked out again from the repaired files.
    if rejected > 0 || refiled
      || found.contains(where: { $0.kind == .cache || rebuild.contains($0.kind) })
    {
      for cache in [cachePath, pastCachePath] where FileSystem.exists(cache) {
        try backup.keep(cache)
        unlink(cache)
        done.append("removed \(display(cache)) to be worked out again")
      }
    }

    // Modes.
    let owned =
      [historyDirectory, path, backupPath, lockPath, cachePath, pastCachePath]
      + (try months()).map(monthPath)
    for finding in found where finding.kind == .mode {
      let file = owned.first { display($0) == finding.file }
      guard let file, let mode = mode(of: file) else { continue }
      try backup.remode(file, from: mode)
      chmod(file, mode_t(mode & 0o700))
      done.append("made \(finding.file) owner-only")
    }

    try backup.finish(fingerprint: try fingerprint())
    return RepairReport(
      found: found, done: done, left: try examine(now: now).findings, backup: display(backup.folder)
    )
  }

  /// The item changes that make `from`'s items `to`'s, by item number.
  static func changes(from old: StoreDocument, to new: StoreDocument) -> [ItemChange] {
    let before = Dictionary(old.items.map { ($0.id, $0) }) { first, _ in first }
    let after = Dictionary(new.items.map { ($0.id, $0) }) { first, _ in first }
    return Set(before.keys).union(after.keys).sorted().compactMap { id in
      switch (before[id], after[id]) {
      case (nil, let item?): ItemChange(kind: .add, id: id, before: nil, after: item)
      case (let item?, nil): ItemChange(kind: .delete, id: id, before: item, after: nil)
      case (let was?, let now?) where was != now:
        ItemChange(kind: .edit, id: id, before: was, after: now)
      default: nil
      }
    }
  }

  /// Puts back the files of the last repair, when nothing changed since it: the document
  /// and the month files are as it left them.
  ///
  /// - Returns: The backup it restored, as the person reads it; nil when the last change was
  ///   not a repair.
  public func undoRepair() throws(StoreError) -> (backup: String, files: Int)? {
    guard let record = RepairBackup.last(of: self) else { return nil }
    let lock = try FileSystem.lock(lockPath)
    defer { FileSystem.unlock(lock) }
    guard record.fingerprint == (try fingerprint()) else { return nil }
    let root = FileSystem.directory(of: path)
    var restored = 0
    for (relative, mode) in record.kept {
      let file = root + "/" + relative
      if let bytes = try FileSystem.read(record.folder + "/" + RepairBackup.flat(relative)) {
        try replace(file, with: bytes)
        chmod(file, mode_t(mode))
        restored += 1
      }
    }
    for relative in record.created { unlink(root + "/" + relative) }
    // The folder for rejected lines goes too when the repair made it (it is then empty).
    rmdir(rejectedDirectory)
    for (relative, mode) in record.modes { chmod(root + "/" + relative, mode_t(mode)) }
    // Caches worked out after the repair were worked out from the repaired files.
    for cache in [cachePath, pastCachePath]
    where !record.kept.contains(where: { root + "/" + $0.file == cache }) {
      unlink(cache)
    }
    RepairBackup.markUndone(record)
    return (display(record.folder), restored + record.created.count)
  }

  /// The document's checksum and each month file's size: what a repair left, to tell
  /// whether anything changed since.
  func fingerprint() throws(StoreError) -> String {
    let document = try FileSystem.read(path).map { CacheFile.checksum($0[...]) } ?? "none"
    var parts = [document]
    for month in try FileSystem.list(historyDirectory).sorted() where month.hasSuffix(".jsonl") {
      parts.append(
        month + "=" + String((try FileSystem.size(of: historyDirectory + "/" + month)) ?? -1))
    }
    return parts.joined(by: " ")
  }

  /// Replaces `file` with `bytes` whole: a temporary file, synced, then renamed over it.
  func replace(_ file: String, with bytes: [UInt8]) throws(StoreError) {
    let temporary = try FileSystem.writeTemporary(beside: file, bytes)
    guard rename(temporary.path, file) == 0 else {
      unlink(temporary.path)
      throw FileSystem.failure("save", display(file))
    }
    try? FileSystem.syncDirectory(FileSystem.directory(of: file))
  }
}
