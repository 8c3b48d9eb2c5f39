import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The prompt's status file, `store.status.json`: where today stands (`PromptStatus`), with
/// fingerprints of the files it was worked out from — the document (its size and a checksum
/// of all of it) and the newest month file, where every change lands (its size and a
/// checksum of its last 4 KB; a change that adds a month file rewrites the document). A
/// reader trusts it only while both fingerprints hold; it is derived, so when it is missing,
/// damaged or stale it is worked out again, and nothing else ever reads it. Fingerprints of
/// what the files hold, not of when they were written, so two stores that hold the same
/// keep the same status file, and a change within one tick of a coarse clock is still seen.
///
/// `{"version":1,"day":"2026-11-21","dayBoundary":"02:00","streak":12,"done":3,"total":7,
/// "open":["21:00"],"overdueTask":false,"document":"15720:…","month":"2026-11",
/// "history":"82407:…"}`, then a checksum line (`CacheFile`).
extension Store {
  var statusPath: String { base + ".status.json" }

  /// The files a status was worked out from, as they are on disk.
  public struct StatusSource: Equatable, Sendable {
    var document: String
    var month: String?
    var history: String?
  }

  /// Whether a status file is kept beside the store: once `sherpa prompt` has made one,
  /// writers keep it up to date; a store nobody draws a prompt from is spared the work.
  public var keepsStatus: Bool { FileSystem.exists(statusPath) }

  /// How much of the newest month file's end its fingerprint reads.
  static let statusTailLength = 4096

  /// The source of a status worked out now; nil when there is no store, or a change is
  /// under way (a journal in the lock file), when no status may be kept.
  public func statusSource() -> StatusSource? {
    guard ((try? FileSystem.size(of: lockPath)) ?? 0) == 0,
      let document = Self.fingerprint(path, tail: nil), let months = try? months()
    else { return nil }
    let month = months.last
    return StatusSource(
      document: document, month: month,
      history: month.flatMap { Self.fingerprint(monthPath($0), tail: Self.statusTailLength) })
  }

  /// The status kept beside the store, when the store has not changed since it was worked
  /// out; nil when it is missing, damaged or stale.
  public func keptStatus() -> PromptStatus? {
    guard let bytes = CacheFile.read(statusPath), let value = try? JSONValue(parsing: bytes),
      value["version"]?.number == 1, let document = value["document"]?.string,
      Self.fingerprint(path, tail: nil) == document
    else { return nil }
    if let month = value["month"]?.string {
      guard History.isMonth(month), let history = value["history"]?.string,
        Self.fingerprint(monthPath(month), tail: Self.statusTailLength) == history
      else { return nil }
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

  /// Keeps `status`, worked out from the store as `source` saw it, beside the store (written
  /// over the last one where it is: a reader checks it); failure is not an error, as the
  /// status is derived.
  public func keepStatus(_ status: PromptStatus, source: StatusSource) {
    var pairs: [(String, String)] = [
      ("version", "1"), ("day", JSONText.string(status.day.description)),
      ("dayBoundary", JSONText.string(status.dayBoundary.description)),
      ("streak", String(status.streak)), ("done", String(status.done)),
      ("total", String(status.total)),
      ("open", JSONText.array(status.openTimes.map { JSONText.string($0.description) })),
      ("overdueTask", status.hasOverdueTask ? "true" : "false"),
      ("document", JSONText.string(source.document)),
    ]
    if let month = source.month, let history = source.history {
      pairs += [("month", JSONText.string(month)), ("history", JSONText.string(history))]
    }
    CacheFile.write(statusPath, JSONText.object(pairs), inPlace: true)
    statusKeptAt = changesSaved
  }

  /// `size:checksum` of the file at `path` (no link followed), the checksum over its last
  /// `tail` bytes, or all of it when `tail` is nil; nil when it cannot be read.
  static func fingerprint(_ path: String, tail: Int?) -> String? {
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    let size = Int(info.st_size)
    let count = min(size, tail ?? size)
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let n = bytes.withUnsafeMutableBytes {
        pread(fd, $0.baseAddress! + done, count - done, off_t(size - count + done))
      }
      guard n > 0 else { return nil }
      done += n
    }
    return String(size) + ":" + CacheFile.checksum(bytes[...])
  }
}
