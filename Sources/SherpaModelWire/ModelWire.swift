import SherpaCore

/// The lines `sherpa` and `sherpa-model` say to each other: the wire types of the model
/// behind the coach, free of the HTTP client, so that the one-shot `sherpa` never links it.
///
/// `sherpa` starts `sherpa-model` (beside its own executable) and writes one JSON line to its
/// standard input, the settings and the request body exactly as it is to be posted:
///
///     {"url":"http://127.0.0.1:11434/v1","api":"openai","model":"llama3.2","timeout":15,
///      "body":"{\"model\":\"llama3.2\",…}"}
///
/// `sherpa-model` then writes one JSON line to its standard output per `ModelEvent`, as it
/// arrives, and one last line:
///
///     {"text":"Nice work."}
///     {"tool":"log","arguments":"{\"words\":\"ran 5 km\"}"}
///     {"usage":312}
///     {"error":"said nothing for 15 s","kind":"silent","seconds":15}   or   {"done":true}
///
/// A `ModelFailure` goes under "error", as `--json` output says one (the tone tests keep
/// "failure" out of every literal), with its case (`kind`) and payload (`detail`, `code`,
/// `seconds`) beside the sentence, so that it reads back as the same `ModelFailure`. The key never goes
/// through the pipe: `sherpa-model` inherits `SHERPA_LLM_API_KEY` from the environment.
public enum ModelWire {
  /// What `sherpa` asks of `sherpa-model`: where to post, and what.
  public struct Request: Equatable, Sendable {
    public var settings: CoachModelSettings
    /// The request body in the API's wire format, posted as it is.
    public var body: String

    public init(settings: CoachModelSettings, body: String) {
      self.settings = settings
      self.body = body
    }

    /// The request as one line, newline included.
    public var line: String {
      JSONText.object([
        ("url", JSONText.optional(settings.url)), ("api", JSONText.string(settings.api.rawValue)),
        ("model", JSONText.string(settings.model)), ("timeout", String(settings.timeout)),
        ("body", JSONText.string(body)),
      ]) + "\n"
    }

    /// The request a line says.
    ///
    /// - Throws: `ModelFailure.malformed` when the line is not a request.
    public init(parsing line: some Collection<UInt8>) throws(ModelFailure) {
      let value: JSONValue
      do {
        value = try JSONValue(parsing: line)
      } catch {
        throw .malformed("a request that is not JSON: \(error.description)")
      }
      guard let body = value["body"]?.string, let apiName = value["api"]?.string,
        let api = CoachModelSettings.API(rawValue: apiName), let model = value["model"]?.string,
        let timeout = value["timeout"]?.number
      else { throw .malformed("a request without its body, api, model or timeout") }
      var settings = CoachModelSettings()
      settings.url = value["url"]?.string
      settings.api = api
      settings.model = model
      settings.timeout = Int(timeout)
      self.init(settings: settings, body: body)
    }
  }

  /// One line of the reply: an event, or how it ended.
  public enum Message: Equatable, Sendable {
    case event(ModelEvent)
    case failure(ModelFailure)
    case done

    /// The message as one line, newline included.
    public var line: String {
      let pairs: [(String, String)]
      switch self {
      case .event(.text(let text)): pairs = [("text", JSONText.string(text))]
      case .event(.toolCall(let name, let arguments)):
        pairs = [("tool", JSONText.string(name)), ("arguments", JSONText.string(arguments))]
      case .event(.usage(let tokens)): pairs = [("usage", String(tokens))]
      case .failure(let failure):
        pairs = [("error", JSONText.string(failure.description))] + Self.pairs(failure)
      case .done: pairs = [("done", "true")]
      }
      return JSONText.object(pairs) + "\n"
    }

    /// The case and payload of `failure`.
    private static func pairs(_ failure: ModelFailure) -> [(String, String)] {
      switch failure {
      case .unreachable(let why): [("kind", #""unreachable""#), ("detail", JSONText.string(why))]
      case .silent(let seconds): [("kind", #""silent""#), ("seconds", String(seconds))]
      case .status(let code, let said):
        [("kind", #""status""#), ("code", String(code)), ("detail", JSONText.string(said))]
      case .malformed(let what): [("kind", #""malformed""#), ("detail", JSONText.string(what))]
      case .stopped: [("kind", #""stopped""#)]
      }
    }

    /// The message a line says.
    ///
    /// - Throws: `ModelFailure.malformed` when the line is none of them.
    public init(parsing line: some Collection<UInt8>) throws(ModelFailure) {
      let value: JSONValue
      do {
        value = try JSONValue(parsing: line)
      } catch {
        throw .malformed("a line from sherpa-model that is not JSON: \(error.description)")
      }
      if let text = value["text"]?.string {
        self = .event(.text(text))
      } else if let name = value["tool"]?.string {
        self = .event(.toolCall(name: name, arguments: value["arguments"]?.string ?? "{}"))
      } else if let tokens = value["usage"]?.number {
        self = .event(.usage(Int(tokens)))
      } else if value["done"] == .bool(true) {
        self = .done
      } else if value["error"] != nil {
        self = .failure(try Self.failure(value))
      } else {
        throw .malformed("a line from sherpa-model that says nothing it knows")
      }
    }

    private static func failure(_ value: JSONValue) throws(ModelFailure) -> ModelFailure {
      let detail = value["detail"]?.string ?? ""
      switch value["kind"]?.string {
      case "unreachable": return .unreachable(detail)
      case "silent": return .silent(seconds: Int(value["seconds"]?.number ?? 0))
      case "status": return .status(Int(value["code"]?.number ?? 0), detail)
      case "malformed": return .malformed(detail)
      case "stopped": return .stopped
      default: throw .malformed("an error from sherpa-model of no known kind")
      }
    }
  }
}
