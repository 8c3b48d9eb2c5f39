/// ANSI styling that disappears when colour is off.
struct Style {
  let color: Bool

  func bold(_ s: String) -> String { color ? "\u{1B}[1m" + s + "\u{1B}[0m" : s }
  func dim(_ s: String) -> String { color ? "\u{1B}[2m" + s + "\u{1B}[0m" : s }
  func accent(_ s: String) -> String { color ? "\u{1B}[36m" + s + "\u{1B}[0m" : s }
}
