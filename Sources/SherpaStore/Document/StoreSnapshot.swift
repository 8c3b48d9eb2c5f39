import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one process has read of its store, kept while the store stays open (a session runs
/// many commands on one `Store`): the document, the list of month files, and each month
/// file's events.
///
/// Before each use a file is checked cheaply — its device, inode, size and modification
/// time — and read again only when it changed; a month file that only grew (the history is
/// appended, never rewritten) has just its new lines read and added in place, whoever
/// appended them. A document this process saved is kept as saved, not read back.
final class StoreSnapshot {
  /// One month file: its events, and how many of its bytes they came from (a torn last
  /// line left by a killed writer is not counted).
  struct Month: Sendable {
    var stamp: FileStamp
    var events: [Event]
    var length: Int
    /// The last bytes of those `length`: checked before trusting that the file only grew
    /// (a failed writer's append read here and then taken back would not have).
    var end: [UInt8]
    /// Whether `events` are in seq order (a clock set back can file them out of order).
    var isOrdered: Bool
    /// The positions of the day's log entries (progress, done, skip) ordered by day, and of
    /// every other event: made on the first question about days, kept up as lines come.
    var index: DayIndex?
    /// See `checkedThrough(_:)`.
    var checked: Int?
    /// The ledger of `events`, made by the thread that read them (`reading(_:beside:)`)
    /// while this one read the document; kept up as lines are added (see `append`).
    var ledger: Ledger?

    init(stamp: FileStamp, events: [Event], length: Int, end: [UInt8]) {
      self.stamp = stamp
      self.events = events
      self.length = length
      self.end = end
      isOrdered = Self.ordered(events[...], after: nil)
    }

    static func ordered(_ events: ArraySlice<Event>, after seq: Int?) -> Bool {
      var last = seq ?? Int.min
      for event in events {
        guard event.seq > last else { return false }
        last = event.seq
      }
      return true
    }

    /// Takes in lines read from the end of the file.
    mutating func append(_ added: [Event]) {
      // Even an empty append would copy an array someone else still holds (a transaction's
      // newest events, while its command reads by day).
      guard !added.isEmpty else { return }
      let start = events.count
      isOrdered = isOrdered && Self.ordered(added[...], after: events.last?.seq)
      // The ledger takes the new lines in when they come after the rest and take nothing
      // back (an undo or a void would): what a session's next command, or the prompt's
      // status after a change, folds.
      if let kept = ledger, isOrdered, Event.takenBack(in: added).isEmpty {
        ledger = added.reduce(kept) { $0.adding($1) }
      } else {
        ledger = nil
      }
      events.append(contentsOf: added)
      for position in start..<events.count { index?.add(events[position], at: position) }
    }
  }

  /// How far back from a month's `length` its last line is looked for, to check that the
  /// file only grew: an event line is a few hundred bytes.
  static let endLength = 4096

  /// From this many bytes of month files on, they are read side by side (`readAhead`).
  static let readAheadBytes = 4 << 20

  /// Where a month's log entries are by day, so a command about one day reads only the
  /// entries near it, however many lines a backfill added to the month.
  struct DayIndex: Sendable {
    /// Positions of log entries (progress, done, skip), by day number.
    private var logs: [Int: [Int]] = [:]
    /// Positions of every other event (changes, undos, voids, plans, settings).
    private var others: [Int] = []

    init(_ events: [Event]) {
      for (position, event) in events.enumerated() { add(event, at: position) }
    }

    mutating func add(_ event: Event, at position: Int) {
      if event.loggedItem == nil {
        others.append(position)
      } else {
        logs[event.day.dayNumber, default: []].append(position)
      }
    }

    /// The positions of the log entries for `days`, and of every other event, ascending.
    func positions(for days: ClosedRange<Int>) -> [Int] {
      var found = others
      if days.count <= logs.count {
        for day in days { found += logs[day] ?? [] }
      } else {
        for (day, positions) in logs where days.contains(day) { found += positions }
      }
      return found.sorted()
    }
  }

  private var document: (stamp: FileStamp, value: StoreDocument)?
  private var months: [String: Month] = [:]
  private var list: (stamp: FileStamp, months: [String])?

  /// An open file with its stamp, closed when done.
  private struct Opened {
    let fd: Int32
    let stamp: FileStamp
  }

  private static func open(_ path: String, directory: Bool = false) throws(StoreError) -> Opened? {
    // No link is followed among the store's files (see `FileSystem.read`).
    let fd = openFile(path, O_RDONLY | O_CLOEXEC | (directory ? O_DIRECTORY : O_NOFOLLOW))
    if fd < 0 {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw FileSystem.failure("read", path)
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let code = errno
      close(fd)
      throw FileSystem.failure("read", path, code)
    }
    return Opened(fd: fd, stamp: FileStamp(info))
  }

  /// The bytes of an open file from `offset` to its end.
  private static func bytes(of file: Opened, from offset: Int, path: String) throws(StoreError)
    -> [UInt8]
  {
    try FileSystem.contents(of: file.fd, from: offset, expecting: file.stamp.size, path: path)
  }

  /// The last line of an open file's first `length` bytes (looked for `endLength` back).
  private static func end(of file: Opened, before length: Int) -> [UInt8] {
    let start = max(0, length - endLength)
    var out = [UInt8](repeating: 0, count: length - start)
    let n = out.withUnsafeMutableBytes {
      pread(file.fd, $0.baseAddress, length - start, off_t(start))
    }
    guard n == length - start else { return [] }
    return lastLine(out[...])
  }

  /// From after the newline that ends the line before the last.
  private static func lastLine(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    guard let cut = bytes.dropLast().lastIndex(of: 10) else { return Array(bytes) }
    return Array(bytes[(cut + 1)...])
  }

  // MARK: The document

  /// The document as read last when the file has not changed since; else `read` of the
  /// file's bytes, kept for next time. Nil when there is no file.
  func document(
    at path: String, _ read: ([UInt8]) throws(StoreError) -> StoreDocument
  ) throws(StoreError) -> StoreDocument? {
    guard let file = try Self.open(path) else {
      document = nil
      return nil
    }
    defer { close(file.fd) }
    if let document, document.stamp == file.stamp, !file.stamp.isRecent {
      return document.value
    }
    let value = try read(try Self.bytes(of: file, from: 0, path: path))
    document = (file.stamp, value)
    return value
  }

  /// The document this process has just saved at `path`, under the writer lock.
  func saved(_ value: StoreDocument, at path: String) {
    var info = stat()
    document = stat(path, &info) == 0 ? (FileStamp(info), value) : nil
  }

  // MARK: The history

  /// The month files in `folder`, oldest first (`2026-11`): listed again only when the
  /// folder changed, as a command asks several times.
  func months(in folder: String) throws(StoreError) -> [String] {
    guard let directory = try Self.open(folder, directory: true) else {
      list = nil
      return []
    }
    close(directory.fd)
    if let list, list.stamp == directory.stamp, !directory.stamp.isRecent { return list.months }
    // Read from the names' bytes and sorted as numbers (2026-11 is 202611): every one-shot
    // lists ten years.
    let numbers = try FileSystem.list(folder) { History.monthNumber(ofFile: $0) }
    let months = numbers.uniqueAscending().map(History.month(number:))
    list = (directory.stamp, months)
    return months
  }

  /// A month file's events: as read last when it has not changed, with only the lines
  /// added since when it grew, read whole otherwise. Nil when the file is missing.
  ///
  /// - Parameter shown: The file's path as the person reads it, for an error.
  func events(of month: String, at path: String, shown: String) throws(StoreError) -> [Event]? {
    guard let file = try Self.open(path) else {
      months[month] = nil
      return nil
    }
    defer { close(file.fd) }
    // Only the stamp, length and end are taken: a copy of the month's events held here
    // would make the append below copy them all.
    if let (stamp, known, end) = months[month].map({ ($0.stamp, $0.length, $0.end) }),
      stamp.isSameFile(as: file.stamp)
    {
      // A recent stamp is checked by the last line as well, as a file that grew is.
      if stamp == file.stamp && !file.stamp.isRecent { return months[month]!.events }
      if file.stamp.size >= known, Self.end(of: file, before: known) == end,
        case let tail = try Self.bytes(of: file, from: known, path: path),
        Checked.notUTF8(tail[..<((tail.lastIndex(of: 10) ?? -1) + 1)]) == nil,
        let added = try? History.events(in: tail)
      {
        // In place: nothing else holds the array between two commands of a session.
        let length = known + added.length
        months[month]!.append(added.events)
        months[month]!.length = length
        months[month]!.stamp = file.stamp
        months[month]!.end = Self.end(of: file, before: length)
        return months[month]!.events
      }
    }
    do {
      let whole = try Self.month(of: file, at: path, shown: shown)
      months[month] = whole
      return whole.events
    } catch {
      months[month] = nil
      throw error
    }
  }

  /// A month file read whole.
  private static func month(of file: Opened, at path: String, shown: String) throws(StoreError)
    -> Month
  {
    let bytes = try Self.bytes(of: file, from: 0, path: path)
    // A last line with no newline may be a write cut short inside a character: it is
    // judged (and left out) by `History.events`.
    if let (line, _) = Checked.notUTF8(bytes[..<((bytes.lastIndex(of: 10) ?? -1) + 1)]) {
      throw .damagedHistory(file: shown, problem: "line \(line): not UTF-8 text")
    }
    let read: (events: [Event], length: Int)
    do {
      read = try History.events(in: bytes)
    } catch {
      throw .damagedHistory(file: shown, problem: error.description)
    }
    return Month(
      stamp: file.stamp, events: read.events, length: read.length,
      end: Self.lastLine(bytes[max(0, read.length - Self.endLength)..<read.length]))
  }

  /// Reads the month files not read yet side by side, one thread per processor, when they
  /// hold megabytes: a look back over a long or a crowded history. A file that cannot be
  /// read is left for `events(of:at:shown:)` to read again and report.
  func readAhead(_ files: [(month: String, path: String)]) {
    let unread = files.filter { months[$0.month] == nil }
    guard unread.count > 1 else { return }
    // Threads cost more than they save on a few months of a few habits.
    let bytes = unread.reduce(0) { $0 + ((try? FileSystem.size(of: $1.path)) ?? 0) }
    guard bytes >= Self.readAheadBytes else { return }
    let read = Slices.run(unread.count, minimum: 1) { slice in
      slice.map { index -> Month? in
        let path = unread[index].path
        guard let file = try? Self.open(path) else { return nil }
        defer { close(file.fd) }
        return try? Self.month(of: file, at: path, shown: path)
      }
    }
    for (file, month) in zip(unread, read.joined()) where month != nil {
      months[file.month] = month
    }
  }

  /// Runs `body` while the month files among `files` not read yet are read whole on a
  /// second thread, and keeps what that thread read: a one-shot command decodes its
  /// document and its month at once. A file the thread could not read is left for
  /// `events(of:at:shown:)` to read again and report.
  func reading<T>(
    _ files: [(month: String, path: String)], beside body: () throws(StoreError) -> T
  ) throws(StoreError) -> T {
    let unread = files.filter { months[$0.month] == nil }
    guard !unread.isEmpty else { return try body() }
    let paths = unread.map(\.path)
    let thread = Beside {
      paths.map { path -> Month? in
        guard let file = try? Self.open(path) else { return nil }
        defer { close(file.fd) }
        guard var month = try? Self.month(of: file, at: path, shown: path) else { return nil }
        // Most commands fold the month into a ledger next: it is made here, meanwhile.
        if month.isOrdered { month.ledger = Ledger(events: month.events) }
        return month
      }
    }
    let value: T
    do {
      value = try body()
    } catch {
      _ = thread.wait()
      throw error
    }
    for (file, month) in zip(unread, thread.wait()) where months[file.month] == nil {
      months[file.month] = month
    }
    return value
  }

  /// The ledger made of `events` when they are, as kept, the events of a month read
  /// beside the document (the same array, not a copy); nil otherwise.
  func ledger(of events: [Event]) -> Ledger? {
    guard !events.isEmpty else { return nil }
    // Closures, not key paths: `\.baseAddress` here was a key path made at run time, 0.06 M
    // instructions of every `done`.
    let base = events.withUnsafeBufferPointer { $0.baseAddress }
    for month in months.values where month.events.count == events.count {
      if let ledger = month.ledger, month.events.withUnsafeBufferPointer({ $0.baseAddress }) == base
      {
        return ledger
      }
    }
    return nil
  }

  /// Whether a month's events, as last read, are in seq order.
  func isOrdered(_ month: String) -> Bool { months[month]?.isOrdered ?? false }

  /// The log entries of a month file for `days` and every other event of it, in file order;
  /// call after `events(of:at:shown:)` has read the file.
  func events(of month: String, for days: ClosedRange<Int>) -> [Event] {
    guard var entry = months[month] else { return [] }
    // Days that take in every log entry of the month (a check-in asks for the month and
    // more) need no index: the events are handed over as they are kept.
    if entry.index == nil,
      entry.events.allSatisfy({ $0.loggedItem == nil || days.contains($0.day.dayNumber) })
    {
      return entry.events
    }
    months[month] = nil
    if entry.index == nil { entry.index = DayIndex(entry.events) }
    let found = entry.index!.positions(for: days).map { entry.events[$0] }
    months[month] = entry
    return found
  }

  /// The highest seq of a month file already looked at for changes whose document never
  /// saved (see `Store.transaction`), by this process: earlier events need no second look.
  func checkedThrough(_ month: String) -> Int? { months[month]?.checked }

  func check(_ month: String, through seq: Int) { months[month]?.checked = seq }

  /// Forgets what was read of a month file: the lines a change under way appended to it may
  /// be taken back and others written in their place, which its end alone would not show.
  func forget(month: String) { months[month] = nil }
}

/// `open(2)`, outside `StoreSnapshot`, whose `open` would hide it.
private func openFile(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
