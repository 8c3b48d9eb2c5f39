// The REPL's Tab with the store in SHERPA_STORE: the first call (which reads the store)
// and the median of repeated calls (the names cached until the store file changes).
//
//     SHERPA_STORE=F/store.json completion-benchmark [--runs N] LINE...
@_spi(Benchmarks) import SherpaCLI

#if canImport(Glibc)
  import Glibc
#endif

func milliseconds(_ body: () -> Void) -> Double {
  var start = timespec()
  var end = timespec()
  clock_gettime(CLOCK_MONOTONIC, &start)
  body()
  clock_gettime(CLOCK_MONOTONIC, &end)
  return Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1e6
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 200
if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count {
  runs = Int(arguments[flag + 1]) ?? runs
  arguments.removeSubrange(flag...flag + 1)
}
for line in arguments {
  let probe = CompletionProbe()
  var count = 0
  let first = milliseconds { count = probe.complete(line).count }
  var times: [Double] = []
  for _ in 0..<runs { times.append(milliseconds { _ = probe.complete(line) }) }
  times.sort()
  let median = times[times.count / 2]
  let slowest = times.last ?? 0
  print(
    "\(line.debugDescription): \(count) completions; first \(format3(first)) ms, "
      + "then median \(format3(median)) ms, slowest \(format3(slowest)) ms over \(runs)")
}

func format3(_ value: Double) -> String {
  let scaled = (value * 1000).rounded() / 1000
  return String(scaled)
}
