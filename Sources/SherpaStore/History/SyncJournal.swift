import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A sync's change to the store, kept in `store.json.lock` while it is put in place: the
/// month files it rewrites and the rebuilt document, each already written whole to a
/// temporary file beside its place. `{"sync":[["2026-11","…/2026-11.jsonl.tmp-…"],
/// ["2026-10",null]],"document":"…/store.json.tmp-…"}` (null: the month file goes).
///
/// The journal is written once every temporary file is on disk: that is the sync's commit
/// point. From then on the change is finished forwards — by the sync, or if it was killed,
/// by the next writer (`Store.recover`), which renames what is still left. Before it, the
/// temporary files are left over and swept; the store is as it was.
struct SyncJournal: Equatable {
  var files: [Replacement]
  var document: String

  struct Replacement: Equatable {
    var month: String
    /// The temporary file that becomes the month file; nil when the month file goes.
    var temporary: String?
  }

  var bytes: [UInt8] {
    let files = files.map { file in
      JSONText.array([JSONText.string(file.month), JSONText.optional(file.temporary)])
    }
    let text = JSONText.object([
      ("document", JSONText.string(document)), ("sync", JSONText.array(files)),
    ])
    return Array((text + "\n").utf8)
  }

  init(files: [Replacement], document: String) {
    self.files = files
    self.document = document
  }

  /// The journal in `bytes`; nil when they are not a sync's journal.
  init?(parsing bytes: [UInt8]) {
    guard !bytes.isEmpty, let value = try? JSONValue(parsing: bytes),
      let list = value["sync"]?.array, let document = value["document"]?.string
    else { return nil }
    var files: [Replacement] = []
    for entry in list {
      guard let pair = entry.array, pair.count == 2, let month = pair[0].string,
        History.isMonth(month)
      else { return nil }
      files.append(Replacement(month: month, temporary: pair[1].string))
    }
    self.init(files: files, document: document)
  }

  /// Puts every file in its place; what is already there (a rename done before a kill) is
  /// passed over, so finishing twice is finishing once.
  func finish(_ store: Store) throws(StoreError) {
    for file in files {
      let place = store.monthPath(file.month)
      if let temporary = file.temporary {
        if FileSystem.exists(temporary), rename(temporary, place) != 0 {
          throw FileSystem.failure("save", place)
        }
      } else {
        unlink(place)
      }
    }
    if FileSystem.exists(document), rename(document, store.path) != 0 {
      throw FileSystem.failure("save", store.displayPath)
    }
    try? FileSystem.syncDirectory(store.historyDirectory)
    try? FileSystem.syncDirectory(FileSystem.directory(of: store.path))
    // The caches summarise the past, which events that came in may change: they are worked
    // out again on the next read.
    if !files.isEmpty {
      unlink(store.cachePath)
      unlink(store.pastCachePath)
    }
  }
}
