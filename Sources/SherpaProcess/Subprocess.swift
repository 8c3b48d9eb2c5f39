#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way this program starts another: git for a sync, `sherpa-model` for the coach,
/// the tools reminders go through (`notify-send`, a hook, `systemctl`, `crontab`), and
/// `sherpa-mcp`, which `sherpa mcp` becomes. `posix_spawnp` with pipes; no shell unless
/// asked for, and no Foundation, so that a one-shot command does not load it.
public enum Subprocess {
  /// The environment a program starts with.
  public enum Environment: Sendable {
    /// This process's, with these variables added (or replacing the same names).
    case inherited(adding: [(String, String)])
    /// Exactly these `NAME=value` entries.
    case exactly([String])
  }

  /// Why a program did not start: the `errno` of the spawn.
  public struct NotStarted: Error, Sendable {
    public let code: Int32
    /// The system's words for it (`No such file or directory`).
    public var reason: String { String(cString: strerror(code)) }
  }

  /// A finished program: its exit status (128 + the signal's number when a signal ended it)
  /// and what it wrote to the streams that were captured.
  public struct Finished: Sendable {
    public var status: Int32
    public var output: [UInt8]
    public var error: [UInt8]
  }

  /// A program started with a pipe to its standard input (and from its standard output and
  /// error when captured), not yet waited for.
  public struct Child {
    public let pid: pid_t
    /// The write end of its standard input; -1 once closed by `send`.
    public let input: Int32
    /// The read end of its standard output; -1 when it passes through.
    public let output: Int32
    /// The read end of its standard error; -1 when it passes through.
    public let error: Int32

    /// Writes `bytes` to its standard input and closes it; a program that does not read its
    /// input must not stop us with SIGPIPE.
    public func send(_ bytes: [UInt8]) {
      let previous = signal(SIGPIPE, SIG_IGN)
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { break }
        offset += written
      }
      close(input)
      signal(SIGPIPE, previous)
    }

    /// Asks it to end (SIGTERM).
    public func terminate() { kill(pid, SIGTERM) }

    /// Reads its captured standard output and error to their ends, both at once so that
    /// neither pipe fills while the other is read.
    public func collect() -> (output: [UInt8], error: [UInt8]) {
      var collected: [[UInt8]] = [[], []]
      var open = [(output, 0), (error, 1)].filter { $0.0 >= 0 }
      var buffer = [UInt8](repeating: 0, count: 65536)
      while !open.isEmpty {
        var polled = open.map { pollfd(fd: $0.0, events: Int16(POLLIN), revents: 0) }
        guard poll(&polled, nfds_t(polled.count), -1) >= 0 || errno == EINTR else { break }
        var still: [(Int32, Int)] = []
        for (entry, p) in zip(open, polled) {
          guard p.revents != 0 else {
            still.append(entry)
            continue
          }
          let n = read(entry.0, &buffer, buffer.count)
          if n > 0 {
            collected[entry.1] += buffer[0..<n]
            still.append(entry)
          } else if n < 0 && errno == EINTR {
            still.append(entry)
          }
        }
        open = still
      }
      return (collected[0], collected[1])
    }

    /// Its exit status once it ends: 128 + the signal's number when a signal ended it.
    public func wait() -> Int32 {
      for fd in [output, error] where fd >= 0 { close(fd) }
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
  }

  /// Starts a program without waiting for it.
  ///
  /// - Parameters:
  ///   - arguments: The program (looked up on `PATH` unless it holds a `/`) and its
  ///     arguments.
  ///   - output: Whether its standard output comes to `Child.output`; else it passes through.
  ///   - error: Whether its standard error comes to `Child.error`; else it passes through.
  public static func start(
    _ arguments: [String], environment: Environment = .inherited(adding: []),
    output: Bool = true, error: Bool = false
  ) throws(NotStarted) -> Child {
    var pipes: [[Int32]] = []
    for _ in 0..<3 {
      var fds: [Int32] = [-1, -1]
      guard pipe(&fds) == 0 else {
        let code = errno
        for fds in pipes { for fd in fds { close(fd) } }
        throw NotStarted(code: code)
      }
      pipes.append(fds)
    }
    // The child's ends, and ours: ours stay ours, so a program started later cannot hold
    // them open.
    let theirs = [pipes[0][0], pipes[1][1], pipes[2][1]]
    let ours = [pipes[0][1], pipes[1][0], pipes[2][0]]
    for fd in ours { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, theirs[0], 0)
    if output { posix_spawn_file_actions_adddup2(&actions, theirs[1], 1) }
    if error { posix_spawn_file_actions_adddup2(&actions, theirs[2], 2) }
    for fd in theirs { posix_spawn_file_actions_addclose(&actions, fd) }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = entries(environment).map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
    for fd in theirs { close(fd) }
    guard spawned == 0 else {
      for fd in ours { close(fd) }
      throw NotStarted(code: spawned)
    }
    if !output { close(ours[1]) }
    if !error { close(ours[2]) }
    return Child(
      pid: pid, input: ours[0], output: output ? ours[1] : -1, error: error ? ours[2] : -1)
  }

  /// Runs a program and waits for it, with `input` on its standard input.
  ///
  /// - Parameters:
  ///   - output: Whether its standard output is read back; else it passes through.
  ///   - error: Whether its standard error is read back; else it passes through.
  public static func finish(
    _ arguments: [String], input: [UInt8] = [], environment: Environment = .inherited(adding: []),
    output: Bool = false, error: Bool = false
  ) throws(NotStarted) -> Finished {
    let child = try start(arguments, environment: environment, output: output, error: error)
    child.send(input)
    let (out, err) = child.collect()
    return Finished(status: child.wait(), output: out, error: err)
  }

  /// The program's exit status (127 when it could not be started), with `input` on its
  /// standard input and `environment` added to (or replacing in) this process's.
  ///
  /// - Parameter capture: Whether its standard output is read back; else it passes through.
  @discardableResult
  public static func run(
    _ arguments: [String], input: [UInt8] = [], environment: [(String, String)] = [],
    capture: Bool = false
  ) -> (status: Int32, output: String) {
    guard
      let finished = try? finish(
        arguments, input: input, environment: .inherited(adding: environment), output: capture)
    else { return (127, "") }
    return (finished.status, String(decoding: finished.output, as: UTF8.self))
  }

  /// Becomes the program at `path` (`execv`): returns only when that could not be done.
  public static func become(_ path: String, arguments: [String]) -> NotStarted {
    var pointers = ([path] + arguments).map { strdup($0) }
    pointers.append(nil)
    execv(path, pointers)
    let code = errno
    for pointer in pointers { free(pointer) }
    return NotStarted(code: code)
  }

  /// The full path of a program on `PATH`, or nil.
  public static func find(_ program: String) -> String? {
    if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = folder + "/" + program
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// This process's environment as `NAME=value` entries.
  public static var inheritedEnvironment: [String] {
    var entries: [String] = []
    var entry = environ
    while let pointer = entry.pointee {
      entries.append(String(cString: pointer))
      entry += 1
    }
    return entries
  }

  private static func entries(_ environment: Environment) -> [String] {
    switch environment {
    case .exactly(let entries): return entries
    case .inherited(let added):
      let replaced = Set(added.map(\.0))
      let kept = inheritedEnvironment.filter { !replaced.contains(String($0.prefix { $0 != "=" })) }
      return kept + added.map { $0.0 + "=" + $0.1 }
    }
  }
}
