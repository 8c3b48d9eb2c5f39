/// A cache file: its JSON on the first line, then `check` and a checksum of that line, so a
/// cache edited by hand or damaged on disk is worked out again rather than trusted.
enum CacheFile {
  /// The JSON of the cache at `path`; nil when it is missing or its checksum does not hold.
  static func read(_ path: String) -> [UInt8]? {
    guard let bytes = try? FileSystem.read(path), let newline = bytes.firstIndex(of: 10) else {
      return nil
    }
    let json = bytes[..<newline]
    let rest = bytes[(newline + 1)...]
    guard Array(rest) == Array(("check " + checksum(json) + "\n").utf8) else { return nil }
    return Array(json)
  }

  /// Writes `json` (one line) and its checksum; failure is not an error.
  static func write(_ path: String, _ json: String, inPlace: Bool = false) {
    write(path, bytes: Array(json.utf8), inPlace: inPlace)
  }

  /// `write(_:_:)` of the JSON's bytes, taken over to add the checksum line to.
  ///
  /// - Parameter inPlace: Whether to write over the file where it is
  ///   (`FileSystem.overwriteQuietly`), for a file written at every change; else a new file
  ///   is put in place whole.
  static func write(_ path: String, bytes json: [UInt8], inPlace: Bool = false) {
    var bytes = json
    bytes.append(contentsOf: ("\ncheck " + checksum(json[...]) + "\n").utf8)
    if inPlace {
      FileSystem.overwriteQuietly(path, bytes)
    } else {
      FileSystem.writeQuietly(path, bytes)
    }
  }

  /// FNV-1a, 64 bits, in hex.
  static func checksum(_ bytes: ArraySlice<UInt8>) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
