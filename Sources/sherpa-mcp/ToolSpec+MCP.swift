import MCP
import SherpaCLI
import SherpaCore

extension ToolSpec {
  /// The tool as `tools/list` gives it, with a JSON schema of its arguments.
  var tool: Tool {
    var properties: [String: Value] = [:]
    for argument in arguments {
      properties[argument.name] = .object([
        "type": .string(argument.kind.rawValue), "description": .string(argument.about),
      ])
    }
    let required = arguments.filter(\.isRequired).map { Value.string($0.name) }
    return Tool(
      name: name, description: about,
      inputSchema: .object([
        "type": "object", "properties": .object(properties), "required": .array(required),
        "additionalProperties": false,
      ]),
      annotations: .init(
        readOnlyHint: isReadOnly, destructiveHint: isReadOnly ? nil : name == "undo",
        openWorldHint: false))
  }
}

extension ToolInput {
  /// An argument as the client sent it.
  init(_ value: Value) {
    switch value {
    case .string(let text): self = .text(text)
    case .bool(let flag): self = .flag(flag)
    case .null: self = .null
    default: self = .other
    }
  }
}

extension ToolResult {
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
