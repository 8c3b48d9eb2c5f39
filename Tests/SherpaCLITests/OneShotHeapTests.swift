import Foundation
import Testing

/// `today` and `done` grow the main thread's heap before they start the second thread
/// (`SecondThread.keepHeap`): growing it later (`brk`) waited for the second thread's heap
/// warm-up, which holds the process's memory map, and the main thread slept meanwhile.
struct OneShotHeapTests {
  static let canTrace =
    FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")
    && ProcessInfo.processInfo.activeProcessorCount > 1

  @Test(
    .enabled(if: canTrace),
    arguments: [["today"], ["done", "drink", "water", "+250ml"]])
  func theMainThreadGrowsItsHeapOnlyBeforeTheSecondThreadStarts(_ command: [String]) throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    let now = "2026-11-21T09:00"
    // A year of history for twenty habits, as the benchmarks make it.
    let maker = ToneTests.packageRoot.appendingPathComponent("Benchmarks/make-store.py").path
    let made = try Sherpa.run(
      [
        "python3", maker, sandbox.root.path, "--items", "20", "--years", "1",
        "--today", "2026-11-21", "--device", "test",
      ], now: now, in: sandbox, program: "/usr/bin/env")
    try #require(made.status == 0, "\(made.stderr)")
    // Twice first, so that the caches are written, as when a person runs it.
    for _ in 0..<2 { _ = try Sherpa.run(command, now: now, in: sandbox) }
    let log = sandbox.root.appendingPathComponent("strace.log").path
    // Through a shell that says which processors the command may use, then becomes it.
    let traced = try Sherpa.run(
      [
        "-f", "-qq", "-o", log, "-e", "trace=brk,clone3", "/bin/sh", "-c",
        "grep Cpus_allowed_list /proc/self/status >&2; exec sherpa \"$@\"", "sh",
      ] + command, now: now, in: sandbox, program: "/usr/bin/strace")
    try #require(traced.status == 0, "\(traced.stderr)")

    // `PID call(…) = result`, one a line, the PID padded to five places (`4096  brk(…)`); the
    // main thread's is the first.
    let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
      .compactMap { line -> (pid: Substring, call: Substring)? in
        let pid = line.prefix(while: \.isNumber)
        return pid.isEmpty ? nil : (pid, line.dropFirst(pid.count).drop { $0 == " " })
      }
    let main = try #require(calls.first?.pid)
    let allowed =
      traced.stderr.split(separator: "\t").last.map(String.init)?
      .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    guard let started = calls.firstIndex(where: { $0.call.hasPrefix("clone3(") }) else {
      // A command allowed one processor (`taskset -c 0`) starts no second thread.
      #expect(
        !allowed.contains("-") && !allowed.contains(","),
        "no second thread started, with processors \(allowed) allowed")
      return
    }
    let before = calls[..<started].filter { $0.pid == main && $0.call.hasPrefix("brk(0x") }
    let after = calls[started...].filter { $0.pid == main && $0.call.hasPrefix("brk(0x") }
    #expect(!before.isEmpty)
    #expect(after.isEmpty, "\(after.map(\.call))")
  }
}
