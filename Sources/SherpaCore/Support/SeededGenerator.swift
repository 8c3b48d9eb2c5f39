/// A small deterministic generator (SplitMix64): the same seed draws the same numbers on
/// every platform and every Swift release, which the standard library's generators and
/// shuffles do not promise.
struct SeededGenerator {
  private var state: UInt64

  /// A generator for a tuple of values: each is mixed in turn, so nearby inputs (week 1 and
  /// week 2, climber 3 and climber 4) draw unrelated numbers.
  init(_ values: Int...) {
    var state: UInt64 = 0x5348_4552_5041_4C47
    for value in values {
      state = SeededGenerator.mix(state ^ UInt64(bitPattern: Int64(value)))
    }
    self.state = state
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return SeededGenerator.mix(state)
  }

  /// A number in `range`; the modulo bias is negligible for ranges this small.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// True `percent` times in 100.
  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  /// `items` in an order drawn from this generator (Fisher–Yates).
  mutating func shuffled<T>(_ items: [T]) -> [T] {
    var result = items
    guard result.count > 1 else { return result }
    for i in stride(from: result.count - 1, to: 0, by: -1) {
      result.swapAt(i, int(0...i))
    }
    return result
  }

  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
