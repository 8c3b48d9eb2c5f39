import SherpaCore
import SherpaStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Store {
  /// The folder the store lives in: the git working tree once sync is set up.
  var folder: String { FileSystem.directory(of: path) }
  /// `store` for `store.json`: the store's files all start with it.
  var stem: String { String(base.dropFirst(folder.count + 1)) }
  var historyName: String { String(historyDirectory.dropFirst(folder.count + 1)) }

  /// Whether the store's folder is a git working tree (`sync setup` was run).
  public var isSynced: Bool { FileSystem.exists(folder + "/.git") }

  // MARK: Syncing

  /// `sync`: commits this store's changes, fetches, merges, sends, then puts what came in
  /// in place — under the writer lock, so no change is made meanwhile.
  public func sync(now: String) throws -> SyncReport {
    try requireSetUp()
    return try underLock { lock in try exchange(try git(now), lock: lock, now: now) }
  }

  /// `sync --status`: how many events each side has that the other has not.
  public func syncStatus(now: String) throws -> SyncStatus {
    try requireSetUp()
    return try underLock { _ in
      let git = try git(now)
      let url = try remoteURL(git)
      let reached = try git.run(["fetch", "-q", "origin"]).status == 0
      var status = SyncStatus(remote: url, reached: reached, toSend: 0, toReceive: 0, devices: [])
      let local = try allEvents()
      guard let remote = try git.commit("refs/remotes/origin/main") else {
        status.toSend = local.count
        return status
      }
      let merge = SyncMerge(
        local: local, remote: try remoteHistory(git, remote, local: local, now: now).events,
        device: git.author)
      status.toSend = merge.outgoing.count
      status.toReceive = merge.incoming.count
      status.devices = Array(Set(merge.incoming.compactMap(\.deviceName))).sorted()
      return status
    }
  }

  private func requireSetUp() throws {
    guard isSynced else {
      throw SyncFailure(
        "\(displayPath) is not synced yet. Set it up with 'sherpa sync setup GIT_URL' (any git "
          + "remote you can reach: ssh, https, a bare repository on a USB stick).")
    }
  }

  func git(_ now: String) throws -> Git {
    Git(folder: folder, author: try device(), stamp: now)
  }

  private func remoteURL(_ git: Git) throws -> String {
    let output = try git.must(["remote", "get-url", "origin"], "read the remote's address")
    return output.line
  }

  /// One round: this store's changes committed, the remote's fetched and merged, the merge
  /// sent, then put in place here. A push the remote refuses (someone sent first) starts the
  /// round again, up to three times.
  func exchange(_ git: Git, lock: Int32, now: String) throws -> SyncReport {
    clearLeftovers()
    let url = try remoteURL(git)
    for _ in 0..<3 {
      let head = try commitWorkingTree(git, now: now)
      let fetched = try git.run(["fetch", "-q", "origin"])
      guard fetched.status == 0 else {
        throw SyncFailure(
          "Couldn't reach \(url) (git: \(fetched.complaint)). Nothing came in or went out and "
            + "your store is as it was; run 'sherpa sync' again once it can be reached.")
      }
      let document = try self.document()
      var report = SyncReport(remote: url)
      report.itemsBefore = document.items
      report.items = document.items
      // The remote is where this store's last sync left it, nothing changed since, and the
      // document is the history's (a sync killed before it rebuilt it goes on below).
      if let head, try git.commit("refs/remotes/origin/main") == head,
        try months().last.map({ try events(inMonths: [$0]) })?.last?.seq == document.seq
      {
        return report
      }
      guard let remote = try git.commit("refs/remotes/origin/main") else {
        // An empty remote takes this store as it is.
        guard let head else { return report }
        guard try push(git, head, to: url) else { continue }
        let local = try allEvents()
        try replaceHistory(
          nil, StoreDocument.rebuilt(from: local).keepingRunning(from: document), lock: lock)
        report.sent = local.count
        report.isFirst = true
        return report
      }
      let local = try allEvents()
      let read = try remoteHistory(git, remote, local: local, now: now)
      let (remoteFiles, remoteBytes) = (read.events, read.bytes)
      let remoteItems = StoreDocument.rebuilt(
        from: History.inSeqOrder(remoteFiles.values.flatMap { $0 }))
      let merge = SyncMerge(
        local: local, remote: remoteFiles, device: git.author,
        isCheckOff: { id, day in
          remoteItems.item(id: id)?.target(on: day).isCheckOff ?? false
        })
      if let head, merge.events == local,
        try git.run(["merge-base", "--is-ancestor", remote, head]).status == 0
      {
        // Nothing came in: the remote's history is this store's, which goes on from it (a
        // merge by hand with git may leave it otherwise: then it is merged as below).
        if head != remote { guard try push(git, head, to: url) else { continue } }
        // Every machine's document is the history's, whichever way its last sync went.
        try replaceHistory(
          nil, StoreDocument.rebuilt(from: local).keepingRunning(from: document), lock: lock)
        report.sent = merge.outgoing.count
        return report
      }
      let files = Self.bytes(of: merge, remote: remoteBytes)
      let rebuilt = StoreDocument.rebuilt(from: merge.events).keepingRunning(from: document)
      // Sent before it is put in place: until the remote has it, this store is as it was.
      var merged = remote
      if !merge.outgoing.isEmpty {
        let tree = try self.tree(git, from: remote, files: files, remoteBytes: remoteBytes)
        let parents = [remote] + (head.map { [$0] } ?? [])
        let made = try git.must(
          ["commit-tree", tree] + parents.flatMap { ["-p", $0] } + [
            "-m", "Sherpa on \(Event.deviceName(of: git.author)): merged",
          ], "record the merge")
        merged = made.line
        guard try push(git, merged, to: url) else { continue }
      }
      try replaceHistory(files, rebuilt, lock: lock)
      try git.must(["update-ref", "refs/heads/main", merged], "record the merge")
      try git.must(["read-tree", merged], "record the merge")
      report.incoming = merge.incoming
      report.sent = merge.outgoing.count
      report.items = rebuilt.items
      report.renumbered = merge.renumbered
      report.conflicts = Self.conflicts(merge)
      return report
    }
    throw SyncFailure(
      "\(url) kept taking other machines' changes while this one synced. Nothing was lost and "
        + "your store is usable; run 'sherpa sync' again.")
  }

  /// Commits the working tree when it differs from the last commit.
  ///
  /// - Returns: The commit the branch is at, or nil when there is none yet.
  private func commitWorkingTree(_ git: Git, now: String) throws -> String? {
    try git.must(["add", "-A", "--", "."], "record this store's changes in git")
    let head = try git.commit("HEAD")
    if let head, try git.run(["diff", "--cached", "--quiet", head]).status == 0 { return head }
    if head == nil, try git.run(["ls-files"]).text.isEmpty { return nil }
    let what = "record this store's changes in git"
    let tree = try git.must(["write-tree"], what).line
    let message = "Sherpa on \(Event.deviceName(of: git.author)), \(now)"
    let parents = head.map { ["-p", $0] } ?? []
    let commit = try git.must(["commit-tree", tree] + parents + ["-m", message], what).line
    try git.must(["update-ref", "refs/heads/main", commit], what)
    return commit
  }

  /// Sends `commit` as the remote's main branch.
  ///
  /// - Returns: False when the remote refused it for having moved on (fetch and merge again).
  private func push(_ git: Git, _ commit: String, to url: String) throws -> Bool {
    let output = try git.run(
      ["push", "-q"] + Git.pushOptions(to: url) + ["origin", commit + ":refs/heads/main"])
    if output.status == 0 { return true }
    // Refused for being behind: someone sent first. Any other refusal (a hook, rights) is
    // the remote's answer, and stops the sync.
    let words = String(decoding: output.err, as: UTF8.self)
    if words.contains("non-fast-forward") || words.contains("fetch first") { return false }
    if let lock = output.lockFile {
      throw SyncFailure(
        "Couldn't send to \(url): git found its lock file '\(lock)' there, left by a git "
          + "stopped while it wrote (or held by one writing now). Nothing went out and your "
          + "store is as it was; if no sync to that remote is running, remove that file and "
          + "run 'sherpa sync' again.")
    }
    throw SyncFailure(
      "Couldn't send to \(url) (git: \(output.complaint)). Nothing went out and your store is "
        + "as it was; run 'sherpa sync' again once that is fixed.")
  }

  /// The tree of `commit` with the month files that differ from it replaced, built in an
  /// index of its own so the working tree is not touched.
  private func tree(
    _ git: Git, from commit: String, files: [String: [UInt8]], remoteBytes: [String: [UInt8]]
  ) throws -> String {
    let index = folder + "/.git/sherpa-index"
    unlink(index)
    defer { unlink(index) }
    try git.must(["read-tree", commit], "record the merge", index: index)
    for (month, data) in files.sorted(by: { $0.key < $1.key }) where remoteBytes[month] != data {
      let blob =
        try git.must(
          ["hash-object", "-w", "--stdin"], "record the merge", input: data
        ).line
      try git.must(
        [
          "update-index", "--add", "--cacheinfo",
          "100644,\(blob),\(historyName)/\(month).jsonl",
        ], "record the merge", index: index)
    }
    return try git.must(["write-tree"], "record the merge", index: index).line
  }

  /// Each month file of the merge: the remote's bytes as they are, then this store's events
  /// filed there.
  private static func bytes(of merge: SyncMerge, remote: [String: [UInt8]]) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    let outgoing = Set(merge.outgoing.map(\.identity))
    for (month, events) in merge.files {
      var data = remote[month] ?? []
      if let last = data.last, last != 10 { data.append(10) }
      for event in events where outgoing.contains(event.identity) {
        data += Array(StoreCodec.encode(event).utf8)
      }
      files[month] = data
    }
    return files
  }

  /// What a killed sync or git left behind: git's own lock files (the writer lock is held,
  /// so no Sherpa is running git here) and the history's temporary files.
  private func clearLeftovers() {
    let dot = folder + "/.git/"
    for name in [
      "index.lock", "HEAD.lock", "config.lock", "packed-refs.lock", "refs/heads/main.lock",
      "refs/remotes/origin/main.lock", "sherpa-index", "sherpa-index.lock", "shallow.lock",
    ] {
      unlink(dot + name)
    }
    let names = (try? FileSystem.list(historyDirectory)) ?? []
    for name in names where name.contains(".jsonl.tmp-") {
      unlink(historyDirectory + "/" + name)
    }
  }

  /// Items changed both in what came in and in what went out: the change that holds.
  private static func conflicts(_ merge: SyncMerge) -> [SyncConflict] {
    let taken = Event.takenBack(in: merge.events)
    func latest(_ events: [Event]) -> [Int: Event] {
      var found: [Int: Event] = [:]
      for event in events where !taken.contains(event.seq) {
        guard case .change(let change) = event.action else { continue }
        if let held = found[change.id], !event.isLater(than: held) { continue }
        found[change.id] = event
      }
      return found
    }
    let theirs = latest(merge.incoming)
    let ours = latest(merge.outgoing)
    return theirs.keys.sorted().compactMap { id in
      guard let mine = ours[id], let other = theirs[id] else { return nil }
      return mine.isLater(than: other)
        ? SyncConflict(item: id, held: mine, other: other)
        : SyncConflict(item: id, held: other, other: mine)
    }
  }
}
