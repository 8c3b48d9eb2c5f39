/// How output looks: ANSI colour and Unicode marks on a terminal, plain ASCII otherwise.
struct Style {
  let color: Bool

  /// Unicode marks and bars go with colour: both mean a terminal that shows them.
  var unicode: Bool { color }

  func bold(_ s: String) -> String { paint(s, "1") }
  func dim(_ s: String) -> String { paint(s, "2") }
  func accent(_ s: String) -> String { paint(s, "36") }
  func good(_ s: String) -> String { paint(s, "32") }
  func warm(_ s: String) -> String { paint(s, "33") }

  private func paint(_ s: String, _ code: String) -> String {
    color && !s.isEmpty ? "\u{1B}[" + code + "m" + s + "\u{1B}[0m" : s
  }
}

extension Style {
  /// A calendar cell's colour, from 1 (grey: the day did not count) to 4 (bright green).
  func shade(_ s: String, level: Int) -> String {
    let codes = ["2", "38;5;244", "38;5;28", "38;5;34", "38;5;40"]
    return color ? "\u{1B}[" + codes[max(0, min(4, level))] + "m" + s + "\u{1B}[0m" : s
  }
}
