import Dispatch
import MCP
import SherpaCLI

/// The Model Context Protocol server: JSON-RPC on standard input and output, one message a
/// line, until standard input closes.
enum ToolServer {
  /// Serves `tools` until the client closes standard input, then lets the calls under way
  /// finish and be answered.
  static func serve(_ tools: SherpaTools) throws {
    let finished = DispatchSemaphore(value: 0)
    let outcome = Outcome()
    Task {
      do {
        let server = Server(
          name: "sherpa", version: SherpaCommand.configuration.version,
          capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
          .init(tools: ToolSpec.all.map(\.tool))
        }
        await server.withMethodHandler(CallTool.self) { call in
          await tools.call(call.name, (call.arguments ?? [:]).mapValues(ToolInput.init)).result
        }
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
        await tools.settle()
        // The last answer is sent just after its call returns.
        try? await Task.sleep(for: .milliseconds(100))
        await server.stop()
      } catch {
        outcome.failure = error
      }
      finished.signal()
    }
    finished.wait()
    if let failure = outcome.failure { throw ServerFailure(failure) }
  }

  /// What the server's task ended with, read once the task has signalled.
  private final class Outcome: @unchecked Sendable {
    var failure: (any Error)?
  }

  struct ServerFailure: Error, CustomStringConvertible {
    let error: any Error
    init(_ error: any Error) { self.error = error }
    var description: String { "sherpa mcp stopped: \(error)" }
  }
}
