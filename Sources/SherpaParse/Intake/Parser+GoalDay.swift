import SherpaCore

extension Parser {
  /// The day a goal's date names, looking ahead from today: "March" (the end of the next
  /// March), "the end of the year", "1 June", "in 8 weeks", "2027-03-31". A date with its
  /// year may be in the past, for the caller to refuse.
  ///
  /// - Returns: The day, or nil when the words name none.
  public func goalDay(_ text: String, today: CivilDate) -> CivilDate? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count <= Parser.maximumLength else { return nil }
    let lexemes = Lexer(grammar: grammar).lexemes(of: scalars)
    guard !lexemes.isEmpty else { return nil }
    // A month alone, or with its year: the month's last day.
    if let month = lexemes[0].month, lexemes.count <= 2 {
      if lexemes.count == 1 {
        return try? resolve(
          .endOfMonth(month, before: false), text: text, from: today, today: today)
      }
      guard let year = Int(lexemes[1].lower), (1900...9999).contains(year),
        let first = CivilDate(year: year, month: month, day: 1)
      else { return nil }
      return first.adding(months: 1).adding(days: -1)
    }
    var d = Draft(input: text, scalars: scalars, lexemes: lexemes)
    guard let (spec, length) = DateRule.date(&d, at: 0, allowWeekday: true),
      length == lexemes.count, d.failure == nil
    else { return nil }
    return try? resolve(spec, text: text, from: today, today: today)
  }
}
