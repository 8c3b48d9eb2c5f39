import SherpaCore

/// An amount as typed when logging: "3.2km", "+250ml", "-250", "2 mi", "10 pages", "$4.50".
public struct Quantity: Hashable, Sendable {
  /// Signed, and already converted into `unit` when the word named one ("2 mi" is 3.22 km).
  public var amount: Double
  /// Nil for a bare number or a word that is not a unit ("pages").
  public var unit: SherpaCore.Unit?
  /// The unit word as typed, if any.
  public var word: String?

  public init(amount: Double, unit: SherpaCore.Unit? = nil, word: String? = nil) {
    self.amount = amount
    self.unit = unit
    self.word = word
  }

  /// The amount in `target`, for a quantity read with a unit; nil when it does not convert.
  /// Read for what it is logged toward, a short word says more than its unit: the "k" of
  /// "10k steps" is thousands, the "m" of "500m" on a run is metres.
  public func amount(in target: SherpaCore.Unit) -> Double? {
    guard let unit else { return nil }
    if let converted = unit.convert(amount, to: target) { return converted }
    let word = word?.lowercased()
    if word == "k" && target != .km { return amount * 1000 }  // "10k steps"
    if word == "m" && target == .km { return amount / 1000 }  // "500m" of a run
    return nil
  }
}

extension Grammar {
  /// The unit a word names, and the factor that converts an amount into it.
  public func unit(named word: String) -> (unit: SherpaCore.Unit, factor: Double)? {
    for meaning in words[word.lowercased()] ?? [] {
      if case .unit(let unit, let factor) = meaning { return (unit, factor) }
    }
    return nil
  }

  /// The one-word unit names, shortest first ("km" before "kilometres"): for completion.
  public func unitWords(for unit: SherpaCore.Unit? = nil) -> [String] {
    words.entries.compactMap { word, meanings -> String? in
      let names = meanings.contains {
        guard case .unit(let named, _) = $0 else { return false }
        return unit.map { named.convert(1, to: $0) != nil } ?? true
      }
      return names && word.allSatisfy(\.isLetter) ? word : nil
    }.sorted { ($0.count, $0) < ($1.count, $1) }
  }
}
