import SherpaCore
import SherpaModelWire

/// Reads a reply's server-sent events in one API's format into `ModelEvent`s: text as it
/// comes, each tool call once its arguments are complete, and the tokens used.
public struct ReplyStream: Sendable {
  public let api: CoachModelSettings.API
  private var events = ServerSentEvents()
  /// Tool calls being assembled, by their index in the reply.
  private var calls: [Int: (name: String, arguments: String)] = [:]
  private var order: [Int] = []
  private var inputTokens = 0
  /// Whether the stream said it is complete.
  public private(set) var isFinished = false

  public init(api: CoachModelSettings.API) { self.api = api }

  /// The events that `bytes` complete.
  public mutating func take(_ bytes: some Sequence<UInt8>) throws(ModelFailure) -> [ModelEvent] {
    var out: [ModelEvent] = []
    for event in try events.take(bytes) {
      out += try read(event)
    }
    return out
  }

  /// What is left once the connection closes: the tool calls not yet given out.
  public mutating func finish() -> [ModelEvent] {
    defer {
      calls = [:]
      order = []
    }
    return order.compactMap { calls[$0] }.map {
      .toolCall(name: $0.name, arguments: $0.arguments.isEmpty ? "{}" : $0.arguments)
    }
  }

  private mutating func read(_ event: ServerSentEvents.Event) throws(ModelFailure) -> [ModelEvent] {
    if api == .openai && event.data == "[DONE]" {
      isFinished = true
      return finish()
    }
    let value: JSONValue
    do {
      value = try JSONValue(parsing: Array(event.data.utf8))
    } catch {
      throw .malformed("an event that is not JSON: \(error.description)")
    }
    if let error = value["error"], error != .null {
      let said = error["message"]?.string ?? error.string ?? "an error"
      throw .status(Int(error["code"]?.number ?? 0), String(said.prefix(200)))
    }
    return api == .openai ? try openAI(value) : try anthropic(value)
  }

  /// A chat-completions chunk: `choices[0].delta` with `content` or `tool_calls`, and
  /// `usage` in the last chunk.
  private mutating func openAI(_ chunk: JSONValue) throws(ModelFailure) -> [ModelEvent] {
    var out: [ModelEvent] = []
    if let usage = chunk["usage"], let total = usage["total_tokens"]?.number {
      out.append(.usage(Int(total)))
    }
    guard let choices = chunk["choices"]?.array else {
      if out.isEmpty { throw .malformed("a chunk with no choices") }
      return out
    }
    // Some servers close after the last choice without "[DONE]": that reply is whole too.
    if choices.first?["finish_reason"]?.string != nil { isFinished = true }
    guard let delta = choices.first?["delta"] else { return out }
    if let text = delta["content"]?.string, !text.isEmpty { out.append(.text(text)) }
    for call in delta["tool_calls"]?.array ?? [] {
      let index = Int(call["index"]?.number ?? 0)
      if calls[index] == nil {
        calls[index] = ("", "")
        order.append(index)
      }
      if let name = call["function"]?["name"]?.string { calls[index]!.name += name }
      if let part = call["function"]?["arguments"]?.string { calls[index]!.arguments += part }
    }
    return out
  }

  /// A Messages API event: text and tool input arrive as deltas of content blocks.
  private mutating func anthropic(_ event: JSONValue) throws(ModelFailure) -> [ModelEvent] {
    switch event["type"]?.string {
    case "message_start":
      inputTokens = Int(event["message"]?["usage"]?["input_tokens"]?.number ?? 0)
      return []
    case "content_block_start":
      let index = Int(event["index"]?.number ?? 0)
      let block = event["content_block"]
      if block?["type"]?.string == "tool_use" {
        calls[index] = (block?["name"]?.string ?? "", "")
        order.append(index)
      } else if let text = block?["text"]?.string, !text.isEmpty {
        return [.text(text)]
      }
      return []
    case "content_block_delta":
      let index = Int(event["index"]?.number ?? 0)
      let delta = event["delta"]
      if let text = delta?["text"]?.string { return text.isEmpty ? [] : [.text(text)] }
      if let part = delta?["partial_json"]?.string { calls[index]?.arguments += part }
      return []
    case "message_delta":
      guard let output = event["usage"]?["output_tokens"]?.number else { return [] }
      return [.usage(inputTokens + Int(output))]
    case "message_stop":
      isFinished = true
      return finish()
    case "content_block_stop", "ping":
      return []
    case nil:
      throw .malformed("an event with no type")
    default:
      return []
    }
  }
}
