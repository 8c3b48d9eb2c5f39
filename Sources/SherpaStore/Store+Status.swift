import SherpaCore

/// The prompt's status file, `store.status.json`: where today stands (`PromptStatus`), with
/// the stamps of the files it was worked out from — the document and the newest month file,
/// where every change lands (a change that adds a month file rewrites the document). A
/// reader trusts it only while both stamps hold; it is derived, so when it is missing,
/// damaged or stale it is worked out again, and nothing else ever reads it.
///
/// `{"version":1,"day":"2026-11-21","dayBoundary":"02:00","streak":12,"done":3,"total":7,
/// "open":["21:00"],"overdueTask":false,"document":"…","month":"2026-11","history":"…"}`,
/// then a checksum line (`CacheFile`).
extension Store {
  var statusPath: String { base + ".status.json" }

  /// The files a status was worked out from, as they are on disk.
  public struct StatusSource: Equatable, Sendable {
    var document: FileStamp
    var month: String?
    var history: FileStamp?
  }

  /// The source of a status worked out now; nil when there is no store, or a change is
  /// under way (a journal in the lock file), when no status may be kept.
  public func statusSource() -> StatusSource? {
    guard let document = FileStamp.of(path), ((try? FileSystem.size(of: lockPath)) ?? 0) == 0,
      let months = try? months()
    else { return nil }
    let month = months.last
    return StatusSource(
      document: document, month: month, history: month.flatMap { FileStamp.of(monthPath($0)) })
  }

  /// The status kept beside the store, when the store has not changed since it was worked
  /// out; nil when it is missing, damaged or stale.
  public func keptStatus() -> PromptStatus? {
    guard let bytes = CacheFile.read(statusPath), let value = try? JSONValue(parsing: bytes),
      value["version"]?.number == 1,
      let document = value["document"]?.string.flatMap(FileStamp.init(text:)),
      FileStamp.of(path) == document
    else { return nil }
    let month = value["month"]?.string
    let history = value["history"]?.string.flatMap(FileStamp.init(text:))
    if let month {
      guard History.isMonth(month), let history, FileStamp.of(monthPath(month)) == history else {
        return nil
      }
    }
    guard let day = value["day"]?.string.flatMap({ CivilDate(iso: $0) }),
      let boundary = value["dayBoundary"]?.string.flatMap({ TimeOfDay(text: $0) }),
      let streak = Checked.int(value["streak"], in: 0...3_000_000),
      let total = Checked.int(value["total"], in: 0...Checked.maxSeq),
      let done = Checked.int(value["done"], in: 0...total),
      let open = value["open"]?.array, case .bool(let overdueTask)? = value["overdueTask"]
    else { return nil }
    let times = open.compactMap { $0.string.flatMap { TimeOfDay(text: $0) } }
    guard times.count == open.count else { return nil }
    return PromptStatus(
      day: day, dayBoundary: boundary, streak: streak, done: done, total: total,
      openTimes: times, hasOverdueTask: overdueTask)
  }

  /// Keeps `status`, worked out from the store as `source` saw it, beside the store (a new
  /// file put in place whole); failure is not an error, as the status is derived.
  public func keepStatus(_ status: PromptStatus, source: StatusSource) {
    var pairs: [(String, String)] = [
      ("version", "1"), ("day", JSONText.string(status.day.description)),
      ("dayBoundary", JSONText.string(status.dayBoundary.description)),
      ("streak", String(status.streak)), ("done", String(status.done)),
      ("total", String(status.total)),
      ("open", JSONText.array(status.openTimes.map { JSONText.string($0.description) })),
      ("overdueTask", status.hasOverdueTask ? "true" : "false"),
      ("document", JSONText.string(source.document.text)),
    ]
    if let month = source.month, let history = source.history {
      pairs += [("month", JSONText.string(month)), ("history", JSONText.string(history.text))]
    }
    CacheFile.write(statusPath, JSONText.object(pairs))
  }
}

extension FileStamp {
  /// `device:inode:size:seconds:nanoseconds`, as the status file keeps it.
  var text: String {
    [String(device), String(inode), String(size), String(seconds), String(nanoseconds)]
      .joined(separator: ":")
  }

  init?(text: String) {
    let fields = text.split(separator: ":", omittingEmptySubsequences: false)
    guard fields.count == 5, let device = UInt64(fields[0]), let inode = UInt64(fields[1]),
      let size = Int(fields[2]), let seconds = Int(fields[3]), let nanoseconds = Int(fields[4])
    else { return nil }
    self.init(device: device, inode: inode, size: size, seconds: seconds, nanoseconds: nanoseconds)
  }
}
