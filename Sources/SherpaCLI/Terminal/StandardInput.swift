#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines of standard input, read in large blocks.
enum StandardInput {
  static func lines(_ body: (String) -> Void) {
    var pending: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, 1 << 16) }
      if n <= 0 { break }
      var start = 0
      for i in 0..<n where chunk[i] == 10 {
        pending.append(contentsOf: chunk[start..<i])
        body(line(pending))
        pending.removeAll(keepingCapacity: true)
        start = i + 1
      }
      pending.append(contentsOf: chunk[start..<n])
    }
    if !pending.isEmpty { body(line(pending)) }
  }

  private static func line(_ bytes: [UInt8]) -> String {
    var b = bytes[...]
    if b.last == 13 { b = b.dropLast() }
    return String(decoding: b, as: UTF8.self)
  }
}
