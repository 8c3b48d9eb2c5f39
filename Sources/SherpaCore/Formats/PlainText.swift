/// Names as text, never terminal codes: what a name read from anywhere (a phrase, a rename,
/// an import, a synced history) is kept and shown as.
public enum PlainText {
  /// `text` without terminal escape sequences (CSI, OSC and the rest, in their 7-bit and
  /// 8-bit forms), other control characters and bidirectional overrides; line breaks and
  /// tabs become spaces.
  public static func cleaned(_ text: String) -> String {
    if text.unicodeScalars.allSatisfy(isPlain) { return text }
    var out = String.UnicodeScalarView()
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      switch scalar.value {
      case 0x1B:
        skipEscape(&scalars)
      case 0x9B:
        skipParameters(&scalars)
      case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
        skipString(&scalars)
      case 0x09, 0x0A, 0x0D:
        out.append(" ")
      default:
        if isPlain(scalar) { out.append(scalar) }
      }
    }
    return String(out)
  }

  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
    default: true
    }
  }

  /// After ESC: `[` parameters and a final byte, `]` (and P, X, ^, _) a string to BEL or
  /// ST, else one character.
  private static func skipEscape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
    guard let next = scalars.popFirst() else { return }
    switch next {
    case "[": skipParameters(&scalars)
    case "]", "P", "X", "^", "_": skipString(&scalars)
    default:
      // Intermediate bytes (space to '/') come before the final one.
      var last = next
      while (0x20...0x2F).contains(last.value), let more = scalars.popFirst() { last = more }
    }
  }

  /// A control sequence's parameter and intermediate bytes up to its final byte.
  private static func skipParameters(_ scalars: inout ArraySlice<Unicode.Scalar>) {
    while let scalar = scalars.popFirst() {
      if (0x40...0x7E).contains(scalar.value) || !(0x20...0x3F).contains(scalar.value) { return }
    }
  }

  /// A string up to BEL, ESC \ or ST.
  private static func skipString(_ scalars: inout ArraySlice<Unicode.Scalar>) {
    while let scalar = scalars.popFirst() {
      if scalar.value == 0x07 || scalar.value == 0x9C { return }
      if scalar.value == 0x1B {
        if scalars.first == "\\" { scalars.removeFirst() }
        return
      }
    }
  }
}
