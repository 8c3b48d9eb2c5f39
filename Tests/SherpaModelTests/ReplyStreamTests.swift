import SherpaCore
import Testing

@testable import SherpaModel
@testable import SherpaModelWire

/// The two providers' streams read into events, whatever the pieces the bytes arrive in.
struct ReplyStreamTests {
  static let openAI = """
    : keep-alive

    data: {"choices":[{"index":0,"delta":{"role":"assistant","content":""}}]}

    data: {"choices":[{"index":0,"delta":{"content":"Well "}}]}

    data: {"choices":[{"index":0,"delta":{"content":"done."}}]}

    data: {"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"c","type":"function","function":{"name":"log","arguments":""}}]}}]}

    data: {"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\\"words\\":"}}]}}]}

    data: {"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\\"ran 5k\\"}"}}]}}]}

    data: {"choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}

    data: {"choices":[],"usage":{"prompt_tokens":9,"completion_tokens":3,"total_tokens":12}}

    data: [DONE]


    """

  static let anthropic = """
    event: message_start
    data: {"type":"message_start","message":{"usage":{"input_tokens":20,"output_tokens":1}}}

    event: content_block_start
    data: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}

    event: ping
    data: {"type": "ping"}

    event: content_block_delta
    data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Well "}}

    event: content_block_delta
    data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"done."}}

    event: content_block_stop
    data: {"type":"content_block_stop","index":0}

    event: content_block_start
    data: {"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"t","name":"log","input":{}}}

    event: content_block_delta
    data: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\\"words\\":"}}

    event: content_block_delta
    data: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"\\"ran 5k\\"}"}}

    event: message_delta
    data: {"type":"message_delta","delta":{"stop_reason":"tool_use"},"usage":{"output_tokens":7}}

    event: message_stop
    data: {"type":"message_stop"}


    """

  static let expected: [ModelEvent] = [
    .text("Well "), .text("done."), .toolCall(name: "log", arguments: #"{"words":"ran 5k"}"#),
  ]

  static func read(_ text: String, _ api: CoachModelSettings.API, pieces: Int) throws
    -> [ModelEvent]
  {
    var stream = ReplyStream(api: api)
    let bytes = Array(text.utf8)
    var events: [ModelEvent] = []
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + pieces)
      events += try stream.take(bytes[start..<end])
      start = end
    }
    return events + stream.finish()
  }

  @Test(arguments: [1, 2, 7, 64, 100_000])
  func openAIChunksInAnyPieces(_ size: Int) throws {
    let events = try Self.read(Self.openAI, .openai, pieces: size)
    #expect(events.filter { if case .usage = $0 { false } else { true } } == Self.expected)
    #expect(events.contains(.usage(12)))
  }

  @Test(arguments: [1, 3, 50, 100_000])
  func anthropicEventsInAnyPieces(_ size: Int) throws {
    let events = try Self.read(Self.anthropic, .anthropic, pieces: size)
    #expect(events.filter { if case .usage = $0 { false } else { true } } == Self.expected)
    #expect(events.contains(.usage(27)))
  }

  @Test func carriageReturnsEndLinesToo() throws {
    let text = Self.openAI.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\r\n")
    let events = try Self.read(text, .openai, pieces: 5)
    #expect(events.first == .text("Well "))
  }

  @Test(arguments: [
    ("data: {oops\n\n", "not JSON"), ("data: {\"id\":1}\n\n", "no choices"),
    ("event: x\ndata: {\"error\":{\"message\":\"overloaded\",\"code\":529}}\n\n", "overloaded"),
  ])
  func aBrokenStreamIsAFailure(_ text: String, _ said: String) {
    var stream = ReplyStream(api: .openai)
    #expect {
      _ = try stream.take(Array(text.utf8))
    } throws: { error in
      String(describing: error).contains(said)
    }
  }

  @Test func anEndlessLineIsRefused() {
    var events = ServerSentEvents()
    #expect(throws: ModelFailure.self) {
      _ = try events.take([UInt8](repeating: 65, count: ServerSentEvents.lineLimit + 1))
    }
  }

  @Test func theRequestURLAddsThePathOnce() {
    func url(_ base: String, _ api: CoachModelSettings.API) -> String {
      var settings = CoachModelSettings()
      settings.url = base
      settings.api = api
      return ModelEndpoint(settings: settings, key: nil).requestURL
    }
    #expect(
      url("http://127.0.0.1:11434/v1", .openai) == "http://127.0.0.1:11434/v1/chat/completions")
    #expect(url("http://127.0.0.1:11434/", .openai) == "http://127.0.0.1:11434/v1/chat/completions")
    #expect(
      url("https://api.openai.com/v1/chat/completions", .openai)
        == "https://api.openai.com/v1/chat/completions")
    #expect(url("https://api.anthropic.com", .anthropic) == "https://api.anthropic.com/v1/messages")
  }

  @Test func aURLIsShownWithoutItsPassword() {
    var settings = CoachModelSettings()
    settings.url = "https://me:secret@example.com/v1"
    let endpoint = ModelEndpoint(settings: settings, key: "k")
    #expect(endpoint.shownURL == "https://example.com/v1")
    #expect(!endpoint.shownRequestURL.contains("secret"))
  }

  @Test func theKeyIsOnlyInTheProvidersHeader() {
    var settings = CoachModelSettings()
    settings.url = "http://x"
    let openAI = ModelEndpoint(settings: settings, key: "k1").headers
    #expect(openAI.filter { $0.1.contains("k1") }.map(\.0) == ["authorization"])
    settings.api = .anthropic
    let anthropic = ModelEndpoint(settings: settings, key: "k1").headers
    #expect(anthropic.filter { $0.1.contains("k1") }.map(\.0) == ["x-api-key"])
    let body = ModelRequest(model: "m", system: "s", turns: [.init(.user, "hi")], tools: [])
      .body(for: .anthropic)
    #expect(!body.contains("k1"))
  }
}
