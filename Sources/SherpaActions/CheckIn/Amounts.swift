import SherpaCore
import SherpaParse

/// An amount as typed, in the unit of the item it is logged for.
public enum Amounts {
  /// "5km", "2", "30min": the target written as an amount to log.
  public static func example(_ target: Target) -> String {
    Target.format(target.amount) + (target.unit == .count ? "" : target.unit.rawValue)
  }

  /// Whether `quantity` can be logged toward `target`.
  static func fits(_ quantity: Quantity, _ target: Target) -> Bool {
    converted(quantity, to: target) != nil
  }

  /// How many times an item's target a logged amount may be before it is asked about.
  public static let plausible = 100.0

  /// A logged quantity in the item's unit: "2 mi" for a km target is 3.22.
  ///
  /// - Parameter typed: The amount as typed ("0.5l"), for an error to quote.
  public static func amount(
    _ quantity: Quantity, typed: String? = nil, for tracked: TrackedItem, target: Target
  ) throws(LogFailure) -> Double {
    guard var amount = converted(quantity, to: target) else {
      let noun = target.label ?? (target.unit == .count ? "times" : target.unit.rawValue)
      let said = typed ?? quantity.word.map { Target.format(quantity.amount) + " " + $0 } ?? ""
      throw .unfit(said, tracked, noun: noun, target: target)
    }
    amount = Target.rounded(amount)
    guard abs(amount) <= Target.maximumAmount else { throw .tooMuch(quantity.amount) }
    guard amount != 0 else { throw .zero(tracked) }
    return amount
  }

  /// The quantity in `target`'s unit, or nil when it does not fit.
  private static func converted(_ quantity: Quantity, to target: Target) -> Double? {
    if quantity.unit != nil { return quantity.amount(in: target.unit) }
    if let word = quantity.word?.lowercased() {
      guard target.unit == .count, names(word, target.label) else { return nil }
    }
    return quantity.amount
  }

  /// Whether a typed word names a count target's things: "pages" for "pages", "page", "x".
  private static func names(_ word: String, _ label: String?) -> Bool {
    if ["time", "times", "x"].contains(word) { return true }
    guard let label else { return false }
    // "swings" names "kettlebell swings".
    let said = Words.stem(word.filter { $0 != " " })
    let last = String(word.split(separator: " ").last ?? "")
    return said == Words.stem(label.filter { $0 != " " })
      || Words.stem(last) == Words.stem(String(label.split(separator: " ").last ?? ""))
  }
}
