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

  public init(path: String, displayPath: String? = nil) {
    self.path = path
    self.displayPath = displayPath ?? path
    self.base = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
  }

  var lockPath: String { path + ".lock" }
  var backupPath: String { path + ".bak" }
  var historyDirectory: String { base + ".history" }
  var cachePath: String { base + ".cache.json" }

  private func display(_ file: String) -> String {
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
    try snapshot.document(at: path, decode) ?? StoreDocument()
  }

  /// The document from its file's bytes.
  private func decode(_ bytes: [UInt8]) throws(StoreError) -> StoreDocument {
    let (value, backup) = try checkedValue(bytes)
    do {
      return try StoreCodec.document(value)
    } catch {
      throw .damaged(file: displayPath, problem: error.problem, backup: backup)
    }
  }

  /// The items' names and whether each is archived or done, without decoding schedules:
  /// what Tab needs, at a third of the cost of the whole document.
  public func itemNames() throws(StoreError) -> [ItemName] {
    guard let bytes = try FileSystem.read(path) else { return [] }
    let (value, backup) = try checkedValue(bytes)
    guard let items = value["items"]?.array else {
      throw .damaged(file: displayPath, problem: "no 'items' list", backup: backup)
    }
    return items.compactMap { item in
      guard let id = item["id"]?.number, let name = item["name"]?.string else { return nil }
      return ItemName(
        id: Int(id), name: name, isArchived: item["archived"]?.string != nil,
        isDone: item["completed"]?.string != nil)
    }
  }

  /// The document's bytes as JSON, checked to be a store of a version this build reads and
  /// upgraded to the current one.
  private func checkedValue(_ bytes: [UInt8]) throws(StoreError) -> (JSONValue, backup: String?) {
    let backup = FileSystem.exists(backupPath) ? display(backupPath) : nil
    let value: JSONValue
    do {
      value = try JSONValue(parsing: bytes)
    } catch {
      throw .damaged(
        file: displayPath, problem: "line \(error.line), column \(error.column): \(error.problem)",
        backup: backup)
    }
    guard value["format"]?.string == StoreDocument.formatName,
      let version = value["version"]?.number
    else { throw .notAStore(file: displayPath, backup: backup) }
    guard Int(version) <= StoreDocument.currentVersion else {
      throw .newerFormat(
        file: displayPath, version: Int(version), known: StoreDocument.currentVersion)
    }
    return (Migration.upgrade(value, from: Int(version)), backup)
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
      guard let events = try snapshot.events(of: month, at: file, shown: display(file)) else { continue }
      // One month (the usual case of a command) is handed over as it is kept, uncopied.
      if months.count == 1 {
        return snapshot.isOrdered(month) ? events : History.inSeqOrder(events)
      }
      all += events
    }
    return History.inSeqOrder(all)
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
    return History.inSeqOrder(all)
  }

  // MARK: Writing

  /// Runs `body` under the writer lock on a freshly read document, then saves what it
  /// recorded: events appended to the history (fsync), and the document replaced atomically
  /// when it changed. Nothing is written when `body` throws.
  ///
  /// - Parameter now: The local date-time events are stamped with, `YYYY-MM-DDTHH:MM:SS`;
  ///   its month names the history file they go to (or a newer one, if the clock went back).
  public func transaction<T>(now: String, _ body: (inout Transaction) throws -> T) throws -> T {
    let folder = FileSystem.directory(of: path)
    let isNew = !FileSystem.exists(path) && !FileSystem.exists(lockPath)
    let newFolders = try FileSystem.makeDirectory(folder)
    let lock = try FileSystem.lock(lockPath)
    var saved = false
    defer {
      // A first command that saved nothing leaves no trace: no lock file, no folders.
      if isNew && !saved && !FileSystem.exists(path) {
        unlink(lockPath)
        for created in newFolders.reversed() { rmdir(created) }
      }
      FileSystem.unlock(lock)
    }
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
    var transaction = Transaction(
      document: document, store: self, months: months, newest: (newestMonth, newest),
      nextSeq: max(document.seq, newest.last?.seq ?? 0) + 1, stamp: now, current: current)
    // A change whose document never saved is marked void, so undo passes over it. Such
    // changes, and any undo of them, are after the document's seq, in the newest file's
    // last lines; those this process looked at in an earlier change need no second look.
    let seen = max(document.seq, newestMonth.flatMap(snapshot.checkedThrough) ?? 0)
    let unsaved = newest.lastIndex { $0.seq <= seen }.map { $0 + 1 } ?? 0
    let taken = Event.takenBack(in: Array(newest[unsaved...]))
    for event in newest[unsaved...] {
      switch event.action {
      case .change, .config:
        if !taken.contains(event.seq) {
          transaction.record(.void(seq: event.seq), day: event.day)
        }
      default: break
      }
    }
    let voids = transaction.pending.count
    let result = try body(&transaction)
    // Looked at; unless voids are left unsaved below, no later change needs to look again.
    if voids == 0, let newestMonth, let last = newest.last {
      snapshot.check(newestMonth, through: last.seq)
    }
    var changed = transaction.document
    changed.seq = transaction.committedSeq ?? (transaction.nextSeq - 1)
    let rewrite =
      transaction.document != document
      || (transaction.committedSeq != nil && changed.seq != document.seq)
    guard transaction.pending.count > voids || rewrite else { return result }
    saved = true
    var appended: [(file: String, length: Int?)] = []
    do {
      try append(transaction.pending, in: transaction.filed, appended: &appended)
      if rewrite {
        try FileSystem.replace(path, with: StoreCodec.encode(changed), backup: backupPath)
        snapshot.saved(changed, at: path)
      }
    } catch {
      // The document is the commit: without it the events just appended never happened.
      for (file, length) in appended.reversed() { FileSystem.takeBack(file, to: length) }
      throw error
    }
    if transaction.hasCarriedEvents { unlink(cachePath) }
    return result
  }

  /// Appends `events` to their month files (`months`, one per event, in order), noting each
  /// file's length before so a failure can take the appends back.
  private func append(
    _ events: [Event], in months: [String], appended: inout [(file: String, length: Int?)]
  ) throws(StoreError) {
    guard !events.isEmpty else { return }
    try FileSystem.makeDirectory(historyDirectory)
    var start = 0
    while start < events.count {
      let month = months[start]
      var end = start
      while end < events.count && months[end] == month { end += 1 }
      let file = monthPath(month)
      try History.repairTail(of: file)
      let text = events[start..<end].map(StoreCodec.encode).joined()
      appended.append((file, try FileSystem.append(Array(text.utf8), to: file)))
      start = end
    }
  }
}
