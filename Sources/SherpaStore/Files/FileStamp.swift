#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file as `stat` saw it: which file (device and inode), its size and when it last
/// changed. Two equal stamps say the file was not written in between, unless it changed
/// within one tick of a coarse clock (see `isRecent`).
public struct FileStamp: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int
  let seconds: Int
  let nanoseconds: Int

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int(info.st_size)
    #if canImport(Darwin)
      seconds = Int(info.st_mtimespec.tv_sec)
      nanoseconds = Int(info.st_mtimespec.tv_nsec)
    #else
      seconds = Int(info.st_mtim.tv_sec)
      nanoseconds = Int(info.st_mtim.tv_nsec)
    #endif
  }

  /// The stamp of the file at `path` itself (a link is not followed); nil when there is none.
  public static func of(_ path: String) -> FileStamp? {
    var info = stat()
    return lstat(path, &info) == 0 ? FileStamp(info) : nil
  }

  /// The stamp of the file `name` in the open folder `folder` (a link is not followed).
  static func of(_ name: String, in folder: Int32) -> FileStamp? {
    var info = stat()
    let found = name.withCString { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) }
    return found == 0 ? FileStamp(info) : nil
  }

  func isSameFile(as other: FileStamp) -> Bool { device == other.device && inode == other.inode }

  /// Whether the file was changed so lately that a change within the same tick of a coarse
  /// clock (some kernels move modification times every few milliseconds) would leave the
  /// same stamp: such a stamp is not trusted alone (git's "racily clean" rule).
  public var isRecent: Bool { Int(time(nil)) - seconds < 2 }
}
