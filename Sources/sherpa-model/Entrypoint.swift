import SherpaModel
import SherpaModelWire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sherpa-model`, which `sherpa coach` starts for each reply from the model: the HTTP client
/// (AsyncHTTPClient, NIO, BoringSSL) in a program of its own, so that no one-shot `sherpa`
/// command loads it.
///
/// It reads one `ModelWire.Request` line on standard input, posts it, and writes the reply's
/// events as `ModelWire.Message` lines on standard output as they arrive, then `done` or the
/// failure. The key comes from `SHERPA_LLM_API_KEY` in the environment, never from the pipe.
/// Ctrl-C reaches it with `sherpa` (one process group) and ends it, which `sherpa` reads as
/// the reply stopped; so does the SIGTERM `sherpa` sends when only it was interrupted.
@main
enum Entrypoint {
  static func main() async {
    guard let line = readLine(strippingNewline: true) else {
      say(.failure(.malformed("no request on standard input")))
      exit(1)
    }
    let request: ModelWire.Request
    do {
      request = try ModelWire.Request(parsing: Array(line.utf8))
    } catch {
      say(.failure(error))
      exit(1)
    }
    let key = getenv("SHERPA_LLM_API_KEY").map { String(cString: $0) }.flatMap {
      $0.isEmpty ? nil : $0
    }
    let endpoint = ModelEndpoint(settings: request.settings, key: key)
    do {
      try await ModelClient(endpoint).send(request.body) { say(.event($0)) }
      say(.done)
    } catch {
      say(.failure(error))
    }
  }

  /// One line on standard output, written at once so that `sherpa` shows it as it comes.
  static func say(_ message: ModelWire.Message) {
    let bytes = Array(message.line.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      // sherpa is gone: nobody is left to tell.
      if written <= 0 { exit(1) }
      offset += written
    }
  }
}
