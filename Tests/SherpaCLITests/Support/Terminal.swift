import Foundation

/// A program in a pseudo-terminal, driven through tmux: keys go in, the screen comes out.
///
/// Each terminal has its own tmux server (a socket of its own, no config file), so tests
/// never touch a person's tmux or each other.
final class Terminal {
  let socket = "sherpa-test-" + UUID().uuidString.prefix(8)

  struct Timeout: Error, CustomStringConvertible {
    let waitingFor: String
    let screen: String
    var description: String { "Waited for '\(waitingFor)'; the screen was:\n\(screen)" }
  }

  /// Starts `program arguments…` with `environment` in a `width`×`height` terminal.
  init(
    _ program: String, _ arguments: [String] = [], environment: [String: String],
    width: Int = 100, height: Int = 40
  ) throws {
    let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let command = (["env", "-i"] + assignments + [program] + arguments).map(Self.quoted)
      .joined(separator: " ")
    try tmux([
      "-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(width)", "-y",
      "\(height)", command,
    ])
  }

  deinit { try? tmux(["kill-server"]) }

  /// Types text as it is.
  func type(_ text: String) throws { try tmux(["send-keys", "-t", "main", "-l", "--", text]) }

  /// Presses keys by tmux name: Enter, Tab, Up, C-c, C-d.
  func press(_ keys: String...) throws { try tmux(["send-keys", "-t", "main"] + keys) }

  func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
  }

  /// What the terminal shows, trailing blank lines left out.
  ///
  /// - Parameter escapes: Keep the escape sequences that set colour and weight.
  func screen(escapes: Bool = false) throws -> String {
    var lines = try tmux(
      ["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", "main", "-S", "-200"]
    )
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// Waits until the screen shows `text` (the program works at its own pace), and returns it.
  ///
  /// - Parameter count: How many times it must show: 2 for a line that was there before.
  @discardableResult
  func waitFor(_ text: String, count: Int = 1, seconds: Double = 20) throws -> String {
    let deadline = Date().addingTimeInterval(seconds)
    var shown = ""
    while Date() < deadline {
      shown = (try? screen()) ?? ""
      if shown.components(separatedBy: text).count > count { return shown }
      usleep(50_000)
    }
    throw Timeout(waitingFor: text, screen: shown)
  }

  /// Waits until the last line on the screen is `prompt`: the program is reading again.
  func waitForPrompt(_ prompt: String, seconds: Double = 20) throws {
    let deadline = Date().addingTimeInterval(seconds)
    var shown = ""
    while Date() < deadline {
      shown = (try? screen()) ?? ""
      if shown.split(separator: "\n").last.map(String.init) == prompt { return }
      usleep(50_000)
    }
    throw Timeout(waitingFor: "the prompt '\(prompt)'", screen: shown)
  }

  /// Waits until the program has ended (its tmux session is gone).
  func waitForExit(seconds: Double = 20) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if (try? tmux(["has-session", "-t", "main"])) == nil { return }
      usleep(50_000)
    }
    throw Timeout(waitingFor: "the program to end", screen: (try? screen()) ?? "")
  }

  struct Failed: Error { let arguments: [String] }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    // posix_spawn and waitpid, not Process: the tmux server that new-session forks keeps
    // descriptors that leave Foundation waiting for a client that has long exited.
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tmux-\(socket)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    let words = ["tmux", "-L", socket] + arguments
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    // The test runner's blocked and ignored signals would pass down to the program.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid = pid_t()
    guard posix_spawnp(&pid, "tmux", &actions, &attributes, &argv, environ) == 0 else {
      throw Failed(arguments: arguments)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    guard status == 0 else { throw Failed(arguments: arguments) }
    return String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
  }

  private static func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
