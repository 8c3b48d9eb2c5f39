import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files a repair touched, as they were, in `store.doctor/<when>/`, and `repair.json`
/// naming them: the files kept (with their modes), the files the repair made, the modes it
/// changed, and the fingerprint of the store it left (`Store.fingerprint`), so `undo` puts
/// them back only while nothing has changed since.
struct RepairBackup {
  static let recordName = "repair.json"
  static let undoneName = "repair.undone.json"

  /// The backup folder, and the store's folder the relative names are in.
  let folder: String
  let root: String
  var kept: [(file: String, mode: UInt32)] = []
  var created: [String] = []
  var modes: [(file: String, mode: UInt32)] = []
  var fingerprint = ""
  /// False until the repair has finished: a repair cut short is finished into the same
  /// backup by the next, so the files kept are always those from before the first.
  var isComplete = false

  /// The backup of a repair cut short, to finish into, or a new one named by `now`.
  init(store: Store, now: String) throws(StoreError) {
    if let unfinished = Self.newest(of: store), !unfinished.isComplete {
      self = unfinished
      return
    }
    root = FileSystem.directory(of: store.path)
    let stamp = String(now.filter { $0 != "-" && $0 != ":" })
    var folder = store.doctorDirectory + "/" + stamp
    var number = 2
    while FileSystem.exists(folder) {
      folder = store.doctorDirectory + "/" + stamp + "-" + String(number)
      number += 1
    }
    self.folder = folder
    try FileSystem.makeDirectory(folder)
  }

  private init(folder: String, root: String) {
    self.folder = folder
    self.root = root
  }

  /// A file's name from the store's folder: `store.history/2026-11.jsonl`.
  func relative(_ file: String) -> String {
    file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
  }

  /// The backup's own name for a file: its relative name, one level.
  static func flat(_ relative: String) -> String {
    relative.split(separator: "/").joined(by: "--")
  }

  /// Copies `file` into the backup before it is changed (once); a file that does not exist
  /// yet is noted as made by the repair.
  mutating func keep(_ file: String) throws(StoreError) {
    let name = relative(file)
    guard !kept.contains(where: { $0.file == name }) && !created.contains(name) else { return }
    guard let bytes = try FileSystem.read(file) else {
      created.append(name)
      try write()
      return
    }
    var info = stat()
    let mode = lstat(file, &info) == 0 ? UInt32(info.st_mode & 0o7777) : 0o600
    let copy = folder + "/" + Self.flat(name)
    let temporary = try FileSystem.writeTemporary(beside: copy, bytes)
    guard rename(temporary.path, copy) == 0 else {
      unlink(temporary.path)
      throw FileSystem.failure("save", copy)
    }
    kept.append((name, mode))
    try write()
  }

  /// Notes a file's mode before the repair changes it.
  mutating func remode(_ file: String, from mode: UInt32) throws(StoreError) {
    let name = relative(file)
    guard !modes.contains(where: { $0.file == name }) else { return }
    modes.append((name, mode))
    try write()
  }

  /// Notes a file the repair is about to make.
  mutating func made(_ file: String) throws(StoreError) {
    let name = relative(file)
    guard !kept.contains(where: { $0.file == name }) && !created.contains(name) else { return }
    created.append(name)
    try write()
  }

  /// Writes `repair.json` as the repair finished, with the store it left.
  mutating func finish(fingerprint: String) throws(StoreError) {
    self.fingerprint = fingerprint
    isComplete = true
    try write()
  }

  /// Writes `repair.json` as things stand: kept before each file is changed, so a repair
  /// cut short still names every file it may have touched.
  private func write() throws(StoreError) {
    func pairs(_ list: [(file: String, mode: UInt32)]) -> String {
      JSONText.array(list.map { JSONText.array([JSONText.string($0.file), String($0.mode)]) })
    }
    let text =
      JSONText.object([
        ("format", JSONText.string("sherpa-repair")), ("version", "1"),
        ("kept", pairs(kept)), ("created", JSONText.array(created.map(JSONText.string))),
        ("modes", pairs(modes)), ("fingerprint", JSONText.string(fingerprint)),
        ("complete", isComplete ? "true" : "false"),
      ]) + "\n"
    let record = folder + "/" + Self.recordName
    let temporary = try FileSystem.writeTemporary(beside: record, Array(text.utf8))
    guard rename(temporary.path, record) == 0 else {
      unlink(temporary.path)
      throw FileSystem.failure("save", record)
    }
  }

  /// The newest repair of `store` when it finished and has not been undone.
  static func last(of store: Store) -> RepairBackup? {
    newest(of: store).flatMap { $0.isComplete ? $0 : nil }
  }

  /// The newest repair of `store`, finished or not, when it has not been undone.
  static func newest(of store: Store) -> RepairBackup? {
    guard let names = try? FileSystem.list(store.doctorDirectory),
      let newest = names.sorted(by: { a, b in
        a.count != b.count ? a.count < b.count : a < b
      }).last
    else { return nil }
    let folder = store.doctorDirectory + "/" + newest
    guard let bytes = try? FileSystem.read(folder + "/" + recordName),
      let value = try? JSONValue(parsing: bytes),
      value["format"]?.string == "sherpa-repair",
      let fingerprint = value["fingerprint"]?.string
    else { return nil }
    func pairs(_ key: String) -> [(file: String, mode: UInt32)] {
      (value[key]?.array ?? []).compactMap { pair in
        guard let fields = pair.array, fields.count == 2, let file = fields[0].string,
          let mode = Checked.int(fields[1], in: 0...0o7777)
        else { return nil }
        return (file, UInt32(mode))
      }
    }
    var record = RepairBackup(folder: folder, root: FileSystem.directory(of: store.path))
    record.kept = pairs("kept")
    record.created = (value["created"]?.array ?? []).compactMap(\.string)
    record.modes = pairs("modes")
    record.fingerprint = fingerprint
    record.isComplete = value["complete"] == .bool(true)
    // Only names inside the store's folder, never a path planted in the record.
    let files = record.kept.map(\.file) + record.created + record.modes.map(\.file)
    guard files.allSatisfy({ !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") })
    else { return nil }
    return record
  }

  /// Marks the repair as undone, so the next `undo` goes on to the change before it.
  static func markUndone(_ record: RepairBackup) {
    rename(record.folder + "/" + recordName, record.folder + "/" + undoneName)
  }
}
