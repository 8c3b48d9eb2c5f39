#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way Sherpa reads and writes whole files and file descriptors, for the other
/// layers: the store's own system calls, with their errors.
public enum Files {
  /// A whole file, or nil when it does not exist.
  ///
  /// - Throws: `StoreError.system` when it exists but cannot be read (a folder, no
  ///   permission): an unreadable file is an error, never "no file".
  public static func read(_ path: String) throws(StoreError) -> [UInt8]? {
    try FileSystem.read(path)
  }

  /// Writes all of `bytes` to a file descriptor, retrying short writes and interruptions.
  ///
  /// - Returns: The errno of a failure, or nil.
  @discardableResult
  public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
    FileSystem.writeAll(fd, bytes)
  }

  /// The names in a folder (not `.` and `..`), unsorted; empty when it does not exist.
  ///
  /// - Throws: `StoreError.system` when it exists but cannot be read, or is a file.
  public static func list(_ path: String) throws(StoreError) -> [String] {
    try FileSystem.list(path)
  }

  /// Whether `path` is a folder (following a link).
  public static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }
}
