import SherpaCore
import SherpaStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Store {
  /// `sync setup URL`: makes the store's folder a git working tree whose remote is `url`,
  /// with the history merged by Sherpa's own driver (`driver sync merge-driver`) and only the
  /// history in git, then syncs: an empty remote takes this store; a remote with a store
  /// gives this one its history, and this store's own history is merged into it.
  ///
  /// Running it again with the same remote only syncs.
  ///
  /// - Parameter driver: The path of the `sherpa` binary, for git to run as the driver.
  public func setUpSync(remote url: String, driver: String, now: String) throws -> SyncReport {
    try checkpoint(now: now)
    return try underLock { lock in
      let git = try self.git(now)
      if isSynced {
        let current = try git.run(["remote", "get-url", "origin"])
        let named = current.line
        if current.status == 0, named != url {
          throw SyncFailure(
            "\(display(folder)) already syncs with \(named). To sync with \(url) instead, "
              + "run 'git -C \(display(folder)) remote set-url origin \(url)', then 'sherpa sync'.")
        }
        if current.status != 0 {
          try git.must(["remote", "add", "--", "origin", url], "add the remote")
        }
      } else {
        let kept: Set<String> = [".gitignore", ".gitattributes"]
        let others = try FileSystem.list(folder).filter {
          !$0.hasPrefix(stem) && !kept.contains($0)
        }
        if let other = others.sorted().first {
          throw SyncFailure(
            "\(display(folder)) holds other files than the store ('\(other)'); sync needs a "
              + "folder of its own. Move the store into one (SHERPA_STORE=FOLDER/store.json) "
              + "and run 'sherpa sync setup' again.")
        }
        try git.must(["init", "-q", "-b", "main"], "make \(display(folder)) a git working tree")
        try git.must(["remote", "add", "--", "origin", url], "add the remote")
      }
      try git.must(
        ["config", "merge.sherpa.name", "Sherpa history: every event once"], "set up git")
      try git.must(
        ["config", "merge.sherpa.driver", Self.quoted(driver) + " sync merge-driver %O %A %B %P"],
        "set up git")
      try writeGitFiles()
      return try exchange(git, lock: lock, now: now)
    }
  }

  /// Records the items and settings the history does not say (a store from before sync,
  /// changed by hand or by an older import), so the history alone gives the document.
  private func checkpoint(now: String) throws {
    guard FileSystem.exists(path) else { return }
    try transaction(now: now) { transaction in
      let rebuilt = StoreDocument.rebuilt(from: try transaction.allEvents())
      let document = transaction.document
      let day = CivilDate(iso: now.prefix(10)) ?? CivilDate(unchecked: 2000, 1, 1)
      for item in document.items where rebuilt.item(id: item.id) != item {
        let before = rebuilt.item(id: item.id)
        transaction.record(
          .change(
            ItemChange(kind: before == nil ? .add : .edit, id: item.id, before: before, after: item)
          ),
          day: day)
      }
      for item in rebuilt.items where document.item(id: item.id) == nil {
        transaction.record(
          .change(ItemChange(kind: .delete, id: item.id, before: item, after: nil)), day: day)
      }
      for key in Settings.keys {
        guard let had = rebuilt.settings.value(of: key), let has = document.settings.value(of: key),
          had != has
        else { continue }
        transaction.record(.config(key: key, before: had, after: has), day: day)
      }
    }
  }

  /// `.gitignore` (only the history goes to git: not the document, rebuilt from it, nor the
  /// lock, backups or caches) and `.gitattributes` (the history merged by Sherpa's driver).
  func gitFiles() -> [(name: String, bytes: [UInt8])] {
    let history = "/" + historyName
    let ignore = [
      "# Sherpa syncs its history only; the rest is rebuilt from it on each machine.",
      "/*", "!/.gitignore", "!/.gitattributes", "!\(history)/", "\(history)/*",
      "!\(history)/*.jsonl",
    ]
    let attributes = ["\(history)/*.jsonl merge=sherpa"]
    return [(".gitignore", ignore), (".gitattributes", attributes)].map { name, lines in
      (name, Array((lines.joined(by: "\n") + "\n").utf8))
    }
  }

  private func writeGitFiles() throws(StoreError) {
    for (name, bytes) in gitFiles() {
      let file = folder + "/" + name
      if (try? FileSystem.read(file)) == bytes { continue }
      let temporary = try FileSystem.writeTemporary(beside: file, bytes)
      guard rename(temporary.path, file) == 0 else {
        unlink(temporary.path)
        throw FileSystem.failure("save", display(file))
      }
    }
  }

  /// `text` as one word for the shell git runs a driver with.
  private static func quoted(_ text: String) -> String {
    "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(by: "'\\''")
      + "'"
  }
}
