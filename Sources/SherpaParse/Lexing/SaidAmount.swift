import SherpaCore

/// An amount as said at one lexeme: "10,000 steps", "2 mi", "an hour and a half", "1h30",
/// "10k", "3x15", "$4.50", "half a litre", "twice".
///
/// The one reader of a number and its unit, behind the intake (`AmountRule`), check-ins
/// (`Parser.amount(_:at:into:)`) and the unit a target was typed in (`Parser.typedUnit`).
/// What the words around an amount make of it — a limit, a period, a serving, the things
/// counted, metres in "1500m" — is the caller's to say.
struct SaidAmount: Equatable {
  /// The number as said, a half added: "7.5" of "7.5k steps", "1" of "1h30", "3" of "3x15".
  var number: Double
  /// The unit a word named; nil when no unit word was read.
  var unit: SherpaCore.Unit?
  /// What converts `value` into `unit`: 1.609 for "mi" (kept in km).
  var factor = 1.0
  /// The unit word as typed, lower-case ("mi", "k", "$"); "min" for hours and minutes.
  var word: String?
  /// The lexemes taken.
  var range: Range<Int>
  /// "one and a half", "1 ½", "an hour and a half": a half (or a quarter) added.
  var hasHalf = false
  /// "1h30", "1 hr 30 min": `minutes` more than `number` hours, the whole in minutes.
  var isHoursAndMinutes = false
  var minutes = 0.0
  /// "10k steps": `number` thousands of the unit after the "k".
  var isThousands = false
  /// "$4.50", "€4": the currency mark before the number.
  var isCurrencyFirst = false
  /// "3x15", "5 x 5": `number` sets; the range ends at the "x", and the reps are the amount
  /// after it.
  var isSetsOfReps = false
  /// "twice", "x3": how many times, not how much.
  var isMultiplicative = false

  /// The amount in `unit` before `factor`: thousands multiplied out, hours and minutes in
  /// minutes.
  var value: Double {
    if isHoursAndMinutes { return number * 60 + minutes }
    return isThousands ? number * 1000 : number
  }

  /// ½, ¼, ¾ as typed after a number: "1 ½".
  static let fractions: [String: Double] = ["½": 0.5, "¼": 0.25, "¾": 0.75]
}

extension SaidAmount {
  /// Reads the amount that starts at `index`: a number in digits or words, a quantity ("a
  /// dozen", "half a"), "a"/"an" before a unit, "x3", "twice", or a currency mark and a
  /// number; then a half, a "k" of thousands, "x" and reps, and the unit word with its own
  /// half ("an hour and a half") and minutes ("1h30").
  ///
  /// The "m" of "15m" is read as minutes, and the "k" of "10k" alone as kilometres: whether
  /// "1500m" means metres or "10k" thousands is the caller's to settle from `word`.
  ///
  /// - Parameters:
  ///   - index: Where the amount starts.
  ///   - lexemes: The phrase.
  ///   - used: Lexemes another rule already took, which the amount may not take; empty for
  ///     none.
  ///   - isOne: Whether "a"/"an" says one of the word after it. By default, a unit other
  ///     than a count ("an hour"); a check-in adds its servings ("a glass").
  ///   - isThousands: Whether the "k" before a word that is not a unit says thousands of it.
  ///     By default never; the intake's plural nouns ("10k words").
  /// - Returns: Nil when no amount starts at `index`.
  init?(
    at index: Int, in lexemes: [Lexeme], skipping used: [Bool] = [],
    isOne: (Lexeme) -> Bool = { $0.unit.map { $0.unit != .count } == true },
    isThousands: (Lexeme) -> Bool = { _ in false }
  ) {
    func free(_ k: Int) -> Lexeme? {
      guard k >= 0, k < lexemes.count, k >= used.count || !used[k] else { return nil }
      return lexemes[k]
    }
    guard let lex = free(index) else { return nil }
    // "$20", "€4.50": the unit comes first.
    if let currency = lex.currency, let n = free(index + 1)?.number, n >= 0 {
      self.init(number: n, unit: currency, word: lex.lower, range: index..<(index + 2))
      isCurrencyFirst = true
      return
    }
    var number: Double
    if let n = lex.number {
      number = n
    } else if let q = lex.quantity {
      number = q
    } else if lex.is(.article), let next = free(index + 1), isOne(next) {
      number = 1
    } else if lex.lower == "x", let n = free(index + 1)?.integer, lexemes[index + 1].isAttached {
      self.init(number: Double(n), range: index..<(index + 2))  // "x3 a week"
      isMultiplicative = true
      return
    } else if let m = lex.multiplicative {
      self.init(number: Double(m), range: index..<(index + 1))
      isMultiplicative = true
      return
    } else {
      return nil
    }
    self.init(number: number, range: index..<(index + 1))
    var k = index + 1
    // "1 ½", "two and a quarter of an": a part more ("1½" and "two and a half" are one
    // lexeme already).
    if let part = free(k).flatMap({ Self.fractions[$0.lower] }) {
      half(part, taking: 1, at: &k)
    } else if free(k)?.lower == "and", let part = free(k + 1)?.quantity, part < 1 {
      half(part, taking: 2, at: &k)
    }
    // "10k steps", "10k words": thousands; "10k" alone and "a 10k run" are kilometres.
    if free(k)?.lower == "k", let after = free(k + 1),
      after.unit.map({ $0.unit != .count }) == true || isThousands(after)
    {
      self.isThousands = true
      k += 1
    }
    // "3x10", "5 x 5", "3x60s": sets × reps.
    if free(k)?.lower == "x", let reps = free(k + 1), reps.shape == .number, !reps.isWordNumber {
      isSetsOfReps = true
      range = index..<(k + 1)
      return
    }
    // "20-min yoga": the unit joined by a hyphen.
    if free(k)?.isPunct("-") == true, lexemes[k].isAttached, let next = free(k + 1),
      next.isAttached, next.unit.map({ $0.unit != .count }) == true
    {
      k += 1
    }
    guard !Self.startsDayList(lexemes, at: k, free), let next = free(k),
      let (named, factor) = next.unit ?? (next.isPunct("x") ? (unit: .count, factor: 1) : nil)
    else {
      range = index..<k
      return
    }
    (unit, self.factor, word) = (named, factor, next.lower)
    k += 1
    // "an hour and a half", "2 miles and a half".
    if free(k)?.lower == "and", let part = free(k + 1)?.quantity, part < 1 {
      half(part, taking: 2, at: &k)
    }
    // "1h30", "1h 30m", "1 hr 30 min", "1 h 30" at the end: hours and minutes make minutes
    // ("1 hour 30 days" does not).
    if named == .hours, let minutes = free(k)?.integer, (0..<60).contains(minutes) {
      let isLast = k + 1 == lexemes.count || lexemes[k + 1].isPunct
      if free(k + 1)?.unit?.unit == .min {
        k += 2
      } else if lexemes[k].isAttached || isLast, free(k + 1)?.unit == nil {
        k += 1
      } else {
        range = index..<k
        return
      }
      isHoursAndMinutes = true
      self.minutes = Double(minutes)
      (unit, self.factor, word) = (.min, 1, "min")
    }
    range = index..<k
  }

  private mutating func half(_ part: Double, taking count: Int, at k: inout Int) {
    number += part
    hasHalf = true
    k += count
  }

  /// "4x10 m/w/f": a weekday letter that starts a list is no unit.
  private static func startsDayList(_ lexemes: [Lexeme], at k: Int, _ free: (Int) -> Lexeme?)
    -> Bool
  {
    k + 2 < lexemes.count && lexemes[k + 1].isPunct("/") && free(k)?.weekdayLetter != nil
      && (free(k + 2).map { $0.weekdayLetter != nil || $0.isDayWord } ?? false)
  }
}
