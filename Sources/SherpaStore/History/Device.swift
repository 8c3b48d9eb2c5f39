import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A store's device id: what tells one machine's events from another's after a sync.
package enum Device {
  /// `name` as it is when given (after making it an id: letters, digits, '-', '_'); else
  /// the host's name and six random hex digits (`laptop-3fa9c1`), so two machines named
  /// alike still differ.
  static func newID(named name: String?) -> String {
    if let name, let id = cleaned(name) { return id }
    var host = [CChar](repeating: 0, count: 256)
    let named =
      gethostname(&host, host.count - 1) == 0
      ? String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      : ""
    let stem = cleaned(String(named.prefix { $0 != "." })) ?? "sherpa"
    var random = SystemRandomNumberGenerator()
    let digits = String(random.next() & 0xFF_FFFF, radix: 16)
    return String(stem.prefix(40)) + "-" + String(repeating: "0", count: 6 - digits.count) + digits
  }

  private static func cleaned(_ name: String) -> String? {
    let kept = String(
      String.UnicodeScalarView(
        name.lowercased().unicodeScalars.map { scalar in
          scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            || scalar == "_" ? scalar : "-"
        }))
    let trimmed = String(kept.drop { $0 == "-" }.reversed().drop { $0 == "-" }.reversed())
    return trimmed.isEmpty ? nil : String(trimmed.prefix(64))
  }
}
