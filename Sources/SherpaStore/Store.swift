import SherpaCore

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

  public var exists: Bool { FileSystem.exists(path) }

  // MARK: Reading

  /// The document; an empty one when the store does not exist yet.
  ///
  /// - Throws: `StoreError` when the file is damaged, not a store, or from a newer Sherpa.
  public func document() throws(StoreError) -> StoreDocument {
    guard let bytes = try FileSystem.read(path) else { return StoreDocument() }
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
    do {
      return try StoreCodec.document(Migration.upgrade(value, from: Int(version)))
    } catch {
      throw .damaged(file: displayPath, problem: error.problem, backup: backup)
    }
  }

  /// The month files of the history, oldest first (`2026-11`).
  func months() throws(StoreError) -> [String] {
    try FileSystem.list(historyDirectory).compactMap { name in
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
      guard let bytes = try FileSystem.read(file) else { continue }
      do {
        all += try History.events(in: bytes).events
      } catch {
        throw .damaged(file: display(file), problem: error.description, backup: nil)
      }
    }
    if !all.indices.dropFirst().allSatisfy({ all[$0 - 1].seq < all[$0].seq }) {
      all.sort { $0.seq < $1.seq }
    }
    return all
  }

  // MARK: Writing

  /// Runs `body` under the writer lock on a freshly read document and the history since
  /// `since`, then saves what it recorded: events appended to the history (fsync), and the
  /// document replaced atomically when it changed. Nothing is written when `body` throws.
  ///
  /// - Parameters:
  ///   - since: The first day whose events `body` needs.
  ///   - now: The local date-time the events are stamped with, `YYYY-MM-DDTHH:MM:SS`.
  public func transaction<T>(
    since: CivilDate, now: String, _ body: (inout Transaction) throws -> T
  ) throws -> T {
    try FileSystem.makeDirectory(FileSystem.directory(of: path))
    let lock = try FileSystem.lock(lockPath)
    defer { FileSystem.unlock(lock) }
    let document = try self.document()
    let months = try self.months()
    let newest = months.last
    let current = max(newest ?? "", History.month(of: CivilDate(iso: now.prefix(10)) ?? since))
    var loaded = try events(inMonths: months.filter { $0 >= History.month(of: since) })
    // The newest file is always read: it holds the last seq and any change left unsaved.
    if let newest, newest < History.month(of: since) {
      loaded = try events(inMonths: [newest]) + loaded
    }
    let lastSeq = max(document.seq, loaded.last?.seq ?? 0, try lastSeq(in: months, loaded: loaded))
    var transaction = Transaction(
      document: document, events: loaded, nextSeq: lastSeq + 1, stamp: now)
    // A change whose document never saved is marked void, so undo passes over it.
    let taken = Set(loaded.compactMap { event -> Int? in
      if case .void(let seq) = event.action { return seq }
      return nil
    })
    for event in loaded where event.seq > document.seq && !taken.contains(event.seq) {
      switch event.action {
      case .change, .config: transaction.record(.void(seq: event.seq), day: event.day)
      default: break
      }
    }
    let voids = transaction.pending.count
    let result = try body(&transaction)
    guard transaction.pending.count > voids || transaction.document != document else {
      return result
    }
    if !transaction.pending.isEmpty {
      try FileSystem.makeDirectory(historyDirectory)
      let file = monthPath(current)
      try History.repairTail(of: file)
      let text = transaction.pending.map(StoreCodec.encode).joined()
      try FileSystem.append(Array(text.utf8), to: file)
    }
    if transaction.document != document {
      var saved = transaction.document
      saved.seq = transaction.nextSeq - 1
      try FileSystem.replace(path, with: StoreCodec.encode(saved), backup: backupPath)
    }
    return result
  }

  /// The highest seq in the history, looking back from the newest file when the loaded
  /// events do not reach it.
  private func lastSeq(in months: [String], loaded: [Event]) throws(StoreError) -> Int {
    if !loaded.isEmpty { return loaded.last!.seq }
    for month in months.reversed() {
      if let last = try events(inMonths: [month]).last { return last.seq }
    }
    return 0
  }
}

/// What a command does under the writer lock: read the document and recent events, record
/// events, change the document.
public struct Transaction {
  public var document: StoreDocument
  /// The events loaded for the transaction, in seq order (recorded ones not included).
  public let events: [Event]
  var nextSeq: Int
  let stamp: String
  var pending: [Event] = []

  init(document: StoreDocument, events: [Event], nextSeq: Int, stamp: String) {
    self.document = document
    self.events = events
    self.nextSeq = nextSeq
    self.stamp = stamp
  }

  /// Records an event for `day`; it is saved when the transaction ends.
  @discardableResult
  public mutating func record(_ action: Event.Action, day: CivilDate) -> Event {
    let event = Event(day: day, seq: nextSeq, at: stamp, action: action)
    nextSeq += 1
    pending.append(event)
    return event
  }
}
