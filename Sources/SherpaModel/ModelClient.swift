import AsyncHTTPClient
import NIOCore
import SherpaCore
import SherpaModelWire
import Synchronization

/// Sends one request to the model and streams its reply back as `ModelEvent`s.
///
/// The reply must begin (its first words or tool call) within the timeout; a pause of that
/// long later in the stream also ends it. Cancelling the task (Ctrl-C) closes the connection.
public struct ModelClient: Sendable {
  public let endpoint: ModelEndpoint

  public init(_ endpoint: ModelEndpoint) { self.endpoint = endpoint }

  /// Posts `body` and calls `onEvent` for each event as it arrives.
  ///
  /// - Throws: `ModelFailure` for every way the reply can fail to come.
  public func send(_ body: String, onEvent: @escaping @Sendable (ModelEvent) -> Void)
    async throws(ModelFailure)
  {
    let seconds = endpoint.settings.timeout
    var configuration = HTTPClient.Configuration(
      timeout: .init(connect: .seconds(Int64(seconds)), read: .seconds(Int64(seconds))))
    // One person, one request: a refused connection is said at once, not retried for the
    // whole timeout.
    configuration.connectionPool.retryConnectionEstablishment = false
    let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    let result = await exchange(body, on: client, seconds: seconds, onEvent: onEvent)
    try? await client.shutdown()
    if let failure = result { throw failure }
  }

  /// The request and its reply, or how it failed.
  private func exchange(
    _ body: String, on client: HTTPClient, seconds: Int,
    onEvent: @escaping @Sendable (ModelEvent) -> Void
  ) async -> ModelFailure? {
    let heard = Flag()
    do {
      try await withThrowingTaskGroup(of: Bool.self) { group in
        group.addTask {
          try await receive(body, from: client) { event in
            heard.value.store(true, ordering: .relaxed)
            onEvent(event)
          }
          return true
        }
        group.addTask {
          try await Task.sleep(for: .seconds(seconds))
          if !heard.value.load(ordering: .relaxed) { throw ModelFailure.silent(seconds: seconds) }
          return false
        }
        // The whole reply, or the first failure; the watchdog ends quietly once a word came.
        while let isReply = try await group.next() {
          if isReply {
            group.cancelAll()
            return
          }
        }
      }
    } catch let failure as ModelFailure {
      return Task.isCancelled ? .stopped : failure
    } catch is CancellationError {
      return .stopped
    } catch {
      return Task.isCancelled ? .stopped : Self.failure(error, seconds: seconds)
    }
    return nil
  }

  private func receive(
    _ body: String, from client: HTTPClient, onEvent: @Sendable (ModelEvent) -> Void
  ) async throws {
    var request = HTTPClientRequest(url: endpoint.requestURL)
    request.method = .POST
    request.headers.add(name: "content-type", value: "application/json")
    for (name, value) in endpoint.headers { request.headers.add(name: name, value: value) }
    request.body = .bytes(ByteBuffer(string: body))
    let response = try await client.execute(request, timeout: .hours(1))
    guard response.status.code == 200 else {
      let said = try? await response.body.collect(upTo: 4_096)
      let text = said.map { String(buffer: $0) } ?? ""
      throw ModelFailure.status(Int(response.status.code), Self.errorMessage(text))
    }
    var stream = ReplyStream(api: endpoint.settings.api)
    for try await buffer in response.body {
      for event in try stream.take(buffer.readableBytesView) { onEvent(event) }
    }
    // A connection closed before the provider's end mark cut the reply short.
    guard stream.isFinished else {
      throw ModelFailure.malformed("the stream ended before the reply did")
    }
    for event in stream.finish() { onEvent(event) }
  }

  /// The provider's own message in an error body, short, when it gives one.
  static func errorMessage(_ body: String) -> String {
    let value = try? JSONValue(parsing: Array(body.utf8))
    let said = value?["error"]?["message"]?.string ?? value?["error"]?.string ?? ""
    let plain = said.filter { !$0.isNewline && $0.unicodeScalars.allSatisfy { $0.value >= 0x20 } }
    return String(plain.prefix(160))
  }

  static func failure(_ error: any Error, seconds: Int) -> ModelFailure {
    if let error = error as? HTTPClientError {
      switch error {
      case .connectTimeout: return .unreachable("no connection within \(seconds) s")
      case .readTimeout: return .silent(seconds: seconds)
      case .cancelled: return .stopped
      case .remoteConnectionClosed: return .malformed("the connection closed mid-reply")
      default: break
      }
    }
    let said = String(describing: error)
    if said.contains("refused") { return .unreachable("connection refused") }
    if said.contains("NXDOMAIN") || said.lowercased().contains("resolve") {
      return .unreachable("the host name did not resolve")
    }
    return .unreachable(String(said.prefix(120)))
  }
}

/// Whether the reply has begun, set by the stream and read by the watchdog.
private final class Flag: Sendable {
  let value = Atomic(false)
}
