// The REPL's Tab with the store in SHERPA_STORE: the first call (which reads the store)
// and the median of repeated calls (the names cached until the store file changes).
//
//     SHERPA_STORE=F/store.json completion-benchmark [--runs N] LINE...
import ArgumentParser
@_spi(Benchmarks) import SherpaCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Times the REPL's completer in process.
///
/// An ArgumentParser command, so that `swift package plugin generate-manual`, which asks every
/// executable of the package for its help, gets an answer from this one too.
@main
struct CompletionBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "completion-benchmark",
    abstract: "Time the REPL's Tab on the store in SHERPA_STORE.")

  @Option(help: "How many calls after the first, for the median.")
  var runs = 200

  @Argument(help: "Lines as typed before Tab, like 'done dri'.")
  var lines: [String]

  func run() {
    for line in lines {
      let probe = CompletionProbe()
      var count = 0
      let first = Self.milliseconds { count = probe.complete(line).count }
      var times: [Double] = []
      for _ in 0..<max(runs, 1) { times.append(Self.milliseconds { _ = probe.complete(line) }) }
      times.sort()
      let median = times[times.count / 2]
      let slowest = times.last ?? 0
      print(
        "\(line.debugDescription): \(count) completions; first \(Self.format3(first)) ms, "
          + "then median \(Self.format3(median)) ms, slowest \(Self.format3(slowest)) ms over \(runs)"
      )
    }
  }

  static func milliseconds(_ body: () -> Void) -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    body()
    clock_gettime(CLOCK_MONOTONIC, &end)
    return Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1e6
  }

  static func format3(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return String(scaled)
  }
}
