extension Recurrence {
  /// The dates this rule produces from `start`.
  ///
  /// Expansion follows RFC 5545 with `WKST=MO` and `start` as DTSTART, exactly as
  /// python-dateutil's `rrule` computes it: nothing before `start` is produced, "every 2
  /// weeks" counts from the week that contains `start`, and a rule without day filters takes
  /// its day from `start`. A one-off produces `[start]`.
  ///
  /// - Parameters:
  ///   - start: DTSTART, the first day an occurrence may fall on.
  ///   - limit: The most dates to return.
  /// - Returns: Ascending dates; fewer than `limit` when the rule ends.
  public func occurrences(from start: CivilDate, limit: Int) -> [CivilDate] {
    var result: [CivilDate] = []
    guard limit > 0 else { return result }
    if frequency == .none { return [start] }
    result.reserveCapacity(min(limit, 64))
    var expander = Expander(rule: self, start: start)
    expander.run(limit: limit) {
      result.append($0)
      return true
    }
    return result
  }

  /// The first day on or after `date` that the rule's day filters accept (weekdays, month
  /// days, months), ignoring the interval and the end: the synchronized DTSTART of RFC 5545.
  /// Nil when no day ever matches (a 30 February).
  public func firstDay(onOrAfter date: CivilDate) -> CivilDate? {
    if frequency == .none { return date }
    // The Gregorian calendar repeats every 400 years: a day filter that matches nothing in
    // that span never matches.
    var search = filtersOnly
    search.end = .until(CivilDate(unchecked: min(9999, date.year + 400), 12, 31))
    return search.occurrences(from: date, limit: 1).first
  }

  /// Whether some calendar day can satisfy the month and month-day filters together.
  public var isSatisfiable: Bool {
    if byMonthDay.isEmpty { return true }
    let months = byMonth.isEmpty ? Array(1...12) : byMonth
    return months.contains { month in
      byMonthDay.contains { abs($0) <= CivilDate.daysIn(month: month, year: 2000) }
    }
  }
}

/// Walks the periods (days, weeks, months, years) of a rule and filters their days, the way
/// python-dateutil does.
struct Expander {
  let rule: Recurrence
  let start: CivilDate
  let startNumber: Int
  let plainDays: UInt8  // bit per weekday
  let nthDays: [WeekdayRule]
  let monthDays: [Int]
  let monthMask: UInt16  // bit per month, 0 when unfiltered

  init(rule: Recurrence, start: CivilDate) {
    self.rule = rule
    self.start = start
    self.startNumber = start.dayNumber
    var plain: UInt8 = 0
    var nth: [WeekdayRule] = []
    for entry in rule.byWeekday {
      // As in dateutil, an ordinal means nothing for daily and weekly rules.
      if let n = entry.ordinal, rule.frequency == .monthly || rule.frequency == .yearly {
        nth.append(WeekdayRule(entry.weekday, ordinal: n))
      } else {
        plain |= 1 << entry.weekday.rawValue
      }
    }
    var monthDays = rule.byMonthDay
    var months = rule.byMonth
    // dateutil's defaults when the rule names no day at all.
    if rule.byWeekday.isEmpty && rule.byMonthDay.isEmpty {
      switch rule.frequency {
      case .yearly:
        if months.isEmpty { months = [start.month] }
        monthDays = [start.day]
      case .monthly: monthDays = [start.day]
      case .weekly: plain = 1 << start.weekday.rawValue
      default: break
      }
    }
    self.plainDays = plain
    self.nthDays = nth
    self.monthDays = monthDays
    self.monthMask = months.reduce(0) { $0 | (1 << UInt16($1)) }
  }

  mutating func run(limit: Int, fromPeriod first: Int = 0, emit: (CivilDate) -> Bool) {
    run(limit: limit, fromPeriod: first) { (day: Int) in emit(CivilDate(dayNumber: day)) }
  }

  /// `run(limit:fromPeriod:emit:)` by day numbers: no calendar date made for each day.
  mutating func run(limit: Int, fromPeriod first: Int = 0, emit: (Int) -> Bool) {
    var emitted = 0
    let until: Int? = if case .until(let date) = rule.end { date.dayNumber } else { nil }
    let count: Int? = if case .count(let n) = rule.end { n } else { nil }
    let lastDay = CivilDate.latest.dayNumber
    var period = first
    var candidates: [Int] = []
    candidates.reserveCapacity(366)
    while true {
      guard let range = periodRange(period) else { return }
      if range.lowerBound > lastDay { return }
      if let until, range.lowerBound > until { return }
      candidates.removeAll(keepingCapacity: true)
      collect(in: range, into: &candidates)
      for day in candidates where day >= startNumber {
        if let until, day > until { return }
        if day > lastDay { return }
        guard emit(day) else { return }
        emitted += 1
        if emitted == limit { return }
        if let count, emitted >= count { return }
      }
      period += 1
    }
  }

  /// The index of the period that holds `day`, counted in whole intervals from the start's
  /// period (0 for days before it).
  func period(containing day: Int) -> Int {
    guard day > startNumber else { return 0 }
    let date = CivilDate(dayNumber: day)
    let steps: Int
    switch rule.frequency {
    case .none, .daily: steps = day - startNumber
    case .weekly:
      let monday = day - date.weekday.rawValue
      steps = (monday - (startNumber - start.weekday.rawValue)) / 7
    case .monthly: steps = (date.year * 12 + date.month) - (start.year * 12 + start.month)
    case .yearly: steps = date.year - start.year
    }
    return steps / rule.interval
  }

  /// The day numbers of the `index`-th period.
  func periodRange(_ index: Int) -> ClosedRange<Int>? {
    // Past year 9999 there is nothing to produce; stop before the arithmetic can overflow.
    guard index <= 4_000_000 / rule.interval else { return nil }
    let step = rule.interval * index
    switch rule.frequency {
    case .none, .daily:
      let day = startNumber + step
      return day...day
    case .weekly:
      let monday = startNumber - start.weekday.rawValue + 7 * step
      return monday...(monday + 6)
    case .monthly:
      let monthIndex = (start.year * 12 + start.month - 1) + step
      let year = monthIndex / 12
      guard year <= 9999 else { return nil }
      let month = monthIndex % 12 + 1
      let first = CivilDate(unchecked: year, month, 1).dayNumber
      return first...(first + CivilDate.daysIn(month: month, year: year) - 1)
    case .yearly:
      let year = start.year + step
      guard year <= 9999 else { return nil }
      let first = CivilDate(unchecked: year, 1, 1).dayNumber
      return first...(first + (CivilDate.isLeap(year) ? 365 : 364))
    }
  }

  /// Appends the days of `range` that pass every filter, month by month.
  func collect(in range: ClosedRange<Int>, into out: inout [Int]) {
    // Plain "every n days" (or weeks…) with no filter: every day of the period, no calendar.
    if plainDays == 0 && nthDays.isEmpty && monthDays.isEmpty && monthMask == 0 {
      out.append(contentsOf: range)
      return
    }
    var day = range.lowerBound
    while day <= range.upperBound {
      let date = CivilDate(dayNumber: day)
      let monthLength = CivilDate.daysIn(month: date.month, year: date.year)
      let monthStart = day - date.day + 1
      let monthEnd = monthStart + monthLength - 1
      let chunkEnd = min(monthEnd, range.upperBound)
      if monthMask != 0 && monthMask & (1 << UInt16(date.month)) == 0 {
        day = chunkEnd + 1
        continue
      }
      // Ordinals count within the month for monthly rules and for yearly rules with
      // BYMONTH; otherwise within the year.
      let nthRange: ClosedRange<Int> =
        rule.frequency == .yearly && monthMask == 0 ? range : monthStart...monthEnd
      var weekday = Weekday(dayNumber: day).rawValue
      var dayOfMonth = date.day
      for d in day...chunkEnd {
        if accepts(
          day: d, weekday: weekday, dayOfMonth: dayOfMonth, monthLength: monthLength,
          nthRange: nthRange)
        {
          out.append(d)
        }
        weekday = weekday == 6 ? 0 : weekday + 1
        dayOfMonth += 1
      }
      day = chunkEnd + 1
    }
  }

  @inline(__always)
  func accepts(
    day: Int, weekday: Int, dayOfMonth: Int, monthLength: Int, nthRange: ClosedRange<Int>
  ) -> Bool {
    if plainDays != 0 && plainDays & (1 << UInt8(weekday)) == 0 { return false }
    if !nthDays.isEmpty {
      let fromStart = (day - nthRange.lowerBound) / 7 + 1
      let fromEnd = -((nthRange.upperBound - day) / 7 + 1)
      let hit = nthDays.contains {
        $0.weekday.rawValue == weekday && ($0.ordinal == fromStart || $0.ordinal == fromEnd)
      }
      if !hit { return false }
    }
    if !monthDays.isEmpty {
      let fromEnd = dayOfMonth - monthLength - 1
      if !monthDays.contains(where: { $0 == dayOfMonth || $0 == fromEnd }) { return false }
    }
    return true
  }
}
