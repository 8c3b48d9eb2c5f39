import SherpaCore

/// Typed views of a lexeme's meanings, for the rules.
extension Lexeme {
  var weekday: (day: Weekday, plural: Bool)? {
    for m in meanings { if case .weekday(let d, let p) = m { return (d, p) } }
    return nil
  }

  var weekdayLetter: Weekday? {
    for m in meanings { if case .weekdayLetter(let d) = m { return d } }
    return nil
  }

  var weekdaySet: [Weekday]? {
    for m in meanings { if case .weekdaySet(let s) = m { return s } }
    return nil
  }

  var month: Int? {
    for m in meanings { if case .month(let n) = m { return n } }
    return nil
  }

  /// 1 for "first" or "1st", -1 for "last".
  var ordinalValue: Int? {
    if let ordinal { return ordinal }
    for m in meanings { if case .ordinal(let n) = m { return n } }
    return nil
  }

  var period: (period: Meaning.Period, count: Int)? {
    for m in meanings { if case .period(let p, let n) = m { return (p, n) } }
    return nil
  }

  var unit: (unit: SherpaCore.Unit, factor: Double)? {
    for m in meanings { if case .unit(let u, let f) = m { return (u, f) } }
    return nil
  }

  var frequency: (frequency: Recurrence.Frequency, interval: Int, phase: Phase?)? {
    for m in meanings { if case .frequency(let f, let n, let p) = m { return (f, n, p) } }
    return nil
  }

  var phase: Phase? {
    for m in meanings { if case .phase(let p) = m { return p } }
    return nil
  }

  var phasePhrase: Phase? {
    for m in meanings { if case .phasePhrase(let p) = m { return p } }
    return nil
  }

  var relativeDay: (days: Int, phase: Phase?)? {
    for m in meanings { if case .relativeDay(let n, let p) = m { return (n, p) } }
    return nil
  }

  var fixedTime: TimeOfDay? {
    for m in meanings { if case .time(let t) = m { return t } }
    return nil
  }

  var meridiem: Int? {
    for m in meanings { if case .meridiem(let n) = m { return n } }
    return nil
  }

  var numberWordValue: Double? {
    for m in meanings { if case .numberWord(let n) = m { return n } }
    return nil
  }

  var multiplierValue: Double? {
    for m in meanings { if case .multiplier(let n) = m { return n } }
    return nil
  }

  var quantity: Double? {
    for m in meanings { if case .quantity(let n) = m { return n } }
    return nil
  }

  var multiplicative: Int? {
    for m in meanings { if case .multiplicative(let n) = m { return n } }
    return nil
  }

  /// A number written with digits or words (not an ordinal).
  var number: Double? { shape == .number ? value : nil }

  /// A whole number written with digits or words.
  var integer: Int? {
    guard shape == .number, value == value.rounded(), abs(value) < 1e9 else { return nil }
    return Int(value)
  }

  /// A holiday's month and day; month 0 for Easter, which moves.
  var holiday: (month: Int, day: Int)? {
    for m in meanings {
      if case .holiday(let month, let day) = m { return (month, day) }
      if case .easter = m { return (0, 0) }
    }
    return nil
  }

  /// "with every meal": how many times a day.
  var mealCount: Int? {
    for m in meanings { if case .meals(let n) = m { return n } }
    return nil
  }

  var currency: SherpaCore.Unit? {
    for m in meanings { if case .currency(let u) = m { return u } }
    return nil
  }

  func `is`(_ meaning: Meaning) -> Bool { meanings.contains(meaning) }

  /// Names a day of the week, a set of them, or (inside lists) a day letter.
  var isDayWord: Bool { weekday != nil || weekdaySet != nil }

  /// A word with no meaning in the grammar: part of a name or a countable noun. ("only" and
  /// "odd" count as plain: they mean something only around "on … days".)
  var isPlainWord: Bool {
    shape == .word && ordinal == nil
      && meanings.allSatisfy { $0 == .onlyOn || $0 == .notActivity }
  }
}
