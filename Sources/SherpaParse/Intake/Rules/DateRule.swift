import SherpaCore

/// Dates and the word before them that says what they are: "on 3 Dec", "tomorrow",
/// "Dec 3rd", "in 3 days", "next Monday", "until 29 Nov", "starting 1 Dec", "2026-12-03".
enum DateRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    let first = d.lexemes[i]
    var role = Draft.DateRole.on
    var k = i
    if first.is(.until) {
      role = .until
      k += 1
    } else if first.is(.starting) {
      role = .start
      k += 1
    } else if i > 0, d.used[i - 1], d.dates.last?.role == .start, first.lower == "to" {
      role = .until  // "from 30 nov to 17 dec"
      k += 1
    } else if DateRule.isLead(first.lower) {
      k += 1
    }
    if k < d.lexemes.count, d.lexemes[k].lower == "on", role != .on { k += 1 }
    let isDeadline = k > i && role == .on && first.lower != "on"
    // "on christmas day", "until new year's eve": a holiday is a date after such a word only,
    // so "buy christmas tree by 12 dec" keeps it in the name.
    if k > i, k < d.lexemes.count, !d.used[k], let holiday = d.lexemes[k].holiday {
      let spec: Draft.DateSpec =
        holiday.month == 0 ? .easter : .dayMonth(day: holiday.day, month: holiday.month)
      d.dates.append((spec, role, d.text(k..<(k + 1))))
      return k + 1 - i
    }
    // "til the 30th", "from the 1st": the next such day of a month.
    if role != .on || isDeadline, let (day, length) = monthDay(d, at: k) {
      d.dates.append((.monthDay(day), role, d.text(k..<(k + length))))
      return k + length - i
    }
    // "until March": until March begins; "through March": to its last day.
    if role == .until, let month = d.free(k)?.month, DateRule.dayAndMonth(&d, at: k) == nil,
      d.failure == nil
    {
      let through = ["through", "thru"].contains(first.lower)
      d.dates.append((.endOfMonth(month, before: !through), .until, d.text(k..<(k + 1))))
      return k + 1 - i
    }
    guard let (spec, length) = date(&d, at: k, allowWeekday: role != .on || isDeadline) else {
      return 0
    }
    if d.failure != nil { return 0 }
    d.dates.append((spec, role, d.text(k..<(k + length))))
    return k + length - i
  }

  /// Words before a date that say it is the day: "on", and a deadline's "by", "due", "before".
  static func isLead(_ word: String) -> Bool {
    word == "on" || word == "by" || word == "due" || word == "before"
  }

  /// A date starting at `k` and how many lexemes it takes.
  static func date(_ d: inout Draft, at k: Int, allowWeekday: Bool) -> (Draft.DateSpec, Int)? {
    guard let lex = d.free(k) else { return nil }
    if lex.shape == .isoDate {
      guard let date = lex.date else {
        d.fail(.impossibleDate(lex.lower))
        return nil
      }
      return (.absolute(date), 1)
    }
    if let relative = lex.relativeDay {
      var length = 1
      if let phase = d.free(k + 1)?.phase {
        d.phase = phase
        length += 1
      } else if let phase = relative.phase {
        d.phase = phase
      }
      return (.inDays(relative.days), length)
    }
    if lex.lower == "in", let (spec, length) = relative(d, at: k + 1) { return (spec, length + 1) }
    // "2 days ago", "a week ago"
    if k + 2 < d.lexemes.count, d.lexemes[k + 2].is(.ago), let (spec, length) = relative(d, at: k),
      !d.used[k + length]
    {
      switch spec {
      case .inDays(let n): return (.inDays(-n), length + 1)
      case .inMonths(let n): return (.inMonths(-n), length + 1)
      default: return nil
      }
    }
    // "last friday" (not "the last Friday of the month"): the one before today.
    if k + 1 < d.lexemes.count, lex.ordinalValue == -1, lex.lower == "last",
      let day = d.free(k + 1)?.weekday, !day.plural,
      d.free(k + 2).map({ !$0.is(.monthScope) && !$0.is(.yearScope) && $0.lower != "of" }) ?? true
    {
      return (.pastWeekday(day.day), 2)
    }
    if let (spec, length) = periodBoundary(d, at: k) { return (spec, length) }
    if lex.is(.next), let next = d.free(k + 1) {
      // "next friday", "this friday": the first after today ("this weekend" may be today's).
      if let day = next.weekday, !day.plural {
        return (.weekday(day.day, strictlyAfter: true), 2)
      }
      if let set = next.weekdaySet, set.first == .saturday {
        return (.weekday(.saturday, strictlyAfter: lex.lower == "next"), 2)
      }
    }
    // A weekday before a date is decoration: "Fri 27 Nov 2026".
    var j = k
    if let day = lex.weekday, !day.plural {
      j += 1
      if d.free(j)?.isPunct(",") == true { j += 1 }
      if let (spec, length) = dayAndMonth(&d, at: j) { return (spec, j - k + length) }
      return allowWeekday ? (.weekday(day.day, strictlyAfter: false), 1) : nil
    }
    return dayAndMonth(&d, at: k)
  }

  /// "next week" (its Monday), "next month" (its 1st), "next year", "the end of the month",
  /// "the end of the year", "the end of December".
  static func periodBoundary(_ d: Draft, at k: Int) -> (Draft.DateSpec, Int)? {
    guard let lex = d.free(k) else { return nil }
    if lex.lower == "next", let (period, count) = d.free(k + 1)?.period, count == 1 {
      switch period {
      case .day: return (.inDays(1), 2)
      case .week: return (.startOfNext(.week), 2)
      case .month: return (.startOfNext(.month), 2)
      case .year: return (.startOfNext(.year), 2)
      }
    }
    var j = k
    if d.free(j)?.lower == "the" { j += 1 }
    guard d.free(j)?.lower == "end", let of = d.free(j + 1) else { return nil }
    // The lexer reads "of the month" and "of the year" as one phrase.
    if of.is(.monthScope) { return (.endOf(.month, following: false), j + 2 - k) }
    if of.is(.yearScope) { return (.endOf(.year, following: false), j + 2 - k) }
    guard of.lower == "of" else { return nil }
    j += 2
    if d.free(j)?.lower == "the" { j += 1 }
    let following = d.free(j)?.lower == "next"
    if following { j += 1 }
    if let month = d.free(j)?.month, !following {
      return (.endOfMonth(month, before: false), j + 1 - k)
    }
    guard let period = d.free(j)?.period?.period, period != .day else { return nil }
    return (.endOf(period, following: following), j + 1 - k)
  }

  /// "3 Dec", "3rd of December", "the 3rd of December", "Dec 3rd", "December 3, 2027".
  static func dayAndMonth(_ d: inout Draft, at k: Int) -> (Draft.DateSpec, Int)? {
    var j = k
    var day: Int?
    var month: Int?
    if d.free(j)?.lower == "the", let n = d.free(j + 1)?.ordinalValue, n > 0,
      d.free(j + 2)?.lower == "of", let m = d.free(j + 3)?.month
    {
      day = n
      month = m
      j += 4
    } else if let n = dayNumber(d.free(j)), let next = d.free(j + 1) {
      if let m = next.month {
        day = n
        month = m
        j += 2
      } else if next.lower == "of", let m = d.free(j + 2)?.month {
        day = n
        month = m
        j += 3
      }
    } else if let m = d.free(j)?.month, let n = dayNumber(d.free(j + 1)) {
      day = n
      month = m
      j += 2
    }
    guard let day, let month else { return nil }
    // "the 1st & 15th of Jan & Jul" is a yearly rule, not a date.
    if let sep = d.free(j), sep.isPunct("&") || sep.isPunct(",") || sep.lower == "and",
      d.free(j + 1)?.month != nil
    {
      return nil
    }
    var year: Int?
    var y = j
    if d.free(y)?.isPunct(",") == true { y += 1 }
    if let n = d.free(y)?.integer, (1000...9999).contains(n), d.free(y)?.isWordNumber == false {
      year = n
      j = y + 1
    }
    let text = d.text(k..<j)
    if let year {
      guard let date = CivilDate(year: year, month: month, day: day) else {
        d.fail(.impossibleDate(text))
        return nil
      }
      return (.absolute(date), j - k)
    }
    guard day <= CivilDate.daysIn(month: month, year: 2000) else {
      d.fail(.impossibleDate(text))
      return nil
    }
    return (.dayMonth(day: day, month: month), j - k)
  }

  /// "the 30th", "30th" (not "the 30th of May", "the 1st Monday"): a day of the month.
  static func monthDay(_ d: Draft, at k: Int) -> (Int, Int)? {
    var j = k
    if d.free(j)?.lower == "the" { j += 1 }
    guard let n = d.free(j)?.ordinalValue, (1...31).contains(n) else { return nil }
    if let next = d.free(j + 1),
      next.isDayWord || next.lower == "day" || next.lower == "of" || next.month != nil
        || next.is(.monthScope) || next.is(.yearScope)
    {
      return nil
    }
    return (n, j + 1 - k)
  }

  /// "3 days", "a week", "2 months" after "in".
  static func relative(_ d: Draft, at k: Int) -> (Draft.DateSpec, Int)? {
    guard let lex = d.free(k) else { return nil }
    let count: Int
    if let n = lex.integer, n >= 0, n <= 10_000 {
      count = n
    } else if lex.is(.article) {
      count = 1
    } else {
      return nil
    }
    guard let (period, multiple) = d.free(k + 1)?.period else { return nil }
    switch period {
    case .day: return (.inDays(count * multiple), 2)
    case .week: return (.inDays(7 * count * multiple), 2)
    case .month: return (.inMonths(count * multiple), 2)
    case .year: return (.inMonths(12 * count * multiple), 2)
    }
  }

  /// 1…31 written as a number or an ordinal ("3", "3rd", "third").
  static func dayNumber(_ lex: Lexeme?) -> Int? {
    guard let lex else { return nil }
    if let n = lex.ordinalValue, n > 0, n <= 31 { return n }
    if let n = lex.integer, lex.isWordNumber == false, n >= 1, n <= 31 {
      return n
    }
    return nil
  }
}
