extension Unit {
  /// How many of this unit's base make one of it, within its family: seconds for time,
  /// millilitres for volume (a fluid ounce is 29.5735 ml). Nil for units with no kin.
  private var base: (family: Int, factor: Double)? {
    switch self {
    case .sec: (0, 1)
    case .min: (0, 60)
    case .hours: (0, 3600)
    case .ml: (1, 1)
    case .oz: (1, 29.5735)
    default: nil
    }
  }

  /// `amount` of this unit in `other`: 90 min is 1.5 hours; nil when they measure different
  /// things (km and minutes).
  public func convert(_ amount: Double, to other: Unit) -> Double? {
    if self == other { return amount }
    guard let from = base, let to = other.base, from.family == to.family else { return nil }
    return amount * from.factor / to.factor
  }
}
