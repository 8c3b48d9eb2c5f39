import SherpaCore

/// Ranges every number read from a file must be in before it is used, so no value in a
/// store, a cache or an import can overflow an `Int` or trap a conversion.
package enum Checked {
  /// Seqs, item ids and other counts: far beyond any real store, far below `Int.max`.
  static let maxSeq = 2_000_000_000
  /// Amounts logged: finite and at most this far from zero.
  static let maxAmount = 1e12
  /// Format versions: small whole numbers.
  static let maxVersion = 1000
  /// File lengths in a journal.
  static let maxFileSize = 1 << 50

  /// `value` as a whole number in `range`; nil for anything else (a fraction, NaN, 1e300).
  static func int(_ value: JSONValue?, in range: ClosedRange<Int>) -> Int? {
    guard let n = value?.number, n.isFinite, n == n.rounded(),
      n >= Double(range.lowerBound), n <= Double(range.upperBound)
    else { return nil }
    return Int(n)
  }

  /// Whether `date` is one Sherpa reads and writes: years 1900–9999.
  static func isInRange(_ date: CivilDate) -> Bool {
    (1900...9999).contains(date.year)
  }

  /// Where `bytes` stop being UTF-8 text, as a line and a column (both from 1); nil when
  /// they are. Text that is not UTF-8 would come back changed (as U+FFFD) on the next save.
  package static func notUTF8(_ bytes: some Collection<UInt8>) -> (line: Int, column: Int)? {
    // Most of a store is ASCII, which is UTF-8 as it is: told eight bytes at a time.
    if bytes.withContiguousStorageIfAvailable(isASCII) == true { return nil }
    if String(validating: bytes, as: UTF8.self) != nil { return nil }
    var line = 1
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    var lineStart = 0
    var consumed = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        consumed = scalar.utf8.count
        if scalar == "\n" {
          line += 1
          lineStart = offset + 1
        }
        offset += consumed
      case .emptyInput: return nil
      case .error: return (line, offset - lineStart + 1)
      }
    }
  }

  /// Whether every byte is below 128.
  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var seen: UInt64 = 0
    var offset = 0
    while offset + 8 <= bytes.count {
      seen |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    while offset < bytes.count {
      seen |= UInt64(bytes[offset])
      offset += 1
    }
    return seen & 0x8080_8080_8080_8080 == 0
  }
}
