internal import CReadline

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Line editing on a terminal through GNU readline: a prompt, emacs keys, a history kept
/// in a file, and completion asked of a `Completer`.
///
/// Ctrl-C drops the line being typed and starts a fresh one; Ctrl-D on an empty line ends
/// input; a terminal resize redraws the line. This is the only module that touches readline.
public final class LineEditor {
  /// What reading a line gave.
  public enum Input: Equatable, Sendable {
    case line(String)
    /// Ctrl-D on an empty line, or the terminal went away.
    case end
  }

  private let history: LineHistory?

  /// - Parameters:
  ///   - historyFile: Where lines are kept between sessions; nil keeps none.
  ///   - completer: Asked for the words that could complete the one at the cursor.
  public init(historyFile: String?, historyLimit: Int = 1000, completer: Completer?) {
    history = historyFile.map { LineHistory(path: $0, limit: historyLimit) }
    // Readline reads and measures multibyte characters (é, 🔥) only in the person's locale.
    setlocale(LC_CTYPE, "")
    LineEditor.completer = completer
    sherpa_setup(LineEditor.complete)
    using_history()
    sherpa_cap_history(Int32(historyLimit))
    for line in history?.load() ?? [] { add_history(line) }
  }

  deinit { sherpa_restore_signals() }

  /// Reads one line after showing `prompt`. A non-empty line goes into the history.
  public func read(prompt: String) -> Input { read(prompt: prompt, remembering: true) }

  private func read(prompt: String, remembering: Bool) -> Input {
    if LineEditor.received.isEmpty {
      rl_callback_handler_install(prompt, LineEditor.lineHandler)
      defer { rl_callback_handler_remove() }
      while LineEditor.received.isEmpty {
        let ready = sherpa_wait_for_input()
        if ready < 0 { return .end }
        if sherpa_take_resize() != 0 { rl_resize_terminal() }
        if sherpa_take_interrupt() != 0 { sherpa_cancel_line() }
        if ready > 0 { rl_callback_read_char() }
      }
    }
    guard case .line(let line) = LineEditor.received.removeFirst() else {
      // Ctrl-D: readline leaves the cursor after the prompt.
      print()
      return .end
    }
    if remembering && !line.allSatisfy(\.isWhitespace) { remember(line) }
    return .line(line)
  }

  /// Asks a question: one line after `prompt`, kept out of the history; nil for Ctrl-D.
  public func answer(_ prompt: String) -> String? {
    guard case .line(let line) = read(prompt: prompt, remembering: false) else { return nil }
    return line
  }

  /// Keeps `line` as the newest history entry, once: an older copy is removed.
  private func remember(_ line: String) {
    if let history {
      let lines = history.add(line)
      clear_history()
      for line in lines { add_history(line) }
    } else {
      add_history(line)
    }
  }

  // MARK: - Readline's callbacks (C functions, so they reach the editor through statics)

  private enum Received {
    case line(String)
    case end
  }
  /// Lines readline has finished, oldest first. Keys typed ahead can finish more than one
  /// in a single read: readline goes on with them after handing over a line.
  nonisolated(unsafe) private static var received: [Received] = []
  nonisolated(unsafe) private static var completer: Completer?

  private static let lineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = {
    pointer in
    sherpa_line_finished()
    guard let pointer else {
      received.append(.end)
      return
    }
    let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
    received.append(.line(String(decoding: bytes, as: UTF8.self)))
    free(pointer)
  }

  private static let complete:
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<
      UnsafeMutablePointer<CChar>?
    >? = { text, start, end in
      sherpa_completion_over()
      guard let completer, let buffer = sherpa_line() else { return nil }
      let bytes = UnsafeRawBufferPointer(start: buffer, count: Int(start))
      let before = String(decoding: bytes, as: UTF8.self)
      let word = text.map { String(cString: $0) } ?? ""
      let quote = sherpa_completion_quote()
      let request = CompletionRequest(
        before: before, word: word,
        quote: quote == 0 ? nil : Character(Unicode.Scalar(UInt8(quote))))
      let matches = completer.completions(for: request)
      guard !matches.isEmpty else { return nil }
      return cArray(
        [CompletionRequest.commonPrefix(of: matches)] + (matches.count > 1 ? matches : []))
    }

  /// A NULL-terminated array of malloc'd strings, as readline frees it.
  private static func cArray(_ strings: [String])
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  {
    let array = malloc((strings.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)!
      .assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
    for (i, string) in strings.enumerated() { array[i] = strdup(string) }
    array[strings.count] = nil
    return array
  }
}
