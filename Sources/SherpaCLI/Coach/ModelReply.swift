import Glibc
import SherpaActions
import SherpaCore
import SherpaModelWire
import SherpaProcess
import Synchronization

/// Set by SIGINT while a reply streams.
private let interrupted = Atomic(false)

/// One reply from the model, streamed: printed a checked sentence at a time as it comes,
/// stopped cleanly by Ctrl-C (the connection closes, what was said stays said).
///
/// The HTTP exchange runs in `sherpa-model`, beside this program (see `ModelWire` for what
/// the two say): this one writes it the request and reads its events line by line as they
/// come.
final class ModelReply {
  /// What was printed (or, with `--json`, what would have been).
  private(set) var shown = ""
  private(set) var calls: [(name: String, arguments: String)] = []
  private(set) var tokens: Int?
  private(set) var failure: ModelFailure?
  private var filter: ReplyScreen
  private let printing: Bool

  /// How many sentences were replaced.
  var replaced: Int { filter.replaced }

  private init(filter: ReplyScreen, printing: Bool) {
    self.filter = filter
    self.printing = printing
  }

  /// The program that posts the request, next to this one.
  static var companion: String {
    let own = OwnPath.binary()
    return String(own[..<(own.lastIndex(of: "/") ?? own.startIndex)]) + "/sherpa-model"
  }

  /// Sends `request` and waits for the whole reply; Ctrl-C ends it early.
  ///
  /// - Throws: `CommandFailure` when `sherpa-model` is not there to send it.
  static func stream(_ request: ModelWire.Request, filter: ReplyScreen, printing: Bool) throws
    -> ModelReply
  {
    let program = companion
    guard access(program, X_OK) == 0, let child = try? Subprocess.start([program]) else {
      let reason =
        access(program, X_OK) == 0 ? "it did not start" : String(cString: strerror(errno))
      throw CommandFailure(
        "can't start \(program) (\(reason)): 'make install' puts sherpa-model next to sherpa, "
          + "or build it with 'swift build --product sherpa-model'")
    }
    let reply = ModelReply(filter: filter, printing: printing)
    // Ctrl-C while the reply streams: the handler only sets a flag, which this thread reads
    // between reads of the pipe, then the session's own handler is put back. The terminal's
    // Ctrl-C ends sherpa-model too (one process group); a SIGINT sent to this process alone
    // is passed on as SIGTERM.
    var previous = sigaction()
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in interrupted.store(true, ordering: .relaxed) }
    sigemptyset(&action.sa_mask)
    interrupted.store(false, ordering: .relaxed)
    sigaction(SIGINT, &action, &previous)
    child.send(Array(request.line.utf8))
    var ended = false
    var isStopped = false
    var lines = LineReader(fd: child.output)
    while !ended, let line = lines.next(stopping: { interrupted.load(ordering: .relaxed) }) {
      if interrupted.load(ordering: .relaxed) {
        isStopped = true
        child.terminate()
        break
      }
      guard let line else { continue }
      do {
        switch try ModelWire.Message(parsing: line) {
        case .event(let event): reply.take(event)
        case .failure(let failure):
          reply.failure = failure
          ended = true
        case .done: ended = true
        }
      } catch {
        reply.failure = error
        ended = true
      }
    }
    // Ctrl-C as the pipe closed: sherpa-model died of the same signal.
    if !ended && interrupted.load(ordering: .relaxed) { isStopped = true }
    let status = child.wait()
    sigaction(SIGINT, &previous, nil)
    if isStopped {
      reply.failure = .stopped
    } else if !ended {
      reply.failure = .malformed("sherpa-model ended without a reply (status \(status))")
    }
    reply.end()
    return reply
  }

  private func take(_ event: ModelEvent) {
    switch event {
    case .text(let text): show(filter.take(text))
    case .toolCall(let name, let arguments): calls.append((name, arguments))
    case .usage(let count): tokens = count
    }
  }

  private func end() {
    show(filter.finish())
    if printing && !shown.isEmpty && !shown.hasSuffix("\n") {
      _ = FileAccess.writeAll([10], to: 1)
    }
  }

  /// Text from the model shown as text: no terminal codes, line breaks kept.
  private func show(_ text: String) {
    guard !text.isEmpty else { return }
    let plain = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { PlainText.cleaned(String($0)) }.joined(by: "\n")
    // Nothing but blank lines before the first words.
    let shownText = shown.isEmpty ? String(plain.drop { $0.isWhitespace }) : plain
    shown += shownText
    if printing { _ = FileAccess.writeAll(Array(shownText.utf8), to: 1) }
  }
}

/// Lines from a pipe as they arrive, with a look at a flag at least every 50 ms.
private struct LineReader {
  let fd: Int32
  private var pending: [UInt8] = []
  private var isClosed = false

  init(fd: Int32) { self.fd = fd }

  /// The next whole line (without its newline); `.some(nil)` when `stopping` turned true or
  /// nothing came for a while, so that the caller can look; nil once the pipe is closed.
  mutating func next(stopping: () -> Bool) -> [UInt8]?? {
    while true {
      if let newline = pending.firstIndex(of: 10) {
        let line = Array(pending[..<newline])
        pending.removeSubrange(...newline)
        return .some(line)
      }
      if isClosed { return nil }
      if stopping() { return .some(nil) }
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, 50)
      if ready < 0 && errno == EINTR { return .some(nil) }
      if ready <= 0 { continue }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let n = read(fd, &buffer, buffer.count)
      if n < 0 && errno == EINTR { return .some(nil) }
      if n <= 0 {
        isClosed = true
        continue
      }
      pending += buffer[0..<n]
    }
  }
}
