/// The countdown's one line, as wide as the terminal: what runs, a bar of the time gone,
/// and the time left.
enum CountdownView {
  /// - Parameters:
  ///   - label: "Focus 1/4 · Read", "Break".
  ///   - done: The share of the period gone, 0–1.
  ///   - right: "12:34 left", "paused".
  static func line(label: String, done: Double, right: String, width: Int, unicode: Bool)
    -> String
  {
    let room = max(10, width - label.count - right.count - 6)
    let filled = min(room, max(0, Int((done * Double(room)).rounded(.down))))
    let bar =
      unicode
      ? String(repeating: "█", count: filled) + String(repeating: "░", count: room - filled)
      : "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: room - filled)
        + "]"
    return " " + label + "  " + bar + "  " + right
  }

  /// "12:34" (or "1:02:03" past an hour).
  static func clock(_ seconds: Int) -> String {
    let s = max(0, seconds)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return s >= 3600 ? "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" : "\(s / 60):\(two(s % 60))"
  }
}
