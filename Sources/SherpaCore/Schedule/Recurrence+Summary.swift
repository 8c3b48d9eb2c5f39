extension Recurrence {
  /// The schedule in English a person would write on a calendar.
  ///
  /// `Every day`, `Every weekday`, `Every day except Sun`, `Every week on Mon, Wed & Fri`,
  /// `Every 2 weeks on Tue & Thu, ends on 30 Nov 2026`, `Every month on the last day`,
  /// `Every year on the first Monday of December`, `Once on Fri 27 Nov 2026`. Parsing
  /// "<activity> <summary>" gives back the same rule.
  ///
  /// - Parameter start: The first day; only a one-off names it.
  public func summary(start: CivilDate) -> String {
    var text: String
    switch frequency {
    case .none: return "Once on " + start.longText
    case .daily: text = head("day", "days")
    case .weekly: text = weeklyText
    case .monthly: text = head("month", "months") + onClause
    case .yearly: text = yearlyText
    }
    if !byMonth.isEmpty && !(frequency == .yearly) {
      text += " in " + Recurrence.list(byMonth.map { CivilDate.monthNames[$0 - 1] })
    }
    switch end {
    case .never: break
    case .count(let n): text += n == 1 ? ", 1 time" : ", \(n) times"
    case .until(let date): text += ", ends on " + date.mediumText
    }
    return text
  }

  private func head(_ one: String, _ many: String) -> String {
    interval == 1 ? "Every " + one : "Every \(interval) " + many
  }

  private var weeklyText: String {
    let plain = byWeekday.allSatisfy { $0.ordinal == nil }
    let days = byWeekday.map(\.weekday)
    if interval == 1 && plain && byMonthDay.isEmpty {
      if days == [.monday, .tuesday, .wednesday, .thursday, .friday] { return "Every weekday" }
      if days == [.saturday, .sunday] { return "Every weekend" }
      // "Every day except Sun": a week that leaves a day or two out says which.
      if days.count == 5 || days.count == 6 {
        let left = Weekday.allCases.filter { !days.contains($0) }.map(\.shortName)
        return "Every day except " + Recurrence.list(left)
      }
    }
    return head("week", "weeks") + onClause
  }

  private var yearlyText: String {
    let text = head("year", "years")
    // "the 20th Monday of the year": an ordinal counts within the year.
    if byMonth.isEmpty {
      let ofYear = byWeekday.contains { $0.ordinal != nil } ? " of the year" : ""
      return text + onClause + ofYear
    }
    let months = Recurrence.list(byMonth.map { CivilDate.monthNames[$0 - 1] })
    if byWeekday.isEmpty && byMonthDay.isEmpty { return text + " in " + months }
    if byWeekday.isEmpty && byMonthDay.count == 1 && byMonth.count == 1 && byMonthDay[0] > 0 {
      return text + " on \(byMonthDay[0]) " + months
    }
    return text + onClause + " of " + months
  }

  /// " on the 1st & last day", " on the first Monday", " on Mon, Wed & Fri"; empty when the
  /// rule names no day.
  private var onClause: String {
    var parts: [String] = []
    let plain = byWeekday.filter { $0.ordinal == nil }.map(\.weekday.shortName)
    if !plain.isEmpty { parts.append(Recurrence.list(plain)) }
    for rule in byWeekday where rule.ordinal != nil {
      parts.append("the " + Recurrence.ordinalWord(rule.ordinal!) + " " + rule.weekday.name)
    }
    for day in byMonthDay {
      parts.append("the " + Recurrence.monthDayWord(day))
    }
    return parts.isEmpty ? "" : " on " + Recurrence.list(parts)
  }

  /// "Mon", "Mon & Fri", "Mon, Wed & Fri".
  public static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(by: ", ") + " & " + items.last!
  }

  /// "first", "last", "second-to-last", "20th".
  static func ordinalWord(_ n: Int) -> String {
    let words = ["first", "second", "third", "fourth", "fifth"]
    if n > 0 { return n <= 5 ? words[n - 1] : ordinalNumber(n) }
    if n == -1 { return "last" }
    return (-n <= 5 ? words[-n - 1] : ordinalNumber(-n)) + "-to-last"
  }

  /// "1st", "22nd", "last day", "2nd-to-last day".
  static func monthDayWord(_ n: Int) -> String {
    if n > 0 { return ordinalNumber(n) }
    if n == -1 { return "last day" }
    return ordinalNumber(-n) + "-to-last day"
  }

  static func ordinalNumber(_ n: Int) -> String {
    let suffix: String
    switch (n % 10, n % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return String(n) + suffix
  }
}

extension CivilDate {
  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// `30 Nov 2026`.
  public var mediumText: String {
    "\(day) " + String(CivilDate.monthNames[month - 1].prefix(3)) + " \(year)"
  }

  /// `Fri 27 Nov 2026`.
  public var longText: String { weekday.shortName + " " + mediumText }

  /// `Mon 23 Nov`.
  public var shortText: String { String(longText.dropLast(5)) }
}
