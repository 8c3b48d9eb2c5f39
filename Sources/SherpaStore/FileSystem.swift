#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few system calls the store needs, with every failure turned into a `StoreError`.
enum FileSystem {
  /// The system's words for the last error: "No space left on device".
  static func reason(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }

  static func failure(_ action: String, _ path: String, _ code: Int32 = errno) -> StoreError {
    .system(file: path, action: action, reason: reason(code))
  }

  /// A whole file, or nil when it does not exist.
  static func read(_ path: String) throws(StoreError) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw failure("read", path)
    }
    defer { close(fd) }
    var info = stat()
    var out: [UInt8] = []
    if fstat(fd, &info) == 0 && info.st_size > 0 { out.reserveCapacity(Int(info.st_size) + 1) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, 1 << 16) }
      if n < 0 {
        if errno == EINTR { continue }
        throw failure("read", path)
      }
      if n == 0 { break }
      out.append(contentsOf: chunk[..<n])
    }
    return out
  }

  static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  /// The last byte of a file; nil when it is empty, missing or unreadable.
  static func lastByte(of path: String) -> UInt8? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    let size = lseek(fd, 0, SEEK_END)
    guard size > 0 else { return nil }
    var byte: UInt8 = 0
    return pread(fd, &byte, 1, size - 1) == 1 ? byte : nil
  }

  /// Creates `path` and any missing parents, owner-only.
  ///
  /// - Returns: The folders it created, outermost first.
  @discardableResult
  static func makeDirectory(_ path: String) throws(StoreError) -> [String] {
    if exists(path) { return [] }
    var created: [String] = []
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      created = try makeDirectory(String(path[..<slash]))
    }
    if mkdir(path, 0o700) == 0 {
      created.append(path)
    } else if errno != EEXIST {
      throw failure("create the folder", path)
    }
    return created
  }

  /// Names in a directory; empty when it does not exist.
  static func list(_ path: String) throws(StoreError) -> [String] {
    guard let dir = opendir(path) else {
      if errno == ENOENT { return [] }
      throw failure("read", path)
    }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Writes all of `bytes`, retrying short writes.
  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
      if n < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if n == 0 { return EIO }
      offset += n
    }
    return nil
  }

  /// Replaces `path` with `bytes` so that a crash leaves either the old or the new file:
  /// a temporary file beside it, fsync, the old file kept as `backup`, rename, fsync of the
  /// folder.
  static func replace(_ path: String, with bytes: [UInt8], backup: String?) throws(StoreError) {
    let directory = FileSystem.directory(of: path)
    let temporary = path + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw failure("save", path) }
    if let code = writeAll(fd, bytes) ?? (fsync(fd) == 0 ? nil : errno) {
      close(fd)
      unlink(temporary)
      throw failure("save", path, code)
    }
    close(fd)
    if let backup, exists(path) {
      unlink(backup)
      // A hard link keeps the old version without a moment where the store is missing.
      if link(path, backup) != 0 {
        let code = errno
        unlink(temporary)
        throw failure("keep a backup of", path, code)
      }
    }
    if rename(temporary, path) != 0 {
      let code = errno
      unlink(temporary)
      throw failure("save", path, code)
    }
    try syncDirectory(directory)
  }

  /// Appends `bytes` to `path` (created owner-only if missing) and waits until it is on disk.
  /// On failure the file is cut back to its old length.
  ///
  /// - Returns: The file's length before, or nil when this call created it: what
  ///   `takeBack(_:from:)` needs to undo the append.
  @discardableResult
  static func append(_ bytes: [UInt8], to path: String) throws(StoreError) -> Int? {
    let created = !exists(path)
    let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw failure("save to", path) }
    defer { close(fd) }
    let size = lseek(fd, 0, SEEK_END)
    if let code = writeAll(fd, bytes) ?? (fsync(fd) == 0 ? nil : errno) {
      if created { unlink(path) } else if size >= 0 { _ = ftruncate(fd, size) }
      throw failure("save to", path, code)
    }
    if created { try syncDirectory(directory(of: path)) }
    return created ? nil : Int(size)
  }

  /// Undoes an append when what had to follow it failed: the file goes back to `length`
  /// bytes, or away if the append created it. Best effort: a line left behind is voided by
  /// the next writer.
  static func takeBack(_ path: String, to length: Int?) {
    if let length {
      let fd = open(path, O_WRONLY | O_CLOEXEC)
      guard fd >= 0 else { return }
      if ftruncate(fd, off_t(length)) == 0 { _ = fsync(fd) }
      close(fd)
    } else {
      unlink(path)
    }
  }

  /// Cuts a file back to `length` bytes: a line a killed writer left half-written.
  static func truncate(_ path: String, to length: Int) throws(StoreError) {
    if Glibc.truncate(path, off_t(length)) != 0 { throw failure("repair", path) }
  }

  static func syncDirectory(_ path: String) throws(StoreError) {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw failure("save", path) }
    defer { close(fd) }
    if fsync(fd) != 0 && errno != EINVAL { throw failure("save", path) }
  }

  /// Holds an exclusive lock on `path` (created if missing) until `unlock`.
  static func lock(_ path: String) throws(StoreError) -> Int32 {
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw failure("lock", path) }
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

  /// Writes a file that can be rebuilt (a cache): no fsync, and failure is not an error.
  static func writeQuietly(_ path: String, _ bytes: [UInt8]) {
    let temporary = path + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return }
    let failed = writeAll(fd, bytes) != nil
    close(fd)
    if failed || rename(temporary, path) != 0 { unlink(temporary) }
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
