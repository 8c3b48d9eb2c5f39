import Foundation
import Testing

/// Runs `Tests/Reliability/reliability.sh` against the built binary: concurrent writers,
/// writers killed with SIGKILL, damaged files, a read-only folder and a full disk. The script
/// prints one `ok - …` / `not ok - …` line per check; its whole output is attached on failure.
///
/// The moments the crash writer kills a writer at come from a fixed seed, printed with the
/// run; `RELIABILITY_SEED=N swift test --filter ReliabilityTests` tries another.
struct ReliabilityTests {
  static let defaultSeed = "20261121"

  @Test(.timeLimit(.minutes(5)))
  func reliabilityScriptPasses() throws {
    let binary = try Sherpa.binary()
    // Tests/SherpaCLITests/ReliabilityTests.swift → the package root.
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // SherpaCLITests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
    let script = root.appendingPathComponent("Tests/Reliability/reliability.sh")

    // A file, not a pipe: no reader thread, and no deadlock however much the script prints.
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("sherpa-reliability-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let output = try FileHandle(forWritingTo: log)
    defer { try? output.close() }

    var environment = ProcessInfo.processInfo.environment
    let seed = environment["RELIABILITY_SEED"] ?? Self.defaultSeed
    environment["RELIABILITY_SEED"] = seed
    print("ReliabilityTests: RELIABILITY_SEED=\(seed)")

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", script.path, binary.path]
    process.environment = environment
    process.currentDirectoryURL = root
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = output
    try process.run()
    process.waitUntilExit()

    let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
    #expect(
      process.terminationReason == .exit && process.terminationStatus == 0,
      "reliability.sh exited \(process.terminationStatus) with RELIABILITY_SEED=\(seed):\n\(text)")
  }
}
