import SherpaActions

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where questions are asked and answered: standard input, or the REPL's line editor (so
/// Ctrl-C and keys typed ahead behave as at the prompt). The only terminal state there is,
/// held by the workspace, not in globals.
struct Terminal {
  /// Set while standard input is run as a script: plain output, no questions.
  var isScript = false
  /// The line editor's way of asking, in the REPL.
  var editor: ((String) -> String?)?

  /// Whether there is someone to ask: the REPL, or a terminal on standard input.
  var canAsk: Bool { editor != nil || (!isScript && isatty(STDIN_FILENO) == 1) }

  /// Asks and reads the answer; nil at the end of input.
  func ask(_ prompt: String) -> String? {
    if let editor { return editor(prompt) }
    var out = Output()
    out.text(prompt)
    out.flush()
    return readLine()
  }

  /// Asks a yes-or-no question; anything but yes (or just Return when `default` is true)
  /// is no.
  func confirm(_ question: String, default yes: Bool = true) -> Bool {
    guard let answer = ask(question + (yes ? " [Y/n] " : " [y/N] ")) else { return false }
    let word = answer.trimmingWhitespace().lowercased()
    if word.isEmpty { return yes }
    return word == "y" || word == "yes"
  }
}

extension Terminal {
  /// Runs `body`, and when it refuses an amount far past the item's target, asks whether
  /// it is right (where someone can be asked) and runs it again allowing it.
  func confirmingLarge<T>(_ body: (_ large: Bool) throws -> T) throws -> T {
    do {
      return try body(false)
    } catch let refusal as LargeAmount {
      guard canAsk else { throw refusal }
      guard confirm(refusal.question, default: false) else {
        throw CommandFailure("Nothing was logged.")
      }
      return try body(true)
    }
  }
}
