import SherpaCore

extension StoreExport {
  /// An export as `bytes` (the file `export json` writes) lays it out: the format, the
  /// document, then the events one a line, each read like a history line, without building
  /// a JSON tree of the whole file (for ten years of history that tree is most of the
  /// memory an import would take).
  ///
  /// - Returns: The JSON of everything but the events, and the events; nil when the file is
  ///   not laid out so (edited by hand or by another tool), which the full reader then reads.
  static func linesLayout(_ bytes: [UInt8]) -> (head: JSONValue, events: [Event])? {
    let marker = Array("\n  \"events\": [\n".utf8)
    guard let start = lastIndex(of: marker, in: bytes) else { return nil }
    // The head ends with the comma before "events"; without it, it is an object of its own.
    guard let comma = bytes[..<start].lastIndex(where: { $0 != 32 && $0 != 13 }),
      bytes[comma] == UInt8(ascii: ","),
      let head = try? JSONValue(parsing: Array(bytes[..<comma]) + Array("\n}".utf8))
    else { return nil }
    var events: [Event] = []
    var i = start + marker.count
    while true {
      guard let newline = bytes[i...].firstIndex(of: 10) else { return nil }
      var lower = i
      while lower < newline && bytes[lower] == 32 { lower += 1 }
      var upper = newline
      if upper > lower && bytes[upper - 1] == 13 { upper -= 1 }
      i = newline + 1
      if bytes[lower..<upper].elementsEqual("]".utf8) { break }
      let comma = upper > lower && bytes[upper - 1] == UInt8(ascii: ",")
      if comma { upper -= 1 }
      // Logs take the fast path; changes, which carry whole items, are read as JSON.
      guard
        let event = EventLine.read(bytes, lower..<upper)
          ?? (try? StoreCodec.event(JSONValue(parsing: bytes[lower..<upper])))
      else { return nil }
      events.append(event)
      // Every event but the last is followed by a comma; after the last, the list ends.
      if !comma {
        guard let close = bytes[i...].firstIndex(of: 10),
          bytes[i..<close].drop(while: { $0 == 32 }).elementsEqual("]".utf8)
        else { return nil }
        i = close + 1
        break
      }
    }
    // Only the closing brace may follow.
    let rest = bytes[i...].filter { $0 != 32 && $0 != 10 && $0 != 13 && $0 != 9 }
    guard rest.elementsEqual("}".utf8) else { return nil }
    return (head, events)
  }

  private static func lastIndex(of marker: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= marker.count else { return nil }
    var i = bytes.count - marker.count
    while i >= 0 {
      if bytes[i] == marker[0] && bytes[i..<(i + marker.count)].elementsEqual(marker) {
        return i
      }
      i -= 1
    }
    return nil
  }
}
