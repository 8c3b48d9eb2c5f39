import SherpaCore

/// The day and the amount of a check-in, each read where it starts.
extension Parser {
  /// Reads a day at `index` ("yesterday", "on tuesday", "2 days ago", "24 nov"); the number
  /// of lexemes it took, or nil.
  func day(
    _ lexemes: [Lexeme], _ lower: [String], at index: Int, into reading: inout CheckInReading
  ) -> Int? {
    var start = index
    if lower[start] == "on"
      || lower[start] == "last" && lexemes.count > start + 1
        && lexemes[start + 1].weekday != nil
    {
      guard start + 1 < lexemes.count else { return nil }
      start += 1
    }
    if lower[start] == "the", start + 1 < lexemes.count, lexemes[start + 1].ordinal != nil {
      start += 1
    }
    var taken: Int?
    let days = grammar.checkInWords.days
    if let length = Self.longest(days.map(\.0), in: lower, at: start) {
      let said = lower[start..<(start + length)].joined(by: " ")
      reading.day = .offset(days.first { $0.0.joined(by: " ") == said }!.1)
      taken = length
    } else if ["next", "this"].contains(lower[start]), start + 1 < lexemes.count,
      let weekday = lexemes[start + 1].weekday, !weekday.plural
    {
      // "next monday": a day still to come.
      reading.day = .coming(weekday.day)
      taken = 2
    } else if let weekday = lexemes[start].weekday, !weekday.plural {
      reading.day = .weekday(weekday.day)
      taken = 1
    } else if lexemes[start].shape == .isoDate {
      reading.day = .date(lexemes[start].date)
      taken = 1
    } else if let ago = daysAgo(lexemes, lower, at: start) {
      reading.day = .offset(-ago.days)
      taken = ago.taken
    } else if let span = dateSpan(lexemes, at: start) {
      let from = lexemes[start].range.lowerBound
      let to = lexemes[start + span - 1].range.upperBound
      let said = String(scalars: Array(reading.text.unicodeScalars)[from..<to])
      reading.day = .said(said)
      taken = span
    } else if let ordinal = lexemes[start].ordinal, start > index {
      // "on the 24th": the latest 24th on or before today.
      reading.day = .monthDay(ordinal)
      taken = 1
    }
    guard let taken else { return nil }
    let end = start + taken
    reading.daySaid = lower[index..<end].joined(by: " ")
    return end - index
  }

  /// "2 days ago", "a week ago": days back, and the lexemes taken.
  private func daysAgo(_ lexemes: [Lexeme], _ lower: [String], at index: Int)
    -> (days: Int, taken: Int)?
  {
    guard index + 2 < lexemes.count, lower[index + 2] == "ago" else { return nil }
    let count = lexemes[index].is(.article) ? 1 : lexemes[index].integer
    guard let count, count >= 0, count < 400 else { return nil }
    switch lower[index + 1] {
    case "day", "days": return (count, 3)
    case "week", "weeks": return (count * 7, 3)
    default: return nil
    }
  }

  /// "24 nov", "nov 24", "24th of november", "the 24th": a day of a month, its length.
  private func dateSpan(_ lexemes: [Lexeme], at index: Int) -> Int? {
    let first = lexemes[index]
    let next = index + 1 < lexemes.count ? lexemes[index + 1] : nil
    if first.month != nil, let next, next.integer != nil || next.ordinal != nil { return 2 }
    guard first.integer != nil || first.ordinal != nil else { return nil }
    if let next, next.month != nil { return 2 }
    if let next, next.lower == "of", index + 2 < lexemes.count, lexemes[index + 2].month != nil {
      return 3
    }
    return nil
  }

  /// Reads an amount at `index` ("3.2 km", "2 glasses", "half a litre", "twice", "an
  /// hour and a half", "3x15"); the number of lexemes it took, or nil. Only the first amount
  /// is kept.
  ///
  /// The number and its unit are `SaidAmount`'s; a serving ("2 glasses") and the things
  /// counted ("20 pages") are a check-in's. The "m" of "500m" and the "k" of "10k" stay as
  /// typed, for the item's unit to settle (`Quantity.amount(in:)`).
  func amount(_ lexemes: [Lexeme], at index: Int, into reading: inout CheckInReading) -> Int? {
    guard reading.quantity == nil,
      let said = SaidAmount(
        at: index, in: lexemes, isOne: { $0.unit != nil || serving($0.lower) != nil }),
      // "x3" plans how often; in a check-in the 3 alone is read, after the "x".
      !said.isMultiplicative || lexemes[index].multiplicative != nil
    else { return nil }
    let lex = lexemes[index]
    if said.isMultiplicative {
      reading.quantity = Quantity(amount: said.number, unit: .count, word: "times")
      reading.number = said.number
      reading.amountSaid = lex.lower
      return 1
    }
    var value = said.number
    var end = said.range.upperBound
    let next = end < lexemes.count ? lexemes[end] : nil
    var quantity = Quantity(amount: value)
    if said.isSetsOfReps, let reps = next?.number {
      // "3x15": sets of reps.
      value *= reps
      quantity = Quantity(amount: value)
      end += 1
    } else if let unit = said.unit {
      quantity = Quantity(amount: said.value * said.factor, unit: unit, word: said.word)
    } else if let next, let name = serving(next.lower) {
      reading.servingName = name
      reading.servingCount = value
      quantity = Quantity(amount: value, word: next.lower)
      end += 1
    } else if let counted = countedRun(lexemes, from: end) {
      // "20 pages", "2 protein shakes", "30 push ups": the things counted.
      let words = lexemes[end..<(end + counted)].map(\.lower)
      quantity = Quantity(amount: value, word: words.joined(by: " "))
      end += counted
    }
    guard value.isFinite else { return nil }
    reading.quantity = quantity
    reading.number = value
    let from = lex.range.lowerBound
    let to = lexemes[end - 1].range.upperBound
    reading.amountSaid = String(scalars: Array(reading.text.unicodeScalars)[from..<to])
    return end - index
  }

  /// The plain words after a number that say what was counted, up to three: not a filler,
  /// a day or a unit.
  private func countedRun(_ lexemes: [Lexeme], from start: Int) -> Int? {
    var count = 0
    let fillers = grammar.checkInWords.fillers
    while start + count < lexemes.count, count < 3 {
      let lex = lexemes[start + count]
      guard lex.shape == .word, lex.unit == nil, lex.relativeDay == nil, !lex.isDayWord,
        lex.month == nil, !fillers.contains(lex.lower),
        !["on", "ago", "last", "next", "this"].contains(lex.lower),
        lex.phase == nil, lex.phasePhrase == nil, !Self.plans(lex), lex.period == nil,
        !grammar.checkInWords.days.contains(where: { $0.0.first == lex.lower })
      else { break }
      count += 1
    }
    return count > 0 ? count : nil
  }

  /// The container a word names ("glasses" → "glass"), when it is one the grammar knows.
  func serving(_ word: String) -> String? {
    let servings = grammar.checkInWords.servings
    for form in CheckInWords.singulars(of: word) where servings[form] != nil { return form }
    return nil
  }
}

extension Grammar {
  /// The millilitres of a container the grammar knows ("glass" 250), or nil.
  public func servingSize(_ name: String) -> Double? { checkInWords.servings[name] }
}

extension CheckInWords {
  /// A word and the singulars it may be the plural of: "glasses" → glasses, glasse, glass.
  public static func singulars(of word: String) -> [String] {
    var forms = [word]
    if word.hasSuffix("s") { forms.append(String(word.dropLast())) }
    if word.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
    return forms
  }
}

extension Parser {
  /// The unit a target was typed in when it was not the unit it is kept in: "drink 2 l a
  /// day" is kept as 2000 ml and typed in litres (factor 1000). Nil when typed as kept.
  public func typedUnit(of input: String, for unit: SherpaCore.Unit, amount: Double)
    -> (word: String, factor: Double)?
  {
    let lexemes = Lexer(grammar: grammar).lexemes(of: Array(input.unicodeScalars.prefix(200)))
    for index in lexemes.indices where lexemes[index].shape == .number {
      guard let said = SaidAmount(at: index, in: lexemes), said.unit == unit, said.factor != 1,
        let word = said.word, abs(said.value * said.factor - amount) < 0.001 * max(1, amount)
      else { continue }
      return (word, said.factor)
    }
    return nil
  }
}
