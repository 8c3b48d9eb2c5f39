import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Store {
  /// `sync merge-driver BASE OURS THEIRS`: git's merge of one history file, for a `git
  /// merge` or `git pull` run by hand in the store's folder: every event of both sides once
  /// (by identity), in seq order, written to OURS. `sherpa sync` merges whole histories
  /// itself and then rebuilds the document; after a merge by hand, run it to do so.
  ///
  /// - Throws: `SyncFailure` when either side is not a history file; git then reports a
  ///   conflict and leaves the file as it was.
  public static func mergeHistoryFile(ours: String, theirs: String) throws {
    var all: [Event] = []
    for file in [ours, theirs] {
      let bytes = try FileSystem.read(file) ?? []
      do {
        all += try History.events(in: bytes).events
      } catch {
        throw SyncFailure("Can't merge \(file) (\(error.description)); git leaves it to you.")
      }
    }
    var seen = Set<String>()
    let merged = all.filter { seen.insert($0.identity).inserted }.enumerated().sorted {
      ($0.element.seq, $0.offset) < ($1.element.seq, $1.offset)
    }
    let bytes = Array(merged.map { StoreCodec.encode($0.element) }.joined().utf8)
    let temporary = try FileSystem.writeTemporary(beside: ours, bytes)
    guard rename(temporary.path, ours) == 0 else {
      unlink(temporary.path)
      throw FileSystem.failure("save", ours)
    }
  }
}
