import ArgumentParser
import MCP
import SherpaCore

/// What a tool call comes to: the text the command prints, the object its `--json` prints,
/// and whether it is an error. Thrown as an error when the call writes nothing.
struct ToolResult: Error {
  let text: String
  let json: String?
  let isError: Bool

  init(_ page: Page) {
    text = page.text
    json = page.json
    isError = false
  }

  /// A failure, as the command line says it: one line, `Error: …`.
  ///
  /// - Parameter json: The object that says more, when there is one (a check-in's answer).
  init(_ error: any Error, json: String? = nil) {
    let message = SherpaCommand.message(for: error)
    text = "Error: " + (message.split(separator: "\n").first.map(String.init) ?? message)
    self.json = json
    isError = true
  }

  /// The text, then the JSON as a second text item and as structured content.
  var result: CallTool.Result {
    var content: [Tool.Content] = [.text(text: text, annotations: nil, _meta: nil)]
    var structured: Value?
    if let json {
      content.append(.text(text: json, annotations: nil, _meta: nil))
      if let parsed = try? JSONValue(parsing: Array(json.utf8)), case .object = parsed {
        structured = Value(parsed)
      }
    }
    return CallTool.Result(content: content, structuredContent: structured, isError: isError)
  }
}

extension Value {
  /// Sherpa's JSON as MCP's: whole numbers as integers.
  init(_ json: JSONValue) {
    switch json {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let value):
      self =
        value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
    case .string(let value): self = .string(value)
    case .array(let values): self = .array(values.map(Value.init))
    case .object(let members):
      self = .object(Dictionary(members.map { ($0, Value($1)) }, uniquingKeysWith: { $1 }))
    }
  }
}
