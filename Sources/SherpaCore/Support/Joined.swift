extension Sequence where Element == String {
  /// The texts with `separator` between them: what `joined(separator:)` gives. That one
  /// reaches the standard library unspecialised, and its first call costs a one-shot
  /// command a run-time look-up of its generic witnesses (0.2 M instructions); inlined,
  /// this is a loop.
  @inlinable public func joined(by separator: String) -> String {
    var text = ""
    var first = true
    for part in self {
      if !first { text.append(separator) }
      text.append(part)
      first = false
    }
    return text
  }
}

extension Sequence where Element == Substring {
  /// `joined(by:)` of substrings, each made a string first (see the one of strings).
  @inlinable public func joined(by separator: String) -> String {
    lazy.map { String($0) }.joined(by: separator)
  }
}

extension String {
  /// The text of `scalars`: what `String(String.UnicodeScalarView(scalars))` gives. That
  /// reaches the standard library's `append(contentsOf:)` unspecialised, whose first call
  /// looks up its generic witnesses at run time (0.2 M instructions); inlined, this is a
  /// loop.
  @inlinable public init<Scalars: Sequence<Unicode.Scalar>>(scalars: Scalars) {
    var text = String.UnicodeScalarView()
    for scalar in scalars { text.append(scalar) }
    self = String(text)
  }
}
