#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why files could not be placed; `description` is the one line a person reads.
public struct PlaceFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public let description: String

  static func missingFolder(_ folder: String) -> PlaceFailure {
    PlaceFailure(
      description: "There is no folder '\(folder)'. Make it first, or name another with --out.")
  }
  static func exists(_ path: String) -> PlaceFailure {
    PlaceFailure(
      description: "'\(path)' is already there. Add --force to replace it, or name another place "
        + "with --out.")
  }
  static func system(_ path: String, _ code: Int32) -> PlaceFailure {
    if code == EEXIST { return exists(path) }
    return PlaceFailure(
      description: "Couldn't write '\(path)': \(FileSystem.reason(code)). Nothing was written.")
  }
}

extension Files {
  /// Writes files a person asked for (exports): all of them or none, owner-only (0600) like
  /// the store. Each is written beside its place and synced, then they are all moved in. An
  /// existing file is replaced only with `force`; without it, one that appears meanwhile is
  /// still kept.
  ///
  /// - Throws: `PlaceFailure` when a file is already there, the folder is missing, or the
  ///   system refuses; nothing is left behind then.
  public static func place(_ files: [(path: String, bytes: [UInt8])], force: Bool)
    throws(PlaceFailure)
  {
    for file in files {
      let folder = FileSystem.directory(of: file.path)
      var status = stat()
      guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        throw .missingFolder(folder)
      }
      if !force && FileSystem.exists(file.path) { throw .exists(file.path) }
    }
    var written: [String] = []
    defer { for temporary in written { unlink(temporary) } }
    for file in files {
      // A name no one can plant a link at in advance, and never through one.
      let temporary = FileSystem.temporaryName(for: file.path)
      let fd = FileSystem.createExclusive(temporary)
      guard fd >= 0 else { throw .system(file.path, errno) }
      written.append(temporary)
      let code = FileSystem.writeAll(fd, file.bytes) ?? (fsync(fd) == 0 ? nil : errno)
      close(fd)
      if let code { throw .system(file.path, code) }
    }
    var placed: [String] = []
    for (file, temporary) in zip(files, written) {
      // link() will not replace a file that appeared since the check; rename() will.
      if force ? rename(temporary, file.path) != 0 : link(temporary, file.path) != 0 {
        let code = errno
        // Without --force nothing was replaced, so what was placed can go again.
        if !force { for path in placed { unlink(path) } }
        throw .system(file.path, code)
      }
      placed.append(file.path)
    }
  }
}
