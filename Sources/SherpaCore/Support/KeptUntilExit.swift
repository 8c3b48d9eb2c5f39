import Synchronization

/// Values a one-shot command is done with but need not free: the process ends a moment
/// later and the system takes its memory back whole. Freeing the store document's parsed
/// tree, node by node, took 0.31 M instructions of `done`'s main thread, about a tenth of
/// it (callgrind). A session frees as usual.
package enum KeptUntilExit {
  private static let isOneShot = Atomic<Bool>(false)
  private static let kept = Mutex<[any Sendable]>([])

  /// Marks the process as a one-shot command, from then on.
  package static func startOneShot() { isOneShot.store(true, ordering: .relaxed) }

  /// Keeps `value` until the process exits when it is a one-shot command; otherwise lets it
  /// go, as leaving scope would.
  package static func keep(_ value: some Sendable) {
    guard isOneShot.load(ordering: .relaxed) else { return }
    kept.withLock { $0.append(value) }
  }
}
