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
