import SherpaCore

/// A tiny seeded generator (SplitMix64), so every run draws the same rules on every platform.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`; the modulo bias is irrelevant at these sizes.
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// True `percent` times in 100.
  public mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

  /// `count` distinct items of `items`, in no particular order.
  public mutating func sample<T>(_ items: [T], count: Int) -> [T] {
    var pool = items
    var chosen: [T] = []
    for _ in 0..<min(count, pool.count) {
      chosen.append(pool.remove(at: int(0...(pool.count - 1))))
    }
    return chosen
  }
}

/// A recurrence and the DTSTART it is expanded from.
public struct GeneratedRule: Sendable, CustomStringConvertible {
  public let rule: Recurrence
  public let start: CivilDate

  public var description: String { "\(rule.rrule ?? "once") from \(start)" }
}

/// Draws sensible rules of every kind Sherpa supports, with starts that lean on month and
/// year ends and leap days.
public enum RuleGenerator {
  public static func rules(count: Int, seed: UInt64 = 0x5EED_5E4A) -> [GeneratedRule] {
    var random = SplitMix64(seed: seed)
    var rules: [GeneratedRule] = []
    while rules.count < count {
      let start = startDate(&random)
      var rule = recurrence(&random, start: start)
      rule.end = end(&random, start: start)
      // dateutil searches to year 9999 for a rule that never (or almost never) matches.
      guard rule.isSatisfiable, matchesSoon(rule, start: start) else { continue }
      rules.append(GeneratedRule(rule: rule, start: start))
    }
    return rules
  }

  static func startDate(_ random: inout SplitMix64) -> CivilDate {
    let year = random.int(2023...2030)
    let month = random.int(1...12)
    let special: CivilDate? =
      switch random.int(0...9) {
      case 0, 1:
        CivilDate(year: year, month: month, day: CivilDate.daysIn(month: month, year: year))
      case 2: CivilDate(year: year, month: 2, day: 28)
      case 3: CivilDate(year: random.pick([2024, 2028]), month: 2, day: 29)
      case 4: CivilDate(year: year, month: 12, day: 31)
      case 5: CivilDate(year: year, month: 1, day: 1)
      default: nil
      }
    return special ?? CivilDate(
      year: year, month: month, day: random.int(1...CivilDate.daysIn(month: month, year: year)))!
  }

  static func recurrence(_ random: inout SplitMix64, start: CivilDate) -> Recurrence {
    let interval = random.chance(50) ? 1 : random.int(2...4)
    switch random.int(0...19) {
    case 0...3:
      let months = random.chance(30) ? someMonths(&random) : []
      return Recurrence(frequency: .daily, interval: interval, byMonth: months)
    case 4...8:
      let days = random.sample(Weekday.allCases, count: random.int(0...7))
      return Recurrence(
        frequency: .weekly, interval: interval, byWeekday: days.map { WeekdayRule($0) })
    case 9...14:
      if random.chance(55) {
        return Recurrence(
          frequency: .monthly, interval: interval, byMonthDay: someMonthDays(&random))
      }
      return Recurrence(
        frequency: .monthly, interval: interval, byWeekday: someOrdinalWeekdays(&random))
    default:
      switch random.int(0...9) {
      case 0...3:
        return Recurrence(
          frequency: .yearly, interval: interval, byMonthDay: someMonthDays(&random),
          byMonth: someMonths(&random))
      case 4...5:
        return Recurrence(
          frequency: .yearly, interval: interval, byWeekday: someOrdinalWeekdays(&random, count: 1),
          byMonth: [random.int(1...12)])
      case 6...7:
        return Recurrence(frequency: .yearly, interval: interval, byMonth: someMonths(&random))
      default:
        return Recurrence(frequency: .yearly, interval: interval)
      }
    }
  }

  static func end(_ random: inout SplitMix64, start: CivilDate) -> Recurrence.End {
    switch random.int(0...9) {
    case 0...3: .never
    case 4...6: .count(random.int(1...60))
    default: .until(start.adding(days: random.int(0...(3 * 365 + 1))))
    }
  }

  static func someMonths(_ random: inout SplitMix64) -> [Int] {
    random.sample(Array(1...12), count: random.int(1...3))
  }

  static func someMonthDays(_ random: inout SplitMix64) -> [Int] {
    random.sample(Array(1...31) + [-1], count: random.int(1...3))
  }

  static func someOrdinalWeekdays(_ random: inout SplitMix64, count: Int? = nil) -> [WeekdayRule] {
    (0..<(count ?? random.int(1...3))).map { _ in
      WeekdayRule(random.pick(Weekday.allCases), ordinal: random.pick([1, 2, 3, 4, -1]))
    }
  }

  /// Whether a yearly rule names a day that exists in one of its next few years: false for
  /// "29 Feb every 2 years" from an odd year, which never comes.
  static func matchesSoon(_ rule: Recurrence, start: CivilDate) -> Bool {
    guard rule.frequency == .yearly, rule.byWeekday.isEmpty else { return true }
    let months =
      !rule.byMonth.isEmpty ? rule.byMonth : rule.byMonthDay.isEmpty ? [start.month] : Array(1...12)
    let days = rule.byMonthDay.isEmpty ? [start.day] : rule.byMonthDay
    return (0..<4).contains { k in
      let year = start.year + k * rule.interval
      return months.contains { month in
        days.contains { abs($0) <= CivilDate.daysIn(month: month, year: year) }
      }
    }
  }
}
