import SherpaProcess
import SherpaStore

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
    /// The lock file git names in "Unable to create '…/refs/heads/main.lock': File exists",
    /// left by a git stopped while it wrote or held by one writing now; nil when none.
    var lockFile: String? {
      let words = String(decoding: err, as: UTF8.self)
      guard let found = words.firstRange(of: "Unable to create '") else { return nil }
      let rest = words[found.upperBound...]
      guard let end = rest.firstRange(of: ".lock': File exists") else { return nil }
      return String(rest[..<end.lowerBound]) + ".lock"
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
    environment += Subprocess.inheritedEnvironment.filter {
      !$0.hasPrefix("GIT_") && !$0.hasPrefix("LC_ALL=")
    }
    do {
      let finished = try Subprocess.finish(
        ["git", "-C", folder] + settings + args, input: input,
        environment: .exactly(environment), output: true, error: true)
      return Output(status: finished.status, out: finished.output, err: finished.error)
    } catch {
      throw .system(
        file: "git", action: "run", reason: "\(error.reason); install git to sync")
    }
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

  /// What `git push` is given for `url`. A remote on this machine (a path, `file://`) gets
  /// its `git-receive-pack` as a child of the push, in the sync's process group: a sync
  /// killed with its group while that child moves the branch would leave the remote's
  /// `refs/heads/main.lock`, and every later push would be refused. In a session of its own
  /// (`setsid`) it finishes or cleans up, as a server at the other end of ssh would.
  static func pushOptions(to url: String) -> [String] {
    guard isOnThisMachine(url), let setsid = Subprocess.find("setsid") else { return [] }
    let quoted = "'" + setsid.replacing("'", with: "'\\''") + "'"
    return ["--receive-pack=\(quoted) -w git-receive-pack"]
  }

  /// Whether git reaches `url` on this machine rather than over a network: git's own rule
  /// (`file://`, or no `scheme://` and no colon before the first slash, as `host:path` has).
  static func isOnThisMachine(_ url: String) -> Bool {
    if url.hasPrefix("file://") { return true }
    if url.contains("://") { return false }
    guard let colon = url.firstIndex(of: ":") else { return true }
    return url.firstIndex(of: "/").map { $0 < colon } ?? false
  }

  /// The commit `name` names, or nil when there is none.
  func commit(_ name: String) throws -> String? {
    let output = try run(["rev-parse", "-q", "--verify", name + "^{commit}"])
    return output.status == 0 ? output.line : nil
  }
}
