import Foundation
import Testing

/// Runs the built `sherpa` binary the way a person would, in a sandbox of its own.
enum Sherpa {
  /// A fresh temporary directory holding the store path and an empty config directory, so
  /// neither the real store nor a real user grammar file can leak into a test.
  struct Sandbox {
    let root: URL
    /// `SHERPA_STORE`: not created by the sandbox; a command that writes would create it.
    var store: URL { root.appendingPathComponent("store.json") }
    /// `XDG_CONFIG_HOME`: empty unless a test puts something there.
    var config: URL { root.appendingPathComponent("config", isDirectory: true) }
    /// Where Sherpa looks for the user grammar file.
    var grammarFile: URL { config.appendingPathComponent("sherpa/grammar.json") }

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("sherpa-tests-" + UUID().uuidString, isDirectory: true)
      try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    }

    /// Writes `text` as the user grammar file.
    func writeGrammar(_ text: String) throws {
      try FileManager.default.createDirectory(
        at: grammarFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: grammarFile)
    }

    var storeExists: Bool { FileManager.default.fileExists(atPath: store.path) }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  struct NotBuilt: Error, CustomStringConvertible {
    let searched: [String]
    var description: String {
      "The sherpa binary was not found; run `swift build --build-tests`. Looked in: "
        + searched.joined(separator: ", ")
    }
  }

  /// Runs `sherpa args…` with `SHERPA_NOW=now`, a temporary `SHERPA_STORE`, an empty
  /// `XDG_CONFIG_HOME` and `NO_COLOR=1`.
  ///
  /// - Parameters:
  ///   - args: The arguments after `sherpa`.
  ///   - now: `SHERPA_NOW`, e.g. `2026-11-21` or `2026-11-21T09:00`.
  ///   - stdin: Standard input; nil gives an empty one.
  ///   - env: Extra variables, applied last (they win).
  ///   - sandbox: The sandbox to run in; nil makes a fresh one and removes it afterwards.
  ///   - program: Another program to run in the same environment (a shell), with the
  ///     sherpa binary's folder first on its PATH.
  /// - Returns: The exit status and everything written to stdout and stderr.
  static func run(
    _ args: [String], now: String, stdin: String? = nil, env: [String: String] = [:],
    in sandbox: Sandbox? = nil, program: String? = nil
  ) throws -> (status: Int32, stdout: String, stderr: String) {
    let box = try sandbox ?? Sandbox()
    defer { if sandbox == nil { box.remove() } }

    var environment = ProcessInfo.processInfo.environment
    for key in environment.keys where key.hasPrefix("SHERPA_") || key.hasPrefix("XDG_") {
      environment[key] = nil
    }
    environment["SHERPA_NOW"] = now
    environment["SHERPA_STORE"] = box.store.path
    // Every test store is the same device, so two stores made alike are alike byte for byte.
    environment["SHERPA_DEVICE"] = "test"
    environment["XDG_CONFIG_HOME"] = box.config.path
    environment["HOME"] = box.root.path
    environment["NO_COLOR"] = "1"
    let folder = try binary().deletingLastPathComponent().path
    environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment.merge(env) { _, new in new }

    // Files, not pipes: no reader threads, and no deadlock on large output.
    let outURL = box.root.appendingPathComponent("stdout-\(UUID().uuidString)")
    let errURL = box.root.appendingPathComponent("stderr-\(UUID().uuidString)")
    let inURL = box.root.appendingPathComponent("stdin-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    FileManager.default.createFile(atPath: inURL.path, contents: Data((stdin ?? "").utf8))
    defer {
      for url in [outURL, errURL, inURL] { try? FileManager.default.removeItem(at: url) }
    }

    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let input = try FileHandle(forReadingFrom: inURL)
    defer {
      try? out.close()
      try? err.close()
      try? input.close()
    }

    let process = Process()
    process.executableURL = try program.map { URL(fileURLWithPath: $0) } ?? binary()
    process.arguments = args
    process.environment = environment
    process.currentDirectoryURL = box.root
    process.standardInput = input
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()

    let stdout = String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
    let stderr = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
    return (process.terminationStatus, stdout, stderr)
  }

  /// The `sherpa` executable that `swift build --build-tests` put next to the test bundle.
  static func binary(filePath: String = #filePath) throws -> URL {
    var candidates: [URL] = []
    if let explicit = ProcessInfo.processInfo.environment["SHERPA_TEST_BINARY"] {
      candidates.append(URL(fileURLWithPath: explicit))
    }
    // Linux: the .xctest is an executable in .build/<triple>/debug, so this is that directory.
    // macOS: the bundle sits in .build/debug, next to the executable.
    let bundle = Bundle.main.bundleURL
    candidates.append(bundle.appendingPathComponent("sherpa"))
    candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("sherpa"))
    for test in Bundle.allBundles where test.bundleURL.pathExtension == "xctest" {
      candidates.append(test.bundleURL.deletingLastPathComponent().appendingPathComponent("sherpa"))
    }
    // Walk up from this file to the package root: Tests/SherpaCLITests/Support/Sherpa.swift.
    var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while directory.path != "/" {
      let build = directory.appendingPathComponent(".build")
      if FileManager.default.fileExists(atPath: build.path) {
        candidates.append(build.appendingPathComponent("debug/sherpa"))
        candidates.append(build.appendingPathComponent("release/sherpa"))
        break
      }
      directory.deleteLastPathComponent()
    }
    if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }
    ) {
      return found
    }
    throw NotBuilt(searched: candidates.map(\.path))
  }
}

/// Golden files in `Tests/SherpaCLITests/Snapshots/<name>.txt`; `SHERPA_RECORD=1` rewrites them.
enum Snapshot {
  struct Missing: Error, CustomStringConvertible {
    let path: String
    var description: String { "No snapshot at \(path); run with SHERPA_RECORD=1 to record it." }
  }

  static func directory(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // SherpaCLITests
      .appendingPathComponent("Snapshots", isDirectory: true)
  }

  /// The recorded text for `name`, after recording `actual` first when `SHERPA_RECORD=1`.
  static func expected(named name: String, actual: String) throws -> String {
    let url = directory().appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["SHERPA_RECORD"] == "1" {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw Missing(path: url.path)
    }
    return String(decoding: data, as: UTF8.self)
  }
}

extension Sherpa.Sandbox {
  /// The bytes of every file in the sandbox except the user grammar folder: the document,
  /// its backup, lock and cache, and each history file, by path relative to the root.
  func storeFiles() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let manager = FileManager.default
    guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil) else {
      return files
    }
    let prefix = root.standardizedFileURL.path + "/"
    for case let url as URL in walker {
      let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
      var isDirectory: ObjCBool = false
      guard !path.hasPrefix("config"),
        manager.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      files[path] = try Data(contentsOf: url)
    }
    return files
  }
}

/// One person's store over several days: the same sandbox for every run, `SHERPA_NOW`
/// given per run.
struct StoreSession {
  typealias Run = (status: Int32, stdout: String, stderr: String)

  let sandbox: Sherpa.Sandbox
  /// Extra variables for every run (`TZ`, `NO_COLOR`).
  var env: [String: String] = [:]

  init(env: [String: String] = [:]) throws {
    sandbox = try Sherpa.Sandbox()
    self.env = env
  }

  /// A session whose sandbox starts with `files` (from `Sandbox.storeFiles()`).
  init(files: [String: Data], env: [String: String] = [:]) throws {
    try self.init(env: env)
    for (path, bytes) in files {
      let url = sandbox.root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try bytes.write(to: url)
    }
  }

  func remove() { sandbox.remove() }

  /// Runs `sherpa args…` at `now`, whatever happens.
  ///
  /// - Parameter program: Another program to run in the store's environment (a shell).
  func attempt(
    _ args: [String], at now: String, env extra: [String: String] = [:], program: String? = nil
  ) throws -> Run {
    try Sherpa.run(
      args, now: now, env: env.merging(extra) { _, new in new }, in: sandbox, program: program)
  }

  /// Runs `sherpa args…` at `now` and records an issue unless it exits 0 with nothing on
  /// stderr.
  ///
  /// - Returns: Standard output.
  @discardableResult
  func run(
    _ args: [String], at now: String, env extra: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let run = try attempt(args, at: now, env: extra)
    if run.status != 0 || !run.stderr.isEmpty {
      Issue.record(
        "sherpa \(args.joined(separator: " ")) at \(now) exited \(run.status): \(run.stderr)",
        sourceLocation: sourceLocation)
    }
    return run.stdout
  }

  /// `run`, with `--json` added and the output read as one JSON object.
  func object(
    _ args: [String], at now: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String: Any] {
    try StoreSession.object(run(args + ["--json"], at: now, sourceLocation: sourceLocation))
  }

  /// `sherpa add --yes PHRASE` for each phrase, at `now`.
  func add(_ phrases: [String], at now: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    for phrase in phrases {
      try run(["add", "--yes", phrase], at: now, sourceLocation: sourceLocation)
    }
  }

  static func object(_ text: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(
      with: Data(text.utf8), options: [.fragmentsAllowed])
    return try #require(value as? [String: Any], "not a JSON object: \(text)")
  }

  static func array(_ text: String) throws -> [[String: Any]] {
    let value = try JSONSerialization.jsonObject(
      with: Data(text.utf8), options: [.fragmentsAllowed])
    return try #require(value as? [[String: Any]], "not a JSON array of objects: \(text)")
  }
}

/// A store built once through the binary, kept as bytes, and laid down afresh for each test
/// that asks: many tests start from one history without replaying it.
final class StoreTemplate: Sendable {
  struct SetupFailure: Error, CustomStringConvertible {
    let description: String
  }

  private let files: Result<[String: Data], SetupFailure>

  /// Runs `build` now and keeps the files it leaves; its sandbox is removed.
  init(_ build: () throws -> StoreSession) {
    do {
      let session = try build()
      defer { session.remove() }
      files = .success(try session.sandbox.storeFiles())
    } catch {
      files = .failure(SetupFailure(description: "The template store could not be built: \(error)"))
    }
  }

  /// A fresh session holding a copy of the template's files.
  func session(env: [String: String] = [:]) throws -> StoreSession {
    try StoreSession(files: files.get(), env: env)
  }
}

extension Dictionary where Key == String, Value == Any {
  /// The `items` of a `today --json` object.
  var items: [[String: Any]] { self["items"] as? [[String: Any]] ?? [] }

  /// The item called `name` among `items`, if the day holds it.
  func item(_ name: String) -> [String: Any]? {
    items.first { $0["name"] as? String == name }
  }
}
