#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The terminal's settings before raw mode, for the signal handlers to put back: a handler
// can reach nothing else. Set and read only on the main thread and in those handlers.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var isRaw = false

/// Puts the terminal back and dies of the signal as it would have: SIGTERM, SIGHUP, a
/// SIGINT sent from elsewhere. The session stays in the store for the next `focus`.
private func restoreAndRaise(_ signal: Int32) {
  if isRaw {
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings)
    let show: [UInt8] = Array("\u{1B}[?25h\r\n".utf8)
    _ = show.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  }
  _ = Glibc.signal(signal, SIG_DFL)
  _ = raise(signal)
}

/// Single keys from the terminal, without Return or echo, for the focus countdown. Ctrl-C
/// comes as a key (3), so the countdown can ask before stopping; the terminal is put back on
/// every way out: `leave()`, a signal, or the process ending.
enum RawKeys {
  /// Ctrl-C, Ctrl-D and Escape as keys.
  static let interrupt: UInt8 = 3
  static let endOfInput: UInt8 = 4

  /// Raw mode on standard input; false when it is not a terminal.
  static func enter() -> Bool {
    guard !isRaw else { return true }
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
    savedSettings = settings
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &settings.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] { _ = Glibc.signal(signal, restoreAndRaise) }
    guard tcsetattr(STDIN_FILENO, TCSANOW, &settings) == 0 else { return false }
    isRaw = true
    atexit { if isRaw { _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings) } }
    return true
  }

  /// The terminal as it was.
  static func leave() {
    guard isRaw else { return }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings)
    isRaw = false
    for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] { _ = Glibc.signal(signal, SIG_DFL) }
  }

  /// The next key, waiting up to `milliseconds`; nil when none came.
  static func key(within milliseconds: Int32) -> UInt8? {
    var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, milliseconds) > 0 else { return nil }
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
  }

  /// The terminal's width in columns (80 when it does not say).
  static var width: Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  /// Seconds on a clock that only goes forward.
  static var monotonic: Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}
