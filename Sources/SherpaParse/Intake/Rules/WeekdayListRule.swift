import SherpaCore

/// Days of the week, alone or in lists and ranges: "Fridays", "Mon/Wed/Fri", "T/Th",
/// "tue,thu,sat", "Mondays and Wednesdays", "mon-fri", "Tue to Thu", "weekdays",
/// "on weekends", "weekend mornings".
enum WeekdayListRule {
  static func match(_ d: inout Draft, at i: Int, every: Bool = false) -> Int {
    guard let first = d.lexeme(i) else { return 0 }
    var k = i
    if first.lower == "on", d.free(i + 1).map(startsList) == true { k += 1 }
    var days: [Weekday] = []
    var isRepeating = every
    var items = 0
    var usesLetters = false
    var hasListMark = false
    var hasRange = false
    var lettersInARow = 0
    let begin = k
    while let lex = d.free(k), let item = day(lex) {
      usesLetters = usesLetters || item.isLetter
      isRepeating = isRepeating || item.plural || item.days.count > 1
      items += 1
      k += 1
      if let link = d.free(k), link.is(.range), let last = d.free(k + 1).flatMap(day),
        let from = item.days.last, let to = last.days.first
      {
        days.append(contentsOf: range(from, to))
        usesLetters = usesLetters || last.isLetter
        hasRange = true
        isRepeating = true
        items += 1
        k += 2
      } else {
        days.append(contentsOf: item.days)
      }
      if let adjacent = d.free(k), adjacent.isDayWord, !item.isLetter { continue }
      // "M W F": letters in a row, three or more, are a list too.
      if item.isLetter, let adjacent = d.free(k), adjacent.weekdayLetter != nil {
        lettersInARow = max(lettersInARow, 1) + 1
        continue
      }
      guard let sep = d.free(k), d.free(k + 1).map(startsList) == true else { break }
      if sep.isPunct("/") || sep.isPunct(",") {
        hasListMark = true
      } else if !(sep.isPunct("&") || sep.isPunct("+") || sep.lower == "and" || sep.lower == "or") {
        break
      }
      k += 1
    }
    guard items > 0, !usesLetters || hasListMark || hasRange || lettersInARow >= 3 else {
      return 0
    }
    if items > 1 { isRepeating = true }
    // "weekend mornings", "Monday evenings"
    if let next = d.free(k), let phase = next.phase {
      d.phase = phase
      // "sunday evenings" repeats like "sundays".
      if next.lower.hasSuffix("s") { isRepeating = true }
      k += 1
    }
    d.days.append(
      Draft.Days(
        rules: days.map { WeekdayRule($0) }, isRepeating: isRepeating, text: d.text(begin..<k)))
    return k - i
  }

  private static func startsList(_ lex: Lexeme) -> Bool {
    lex.isDayWord || lex.weekdayLetter != nil
  }

  private static func day(_ lex: Lexeme) -> (days: [Weekday], plural: Bool, isLetter: Bool)? {
    if let (day, plural) = lex.weekday { return ([day], plural, false) }
    if let set = lex.weekdaySet { return (set, true, false) }
    if let letter = lex.weekdayLetter { return ([letter], false, true) }
    return nil
  }

  /// Inclusive, wrapping past Sunday: Fri–Mon is Fri, Sat, Sun, Mon.
  private static func range(_ from: Weekday, _ to: Weekday) -> [Weekday] {
    var out = [from]
    var day = from
    while day != to {
      day = Weekday(rawValue: (day.rawValue + 1) % 7)!
      out.append(day)
    }
    return out
  }
}
