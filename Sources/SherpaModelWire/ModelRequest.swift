import SherpaCore

/// One conversation sent to a model: the system text (the coach's rules and the context),
/// the turns so far, and the tools the model may propose.
public struct ModelRequest: Sendable {
  public enum Role: String, Sendable { case user, assistant }

  public struct Turn: Equatable, Sendable {
    public var role: Role
    public var text: String

    public init(_ role: Role, _ text: String) {
      self.role = role
      self.text = text
    }
  }

  /// A tool the model may call: a name, what it does, and its arguments as a JSON schema.
  public struct Tool: Sendable {
    public var name: String
    public var summary: String
    /// The JSON schema of the arguments, as JSON text.
    public var schema: String

    public init(name: String, summary: String, schema: String) {
      self.name = name
      self.summary = summary
      self.schema = schema
    }
  }

  public var model: String
  public var system: String
  public var turns: [Turn]
  public var tools: [Tool]
  /// The most tokens the reply may take.
  public var maxTokens = 800

  public init(model: String, system: String, turns: [Turn], tools: [Tool]) {
    self.model = model
    self.system = system
    self.turns = turns
    self.tools = tools
  }

  /// The body of the request in `api`'s wire format: exactly what is sent.
  public func body(for api: CoachModelSettings.API) -> String {
    switch api {
    case .openai:
      let messages =
        [JSONText.object([("role", #""system""#), ("content", JSONText.string(system))])]
        + turns.map {
          JSONText.object([
            ("role", JSONText.string($0.role.rawValue)), ("content", JSONText.string($0.text)),
          ])
        }
      let tools = self.tools.map { tool in
        JSONText.object([
          ("type", #""function""#),
          (
            "function",
            JSONText.object([
              ("name", JSONText.string(tool.name)),
              ("description", JSONText.string(tool.summary)), ("parameters", tool.schema),
            ])
          ),
        ])
      }
      return JSONText.object(
        [
          ("model", JSONText.string(model)), ("messages", JSONText.array(messages)),
          ("max_tokens", String(maxTokens)), ("stream", "true"),
          ("stream_options", #"{"include_usage":true}"#),
        ] + (tools.isEmpty ? [] : [("tools", JSONText.array(tools))]))
    case .anthropic:
      let messages = turns.map {
        JSONText.object([
          ("role", JSONText.string($0.role.rawValue)), ("content", JSONText.string($0.text)),
        ])
      }
      let tools = self.tools.map { tool in
        JSONText.object([
          ("name", JSONText.string(tool.name)), ("description", JSONText.string(tool.summary)),
          ("input_schema", tool.schema),
        ])
      }
      return JSONText.object(
        [
          ("model", JSONText.string(model)), ("system", JSONText.string(system)),
          ("messages", JSONText.array(messages)), ("max_tokens", String(maxTokens)),
          ("stream", "true"),
        ] + (tools.isEmpty ? [] : [("tools", JSONText.array(tools))]))
    }
  }
}

/// Where a request goes and how it is signed.
public struct ModelEndpoint: Sendable {
  public var settings: CoachModelSettings
  /// `SHERPA_LLM_API_KEY`: sent only as the provider's auth header.
  public var key: String?

  public init(settings: CoachModelSettings, key: String?) {
    self.settings = settings
    self.key = key
  }

  /// The URL posted to: the base URL with the API's path ("/v1" is added when the base does
  /// not end in it).
  public var requestURL: String {
    var base = settings.url ?? ""
    while base.hasSuffix("/") { base.removeLast() }
    let path = settings.api == .openai ? "/chat/completions" : "/messages"
    if base.hasSuffix(path) { return base }
    return (base.hasSuffix("/v1") ? base : base + "/v1") + path
  }

  /// The headers besides the content type: the key, and Anthropic's version.
  public var headers: [(String, String)] {
    var headers: [(String, String)] = [("accept", "text/event-stream")]
    switch settings.api {
    case .openai:
      if let key { headers.append(("authorization", "Bearer " + key)) }
    case .anthropic:
      headers.append(("anthropic-version", "2023-06-01"))
      if let key { headers.append(("x-api-key", key)) }
    }
    return headers
  }

  /// The base URL as it may be shown: without a user or password in it.
  public var shownURL: String { Self.withoutUser(settings.url ?? "") }

  /// The URL posted to, as it may be shown.
  public var shownRequestURL: String { Self.withoutUser(requestURL) }

  static func withoutUser(_ base: String) -> String {
    let parts = base.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
    // "https:", "", "user:password@host", "path"
    guard parts.count >= 3, parts[0].hasSuffix(":"), parts[1].isEmpty,
      let at = parts[2].lastIndex(of: "@")
    else { return base }
    var shown = parts
    shown[2] = parts[2][parts[2].index(after: at)...]
    return shown.joined(by: "/")
  }
}
