import SherpaStore

/// Whole files and file descriptors for the front doors: the store's `Files`, the one way
/// Sherpa reads and writes them, reached through the action layer.
public enum FileAccess {
  /// A whole file, or nil when it does not exist.
  ///
  /// - Throws: `StoreError.system` when it exists but cannot be read.
  public static func read(_ path: String) throws(StoreError) -> [UInt8]? { try Files.read(path) }

  /// Writes all of `bytes` to a file descriptor, retrying short writes and interruptions.
  ///
  /// - Returns: The errno of a failure, or nil.
  @discardableResult
  public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
    Files.writeAll(bytes, to: fd)
  }

  /// Writes files a person asked for (exports): all of them or none; an existing file is
  /// replaced only with `force`.
  ///
  /// - Throws: `PlaceFailure` when a file is already there, the folder is missing, or the
  ///   system refuses; nothing is left behind then.
  public static func place(_ files: [(path: String, bytes: [UInt8])], force: Bool)
    throws(PlaceFailure)
  { try Files.place(files, force: force) }
}
