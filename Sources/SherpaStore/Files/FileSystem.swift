#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few system calls the store needs, with every failure turned into a `StoreError`.
package enum FileSystem {
  /// The system's words for the last error: "No space left on device".
  static func reason(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }

  package static func failure(_ action: String, _ path: String, _ code: Int32 = errno) -> StoreError
  {
    // O_NOFOLLOW refuses a link with ELOOP, whose own words ("too many levels") mislead.
    if code == ELOOP {
      return .system(
        file: path, action: action,
        reason: "it is a symbolic link, and Sherpa follows none among its store's files; "
          + "name the file itself")
    }
    return .system(file: path, action: action, reason: reason(code))
  }

  /// A whole file, or nil when it does not exist.
  package static func read(_ path: String) throws(StoreError) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw failure("read", path)
    }
    defer { close(fd) }
    var info = stat()
    let size = fstat(fd, &info) == 0 ? Int(info.st_size) : 0
    return try contents(of: fd, from: 0, expecting: size, path: path)
  }

  /// The bytes of an open file from `offset` to its end.
  ///
  /// - Parameter size: The file's size as last seen, to reserve room for.
  static func contents(of fd: Int32, from offset: Int, expecting size: Int, path: String)
    throws(StoreError) -> [UInt8]
  {
    // Read straight into the array, as much as the file held when opened and a byte more:
    // no zeroing and no second copy.
    var code: Int32 = 0
    let out = [UInt8](unsafeUninitializedCapacity: max(0, size - offset) + 1) { buffer, count in
      count = 0
      while count < buffer.count {
        let n = pread(fd, buffer.baseAddress! + count, buffer.count - count, off_t(offset + count))
        if n < 0 && errno == EINTR { continue }
        if n < 0 { code = errno }
        if n <= 0 { return }
        count += n
      }
    }
    if code != 0 { throw failure("read", path, code) }
    // The extra byte came: the file grew since. The rest is read the same way, expecting
    // as much again.
    guard out.count > max(0, size - offset) else { return out }
    let next = offset + out.count
    return out + (try contents(of: fd, from: next, expecting: next + out.count, path: path))
  }

  package static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  /// Up to the first `count` bytes of a file; nil when it is missing or unreadable.
  static func firstBytes(of path: String, count: Int) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var out = [UInt8](repeating: 0, count: count)
    let n = out.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, 0) }
    return n < 0 ? nil : Array(out[..<n])
  }

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
  package static func list(_ path: String) throws(StoreError) -> [String] {
    try list(path) { String(decoding: $0, as: UTF8.self) }
  }

  /// What `read` makes of each name in the folder at `path` (given its bytes, without "."
  /// and ".."), where it makes something; empty when there is no folder.
  package static func list<T>(_ path: String, _ read: (UnsafeRawBufferPointer) -> T?)
    throws(StoreError) -> [T]
  {
    guard let dir = opendir(path) else {
      if errno == ENOENT { return [] }
      throw failure("read", path)
    }
    defer { closedir(dir) }
    var found: [T] = []
    while true {
      // readdir says the end and a failure alike, by nil: only errno tells them apart.
      errno = 0
      guard let entry = readdir(dir) else {
        if errno != 0 { throw failure("read", path) }
        return found
      }
      let value = withUnsafeBytes(of: entry.pointee.d_name) { raw -> T? in
        let name = UnsafeRawBufferPointer(rebasing: raw[..<(raw.firstIndex(of: 0) ?? raw.count)])
        let isDots = name.count <= 2 && name.allSatisfy { $0 == UInt8(ascii: ".") }
        return isDots ? nil : read(name)
      }
      if let value { found.append(value) }
    }
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

  /// A name for a temporary file beside `path` that no one can guess or plant in advance:
  /// `store.json.tmp-PID-RANDOM`. The PID lets `sweepTemporaries` tell a dead writer's.
  static func temporaryName(for path: String) -> String {
    var generator = SystemRandomNumberGenerator()
    let random = String(generator.next() as UInt64, radix: 36)
    return path + ".tmp-\(getpid())-" + random
  }

  /// Creates a new file that was not there, never through a symbolic link.
  static func createExclusive(_ path: String) -> Int32 {
    open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
  }

  /// Writes `bytes` to a new temporary file beside `path` and waits until it is on disk.
  ///
  /// - Returns: The temporary file's path and inode.
  package static func writeTemporary(beside path: String, _ bytes: [UInt8]) throws(StoreError) -> (
    path: String, inode: UInt64
  ) {
    let temporary = temporaryName(for: path)
    let fd = createExclusive(temporary)
    guard fd >= 0 else { throw failure("save", path) }
    var info = stat()
    if let code = writeAll(fd, bytes) ?? (fsync(fd) == 0 ? nil : errno)
      ?? (fstat(fd, &info) == 0 ? nil : errno)
    {
      close(fd)
      unlink(temporary)
      throw failure("save", path, code)
    }
    close(fd)
    return (temporary, UInt64(info.st_ino))
  }

  /// A hard link to `path` under a temporary name, so the version it holds can become the
  /// backup once its replacement is in; nil when there is no file or no link could be made
  /// (a backup is never worth failing a change for).
  static func keepBackup(of path: String) -> String? {
    let name = temporaryName(for: path + ".bak")
    return link(path, name) == 0 ? name : nil
  }

  /// The inode of `path` itself (a symbolic link is not followed); nil when it is missing.
  static func inode(of path: String) -> UInt64? {
    var info = stat()
    return lstat(path, &info) == 0 ? UInt64(info.st_ino) : nil
  }

  /// The length of `path`, nil when it does not exist.
  static func size(of path: String) throws(StoreError) -> Int? {
    var info = stat()
    if lstat(path, &info) != 0 {
      if errno == ENOENT { return nil }
      throw failure("read", path)
    }
    return Int(info.st_size)
  }

  /// Takes group and other permissions off an open file.
  static func tightenFile(_ fd: Int32) {
    var info = stat()
    if fstat(fd, &info) == 0 && info.st_mode & 0o077 != 0 { fchmod(fd, info.st_mode & 0o700) }
  }

  /// Whether a process with this id is still running.
  static func isRunning(_ pid: Int32) -> Bool {
    pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
  }

  /// Removes the temporary files of writers that died before they could (`name.tmp-PID…`
  /// beside each of `paths`, whose PID is not running).
  ///
  /// - Returns: The names in the folder.
  @discardableResult
  static func sweepTemporaries(beside paths: [String]) -> [String] {
    guard let folder = paths.first.map(directory(of:)) else { return [] }
    let prefixes = paths.map { String($0.dropFirst(folder.count + 1)) + ".tmp-" }
    let names = (try? list(folder)) ?? []
    for name in names {
      guard let prefix = prefixes.first(where: { name.hasPrefix($0) }) else { continue }
      let pid = name.dropFirst(prefix.count).prefix { $0 != "-" }
      guard let id = Int32(pid), !isRunning(id) else { continue }
      unlink(folder + "/" + name)
    }
    return names
  }

  /// Takes group and other permissions off a folder of the person's own; never fails a
  /// write.
  static func tighten(_ folder: String) {
    var info = stat()
    guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
      info.st_mode & 0o077 != 0, info.st_uid == geteuid()
    else { return }
    // Only group and other bits go: a folder made read-only stays read-only.
    chmod(folder, info.st_mode & 0o700)
  }

  /// Appends `bytes` to `path` (created owner-only if missing) and waits until it is on disk.
  /// On failure the file is cut back to its old length.
  ///
  /// - Returns: The file's length before, or nil when this call created it: what
  ///   `takeBack(_:from:)` needs to undo the append.
  @discardableResult
  static func append(_ bytes: [UInt8], to path: String) throws(StoreError) -> Int? {
    let created = !exists(path)
    let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw failure("save to", path) }
    defer { close(fd) }
    tightenFile(fd)
    let size = lseek(fd, 0, SEEK_END)
    if let code = writeAll(fd, bytes) ?? (fsync(fd) == 0 ? nil : errno) {
      if created { unlink(path) } else if size >= 0 { _ = ftruncate(fd, size) }
      throw failure("save to", path, code)
    }
    if created { try syncDirectory(directory(of: path)) }
    return created ? nil : Int(size)
  }

  /// Undoes an append when what had to follow it failed: the file goes back to `length`
  /// bytes, or away if the append created it.
  ///
  /// - Returns: Whether the file is back as it was.
  @discardableResult
  static func takeBack(_ path: String, to length: Int?) -> Bool {
    guard let length else { return unlink(path) == 0 || errno == ENOENT }
    let fd = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { return errno == ENOENT && length == 0 }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return false }
    if Int(info.st_size) <= length { return true }
    return ftruncate(fd, off_t(length)) == 0 && fsync(fd) == 0
  }

  /// Cuts a file back to `length` bytes: a line a killed writer left half-written.
  static func truncate(_ path: String, to length: Int) throws(StoreError) {
    if cut(path, length) != 0 { throw failure("repair", path) }
  }

  static func syncDirectory(_ path: String) throws(StoreError) {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw failure("save", path) }
    defer { close(fd) }
    if fsync(fd) != 0 && errno != EINVAL { throw failure("save", path) }
  }

  /// Writes a file that can be rebuilt (a cache): no fsync, and failure is not an error.
  static func writeQuietly(_ path: String, _ bytes: [UInt8]) {
    let temporary = temporaryName(for: path)
    let fd = createExclusive(temporary)
    guard fd >= 0 else { return }
    let failed = writeAll(fd, bytes) != nil
    close(fd)
    if failed || rename(temporary, path) != 0 { unlink(temporary) }
  }

  /// Writes a file that can be rebuilt and is checked when read (`CacheFile`) over the one
  /// at `path`, where it is: no new file and no rename, which on ext4 starts writing the new
  /// file out at once (0.05–0.25 ms, every change). A reader that meets it half-written
  /// finds its checksum wrong and works it out again. A file missing, linked elsewhere or
  /// not a regular file is written whole instead (`writeQuietly`).
  static func overwriteQuietly(_ path: String, _ bytes: [UInt8]) {
    let fd = open(path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    var info = stat()
    guard fd >= 0, fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 1
    else {
      if fd >= 0 { close(fd) }
      return writeQuietly(path, bytes)
    }
    defer { close(fd) }
    // A shorter text leaves the old one's end behind it until cut: never cut to nothing,
    // which on ext4 also starts the write-out.
    if writeAll(fd, bytes) == nil { _ = ftruncate(fd, off_t(bytes.count)) }
  }

  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

/// `truncate(2)`, outside `FileSystem`, whose `truncate` would hide it.
private func cut(_ path: String, _ length: Int) -> Int32 { truncate(path, off_t(length)) }
