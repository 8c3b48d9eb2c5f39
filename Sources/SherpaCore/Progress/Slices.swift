import CProcess
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Work over many items split into slices that run side by side, one per processor: what
/// judges every day of thousands of items.
package enum Slices {
  /// Below this many items a slice is not worth a thread: judging a year of a thousand
  /// daily habits takes tens of milliseconds.
  package static let itemsPerSlice = 1_000
  /// Likewise for events folded into a ledger.
  static let eventsPerSlice = 50_000

  /// `part` over `0..<count` cut into consecutive slices of at least `minimum` (one slice
  /// below twice that), each run on its own thread; the slices' results in order.
  ///
  /// - Parameter forced: This many slices instead, whatever the count (for tests).
  package static func run<Result: Sendable>(
    _ count: Int, minimum: Int, slices forced: Int? = nil,
    _ part: @Sendable (Range<Int>) -> Result
  ) -> [Result] {
    let slices = forced ?? slices(for: count, minimum: minimum)
    return each(slices) { slice in part(count * slice / slices..<count * (slice + 1) / slices) }
  }

  /// How many slices `count` things make, at least `minimum` in each, one per processor at
  /// most.
  package static func slices(for count: Int, minimum: Int) -> Int {
    max(1, min(processors, count / max(1, minimum)))
  }

  /// `body` of each slice number below `slices`, side by side; the results in order.
  package static func each<Result: Sendable>(_ slices: Int, _ body: @Sendable (Int) -> Result)
    -> [Result]
  {
    guard slices > 1 else { return [body(0)] }
    let results = Slots<Result>(count: slices)
    defer { results.free() }
    DispatchQueue.concurrentPerform(iterations: slices) { slice in
      results.put(body(slice), at: slice)
    }
    return results.taken()
  }

  /// A slot per slice, each written by its own thread once, read after all have ended.
  private struct Slots<Value>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Value>

    init(count: Int) { buffer = .allocate(capacity: count) }

    func put(_ value: Value, at index: Int) { (buffer.baseAddress! + index).initialize(to: value) }

    /// The values, moved out: every slot must have been put.
    func taken() -> [Value] { (0..<buffer.count).map { (buffer.baseAddress! + $0).move() } }

    func free() { buffer.deallocate() }
  }

  /// The processors this process may run on, at most 8: those online, fewer when its
  /// affinity allows fewer (`taskset -c 0`, a container's cpuset).
  package static let processors: Int = {
    #if canImport(Glibc) || canImport(Darwin)
      // The processors this process may run on are online ones: asked first, as one
      // system call, where counting those online reads a file.
      let allowed = Int(sherpa_allowed_processors())
      if allowed > 0 { return min(8, allowed) }
      return min(8, max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    #else
      return 1
    #endif
  }()
}
