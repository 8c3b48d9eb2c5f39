import SherpaCore
import SherpaStore

/// A remote's history read as input: what `sync` takes in is checked as a line this program
/// writes would be (`RemoteHistory`).
extension Store {
  /// The remote's month files at `commit`, read and checked as input (`RemoteHistory`).
  ///
  /// - Parameter local: This store's history: its first month bounds the remote's, and an
  ///   event of the remote with the id of one of these must have its content.
  func remoteHistory(_ git: Git, _ commit: String, local: [Event], now: String) throws
    -> RemoteHistory
  {
    // A repository with more than a Sherpa history is someone's other work: never merged.
    let top = try treeEntries(git, commit)
    let expected = Dictionary(uniqueKeysWithValues: gitFiles())
    for entry in top where entry.name != historyName {
      guard let bytes = expected[entry.name] else {
        throw SyncFailure(
          "The remote holds more than a Sherpa history ('\(entry.name)'), so nothing was merged "
            + "and your store is as it was. Give sync a repository of its own: "
            + "'git -C \(display(folder)) remote set-url origin NEW_URL'.")
      }
      guard entry.mode == "100644", entry.type == "blob",
        try git.must(["cat-file", "blob", entry.object], "read the remote's history").out
          == bytes
      else {
        throw RemoteHistory.refused(
          entry.name, "is not the one 'sherpa sync setup' writes, so nothing was merged")
      }
    }
    var remote = RemoteHistory()
    guard let history = top.first(where: { $0.name == historyName }) else { return remote }
    guard history.mode == "040000", history.type == "tree" else {
      throw RemoteHistory.refused(historyName, "is not a folder")
    }
    var paths: [(month: String, object: String)] = []
    for entry in try treeEntries(git, history.object) {
      let shown = historyName + "/" + entry.name
      guard let month = History.month(ofFile: entry.name) else {
        throw RemoteHistory.refused(shown, "is not a month file of a Sherpa history")
      }
      guard entry.mode == "100644", entry.type == "blob" else {
        throw RemoteHistory.refused(
          shown, entry.mode == "120000" ? "is a symbolic link" : "is not a plain file")
      }
      guard let size = entry.size, size <= RemoteHistory.maxFile else {
        throw RemoteHistory.refused(shown, "is larger than any month of a history")
      }
      paths.append((month, entry.object))
    }
    // Every month file in one git process: `<object> blob <size>\n<bytes>\n` each.
    let batch = try git.must(
      ["cat-file", "--batch"], "read the remote's history",
      input: Array(paths.map { "\($0.object)\n" }.joined().utf8)
    ).out
    var offset = 0
    for (month, _) in paths {
      let shown = "\(historyName)/\(month).jsonl"
      guard let newline = batch[offset...].firstIndex(of: 10),
        let size = String(decoding: batch[offset..<newline], as: UTF8.self)
          .split(separator: " ").last.flatMap({ Int($0) }),
        newline + 1 + size <= batch.count
      else {
        throw SyncFailure(
          "Couldn't read the remote's \(shown) from git. Your store is as it was; run 'sherpa sync' again."
        )
      }
      let blob = Array(batch[(newline + 1)..<(newline + 1 + size)])
      offset = newline + 2 + size
      try remote.read(blob, month: month, shown: shown)
    }
    let today = CivilDate(iso: now.prefix(10)) ?? CivilDate.latest
    try remote.check(
      folder: historyName, first: local.first.map { History.month(of: $0.day) }, today: today)
    try remote.checkAgainst(local: local, folder: historyName)
    return remote
  }

  /// An entry of a git tree: `100644 blob 3fa9… 1234\tname`.
  struct TreeEntry {
    let mode: String
    let type: String
    let object: String
    let size: Int?
    let name: String
  }

  /// The entries of a tree (not recursing), with blob sizes; names as git stores them.
  fileprivate func treeEntries(_ git: Git, _ tree: String) throws -> [TreeEntry] {
    let listed = try git.must(["ls-tree", "-z", "-l", tree], "read the remote's history").out
    return try listed.split(separator: 0).map { record in
      guard let tab = record.firstIndex(of: 9) else {
        throw SyncFailure("Couldn't read the remote's history from git. Your store is as it was.")
      }
      let fields = String(decoding: record[..<tab], as: UTF8.self).split(separator: " ")
        .filter { !$0.isEmpty }
      let name = String(decoding: record[(tab + 1)...], as: UTF8.self)
      guard fields.count == 4 else {
        throw SyncFailure("Couldn't read the remote's history from git. Your store is as it was.")
      }
      return TreeEntry(
        mode: String(fields[0]), type: String(fields[1]), object: String(fields[2]),
        size: Int(fields[3]), name: name)
    }
  }
}
