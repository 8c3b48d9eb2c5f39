import SherpaModelWire

/// The server-sent events framing (WHATWG HTML, "event stream interpretation"): lines of
/// `field: value`, an event dispatched at each blank line. Bytes arrive in any pieces.
public struct ServerSentEvents: Sendable {
  public struct Event: Equatable, Sendable {
    /// The `event:` field, "message" when none was given.
    public var name: String
    /// The `data:` lines joined by newlines.
    public var data: String
  }

  private var line: [UInt8] = []
  private var name = ""
  private var data: [String] = []
  private var hasData = false
  /// The longest line taken: a stream that never ends a line is not a model's.
  public static let lineLimit = 1 << 20

  public init() {}

  /// The events completed by `bytes`.
  public mutating func take(_ bytes: some Sequence<UInt8>) throws(ModelFailure) -> [Event] {
    var events: [Event] = []
    for byte in bytes {
      if byte == 10 {
        if line.last == 13 { line.removeLast() }
        if let event = end() { events.append(event) }
        line.removeAll(keepingCapacity: true)
      } else {
        line.append(byte)
        if line.count > Self.lineLimit {
          throw .malformed("a line of the stream is longer than \(Self.lineLimit) bytes")
        }
      }
    }
    return events
  }

  /// The line in `line` read: a field, a comment, or the blank line that dispatches.
  private mutating func end() -> Event? {
    guard !line.isEmpty else {
      defer {
        name = ""
        data = []
        hasData = false
      }
      guard hasData else { return nil }
      return Event(name: name.isEmpty ? "message" : name, data: data.joined(by: "\n"))
    }
    let text = String(decoding: line, as: UTF8.self)
    if text.hasPrefix(":") { return nil }
    let field = text.prefix { $0 != ":" }
    var value = text.dropFirst(field.count + 1)
    if value.hasPrefix(" ") { value = value.dropFirst() }
    switch field {
    case "data":
      data.append(String(value))
      hasData = true
    case "event": name = String(value)
    default: break
    }
    return nil
  }
}
