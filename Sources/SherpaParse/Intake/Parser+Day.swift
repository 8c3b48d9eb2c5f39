import SherpaCore

extension Parser {
  /// The day some words name, counting back from today: for logging late, as in
  /// `--date "last friday"`.
  ///
  /// Reads "today", "yesterday", "the day before yesterday", "2 days ago", "a week ago",
  /// "last friday", a weekday alone ("fri": the latest one on or before today), a date
  /// ("19 Nov", "2026-11-19") and the holidays of the grammar ("christmas eve": the latest).
  ///
  /// - Parameters:
  ///   - text: The words, in any case.
  ///   - today: The day they count back from.
  /// - Returns: The day, or nil when the words name none or one after today.
  public func pastDay(_ text: String, today: CivilDate) -> CivilDate? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count <= Parser.maximumLength else { return nil }
    let lexemes = Lexer(grammar: grammar).lexemes(of: scalars)
    guard !lexemes.isEmpty else { return nil }
    var d = Draft(input: text, scalars: scalars, lexemes: lexemes)
    var spec: Draft.DateSpec
    var length: Int
    if let holiday = lexemes[0].holiday {
      spec = holiday.month == 0 ? .easter : .dayMonth(day: holiday.day, month: holiday.month)
      length = 1
    } else if let (found, taken) = DateRule.date(&d, at: 0, allowWeekday: true) {
      (spec, length) = (found, taken)
    } else {
      return nil
    }
    guard length == lexemes.count, d.failure == nil else { return nil }
    // A day without a year, or a weekday, is the latest one on or before today.
    let yearBack = today.adding(months: -12).adding(days: 1)
    switch spec {
    case .weekday(let day, _):
      spec = .pastWeekday(day)
      if day == today.weekday { return today }
    case .dayMonth, .easter:
      guard let date = try? resolve(spec, text: text, from: yearBack, today: today) else {
        return nil
      }
      return date <= today ? date : nil
    default: break
    }
    guard let date = try? resolve(spec, text: text, from: today, today: today), date <= today
    else { return nil }
    return date
  }
}
