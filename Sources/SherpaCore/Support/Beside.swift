import CProcess
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Work run on the process's second thread while the caller goes on with something else,
/// its value taken with `wait()`: how a one-shot command decodes its store's document and
/// its month file at once. A caller that wants the value before the second thread has
/// started on it runs the work itself, so no more threads run than there are processors and
/// nothing waits behind work nobody has begun. With one processor the work runs in `wait()`.
package final class Beside<Value>: BesideWork, @unchecked Sendable {
  private let work: () -> Value
  private var value: Value?

  /// Queues `work`; every value it touches must be its own or not used by anyone else
  /// until `wait()` returns.
  package init(_ work: @escaping () -> Value) {
    self.work = work
    super.init()
    if Slices.processors > 1 { SecondThread.shared.queue(self) }
  }

  override func run() { value = work() }

  /// The work's value: run here when the second thread has not started it.
  package func wait() -> Value {
    if claim() {
      run()
      finish()
    } else {
      SecondThread.shared.waitUntilFinished(self)
    }
    return value!
  }
}

/// What the second thread runs: not generic, so one queue holds every kind.
package class BesideWork {
  /// 0 queued, 1 taken by a thread, 2 finished.
  fileprivate let state = Atomic<Int>(0)

  func run() {}

  /// Takes the work to run on this thread; false when another thread took it.
  fileprivate func claim() -> Bool {
    state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
  }

  fileprivate func finish() { state.store(2, ordering: .releasing) }

  fileprivate var isFinished: Bool { state.load(ordering: .acquiring) == 2 }
}

/// The one thread beside the main one. It starts on first use (`SecondThread.start()` as a
/// one-shot command begins, so its start overlaps the command's own), runs queued work in
/// order, and keeps looking for more for a moment before it sleeps: waking a sleeping thread
/// on an idle processor of a virtual machine costs a tenth of a millisecond or more, about
/// what the work saves.
///
/// While it waits for its first work, the thread makes its heap ready (`warmHeap`).
package final class SecondThread: @unchecked Sendable {
  static let shared = SecondThread()

  /// How long the thread looks for more work before it sleeps: longer than a one-shot
  /// command takes between its pieces of work.
  private static let idleNanoseconds = 500_000
  /// How long the thread looks for its first work before it sleeps. A one-shot command
  /// starts the thread as it begins and gives it work once its arguments are read, its
  /// lock taken and its month files listed, up to 1.2 ms in on a slow machine: after
  /// `idleNanoseconds` the thread would have slept, and a sleeping thread woke up to a
  /// millisecond later, once the main thread had done the work itself.
  private static let firstWorkNanoseconds = 5_000_000
  /// How long a caller watches for work to finish before it sleeps.
  private static let finishNanoseconds = 2_000_000
  /// How much of its heap the thread makes ready: what reading a crowded month file takes
  /// (its bytes, its events, their ledger).
  private static let warmBytes = 512 << 10

  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var queued: [BesideWork] = []
  private let waiting = Atomic<Int>(0)
  private var isRunning = false
  /// Whether the thread was started on another processor than its maker's, and so kept to
  /// the others until it runs (`sherpa_place_beside`).
  private var isPlaced = false

  private init() {
    pthread_mutex_init(lock, nil)
    pthread_cond_init(changed, nil)
  }

  /// Starts the thread ahead of its first work, when there is a second processor.
  package static func start() {
    if Slices.processors > 1 { shared.startThread() }
  }

  func queue(_ work: BesideWork) {
    pthread_mutex_lock(lock)
    queued.append(work)
    waiting.add(1, ordering: .releasing)
    pthread_cond_broadcast(changed)
    let mustStart = !isRunning
    pthread_mutex_unlock(lock)
    if mustStart { startThread() }
  }

  /// Returns once `work`, taken by the second thread, has finished.
  func waitUntilFinished(_ work: BesideWork) {
    if Self.watch(Self.finishNanoseconds, { work.isFinished }) { return }
    pthread_mutex_lock(lock)
    while !work.isFinished { pthread_cond_wait(changed, lock) }
    pthread_mutex_unlock(lock)
  }

  private func startThread() {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    guard !isRunning else { return }
    Self.keepHeap()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    isPlaced = sherpa_place_beside(&attributes) != 0
    var thread = pthread_t()
    let context = Unmanaged.passUnretained(self).toOpaque()
    let started = pthread_create(
      &thread, &attributes,
      { context in
        Unmanaged<SecondThread>.fromOpaque(context!).takeUnretainedValue().serve()
        return nil
      }, context)
    guard started == 0 else { return }
    pthread_detach(thread)
    isRunning = true
  }

  /// The thread's loop: the work queued, in order, for as long as the process lives. Work a
  /// caller took for itself is passed over.
  private func serve() -> Never {
    if isPlaced { sherpa_allow_all_processors() }
    Self.warmHeap()
    var idle = Self.firstWorkNanoseconds
    while true {
      _ = Self.watch(idle) { waiting.load(ordering: .acquiring) > 0 }
      idle = Self.idleNanoseconds
      pthread_mutex_lock(lock)
      while queued.isEmpty { pthread_cond_wait(changed, lock) }
      let work = queued.removeFirst()
      waiting.subtract(1, ordering: .relaxed)
      pthread_mutex_unlock(lock)
      guard work.claim() else { continue }
      work.run()
      work.finish()
      pthread_mutex_lock(lock)
      pthread_cond_broadcast(changed)
      pthread_mutex_unlock(lock)
    }
  }

  /// Keeps allocations of up to 4 MB in the heap, and what is freed there: a month file's
  /// bytes and its events (100–200 KB each) would otherwise each be mapped afresh and fault
  /// in page by page, and the second thread's ready heap (`warmHeap`) be given back.
  ///
  /// Then grows the calling thread's heap by a megabyte ahead (no page touched): growing it
  /// later (`brk`) waits for the second thread's `warmHeap`, which holds the process's
  /// memory map meanwhile, and a thread that waits sleeps. (`today` and `done` slept so in
  /// some runs, 0.13 ms a run in the median, and in most once the thread started as they
  /// begin: `today` then took 5.8 ms instead of 3.4.)
  private static func keepHeap() {
    sherpa_keep_heap(4 << 20, 16 << 20)
    sherpa_grow_heap(1 << 20)
  }

  /// Makes the thread's heap and faults in its first half megabyte while there is no work
  /// yet. glibc grows a thread's heap a page at a time, with a system call and a fault for
  /// each: reading a month file on a fresh heap took 26 `mprotect`s, and about 0.4 ms of
  /// the 1.0 ms the work took (`today` on ten years: 3.05 → 2.80 ms, `floor-ab.sh`). Stopping
  /// when work comes saved nothing: its pages are faulted in by the work instead.
  private static func warmHeap() {
    guard let block = malloc(warmBytes) else { return }
    sherpa_fault_in(block, warmBytes)
    free(block)
  }

  /// Whether `condition` came true within `nanoseconds`, checked without sleeping.
  private static func watch(_ nanoseconds: Int, _ condition: () -> Bool) -> Bool {
    let end = monotonicNanoseconds() + nanoseconds
    while !condition() {
      if monotonicNanoseconds() > end { return false }
    }
    return true
  }

  private static func monotonicNanoseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
  }
}
