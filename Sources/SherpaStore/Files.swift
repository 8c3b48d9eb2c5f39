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
}
