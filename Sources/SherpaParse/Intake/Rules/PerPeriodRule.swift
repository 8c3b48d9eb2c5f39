import SherpaCore

/// "a week", "per day" away from their amount: "Max 2 glasses of wine a week".
enum PerPeriodRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    guard d.amount != nil || d.timesCount != nil,
      let (period, length) = AmountRule.perPeriod(d, at: i),
      d.lexemes[i].frequency == nil
    else { return 0 }
    d.period = period
    return length
  }
}
