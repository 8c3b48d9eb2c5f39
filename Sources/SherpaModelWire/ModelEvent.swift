/// What a reply stream says, piece by piece.
public enum ModelEvent: Equatable, Sendable {
  /// Words of the reply.
  case text(String)
  /// A tool the model proposes, with its arguments as JSON text.
  case toolCall(name: String, arguments: String)
  /// Tokens the provider counted for the request and the reply.
  case usage(Int)
}

/// Why a model gave no reply, said in one line; never the key.
///
/// `sherpa-model` sends it to `sherpa` as a line of `ModelWire`, its case and payload kept.
public enum ModelFailure: Error, Equatable, Sendable, CustomStringConvertible {
  case unreachable(String)
  case silent(seconds: Int)
  case status(Int, String)
  case malformed(String)
  case stopped

  public var description: String {
    switch self {
    case .unreachable(let why): "could not be reached (\(why))"
    case .silent(let seconds): "said nothing for \(seconds) s"
    case .status(401, _), .status(403, _):
      "refused the key (HTTP 401/403): check SHERPA_LLM_API_KEY"
    case .status(429, _): "is busy or over its quota (HTTP 429)"
    case .status(let code, let said):
      "answered HTTP \(code)" + (said.isEmpty ? "" : ": " + said)
    case .malformed(let what): "sent a stream Sherpa can't read (\(what))"
    case .stopped: "was stopped"
    }
  }
}
