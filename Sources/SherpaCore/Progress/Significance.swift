/// Whether a difference in the data is bigger than chance would make it: the checks an
/// insight passes before it is said.
///
/// Both are the textbook tests at the 1% level: with fifty habits looked at seven ways, a
/// looser bar would find "patterns" in coin flips.
enum Significance {
  /// The z beyond which a two-sided difference is significant at 1%.
  static let z = 2.58
  static let level = 0.01

  /// Whether `a` and `b` differ by more than chance: the two-proportion z-test.
  static func differ(_ a: Adherence, _ b: Adherence) -> Bool {
    guard a.scheduled > 0, b.scheduled > 0 else { return false }
    let n1 = Double(a.scheduled)
    let n2 = Double(b.scheduled)
    let pooled = Double(a.done + b.done) / (n1 + n2)
    let spread = (pooled * (1 - pooled) * (1 / n1 + 1 / n2)).squareRoot()
    guard spread > 0 else { return false }
    let difference = Double(a.done) / n1 - Double(b.done) / n2
    return abs(difference) / spread >= z
  }

  /// The chance of `count` or more of `trials` when each happens with chance `p`: the
  /// binomial upper tail.
  static func tail(_ count: Int, of trials: Int, chance p: Double) -> Double {
    guard count > 0 else { return 1 }
    guard count <= trials else { return 0 }
    var total = 0.0
    for k in count...trials {
      var term = 1.0
      // C(trials, k) p^k (1-p)^(trials-k), built up in floating point.
      for i in 0..<k { term *= Double(trials - i) / Double(i + 1) * p }
      for _ in 0..<(trials - k) { term *= 1 - p }
      total += term
    }
    return total
  }
}
