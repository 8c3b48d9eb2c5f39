/// A parsed JSON document, read without Foundation: a small recursive-descent reader over
/// UTF-8 bytes that reports where it stopped.
public enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Members in the order written.
  case object([(String, JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// Parses a whole document.
  /// - Throws: `JSONFailure` with the line and column of the first problem.
  public init(parsing bytes: some Collection<UInt8>) throws(JSONFailure) {
    // Read in place: no bounds checked, and no array retained, per byte or per string.
    self = try Array(bytes).withUnsafeBufferPointer { (bytes) throws(JSONFailure) in
      var reader = JSONReader(bytes: bytes)
      return try reader.document()
    }
  }

  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    // Lengths first: most members are not the one asked for (a store item has a dozen),
    // and a key asked for is often not there at all.
    let count = key.utf8.count
    for index in members.indices where members[index].0.utf8.count == count {
      if members[index].0 == key { return members[index].1 }
    }
    return nil
  }

  public var string: String? { if case .string(let s) = self { s } else { nil } }
  public var number: Double? { if case .number(let n) = self { n } else { nil } }
  public var array: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
  public var members: [(String, JSONValue)]? { if case .object(let m) = self { m } else { nil } }
  /// The strings of an array of strings (others skipped).
  public var strings: [String] { array?.compactMap(\.string) ?? [] }
}

/// How a JSON string's bytes are scanned eight at a time, by the document reader and by the
/// month files' line reader.
package enum JSONScan {
  /// Where a string's plain run from `start` may end, found eight bytes at a time: the
  /// first word of `bytes` before `end` that holds a quote, a backslash or a control
  /// character, or the last few bytes. The caller reads on from there byte by byte.
  @inlinable @inline(__always)
  package static func skipPlainWords(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int {
    guard let base = bytes.baseAddress else { return start }
    var at = start
    while end - at >= 8, !endsPlainRun(UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)) {
      at += 8
    }
    return at
  }

  /// Whether any byte of `word` is a quote, a backslash or below a space, any of which
  /// ends a string's plain run: "has a zero byte" (`(x - 0x01…) & ~x & 0x80…`) of the word
  /// turned so each of those is zero, or, for the control characters, of the word less 0x20
  /// in each byte.
  @usableFromInline @inline(__always)
  static func endsPlainRun(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZero(_ x: UInt64) -> Bool { (x &- ones) & ~x & highs != 0 }
    let below = (word &- ones &* 0x20) & ~word & highs != 0
    return below || hasZero(word ^ (ones &* 34)) || hasZero(word ^ (ones &* 92))
  }
}

/// Where and why a JSON document could not be read.
public struct JSONFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public let line: Int
  public let column: Int
  public let problem: String

  public var description: String { "line \(line), column \(column): \(problem)" }
}

private struct JSONReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var depth = 0

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  mutating func document() throws(JSONFailure) -> JSONValue {
    skipSpace()
    let value = try value()
    skipSpace()
    if index < bytes.count { throw failure("unexpected '\(character)' after the document") }
    return value
  }

  mutating func value() throws(JSONFailure) -> JSONValue {
    guard index < bytes.count else { throw failure("the document ends too early") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return .number(try number())
    }
  }

  mutating func object() throws(JSONFailure) -> JSONValue {
    try enter()
    index += 1
    var members: [(String, JSONValue)] = []
    // Room for a store item's members at once, not grown one at a time.
    members.reserveCapacity(16)
    skipSpace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard peek(UInt8(ascii: "\"")) else { throw failure("expected a key in quotes") }
      let key = try string()
      skipSpace()
      guard peek(UInt8(ascii: ":")) else { throw failure("expected ':' after the key") }
      index += 1
      skipSpace()
      members.append((key, try value()))
      skipSpace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "}")) {
        index += 1
        depth -= 1
        return .object(members)
      } else {
        throw failure(
          index < bytes.count ? "unexpected '\(character)'" : "the document ends too early")
      }
    }
  }

  mutating func array() throws(JSONFailure) -> JSONValue {
    try enter()
    index += 1
    var items: [JSONValue] = []
    skipSpace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return .array(items)
    }
    while true {
      skipSpace()
      items.append(try value())
      skipSpace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "]")) {
        index += 1
        depth -= 1
        return .array(items)
      } else {
        throw failure(
          index < bytes.count ? "unexpected '\(character)'" : "the document ends too early")
      }
    }
  }

  mutating func string() throws(JSONFailure) -> String {
    index += 1
    // Most strings have no escapes: take them whole.
    var end = JSONScan.skipPlainWords(in: bytes, from: index, to: bytes.count)
    while end < bytes.count {
      let b = bytes[end]
      if b == UInt8(ascii: "\"") {
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        index = end + 1
        return text
      }
      if b == UInt8(ascii: "\\") || b < 0x20 { break }
      end += 1
    }
    var out: [UInt8] = Array(bytes[index..<end])
    index = end
    while index < bytes.count {
      let b = bytes[index]
      index += 1
      switch b {
      case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { break }
        let e = bytes[index]
        index += 1
        switch e {
        case UInt8(ascii: "n"): out.append(10)
        case UInt8(ascii: "t"): out.append(9)
        case UInt8(ascii: "r"): out.append(13)
        case UInt8(ascii: "b"): out.append(8)
        case UInt8(ascii: "f"): out.append(12)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800..<0xDC00).contains(scalar), peek(UInt8(ascii: "\\")),
            index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try hex4()
            scalar =
              (0xDC00...0xDFFF).contains(low)
              ? 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
          }
          let char = Unicode.Scalar(scalar) ?? "\u{FFFD}"
          out.append(contentsOf: Array(String(char).utf8))
        default: out.append(e)
        }
      case 0..<0x20:
        index -= 1
        throw failure("a control character inside a string")
      default: out.append(b)
      }
    }
    throw failure("a string is not closed")
  }

  mutating func hex4() throws(JSONFailure) -> UInt32 {
    guard index + 4 <= bytes.count,
      let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw failure("a \\u escape needs four hex digits") }
    index += 4
    return v
  }

  mutating func number() throws(JSONFailure) -> Double {
    let begin = index
    // Whole numbers of up to 15 digits need no conversion from text.
    var whole = 0
    var digits = 0
    while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57, digits < 15 {
      whole = whole * 10 + Int(bytes[index] - 48)
      digits += 1
      index += 1
    }
    if digits > 0, !(index < bytes.count && Self.continuesNumber(bytes[index])),
      !(digits > 1 && bytes[begin] == 48)
    {
      return Double(whole)
    }
    index = begin
    while index < bytes.count,
      bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
        || bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e")
        || bytes[index] == UInt8(ascii: "E") || (48...57).contains(bytes[index])
    {
      index += 1
    }
    guard index > begin, let v = Double(String(decoding: bytes[begin..<index], as: UTF8.self))
    else {
      index = begin
      throw failure("unexpected '\(character)'")
    }
    return v
  }

  static func continuesNumber(_ b: UInt8) -> Bool {
    (48...57).contains(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "e")
      || b == UInt8(ascii: "E") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
  }

  mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONFailure) -> JSONValue {
    let count = word.utf8CodeUnitCount
    let matches =
      index + count <= bytes.count
      && word.withUTF8Buffer { w in (0..<count).allSatisfy { bytes[index + $0] == w[$0] } }
    guard matches else { throw failure("unexpected '\(character)'") }
    index += count
    return value
  }

  mutating func enter() throws(JSONFailure) {
    depth += 1
    if depth > 512 { throw failure("nested too deeply") }
  }

  mutating func skipSpace() {
    while index < bytes.count,
      bytes[index] == 32 || bytes[index] == 10 || bytes[index] == 13 || bytes[index] == 9
    {
      index += 1
    }
  }

  func peek(_ b: UInt8) -> Bool { index < bytes.count && bytes[index] == b }

  var character: String {
    guard index < bytes.count else { return "end" }
    return String(decoding: [bytes[index]], as: UTF8.self)
  }

  func failure(_ problem: String) -> JSONFailure {
    var line = 1
    var column = 1
    for b in bytes[..<min(index, bytes.count)] {
      if b == 10 {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONFailure(line: line, column: column, problem: problem)
  }
}
