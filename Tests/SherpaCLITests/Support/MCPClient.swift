import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `sherpa mcp --store …` started as an MCP client starts it, spoken to in JSON-RPC over its
/// standard input and output, one message a line.
final class MCPClient {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let sandbox: Sherpa.Sandbox
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errorURL: URL
  private var pending: [UInt8] = []
  private var nextID = 1

  /// Starts the server on `sandbox`'s store at `SHERPA_NOW=now`, as `Sherpa.run` runs a
  /// command, and says hello (`initialize`, then `notifications/initialized`).
  init(in sandbox: Sherpa.Sandbox, now: String, handshake: Bool = true) throws {
    self.sandbox = sandbox
    var environment = ProcessInfo.processInfo.environment
    for key in environment.keys where key.hasPrefix("SHERPA_") || key.hasPrefix("XDG_") {
      environment[key] = nil
    }
    environment["SHERPA_NOW"] = now
    environment["SHERPA_DEVICE"] = "test"
    environment["XDG_CONFIG_HOME"] = sandbox.config.path
    environment["HOME"] = sandbox.root.path
    environment["NO_COLOR"] = "1"
    errorURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("sherpa-mcp-stderr-" + UUID().uuidString)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    process.executableURL = try Sherpa.binary()
    process.arguments = ["mcp", "--store", sandbox.store.path]
    process.environment = environment
    process.currentDirectoryURL = sandbox.root
    process.standardInput = input
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    if handshake { _ = try initialize() }
  }

  deinit {
    if process.isRunning { process.terminate() }
    try? FileManager.default.removeItem(at: errorURL)
  }

  /// `initialize` and then `notifications/initialized`: the server's answer.
  func initialize() throws -> [String: Any] {
    let result = try request(
      "initialize",
      [
        "protocolVersion": "2025-06-18", "capabilities": [String: Any](),
        "clientInfo": ["name": "sherpa-tests", "version": "1"],
      ])
    try notify("notifications/initialized")
    return result
  }

  /// Sends a request and waits for its answer's `result`; an `error` answer fails.
  func request(_ method: String, _ params: [String: Any]? = nil) throws -> [String: Any] {
    let answer = try exchange(method, params)
    guard let result = answer["result"] as? [String: Any] else {
      throw Failure(description: "\(method) gave no result: \(answer)")
    }
    return result
  }

  /// Sends a request and waits for the whole answer (`result` or `error`).
  func exchange(_ method: String, _ params: [String: Any]? = nil) throws -> [String: Any] {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
    if let params { message["params"] = params }
    try send(message)
    while true {
      let answer = try readMessage()
      if answer["id"] as? Int == id { return answer }
    }
  }

  func notify(_ method: String) throws {
    try send(["jsonrpc": "2.0", "method": method])
  }

  /// `tools/call`: the result as the client sees it.
  func call(_ name: String, _ arguments: [String: Any] = [:]) throws -> ToolCall {
    ToolCall(try request("tools/call", ["name": name, "arguments": arguments]))
  }

  /// Closes standard input and waits up to `seconds` for the server to exit.
  ///
  /// - Returns: The exit status, or nil when it was still running.
  func close(waiting seconds: Double = 10) throws -> Int32? {
    try input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    return process.isRunning ? nil : process.terminationStatus
  }

  /// What the server wrote on standard error.
  var stderr: String {
    String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self)
  }

  private func send(_ message: [String: Any]) throws {
    var data = try JSONSerialization.data(withJSONObject: message)
    data.append(10)
    try input.fileHandleForWriting.write(contentsOf: data)
  }

  /// The next line of standard output as a JSON object; fails after 20 s of silence.
  private func readMessage() throws -> [String: Any] {
    let fd = output.fileHandleForReading.fileDescriptor
    while true {
      if let end = pending.firstIndex(of: 10) {
        let line = Data(pending[..<end])
        pending.removeSubrange(...end)
        guard let object = try JSONSerialization.jsonObject(with: line) as? [String: Any] else {
          throw Failure(description: "not a JSON object: \(String(decoding: line, as: UTF8.self))")
        }
        return object
      }
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 20_000) > 0 else {
        throw Failure(description: "no answer in 20 s; stderr: \(stderr)")
      }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, 1 << 16) }
      guard count > 0 else { throw Failure(description: "the server closed; stderr: \(stderr)") }
      pending.append(contentsOf: chunk[..<count])
    }
  }
}

/// A `tools/call` result: its text items and whether it is an error.
struct ToolCall {
  let raw: [String: Any]

  init(_ raw: [String: Any]) { self.raw = raw }

  var texts: [String] {
    (raw["content"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
  }
  /// The first text: what the command prints.
  var text: String { texts.first ?? "" }
  /// The second text: what the command's `--json` prints.
  var json: String { texts.count > 1 ? texts[1] : "" }
  var isError: Bool { raw["isError"] as? Bool ?? false }
  var structured: [String: Any]? { raw["structuredContent"] as? [String: Any] }
}
