import Foundation

/// `Tests/ModelServer/model_server.py` on 127.0.0.1, following a script of replies; what it
/// received is read back from its log.
final class ModelServer {
  let process = Process()
  let folder: URL
  let port: Int
  private let input = Pipe()

  /// Starts the server with `steps` (see the script's docstring for their shape).
  init(_ steps: [[String: Any]]) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sherpa-model-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("script.json")
    try JSONSerialization.data(withJSONObject: steps).write(to: script)
    let portFile = folder.appendingPathComponent("port")
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", Self.scriptPath, "--script", script.path, "--log",
      folder.appendingPathComponent("log.jsonl").path, "--port-file", portFile.path,
    ]
    process.standardInput = input
    try process.run()
    var port: Int?
    for _ in 0..<500 where port == nil {
      port = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0) }
      if port == nil { Thread.sleep(forTimeInterval: 0.01) }
    }
    guard let port else { throw CocoaError(.fileReadNoSuchFile) }
    self.port = port
  }

  static let scriptPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ModelServer/model_server.py").path

  /// The base URL to set as `coach.llm.url`.
  var url: String { "http://127.0.0.1:\(port)/v1" }

  /// Each request received: its path, headers (lowercased names) and JSON body.
  func requests() throws -> [[String: Any]] {
    let text = try String(
      contentsOf: folder.appendingPathComponent("log.jsonl"), encoding: .utf8)
    return try text.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
  }

  func stop() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: folder)
  }
}
