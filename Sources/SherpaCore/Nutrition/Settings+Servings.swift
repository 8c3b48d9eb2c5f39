/// A person's own servings: `config set serving.glass 300ml`, `serving.scoop 30g`.
///
/// A serving counts a container or a scoop of something ("2 glasses", "a scoop"); the
/// grammar's servings (glass, cup and mug 250 ml, bottle 500 ml) apply where none is set.
extension Settings {
  /// What one serving holds.
  public struct Serving: Hashable, Sendable {
    public var amount: Double
    public var unit: Unit

    public init(amount: Double, unit: Unit) {
      self.amount = amount
      self.unit = unit
    }

    public var description: String { Target.format(amount) + " " + unit.rawValue }
  }

  static let servingPrefix = "serving."

  /// Whether `key` is a serving's: "serving." and a name of letters.
  public static func isServingKey(_ key: String) -> Bool {
    guard key.hasPrefix(servingPrefix) else { return false }
    let name = key.dropFirst(servingPrefix.count)
    return !name.isEmpty && name.count <= 30 && name.allSatisfy { $0.isLetter || $0 == "-" }
  }

  /// The keys of the servings set, in order.
  public var servingKeys: [String] { servings.keys.sorted().map { Self.servingPrefix + $0 } }

  /// "300 ml", or "none" when the serving is not set.
  func servingValue(of key: String) -> String {
    servings[String(key.dropFirst(Self.servingPrefix.count))]?.description ?? "none"
  }

  /// `serving.NAME` set to "300ml", "0.3 l", "30g", "1 oz"; "none" removes it.
  mutating func setServing(_ key: String, to text: String) throws(SettingFailure) {
    let name = String(key.dropFirst(Self.servingPrefix.count)).lowercased()
    let value = text.trimmingWhitespace().lowercased()
    if value == "none" {
      servings[name] = nil
      return
    }
    let digits = value.prefix { $0.isNumber || $0 == "." }
    let word = value.dropFirst(digits.count).trimmingWhitespace()
    let units: [String: (Unit, Double)] = [
      "ml": (.ml, 1), "l": (.ml, 1000), "litre": (.ml, 1000), "liter": (.ml, 1000),
      "g": (.g, 1), "kg": (.g, 1000), "oz": (.oz, 1),
    ]
    guard let amount = Double(digits), amount > 0, amount <= 100_000,
      let (unit, factor) = units[String(word)]
    else {
      throw .badValue(key: key, value: text, example: "'300ml', '0.5l', '30g' or 'none'")
    }
    servings[name] = Serving(amount: amount * factor, unit: unit)
  }
}
