import SherpaCore

extension Parser {
  /// The date a spec names: year-less dates and weekdays are the next on or after `from`.
  /// - Throws: `.pastCalendar` for a date after 31 Dec 9999.
  func resolve(
    _ spec: Draft.DateSpec, text: String, from: CivilDate, today: CivilDate
  ) throws(ParseFailure) -> CivilDate {
    let date: CivilDate
    switch spec {
    case .absolute(let absolute): date = absolute
    case .inDays(let n): date = today.adding(days: n)
    case .inMonths(let n): date = today.adding(months: n)
    case .weekday(let day, let strictly):
      var ahead = (day.rawValue - from.weekday.rawValue + 7) % 7
      if ahead == 0 && strictly { ahead = 7 }
      date = from.adding(days: ahead)
    case .startOfNext(let period):
      switch period {
      case .day: date = from.adding(days: 1)
      case .week: date = from.adding(days: 7 - from.weekday.rawValue)
      case .month: date = CivilDate(year: from.year, month: from.month, day: 1)!.adding(months: 1)
      case .year:
        date = CivilDate(dayNumber: CivilDate(year: from.year, month: 12, day: 31)!.dayNumber + 1)
      }
    case .endOf(let period, let following):
      switch period {
      case .day: date = from.adding(days: following ? 1 : 0)
      case .week: date = from.adding(days: 6 - from.weekday.rawValue + (following ? 7 : 0))
      case .month:
        let first = CivilDate(year: from.year, month: from.month, day: 1)!
        date = first.adding(months: following ? 2 : 1).adding(days: -1)
      case .year: date = CivilDate(unchecked: from.year + (following ? 1 : 0), 12, 31)
      }
    case .endOfMonth(let month, let before):
      let year = month > from.month || (month == from.month && !before) ? from.year : from.year + 1
      guard year <= 9999 else { throw .pastCalendar(text) }
      let first = CivilDate(year: year, month: month, day: 1)!
      date = first.adding(months: before ? 0 : 1).adding(days: -1)
    case .monthDay(let day):
      var first = CivilDate(year: from.year, month: from.month, day: 1)!
      while CivilDate(year: first.year, month: first.month, day: day).map({ $0 < from }) ?? true {
        first = first.adding(months: 1)
        if first.year > 9999 { throw .pastCalendar(text) }
      }
      date = CivilDate(year: first.year, month: first.month, day: day)!
    case .pastWeekday(let day):
      let back = (today.weekday.rawValue - day.rawValue + 7) % 7
      date = today.adding(days: back == 0 ? -7 : -back)
    case .easter:
      var year = from.year
      while Parser.easter(year) < from {
        year += 1
        if year > 9999 { throw .pastCalendar(text) }
      }
      date = Parser.easter(year)
    case .dayMonth(let day, let month):
      var year = from.year
      while CivilDate(year: year, month: month, day: day).map({ $0 < from }) ?? true {
        year += 1
        if year > 9999 { throw .pastCalendar(text) }
      }
      date = CivilDate(year: year, month: month, day: day)!
    }
    guard date <= CivilDate.latest else { throw .pastCalendar(text) }
    return date
  }

  /// Easter Sunday of a year, by the anonymous Gregorian computus (Meeus/Jones/Butcher).
  static func easter(_ year: Int) -> CivilDate {
    let a = year % 19
    let b = year / 100
    let c = year % 100
    let f = (b + 8) / 25
    let g = (b - f + 1) / 3
    let h = (19 * a + b - b / 4 - g + 15) % 30
    let l = (32 + 2 * (b % 4) + 2 * (c / 4) - h - c % 4) % 7
    let m = (a + 11 * h + 22 * l) / 451
    let month = (h + l - 7 * m + 114) / 31
    let day = (h + l - 7 * m + 114) % 31 + 1
    return CivilDate(unchecked: year, month, day)
  }
}
