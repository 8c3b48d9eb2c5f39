import SherpaCore

/// Days counted within a month or year: "on the 18th", "the 1st and 16th", "the last day",
/// "the first Thursday", "the first and third Friday of the month", "second-to-last Friday",
/// "the 1st & 15th of Jan & Jul", "the first Monday of December".
enum OrdinalRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    var k = i
    if d.lexemes[k].lower == "on" { k += 1 }
    var hasThe = false
    if d.free(k)?.lower == "the" {
      hasThe = true
      k += 1
    }
    var nth: [WeekdayRule] = []
    var monthDays: [Int] = []
    var pending: [(value: Int, isDigits: Bool)] = []
    var sawDayWord = false
    let begin = k
    while let lex = d.free(k), let value = lex.ordinalValue {
      var n = value
      k += 1
      if let back = fromLast(d, at: k) {
        n = n == -1 ? -1 : -n
        k += back
      }
      pending.append((n, lex.ordinal != nil))
      if let day = d.free(k)?.weekday {
        nth += pending.map { WeekdayRule(day.day, ordinal: $0.value) }
        pending = []
        k += 1
      } else if d.free(k)?.lower == "day" {
        monthDays += pending.map(\.value)
        pending = []
        sawDayWord = true
        k += 1
      }
      guard let sep = d.free(k), sep.isPunct(",") || sep.isPunct("&") || sep.lower == "and" else {
        break
      }
      var next = k + 1
      if d.free(next)?.lower == "the" { next += 1 }
      guard d.free(next)?.ordinalValue != nil else { break }
      k = next
    }
    let end = k
    var isYearly = false
    var months: [Int] = []
    var hasScope = false
    var isQuarterly = false
    if let scope = d.free(k) {
      if scope.is(.quarterScope) {
        hasScope = true
        isQuarterly = true
        k += 1
      } else if scope.is(.monthScope) {
        hasScope = true
        k += 1
      } else if scope.is(.yearScope) {
        hasScope = true
        isYearly = true
        k += 1
      } else if scope.lower == "of" || scope.lower == "in", let list = monthList(d, at: k + 1) {
        months = list.months
        isYearly = true
        hasScope = true
        k += 1 + list.length
      }
    }
    // Bare ordinal words ("first", "second") are month days only when the phrase says so.
    if !pending.isEmpty {
      guard hasThe || hasScope || sawDayWord || pending.allSatisfy(\.isDigits) else {
        return nth.isEmpty && monthDays.isEmpty ? 0 : end - i
      }
      monthDays += pending.map(\.value)
    }
    guard !nth.isEmpty || !monthDays.isEmpty else { return 0 }
    let text = d.text(begin..<k)
    let nthLimit = isYearly && months.isEmpty ? 53 : 5
    if monthDays.contains(where: { $0 == 0 || abs($0) > 31 })
      || nth.contains(where: { abs($0.ordinal ?? 0) > nthLimit })
    {
      d.fail(.impossibleDate(text))
      return 0
    }
    // "on the 30th" alone may be a date; assembly decides when nothing else repeats.
    let afterEvery = i > 0 && (d.lexemes[i - 1].is(.every) || d.lexemes[i - 1].is(.everyOther))
    if !hasScope, !afterEvery, nth.isEmpty, monthDays.count == 1, d.monthDays.isEmpty {
      d.loneMonthDay = (monthDays[0], text)
    }
    d.monthDays += monthDays
    d.monthDaysText = text
    d.months += months
    if !nth.isEmpty { d.days.append(Draft.Days(rules: nth, isRepeating: true, text: text)) }
    if isYearly {
      d.claims.append(Draft.Claim(frequency: .yearly, text: text))
    } else if isQuarterly {
      d.claims.append(Draft.Claim(frequency: .monthly, interval: 3, text: text))
    } else if hasScope {
      d.claims.append(Draft.Claim(frequency: .monthly, text: text))
    }
    return k - i
  }

  /// "to last", "-to-last", "from last": how many lexemes, or nil.
  static func fromLast(_ d: Draft, at k: Int) -> Int? {
    var j = k
    if d.free(j)?.isPunct("-") == true { j += 1 }
    if d.free(j)?.is(.fromLast) == true { return j + 1 - k }
    if d.free(j)?.lower == "to" {
      j += 1
      if d.free(j)?.isPunct("-") == true { j += 1 }
      if d.free(j)?.lower == "last" { return j + 1 - k }
    }
    return nil
  }

  /// "December", "Jan & Jul", "March, June and September".
  static func monthList(_ d: Draft, at k: Int) -> (months: [Int], length: Int)? {
    var j = k
    var months: [Int] = []
    while let month = d.free(j)?.month {
      months.append(month)
      j += 1
      guard let sep = d.free(j), sep.isPunct(",") || sep.isPunct("&") || sep.lower == "and",
        d.free(j + 1)?.month != nil
      else { break }
      j += 1
    }
    return months.isEmpty ? nil : (months, j - k)
  }
}
