import SherpaCore
import SherpaStore

/// What `undo` put back of a repair: the backup it came from and how many files.
public struct RepairUndo {
  public let backup: String
  public let files: Int
}

extension Actions {
  /// `sherpa doctor`: what is wrong with the store, reading only.
  public func examine(at moment: Moment) throws -> DoctorReport {
    try store.examine(now: moment.stamp)
  }

  /// `sherpa doctor --repair`: mends what can be mended (see `Store.repair`), then works the
  /// caches out again from the repaired files.
  public func repair(at moment: Moment) throws -> RepairReport {
    let report = try store.repair(now: moment.stamp)
    guard !report.done.isEmpty else { return report }
    // The caches come back as any view would make them; a store still damaged leaves them
    // to the next command that can read it.
    if let lookback = try? Lookback(store, at: moment) {
      _ = try? lookback.journal.streak()
      _ = try? lookback.pastDays()
    }
    return report
  }

  /// Puts back the files of the last repair when it was the last change; nil otherwise.
  public func undoRepair() throws -> RepairUndo? {
    try store.undoRepair().map { RepairUndo(backup: $0.backup, files: $0.files) }
  }
}
