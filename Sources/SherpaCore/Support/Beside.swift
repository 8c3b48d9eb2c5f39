#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Work run on a thread of its own while the caller goes on with something else, its value
/// taken with `wait()`: how a one-shot command decodes its store's document and its month
/// file at once. A thread of its own, not Dispatch's pool, which costs more to start than
/// a one-shot's work takes. With one processor, or when no thread can be made, the work runs
/// in `wait()`.
package final class Beside<Value>: ThreadWork, @unchecked Sendable {
  private let work: () -> Value
  private var value: Value?
  private var thread: pthread_t?

  /// Starts `work`; every value it touches must be its own or not used by anyone else
  /// until `wait()` returns.
  package init(_ work: @escaping () -> Value) {
    self.work = work
    super.init()
    if Slices.processors > 1 { thread = start() }
  }

  override func run() { value = work() }

  // Left without `wait()` (its caller threw): the thread frees itself when it ends.
  deinit {
    if let thread { pthread_detach(thread) }
  }

  /// The work's value, once its thread has ended (or run here, when it had none).
  package func wait() -> Value {
    if let thread {
      pthread_join(thread, nil)
      self.thread = nil
    }
    if let value { return value }
    let done = work()
    value = done
    return done
  }
}

/// What a thread runs: not generic, as a C function cannot be.
package class ThreadWork {
  func run() {}

  /// Runs `run()` on a new thread, which holds this object until it ends; nil when no
  /// thread could be made.
  func start() -> pthread_t? {
    var thread = pthread_t()
    let context = Unmanaged.passRetained(self).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { context in
        Unmanaged<ThreadWork>.fromOpaque(context!).takeRetainedValue().run()
        return nil
      }, context)
    guard started == 0 else {
      Unmanaged<ThreadWork>.fromOpaque(context).release()
      return nil
    }
    return thread
  }
}
