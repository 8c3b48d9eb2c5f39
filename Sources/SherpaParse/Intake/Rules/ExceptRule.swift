import SherpaCore

/// "except Sundays", "but not on weekends": days taken out of an otherwise daily schedule.
enum ExceptRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    guard d.lexemes[i].is(.except), d.free(i + 1) != nil else { return 0 }
    let count = d.days.count
    let length = WeekdayListRule.match(&d, at: i + 1)
    guard length > 0, d.days.count > count, let removed = d.days.popLast() else { return 0 }
    d.exceptDays += removed.rules.map(\.weekday)
    return length + 1
  }
}
