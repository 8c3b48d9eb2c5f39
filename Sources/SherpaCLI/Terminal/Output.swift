import SherpaActions

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
    FileAccess.writeAll(buffer, to: 1)
    buffer.removeAll(keepingCapacity: true)
  }

  /// One line on stderr, as `FailureView` words it.
  static func error(_ text: String) {
    FileAccess.writeAll(Array((FailureView.text(text) + "\n").utf8), to: 2)
  }

}
