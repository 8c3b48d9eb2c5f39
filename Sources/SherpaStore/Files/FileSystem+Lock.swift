#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The writer lock, `store.json.lock`, and the journal of a change under way that it holds
/// (`CommitJournal`, `SyncJournal`).
extension FileSystem {
  /// Holds an exclusive lock on `path` (created if missing) until `unlock`.
  ///
  /// The lock file is never removed: a writer waiting on it must be waiting on the one file
  /// every later writer locks too.
  static func lock(_ path: String) throws(StoreError) -> Int32 {
    let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw failure("lock", path) }
    tightenFile(fd)
    while flock(fd, LOCK_EX) != 0 {
      if errno == EINTR { continue }
      let code = errno
      close(fd)
      throw failure("lock", path, code)
    }
    return fd
  }

  static func unlock(_ fd: Int32) {
    flock(fd, LOCK_UN)
    close(fd)
  }

  /// What the lock file holds: the journal of a change under way, or nothing.
  static func contents(of fd: Int32) -> [UInt8] {
    var out: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    var offset: off_t = 0
    while out.count < 1 << 20 {
      let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 4096, offset) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      out.append(contentsOf: chunk[..<n])
      offset += off_t(n)
    }
    return out
  }

  /// The lock file's contents read by someone not holding it: empty when it is missing.
  static func contents(ofLock path: String) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { return [] }
    defer { close(fd) }
    return contents(of: fd)
  }

  /// Replaces what the lock file holds with `bytes` and waits until it is on disk.
  static func setContents(of fd: Int32, _ bytes: [UInt8], _ path: String) throws(StoreError) {
    guard ftruncate(fd, 0) == 0 else { throw failure("save", path) }
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes {
        pwrite(fd, $0.baseAddress! + offset, bytes.count - offset, off_t(offset))
      }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { throw failure("save", path, n < 0 ? errno : EIO) }
      offset += n
    }
    guard fsync(fd) == 0 else { throw failure("save", path) }
  }
}
