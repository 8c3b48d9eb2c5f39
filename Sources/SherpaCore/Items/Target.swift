/// The ten units Sherpa keeps amounts in; every other unit is converted on intake.
public enum Unit: String, CaseIterable, Sendable {
  case count, sec, min, hours, km, steps, kcal, g, ml, oz, usd, eur, gbp

  /// "$", "€", "£" for money, written before the amount; nil for other units.
  public var currencySymbol: String? {
    switch self {
    case .usd: "$"
    case .eur: "€"
    case .gbp: "£"
    default: nil
    }
  }

  /// How an amount reads: "10,000 steps", "1.5 hours", "3.22 km", "1 hour".
  public func label(for amount: Double) -> String {
    let one = amount == 1
    switch self {
    case .count: return one ? "time" : "times"
    case .sec: return "s"
    case .min: return "min"
    case .hours: return one ? "hour" : "hours"
    case .steps: return one ? "step" : "steps"
    default: return rawValue
    }
  }
}

/// How much makes a day (or week, or month) count.
public struct Target: Hashable, Sendable {
  public enum Period: String, CaseIterable, Sendable { case day, week, month }
  /// `atLeast` for a habit to build, `atMost` for a limit ("no more than 2 coffees a day").
  public enum Goal: String, CaseIterable, Sendable { case atLeast, atMost }

  public var amount: Double
  public var unit: Unit
  /// The countable noun of a `count` target, as written: "pages", "push-ups".
  public var label: String?
  public var period: Period
  public var goal: Goal

  public init(
    amount: Double = 1, unit: Unit = .count, label: String? = nil, period: Period = .day,
    goal: Goal = .atLeast
  ) {
    self.amount = amount
    self.unit = unit
    self.label = label
    self.period = period
    self.goal = goal
  }

  /// The largest amount Sherpa keeps.
  public static let maximumAmount = 1e9

  /// Amounts are kept to two decimals: 2 miles is 3.22 km.
  public static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  /// A plain check-off: once a day.
  public static let checkOff = Target()

  public var isCheckOff: Bool { self == .checkOff }

  /// Whether a period's total keeps this target: reaches the amount (or was marked done)
  /// for `atLeast`, stays at or under it for `atMost`.
  ///
  /// - Parameters:
  ///   - total: The amount logged over the period, in the target's unit.
  ///   - completed: Whether it was marked done in the period; an `atMost` limit ignores it.
  public func isMet(by total: Double, completed: Bool) -> Bool {
    goal == .atLeast ? completed || total >= amount : total <= amount
  }

  /// "10,000 steps a day", "at most 2 glasses a week", "25 pages a day".
  public var text: String {
    let number = Target.format(amount, grouping: true)
    let noun = label ?? unit.label(for: amount)
    let core =
      if let symbol = unit.currencySymbol {
        symbol + Target.format(amount, grouping: true, cents: true)
      } else if unit == .count && label == nil {
        amount == 1 ? "once" : number + " times"
      } else {
        number + " " + noun
      }
    let per = " a " + period.rawValue
    if goal == .atMost && amount == 0 { return "no " + (label ?? "times") + per }
    return (goal == .atMost ? "at most " : "") + core + per
  }

  /// Shortest decimal text: 3.22, 10000, 1.5 (or 10,000 with grouping).
  /// - Parameter cents: Money: a fraction always has two digits ("4.50").
  public static func format(_ value: Double, grouping: Bool = false, cents: Bool = false)
    -> String
  {
    let rounded = Target.rounded(value)
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      let whole = String(Int(rounded))
      return grouping ? group(whole) : whole
    }
    let text = String(rounded)
    if cents, let point = text.firstIndex(of: "."), text[point...].count == 2 { return text + "0" }
    return text
  }

  private static func group(_ digits: String) -> String {
    let negative = digits.hasPrefix("-")
    let body = Array(negative ? digits.dropFirst() : Substring(digits))
    guard body.count > 4 else { return digits }
    var out: [Character] = []
    for (i, c) in body.enumerated() {
      if i > 0 && (body.count - i) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return (negative ? "-" : "") + String(out)
  }
}
