import SherpaCore
import SherpaStore
import SherpaSync

extension Actions {
  /// `sync setup URL`: the store's folder becomes a git working tree with that remote,
  /// then syncs (see `Store.setUpSync`).
  ///
  /// - Parameter driver: The `sherpa` binary git runs as the history's merge driver.
  public func setUpSync(remote: String, driver: String, at moment: Moment) throws -> SyncReport {
    try store.setUpSync(remote: remote, driver: driver, now: moment.stamp)
  }

  /// `sync`: this store's changes out, the remote's in, merged (see `Store.sync`).
  public func sync(at moment: Moment) throws -> SyncReport {
    try store.sync(now: moment.stamp)
  }

  /// `sync --status`: how far ahead and behind the remote the store is.
  public func syncStatus(at moment: Moment) throws -> SyncStatus {
    try store.syncStatus(now: moment.stamp)
  }

  /// `sync merge-driver BASE OURS THEIRS [PATH]`: git's merge of one history file, THEIRS
  /// checked as `sync` checks a remote.
  public static func mergeHistoryFile(
    ours: String, theirs: String, path: String?, at moment: Moment
  ) throws {
    try Store.mergeHistoryFile(ours: ours, theirs: theirs, path: path, now: moment.stamp)
  }
}
