import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The change a writer is saving, kept in `store.json.lock` from before its first append
/// until its commit point, so that a change is wholly in or wholly out whatever is killed
/// when: `{"document":1234567,"files":[["2026-11",20480],["2026-12",null]],"from":41,
/// "through":45}`.
///
/// The events `from…through` were appended to `files`, which were that long before (null:
/// the file did not exist). The change is committed once `store.json` is the file with
/// inode `document` (the renamed temporary file), or a copy of it (`checksum`); a change with no document (several
/// events, nothing else) is committed when the journal is emptied. Until then every reader
/// leaves those events out, and the next writer cuts the files back to their old lengths.
/// Events carry no mark of their own, so a history written through the journal is byte for
/// byte the history written without it.
struct CommitJournal: Equatable {
  var from: Int
  var through: Int
  /// The inode of the new document; nil when the change is events only.
  var document: UInt64?
  /// A checksum of the new document, so a copy of it put back by hand still counts as it.
  var checksum: String?
  /// Each month file appended to, with its length before; nil when the change created it.
  var files: [(month: String, length: Int?)]

  static func == (a: CommitJournal, b: CommitJournal) -> Bool {
    a.from == b.from && a.through == b.through && a.document == b.document
      && a.checksum == b.checksum
      && a.files.map(\.month) == b.files.map(\.month)
      && a.files.map(\.length) == b.files.map(\.length)
  }

  var bytes: [UInt8] {
    let files = files.map { file in
      JSONText.array([JSONText.string(file.month), file.length.map(String.init) ?? "null"])
    }
    let text = JSONText.object([
      ("checksum", JSONText.optional(checksum)),
      ("document", document.map(String.init) ?? "null"), ("files", JSONText.array(files)),
      ("from", String(from)), ("through", String(through)),
    ])
    return Array((text + "\n").utf8)
  }

  /// The journal in `bytes`; nil when they are empty or not a whole journal. A journal cut
  /// short was being written when its writer died, before any append: nothing to take back.
  init?(parsing bytes: [UInt8]) {
    guard !bytes.isEmpty, let value = try? JSONValue(parsing: bytes),
      let from = Checked.int(value["from"], in: 0...Checked.maxSeq),
      let through = Checked.int(value["through"], in: from...Checked.maxSeq),
      let list = value["files"]?.array
    else { return nil }
    var files: [(month: String, length: Int?)] = []
    for entry in list {
      guard let pair = entry.array, pair.count == 2, let month = pair[0].string,
        History.isMonth(month)
      else { return nil }
      if pair[1] == .null {
        files.append((month, nil))
      } else {
        guard let length = Checked.int(pair[1], in: 0...Checked.maxFileSize) else { return nil }
        files.append((month, length))
      }
    }
    var document: UInt64?
    if let inode = value["document"], inode != .null {
      guard let n = inode.number, n >= 0, n < 1.8e19, n == n.rounded() else { return nil }
      document = UInt64(n)
    }
    self.init(
      from: from, through: through, document: document, checksum: value["checksum"]?.string,
      files: files)
  }

  init(
    from: Int, through: Int, document: UInt64?, checksum: String? = nil,
    files: [(month: String, length: Int?)]
  ) {
    self.from = from
    self.through = through
    self.document = document
    self.checksum = checksum
    self.files = files
  }

  /// Whether the change reached its commit point: `store.json` is its document.
  func isCommitted(document path: String) -> Bool {
    guard let document else { return false }
    if FileSystem.inode(of: path) == document { return true }
    guard let checksum, let bytes = try? FileSystem.read(path) else { return false }
    return CacheFile.checksum(bytes[...]) == checksum
  }
}
