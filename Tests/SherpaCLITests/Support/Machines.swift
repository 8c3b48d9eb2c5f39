import Foundation
import Testing

/// Several machines, each with a store of its own (`SHERPA_STORE` in a folder of its own,
/// `SHERPA_DEVICE` its name), and one bare git repository they sync through, all in a
/// temporary folder. Git runs with no configuration of the person's: a fresh CI machine
/// has no `~/.gitconfig`.
struct Machines {
  let root: URL
  /// The bare repository: what `sync setup` is given.
  let remote: String
  let sessions: [String: StoreSession]

  init(_ names: [String]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("sherpa-sync-" + UUID().uuidString, isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    remote = root.appendingPathComponent("remote.git").path
    var sessions: [String: StoreSession] = [:]
    for name in names {
      sessions[name] = try StoreSession(env: [
        "SHERPA_STORE": root.appendingPathComponent(name + "/store.json").path,
        "SHERPA_DEVICE": name,
      ])
    }
    self.sessions = sessions
    let made = try Self.git(["init", "-q", "--bare", "-b", "main", remote], in: root)
    #expect(made.status == 0, "git init --bare: \(made.output)")
  }

  func remove() {
    for session in sessions.values { session.remove() }
    try? FileManager.default.removeItem(at: root)
  }

  /// The store file of `name`.
  func store(_ name: String) -> URL { root.appendingPathComponent(name + "/store.json") }

  /// Runs `sherpa args…` on `name` at `now`; an issue unless it exits 0 with no stderr.
  @discardableResult
  func run(
    _ name: String, _ args: [String], at now: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    try sessions[name]!.run(args, at: now, sourceLocation: sourceLocation)
  }

  func attempt(_ name: String, _ args: [String], at now: String) throws -> StoreSession.Run {
    try sessions[name]!.attempt(args, at: now)
  }

  /// `export json` of `name`'s store.
  func export(_ name: String, at now: String = "2026-12-31T23:00") throws -> String {
    try run(name, ["export", "json"], at: now)
  }

  /// The store's files of `name`, by path under its folder (store.json, the history).
  func files(_ name: String) throws -> [String: Data] {
    let folder = root.appendingPathComponent(name)
    var files: [String: Data] = [:]
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
    for path in names.sorted()
    where path == "store.json" || (path.hasPrefix("store.history/") && path.hasSuffix(".jsonl")) {
      files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
    }
    return files
  }

  /// Runs git with no configuration but the command's.
  @discardableResult
  static func git(_ args: [String], in folder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "git", "-c", "user.name=test", "-c", "user.email=test@sherpa.invalid",
        "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main",
      ] + args
    var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
    environment["GIT_AUTHOR_DATE"] = "2026-11-20T08:00:00 +0000"
    environment["GIT_COMMITTER_DATE"] = "2026-11-20T08:00:00 +0000"
    process.environment = environment
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
