#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files an export writes: all of them or none, owner-only (0600) like the store.
enum ExportFiles {
  /// Writes each file beside its place, then moves them all in. An existing file is
  /// replaced only with `force`; without it, one that appears meanwhile is still kept.
  ///
  /// - Throws: `CommandFailure` when a file is already there, the folder is missing, or the
  ///   system refuses; nothing is left behind then.
  static func write(_ files: [(path: String, bytes: [UInt8])], force: Bool) throws {
    for file in files {
      let folder = directory(of: file.path)
      var status = stat()
      guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        throw CommandFailure(
          "There is no folder '\(folder)'. Make it first, or name another with --out.")
      }
      if !force && access(file.path, F_OK) == 0 {
        throw CommandFailure(
          "'\(file.path)' is already there. Add --force to replace it, or name another place "
            + "with --out.")
      }
    }
    var written: [String] = []
    defer { for temporary in written { unlink(temporary) } }
    for file in files {
      // A name no one can plant a link at in advance, and never through one.
      let temporary =
        file.path + ".tmp-\(getpid())-" + String(UInt64.random(in: 0...(.max)), radix: 36)
      let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard fd >= 0 else { throw failure(file.path, errno) }
      written.append(temporary)
      let code = writeAll(file.bytes, to: fd) ?? (fsync(fd) == 0 ? nil : errno)
      close(fd)
      if let code { throw failure(file.path, code) }
    }
    var placed: [String] = []
    for (file, temporary) in zip(files, written) {
      // link() will not replace a file that appeared since the check; rename() will.
      if force ? rename(temporary, file.path) != 0 : link(temporary, file.path) != 0 {
        let code = errno
        // Without --force nothing was replaced, so what was placed can go again.
        if !force { for path in placed { unlink(path) } }
        throw failure(file.path, code)
      }
      placed.append(file.path)
    }
  }

  private static func failure(_ path: String, _ code: Int32) -> CommandFailure {
    if code == EEXIST {
      return CommandFailure(
        "'\(path)' is already there. Add --force to replace it, or name another place with --out.")
    }
    let reason = String(cString: strerror(code))
    return CommandFailure("Couldn't write '\(path)': \(reason). Nothing was written.")
  }

  /// Writes all of `bytes`, retrying short writes; the errno of a failure, or nil.
  private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
    bytes.withUnsafeBytes { raw -> Int32? in
      var offset = 0
      while offset < raw.count {
        let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return n < 0 ? errno : ENOSPC }
        offset += n
      }
      return nil
    }
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
