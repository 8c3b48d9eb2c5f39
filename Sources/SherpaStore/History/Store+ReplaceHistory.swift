import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The store's other kind of change: month files replaced whole and the document with
/// them, as a sync puts a merge in place. Run under the writer lock (`underLock`); a kill
/// part way is finished by the next writer's `recover`.
extension Store {
  /// Puts the merged history and the rebuilt document in place as one change (see
  /// `SyncJournal`): the files are written beside their places, the journal is the commit
  /// point, then each is renamed in.
  ///
  /// - Parameter files: Every month file's bytes; nil leaves the history as it is.
  package func replaceHistory(_ files: [String: [UInt8]]?, _ document: StoreDocument, lock: Int32)
    throws
  {
    var replacements: [SyncJournal.Replacement] = []
    var written: [String] = []
    do {
      try keepDevice(try device())
      try FileSystem.makeDirectory(historyDirectory)
      for (month, data) in (files ?? [:]).sorted(by: { $0.key < $1.key }) {
        if try FileSystem.read(monthPath(month)) == data { continue }
        let temporary = try FileSystem.writeTemporary(beside: monthPath(month), data)
        written.append(temporary.path)
        replacements.append(.init(month: month, temporary: temporary.path))
      }
      for month in try months() where files != nil && files?[month] == nil {
        replacements.append(.init(month: month, temporary: nil))
      }
      // The document names the month files the history has once the merge is in.
      var document = document
      document.months = try files.map { $0.keys.sorted() } ?? months()
      let bytes = StoreCodec.encode(document)
      if replacements.isEmpty, try FileSystem.read(path) == bytes { return }
      let temporary = try FileSystem.writeTemporary(beside: path, bytes)
      written.append(temporary.path)
      try FileSystem.syncDirectory(historyDirectory)
      let journal = SyncJournal(files: replacements, document: temporary.path)
      try FileSystem.setContents(of: lock, journal.bytes, display(lockPath))
    } catch {
      for file in written { unlink(file) }
      throw error
    }
    // The commit point has passed: from here the change is finished, now or by the next writer.
    try SyncJournal(parsing: FileSystem.contents(of: lock))?.finish(self)
    for month in replacements.map(\.month) { snapshot.forget(month: month) }
    snapshot.saved(document, at: path)
    try FileSystem.setContents(of: lock, [], display(lockPath))
  }
}
