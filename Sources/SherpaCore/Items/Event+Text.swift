extension Event {
  /// A short text an event holds (its `at` and its `id`), kept in the event itself when it
  /// is ASCII of up to 23 bytes, and as a `String` otherwise. Each is about 19 bytes, past
  /// the 15 a `String` holds without allocating, and a month file has a thousand lines or
  /// more: read as strings, they cost two allocations a line, a third of reading the month.
  ///
  /// Which form a text takes depends on the text alone, so two texts are equal, and hash
  /// alike, exactly when their strings are.
  @usableFromInline
  package enum Text: Hashable, Sendable {
    /// The bytes in memory order, then zeros; the count in the last of the 24 bytes.
    case inline(UInt64, UInt64, UInt64)
    case string(String)

    /// The most bytes kept inline: one byte of the 24 holds the count.
    static let capacity = 23

    package init(_ text: String) {
      var text = text
      self = text.withUTF8 { Text(inline: $0) } ?? .string(text)
    }

    /// The text of UTF-8 `bytes`, as `String(decoding:as:)` reads them.
    package init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
      self = Text(inline: bytes) ?? .string(String(decoding: bytes, as: UTF8.self))
    }

    /// The inline form of `bytes`; nil when they are too many or not all ASCII.
    private init?(inline bytes: UnsafeBufferPointer<UInt8>) {
      guard bytes.count <= Self.capacity else { return nil }
      var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
      withUnsafeMutableBytes(of: &words) { raw in
        raw.copyMemory(from: UnsafeRawBufferPointer(bytes))
        raw[Self.capacity] = UInt8(bytes.count)
      }
      // The count is below 0x80, so it never looks like a byte past ASCII.
      guard (words.0 | words.1 | words.2) & 0x8080_8080_8080_8080 == 0 else { return nil }
      self = .inline(words.0, words.1, words.2)
    }

    package var string: String {
      switch self {
      case .string(let text): return text
      case .inline(let a, let b, let c):
        let words = (a, b, c)
        return withUnsafeBytes(of: words) { raw in
          let count = Int(raw[Self.capacity])
          return String(unsafeUninitializedCapacity: count) { out in
            _ = out.initialize(from: raw.prefix(count))
            return count
          }
        }
      }
    }
  }
}
