import Dispatch
import Glibc
import SherpaCore
import SherpaModel
import SherpaParse
import SherpaStore
import Synchronization

/// Set by SIGINT while a reply streams.
private let interrupted = Atomic(false)

/// One reply from the model, streamed: printed a checked sentence at a time as it comes,
/// stopped cleanly by Ctrl-C (the connection closes, what was said stays said).
final class ModelReply: @unchecked Sendable {
  /// What was printed (or, with `--json`, what would have been).
  private(set) var shown = ""
  private(set) var calls: [(name: String, arguments: String)] = []
  private(set) var tokens: Int?
  private(set) var failure: ModelFailure?
  private var filter: ReplyFilter
  private let printing: Bool

  var problems: [ReplyCheck.Problem] { filter.problems }

  private init(filter: ReplyFilter, printing: Bool) {
    self.filter = filter
    self.printing = printing
  }

  /// Sends `body` and waits for the whole reply; Ctrl-C ends it early.
  static func stream(
    _ body: String, to endpoint: ModelEndpoint, filter: ReplyFilter, printing: Bool
  ) -> ModelReply {
    let reply = ModelReply(filter: filter, printing: printing)
    let done = DispatchSemaphore(value: 0)
    let task = Task {
      defer { done.signal() }
      do {
        try await ModelClient(endpoint).send(body) { reply.take($0) }
      } catch let failure as ModelFailure {
        reply.failure = failure
      } catch {
        reply.failure = .malformed(String(describing: error))
      }
    }
    // Ctrl-C while the reply streams: the handler only sets a flag, which this thread
    // reads while it waits, then the session's own handler is put back.
    var previous = sigaction()
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in interrupted.store(true, ordering: .relaxed) }
    sigemptyset(&action.sa_mask)
    interrupted.store(false, ordering: .relaxed)
    sigaction(SIGINT, &action, &previous)
    while done.wait(timeout: .now() + .milliseconds(50)) == .timedOut {
      if interrupted.exchange(false, ordering: .relaxed) { task.cancel() }
    }
    sigaction(SIGINT, &previous, nil)
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
      _ = Files.writeAll([10], to: 1)
    }
  }

  /// Text from the model shown as text: no terminal codes, line breaks kept.
  private func show(_ text: String) {
    guard !text.isEmpty else { return }
    let plain = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { PlainText.cleaned(String($0)) }.joined(separator: "\n")
    // Nothing but blank lines before the first words.
    let shownText = shown.isEmpty ? String(plain.drop { $0.isWhitespace }) : plain
    shown += shownText
    if printing { _ = Files.writeAll(Array(shownText.utf8), to: 1) }
  }
}
