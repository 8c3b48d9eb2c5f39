import SherpaCore
import SherpaStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Store {
  /// `sync merge-driver BASE OURS THEIRS [PATH]`: git's merge of one history file, for a
  /// `git merge` or `git pull` run by hand in the store's folder: every event of both sides
  /// once (by identity), in seq order, written to OURS. THEIRS came from the remote, so it
  /// passes the checks `sherpa sync` makes of a remote (`RemoteHistory`): a file it refuses
  /// leaves OURS as it was, and git reports a conflict. `sherpa sync` merges whole histories
  /// itself and then rebuilds the document; after a merge by hand, run it to do so.
  ///
  /// - Parameters:
  ///   - path: The file's path in the working tree (git's `%P`, relative to the folder git
  ///     runs in): it names the month and the history folder; nil from a set-up made before
  ///     git was asked for it (the month is then that of OURS' first event).
  ///   - now: The local date-time, `YYYY-MM-DDTHH:MM:SS`: a month after the next day's is
  ///     refused.
  /// - Throws: `SyncFailure` when either side is not a history file or THEIRS is refused.
  public static func mergeHistoryFile(
    ours: String, theirs: String, path: String? = nil, now: String
  ) throws {
    let local: [Event]
    let bytes = try FileSystem.read(ours) ?? []
    do {
      local = try History.events(in: bytes).events
    } catch {
      throw SyncFailure("Can't merge \(ours) (\(error.description)); git leaves it to you.")
    }
    let shown = path ?? "history file"
    let name = path.map { String($0.split(separator: "/").last ?? "") } ?? ""
    let month = History.month(ofFile: name) ?? local.first.map { History.month(of: $0.day) }
    guard let month else {
      throw RemoteHistory.refused(shown, "is not a month file of a Sherpa history")
    }
    // The other month files here: undos of events filed in earlier months, ids held there.
    let folder = path.map { FileSystem.directory(of: $0) } ?? ""
    var elsewhere: [Event] = []
    if path != nil, let names = try? FileSystem.list(folder) {
      for other in names where other.hasSuffix(".jsonl") && other != name {
        guard let bytes = try? FileSystem.read(folder + "/" + other) else { continue }
        elsewhere += (try? History.events(in: bytes).events) ?? []
      }
    }
    var remote = RemoteHistory()
    try remote.read(try FileSystem.read(theirs) ?? [], month: month, shown: shown)
    let today = CivilDate(iso: now.prefix(10)) ?? CivilDate.latest
    let first = (local + elsewhere).map { History.month(of: $0.day) }.min()
    try remote.check(
      folder: folder, first: first, today: today,
      held: Set((local + elsewhere).map(\.seq)))
    try remote.checkAgainst(local: local + elsewhere, folder: folder)

    var seen = Set<String>()
    let merged = (local + (remote.events[month] ?? [])).filter { seen.insert($0.identity).inserted }
      .enumerated().sorted { ($0.element.seq, $0.offset) < ($1.element.seq, $1.offset) }
    let text = Array(merged.map { StoreCodec.encode($0.element) }.joined().utf8)
    let temporary = try FileSystem.writeTemporary(beside: ours, text)
    guard rename(temporary.path, ours) == 0 else {
      unlink(temporary.path)
      throw FileSystem.failure("save", ours)
    }
  }
}
