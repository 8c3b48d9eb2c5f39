#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs another program, and waits for it or talks to it: the tools reminders go through
/// (`notify-send`, a hook, `systemctl`, `crontab`) and `sherpa-model`, the coach's HTTP
/// client. No shell unless asked for.
enum Subprocess {
  /// A program started with pipes to its standard input and output, not yet waited for.
  struct Child {
    let pid: pid_t
    /// The write end of its standard input.
    let input: Int32
    /// The read end of its standard output; -1 when it was left to pass through.
    let output: Int32

    /// Writes `bytes` to its standard input and closes it; a program that does not read its
    /// input must not stop us with SIGPIPE.
    func send(_ bytes: [UInt8]) {
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
    func terminate() { kill(pid, SIGTERM) }

    /// Its exit status once it ends: 128 + the signal's number when a signal ended it.
    func wait() -> Int32 {
      if output >= 0 { close(output) }
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
  }

  /// The program's exit status (127 when it could not be started), with `input` on its
  /// standard input and `environment` added to (or replacing in) this process's.
  ///
  /// - Parameter capture: Whether its standard output is read back; else it passes through.
  @discardableResult
  static func run(
    _ arguments: [String], input: [UInt8] = [], environment: [(String, String)] = [],
    capture: Bool = false
  ) -> (status: Int32, output: String) {
    guard let child = start(arguments, environment: environment, capture: capture) else {
      return (127, "")
    }
    child.send(input)
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while capture {
      let n = read(child.output, &buffer, buffer.count)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      output += buffer[0..<n]
    }
    return (child.wait(), String(decoding: output, as: UTF8.self))
  }

  /// Starts a program without waiting for it, its standard error this process's; nil when it
  /// could not be started.
  ///
  /// - Parameters:
  ///   - environment: Variables added to (or replacing in) this process's.
  ///   - capture: Whether its standard output comes to `Child.output`; else it passes through.
  static func start(
    _ arguments: [String], environment: [(String, String)] = [], capture: Bool = true
  ) -> Child? {
    var inPipe: [Int32] = [0, 0]
    var outPipe: [Int32] = [0, 0]
    guard pipe(&inPipe) == 0 else { return nil }
    guard pipe(&outPipe) == 0 else {
      close(inPipe[0])
      close(inPipe[1])
      return nil
    }
    // Ours stay ours: another program started later must not hold them open.
    for fd in [inPipe[1], outPipe[0]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
    posix_spawn_file_actions_addclose(&actions, inPipe[1])
    posix_spawn_file_actions_addclose(&actions, outPipe[0])
    if capture { posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1) }
    posix_spawn_file_actions_addclose(&actions, outPipe[1])

    let replaced = Set(environment.map(\.0))
    var pairs: [String] = []
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      let name = String(text.prefix { $0 != "=" })
      if !replaced.contains(name) { pairs.append(text) }
      entry += 1
    }
    pairs += environment.map { $0.0 + "=" + $0.1 }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = pairs.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
    close(inPipe[0])
    close(outPipe[1])
    guard spawned == 0 else {
      close(inPipe[1])
      close(outPipe[0])
      return nil
    }
    if !capture { close(outPipe[0]) }
    return Child(pid: pid, input: inPipe[1], output: capture ? outPipe[0] : -1)
  }

  /// The full path of a program on `PATH`, or nil.
  static func find(_ program: String) -> String? {
    if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = folder + "/" + program
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}
