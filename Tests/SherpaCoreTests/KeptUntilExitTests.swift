import SherpaCore
import Synchronization
import Testing

/// A session lets go of what it is done with: only a one-shot command keeps values until it
/// exits (the test process is never marked one-shot).
struct KeptUntilExitTests {
  static let freed = Atomic<Int>(0)

  final class Tracked: Sendable {
    deinit { KeptUntilExitTests.freed.add(1, ordering: .relaxed) }
  }

  @Test func aSessionLetsGoOfWhatItKeeps() {
    let before = Self.freed.load(ordering: .relaxed)
    do {
      let value = Tracked()
      KeptUntilExit.keep(value)
    }
    #expect(Self.freed.load(ordering: .relaxed) == before + 1)
  }
}
