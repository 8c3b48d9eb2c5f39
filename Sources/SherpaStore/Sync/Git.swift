#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `git` run in the store's folder, as a child process: the transport a sync uses. Every
/// run gets the same identity and settings whatever the person's configuration, so what it
/// commits is the same on a fresh machine with no `~/.gitconfig`.
struct Git {
  /// The working tree: the store's folder.
  let folder: String
  /// Who commits (`laptop-3fa9c1`), and when (`2026-11-20T08:00:00`, the command's clock).
  let author: String
  let stamp: String

  struct Output {
    var status: Int32
    var out: [UInt8]
    var err: [UInt8]
    var text: String { String(decoding: out, as: UTF8.self) }
    /// The first line of the output: the one value most git commands print.
    var line: String { text.split(separator: "\n").first.map(String.init) ?? "" }
    /// Git's own first line of complaint, for the one line a person reads.
    var complaint: String {
      let lines = String(decoding: err, as: UTF8.self).split(separator: "\n").map {
        $0.trimmingPrefix("fatal: ").trimmingPrefix("error: ")
      }
      let line = lines.first { !$0.hasPrefix("hint:") && !$0.isEmpty } ?? "no reason given"
      return String(line.prefix(200))
    }
  }

  /// A failure to start git at all.
  struct Missing: Error {}

  /// Runs `git args…` and waits for it; `input` goes to its standard input.
  /// - Parameter index: An index file of its own (`GIT_INDEX_FILE`), for building a tree
  ///   without touching the working tree's.
  func run(_ args: [String], input: [UInt8] = [], index: String? = nil) throws(StoreError)
    -> Output
  {
    let settings = [
      "-c", "user.name=\(author)", "-c", "user.email=\(author)@sherpa.invalid",
      "-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null",
      "-c", "init.defaultBranch=main", "-c", "core.autocrlf=false",
      "-c", "protocol.file.allow=always", "-c", "gc.auto=0", "-c", "maintenance.auto=false",
    ]
    let date = stamp.count >= 19 ? String(stamp.prefix(19)) + " +0000" : stamp
    var environment = [
      "GIT_AUTHOR_NAME=\(author)", "GIT_AUTHOR_EMAIL=\(author)@sherpa.invalid",
      "GIT_COMMITTER_NAME=\(author)", "GIT_COMMITTER_EMAIL=\(author)@sherpa.invalid",
      "GIT_AUTHOR_DATE=\(date)", "GIT_COMMITTER_DATE=\(date)", "GIT_TERMINAL_PROMPT=0",
      "GIT_CONFIG_NOSYSTEM=1", "LC_ALL=C",
    ]
    if let index { environment.append("GIT_INDEX_FILE=\(index)") }
    // The rest of the person's environment (ssh agent, HOME for ssh keys, PATH), but none
    // of git's own variables, which could point it at another repository.
    var index = 0
    while let entry = environ[index] {
      let text = String(cString: entry)
      index += 1
      if text.hasPrefix("GIT_") || text.hasPrefix("LC_ALL=") { continue }
      environment.append(text)
    }
    return try Self.spawn(["git", "-C", folder] + settings + args, environment, input)
  }

  /// Runs git and fails with one line unless it exits 0: `what` went wrong, git's words.
  @discardableResult
  func must(_ args: [String], _ what: String, input: [UInt8] = [], index: String? = nil)
    throws -> Output
  {
    let output = try run(args, input: input, index: index)
    guard output.status == 0 else {
      throw SyncFailure(
        "Couldn't \(what) (git: \(output.complaint)). Your store was left as it was; "
          + "run 'sherpa sync' again once that is fixed.")
    }
    return output
  }

  /// The commit `name` names, or nil when there is none.
  func commit(_ name: String) throws -> String? {
    let output = try run(["rev-parse", "-q", "--verify", name + "^{commit}"])
    return output.status == 0 ? output.line : nil
  }

  private static func spawn(_ argv: [String], _ environment: [String], _ input: [UInt8])
    throws(StoreError) -> Output
  {
    var pipes: [[Int32]] = []
    for _ in 0..<3 {
      var fds: [Int32] = [0, 0]
      guard pipe(&fds) == 0 else { throw FileSystem.failure("run git in", "the store's folder") }
      pipes.append(fds)
    }
    defer { for fds in pipes { for fd in fds where fd >= 0 { close(fd) } } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipes[0][0], 0)
    posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 1)
    posix_spawn_file_actions_adddup2(&actions, pipes[2][1], 2)
    for fds in pipes { for fd in fds { posix_spawn_file_actions_addclose(&actions, fd) } }
    var pid: pid_t = 0
    let cArgs = argv.map { strdup($0) } + [nil]
    let cEnv = environment.map { strdup($0) } + [nil]
    defer {
      for p in cArgs { free(p) }
      for p in cEnv { free(p) }
    }
    let started = posix_spawnp(&pid, "git", &actions, nil, cArgs, cEnv)
    guard started == 0 else {
      throw .system(
        file: "git", action: "run",
        reason: "\(FileSystem.reason(started)); install git to sync")
    }
    for (fds, end) in [(pipes[0], 0), (pipes[1], 1), (pipes[2], 1)] {
      close(fds[end])
    }
    pipes[0][0] = -1
    pipes[1][1] = -1
    pipes[2][1] = -1
    // Git reads all its input before it writes much; a sync's inputs are small.
    if !input.isEmpty { _ = FileSystem.writeAll(pipes[0][1], input) }
    close(pipes[0][1])
    pipes[0][1] = -1
    var out: [UInt8] = []
    var err: [UInt8] = []
    var open = [(pipes[1][0], true), (pipes[2][0], false)]
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !open.isEmpty {
      var polled = open.map { pollfd(fd: $0.0, events: Int16(POLLIN), revents: 0) }
      guard poll(&polled, nfds_t(polled.count), -1) >= 0 || errno == EINTR else { break }
      var still: [(Int32, Bool)] = []
      for (entry, p) in zip(open, polled) {
        guard p.revents != 0 else {
          still.append(entry)
          continue
        }
        let n = read(entry.0, &buffer, buffer.count)
        if n > 0 {
          if entry.1 { out += buffer[0..<n] } else { err += buffer[0..<n] }
          still.append(entry)
        } else if n < 0 && errno == EINTR {
          still.append(entry)
        }
      }
      open = still
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return Output(status: code, out: out, err: err)
  }
}
