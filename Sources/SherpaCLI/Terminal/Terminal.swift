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

  /// A line typed at a question that was not its answer, to be read as the next line.
  let pending = PendingLine()

  /// Asks a yes-or-no question: yes, no, or just Return for `default`. Any other line
  /// cancels the question (it is no), says so, and is kept in `pending` to be read next, so
  /// a question never swallows what was typed at it.
  func confirm(_ question: String, default yes: Bool = true) -> Bool {
    guard let answer = ask(question + (yes ? " [Y/n] " : " [y/N] ")) else { return false }
    let word = answer.trimmingWhitespace().lowercased().filter { $0 != "." && $0 != "!" }
    if word.isEmpty { return yes }
    if Self.yes.contains(String(word)) { return true }
    if Self.no.contains(String(word)) { return false }
    pending.line = answer
    var out = Output()
    out.line(
      editor == nil
        ? "That is not a yes or a no, so the question is cancelled and nothing was changed."
        : "That is not a yes or a no, so the question is cancelled; reading it as the next line.")
    out.flush()
    return false
  }

  static let yes: Set<String> = ["y", "yes", "yeah", "yep", "yup", "sure", "ok", "okay"]
  static let no: Set<String> = ["n", "no", "nope", "nah", "not now", "no thanks", "cancel"]
}

/// The line a cancelled question leaves to be read next (shared by copies of a terminal).
final class PendingLine: @unchecked Sendable {
  var line: String?

  /// The line, once.
  func take() -> String? {
    defer { line = nil }
    return line
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
