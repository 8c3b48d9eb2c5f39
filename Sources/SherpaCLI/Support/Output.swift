#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered standard output: a stream of thousands of JSON lines is written in large
/// blocks, not line by line.
struct Output {
  private var buffer: [UInt8] = []

  init() { buffer.reserveCapacity(1 << 16) }

  mutating func line(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    buffer.append(10)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Text with no newline after it.
  mutating func text(_ text: String) {
    buffer.append(contentsOf: text.utf8)
  }

  mutating func flush() {
    guard !buffer.isEmpty else { return }
    Output.writeAll(buffer, to: 1)
    buffer.removeAll(keepingCapacity: true)
  }

  /// One line on stderr.
  static func error(_ text: String) {
    writeAll(Array(("Error: " + text + "\n").utf8), to: 2)
  }

  /// Writes all of `bytes` to a file descriptor, retrying short writes.
  static func writeAll(_ bytes: [UInt8], to fd: Int32) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return }
        offset += n
      }
    }
  }
}

/// Reads a whole file, or nil when it does not exist.
func readFile(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var out: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, 1 << 16, file) }
    if n <= 0 { break }
    out.append(contentsOf: chunk[..<n])
  }
  return out
}
