import Synchronization
import Testing

@testable import SherpaCore

#if canImport(Glibc)
  import Glibc
#endif

/// Work handed to the second thread: each value comes back to the one who asked, work the
/// second thread has not begun is run by the caller who waits for it, and work it took runs
/// there.
struct BesideTests {
  /// A number for the thread running now, comparable across threads.
  static func threadNumber() -> UInt { UInt(pthread_self()) }

  /// A flag one thread sets and another waits for.
  final class Flag: Sendable {
    private let value = Atomic<Bool>(false)

    func set() { value.store(true, ordering: .releasing) }

    var isSet: Bool { value.load(ordering: .acquiring) }

    /// Whether it was set within five seconds.
    func waitFor() -> Bool {
      for _ in 0..<50_000 {
        if isSet { return true }
        usleep(100)
      }
      return false
    }
  }

  @Test func everyValueComesBackToWhoAskedFromManyThreadsAtOnce() {
    let totals = Slices.each(4) { slice -> [Int] in
      // Queued together, taken in another order than they were made.
      let works = (0..<50).map { n in Beside { (0...(slice * 100 + n)).reduce(0, +) } }
      return works.indices.reversed().map { works[$0].wait() }
    }
    for (slice, values) in totals.enumerated() {
      let expected = (0..<50).reversed().map { n in
        let last = slice * 100 + n
        return last * (last + 1) / 2
      }
      #expect(values == expected, "slice \(slice)")
    }
  }

  @Test(.enabled(if: Slices.processors > 1))
  func workTheSecondThreadHasNotBegunRunsOnTheCallerWhoWaits() {
    let started = Flag()
    let release = Flag()
    // Keeps the second thread busy until released.
    let busy = Beside { () -> UInt in
      started.set()
      while !release.isSet { usleep(100) }
      return Self.threadNumber()
    }
    #expect(started.waitFor(), "the second thread never took the first work")
    let queued = Beside { Self.threadNumber() }
    let caller = Self.threadNumber()
    #expect(queued.wait() == caller)
    release.set()
    #expect(busy.wait() != caller)
  }

  @Test(.enabled(if: Slices.processors > 1))
  func workTheSecondThreadTookRunsThereAndIsWaitedFor() {
    let started = Flag()
    let work = Beside { () -> UInt in
      started.set()
      // Still running when the caller asks: the caller waits for it to end.
      usleep(20_000)
      return Self.threadNumber()
    }
    #expect(started.waitFor(), "the second thread never took the work")
    #expect(work.wait() != Self.threadNumber())
  }
}
