import SherpaCore
import SherpaStore

/// A remote's history as `sync` takes it in: input from anyone with push access, so every
/// line passes the checks a line this program writes passes, and more. The tree holds only
/// `.gitignore` and `.gitattributes` as `sync setup` writes them and the history folder;
/// that folder only plain month files (`YYYY-MM.jsonl`, no link, folder or submodule); each
/// file UTF-8 lines no longer than `maxLine`, each an event in range, filed in its month
/// (`HistoryCheck.misfiled`), within the window from the history's first month to the
/// clock's next day; each event once, every undo of an event held before it.
struct RemoteHistory {
  /// The events by month file, each in seq order.
  var events: [String: [Event]] = [:]
  /// Each month file's bytes up to its last whole line.
  var bytes: [String: [UInt8]] = [:]
  /// Where each event was read, by identity.
  var places: [String: HistoryCheck.Placed] = [:]

  /// A line longer than any Sherpa writes (an item change with long names and notes is a
  /// few kilobytes).
  static let maxLine = 1 << 20
  /// A month file larger than any history holds for a month.
  static let maxFile = 1 << 28

  /// A remote refused: one line naming the file (and line), with nothing taken in.
  static func refused(_ file: String, _ problem: String) -> SyncFailure {
    SyncFailure(
      "The remote's \(file) \(problem). Nothing came in or went out and your store is as it "
        + "was; fix that on the machine that wrote it and sync there, then run 'sherpa sync' "
        + "again.")
  }

  /// Reads one month file's bytes.
  ///
  /// - Parameter shown: The file as named in the remote's tree.
  mutating func read(_ blob: [UInt8], month: String, shown: String) throws(SyncFailure) {
    var read: [Event] = []
    var length = 0
    try History.forEachLine(in: blob) { (line, range, ended) throws(SyncFailure) in
      if range.count > Self.maxLine {
        throw Self.refused(
          shown, "has a line of \(range.count) bytes (line \(line)), longer than any Sherpa writes")
      }
      let slice = blob[range]
      if History.isBlank(slice) {
        length = ended ? range.upperBound + 1 : range.upperBound
        return
      }
      if let (_, column) = Checked.notUTF8(slice) {
        // A last line cut short mid-character by a killed writer was never saved.
        if !ended { return }
        throw Self.refused(shown, "is not UTF-8 text (line \(line), column \(column))")
      }
      var event = EventLine.read(blob, range)
      if event == nil {
        do {
          event = try StoreCodec.event(try JSONValue(parsing: slice))
        } catch let failure as JSONFailure {
          if !ended { return }
          throw Self.unreadable(shown, "line \(line): column \(failure.column): \(failure.problem)")
        } catch let mismatch as StoreCodec.Mismatch {
          if !ended { return }
          throw Self.unreadable(shown, "line \(line): \(mismatch.problem)")
        } catch {
          throw Self.unreadable(shown, "line \(line): \(error)")
        }
      }
      guard let event else { return }
      read.append(event)
      places[event.identity] =
        places[event.identity]
        ?? HistoryCheck.Placed(event: event, month: month, line: line)
      allPlaced.append(HistoryCheck.Placed(event: event, month: month, line: line))
      length = ended ? range.upperBound + 1 : range.upperBound
    }
    events[month] = History.inSeqOrder(read)
    bytes[month] = Array(blob[..<length])
  }

  /// Every event as read, in file order, duplicates included.
  private(set) var allPlaced: [HistoryCheck.Placed] = []

  private static func unreadable(_ file: String, _ problem: String) -> SyncFailure {
    SyncFailure(
      "The remote's \(file) can't be read (\(problem)). Nothing came in or went out and your "
        + "store is as it was; fix that line on the machine that wrote it and sync there, then "
        + "run 'sherpa sync' again.")
  }

  /// The checks across the files: each event once, filed in its month, every undo of an
  /// event before it, and each month within the window.
  ///
  /// - Parameters:
  ///   - folder: The history folder's name in the tree (`store.history`).
  ///   - first: The month of the first event this store holds, if any.
  ///   - today: The clock's day.
  ///   - held: Seqs held besides the remote's (the merge driver's other month files here).
  func check(folder: String, first: String?, today: CivilDate, held: Set<Int> = [])
    throws(SyncFailure)
  {
    let shown = { (month: String) in Self.shown(month, in: folder) }
    let problems =
      HistoryCheck.duplicates(allPlaced) + HistoryCheck.strayUndos(allPlaced, held: held)
      + HistoryCheck.misfiled(allPlaced)
    if let problem = problems.first {
      throw Self.refused(
        shown(problem.month), problem.line.map { "line \($0): " + problem.text } ?? problem.text)
    }
    let latest = History.month(of: today.adding(days: 1))
    let earliest = ([first] + allPlaced.map { History.month(of: $0.event.day) } as [String?])
      .compactMap { $0 }.min()
    for month in events.keys.sorted() {
      if month > latest {
        throw Self.refused(
          shown(month), "is named for a month after today's (\(History.month(of: today)))")
      }
      if let earliest, let before = CivilDate(iso: earliest + "-01")?.adding(months: -1),
        month < History.month(of: before)
      {
        throw Self.refused(shown(month), "is named for a month before the history begins")
      }
    }
  }

  /// `store.history/2026-11.jsonl`; the file's name alone in no folder.
  static func shown(_ month: String, in folder: String) -> String {
    (folder.isEmpty || folder == "." ? "" : folder + "/") + month + ".jsonl"
  }

  /// Refuses a remote event that has the id and seq of one of this store's with other
  /// content: the same event, changed.
  func checkAgainst(local: [Event], folder: String) throws(SyncFailure) {
    for event in local {
      // Under another seq it is an event this store has not yet seen back from the remote
      // (a sync killed after sending moved it there, a merge by hand), which may differ.
      guard event.id != nil, let theirs = places[event.identity], theirs.event.seq == event.seq,
        !HistoryCheck.sameContent(theirs.event, event)
      else { continue }
      throw Self.refused(
        Self.shown(theirs.month, in: folder),
        "line \(theirs.line): event \(event.identity) is one of this store's with another day, "
          + "stamp or content: a conflict Sherpa will not settle by itself")
    }
  }
}
