import SherpaCore

/// Amounts and limits: "10,000 steps", "2 miles", "25 pages", "an hour", "a dozen burpees",
/// "for twenty minutes", "3 times a week", "2x/day", "twice daily", "max 4 espressos",
/// "no more than 2 coffees", "under 1800 kcal", "limit gaming to 90 minutes".
enum AmountRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    // "2 cups of coffee max": a limit said after the amount and its object.
    if d.lexemes[i].is(.limitTrailer), d.amount != nil, d.free(i + 1).map(startsAmount) != true {
      d.isLimit = true
      return 1
    }
    var k = i
    var isLimit = false
    if d.lexemes[k].is(.limit) {
      isLimit = true
      k += 1
    } else if d.hasLimitVerb, d.lexemes[k].lower == "to", d.free(k + 1).map(startsAmount) == true {
      isLimit = true
      k += 1
      // "cut down to 5 cigarettes": the verb says the limit; the name is what is limited.
      if d.free(i - 1)?.is(.limitVerb) == true {
        d.use((i - 1)..<i)
      }
    }
    if d.free(k)?.is(.duration) == true, d.free(k + 1).map(startsAmount) == true { k += 1 }
    // "run a 5k": the article belongs to the amount, so no name ends on it.
    if k + 2 < d.lexemes.count, !d.used[k], d.lexemes[k].is(.article),
      d.lexemes[k + 1].shape == .number, d.lexemes[k + 2].lower == "k", !d.used[k + 2],
      d.free(k + 3).map({ $0.unit == nil && !isNoun($0) }) ?? true
    {
      k += 1
    }
    guard let lex = d.free(k) else { return 0 }
    // "Blade Runner 2049", "Psalm 23": a number right after a capitalised word of the name,
    // with nothing counted after it, is part of a title.
    if lex.number != nil, i == k, k > 1, !d.used[k - 1], d.lexemes[k - 1].shape == .word,
      d.scalars[d.lexemes[k - 1].range.lowerBound].properties.isUppercase,
      d.free(k + 1).map({ !$0.isAttached && ($0.unit == nil && !isNoun($0)) }) ?? true
    {
      return 0
    }
    var value: Double
    var isTimes = false
    var isMultiplicative = false
    var isArticle = false
    var unit = SherpaCore.Unit.count
    var factor = 1.0
    var label: String?
    let valueIndex = k
    // The one reader takes the number and its unit; "k" before a plural noun is thousands
    // here ("10k words"), where a check-in leaves the noun to name what was counted.
    if let said = SaidAmount(
      at: k, in: d.lexemes, skipping: d.used,
      isThousands: { isNoun($0) && $0.lower.hasSuffix("s") })
    {
      k = said.range.upperBound
      value = said.value
      if said.isCurrencyFirst, let currency = said.unit {
        let isTrailingLimit = trailingLimit(&d, at: &k)
        return finish(&d, i, k, value, currency, 1, nil, isLimit || isTrailingLimit, isTimes: false)
      }
      // "half a pizza": a part with no unit after it belongs to the name.
      if lex.number == nil, let q = lex.quantity, q < 1, said.unit == nil { return 0 }
      if said.isSetsOfReps {
        // "3x10": sets × reps, the next amount that many times.
        d.isSetsOfName = true
        return finish(
          &d, i, k, value, unit, factor, label, isLimit, isTimes: true, isMultiplicative: true)
      }
      isTimes = said.isMultiplicative
      isMultiplicative = said.isMultiplicative
      if let named = said.unit {
        if said.word == "k", !said.isThousands {
          // "a 10k run": the run is not what the ten counts.
          return finish(&d, i, k, value, named, said.factor, label, isLimit, isTimes: false)
        } else if named == .count {
          isTimes = true
        } else if said.word == "m" && value >= 100 {
          unit = .km  // "1500m" is metres; "15m" is minutes
          factor = 0.001
        } else {
          unit = named
          factor = said.factor
        }
      }
      if !isTimes, said.unit == nil, let taken = occurrences(&d, i, k, value) { return taken }
    } else if lex.is(.article), i == k, !d.opensWithErrand, !d.isTask, countsOne(d, at: k) {
      value = 1  // "eat an apple": one, counted
      isArticle = true
      k += 1
    } else {
      return 0
    }
    if !isTimes, unit == .count, let next = d.free(k) {
      if next.period?.period == .day, let (p, _) = perPeriod(d, at: k + 1), p != .day {
        isTimes = true  // "4 days a week"
        k += 1
      } else if next.period != nil, !isLimit {
        return 0  // "10 days": a duration or an interval, not an amount
      } else if next.is(.sets), d.free(k + 1)?.lower == "of",
        d.free(k + 2).map(startsAmount) == true
      {
        isTimes = true  // "3 sets of 10 push-ups": the next amount, three times
        d.isSetsOfName = true  // "sit-ups 3 sets of 15": the name is what is counted
        k += 2
        return finish(
          &d, i, k, value, unit, factor, label, isLimit, isTimes: true, isMultiplicative: true)
      } else if isNoun(next),
        d.lexemes[valueIndex].shape == .number || (lex.quantity ?? 0) >= 1 || isArticle
      {
        // "20 kettlebell swings", "2 fish oil capsules": a counted compound keeps its words.
        var end = k + 1
        if !next.is(.measure) {
          while end < k + 4, let more = d.free(end), isNoun(more), !more.isAttached,
            more.meanings.allSatisfy({ $0 == .measure })
          {
            end += 1
            if more.is(.measure) { break }  // "10 new words"
          }
        }
        label =
          end == k + 1 ? next.lower : d.lexemes[k..<end].map(\.lower).joined(by: " ")
        // "Do 60 crunches" keeps its noun; "Read 25 pages" and "6 mugs of tea" do not.
        if !next.is(.measure), d.free(end)?.lower != "of" {
          for j in k..<end { d.keepInName[j] = true }
        }
        k = end
      }
    }
    if trailingLimit(&d, at: &k) { isLimit = true }
    if unit != .count || label != nil, d.free(k)?.lower == "of",
      let object = d.free(k + 1), object.isPlainWord || object.is(.nameFiller)
    {
      k += 1
    }
    if isArticle { d.articleAmount = i..<k }
    return finish(
      &d, i, k, value, unit, factor, label, isLimit, isTimes: isTimes,
      isMultiplicative: isMultiplicative)
  }

  /// "10 occurrences" ends the schedule after ten, said with one or not; the lexemes taken,
  /// 0 for a count out of range, nil when no such word follows the number.
  private static func occurrences(_ d: inout Draft, _ i: Int, _ k: Int, _ value: Double) -> Int? {
    guard d.free(k)?.is(.occurrences) == true else { return nil }
    guard value == value.rounded(), value >= 1, value <= 10_000 else {
      d.fail(.notPositive(d.text(i..<(k + 1))))
      return 0
    }
    d.timesCount = (Int(value), d.text(i..<(k + 1)))
    d.endsByCount = true
    return k + 1 - i
  }

  /// Whether the "a" at `k` counts one of the noun after it: "eat an apple", "write a haiku
  /// every night", "a cup of tea" at the start; not "go for a walk", "buy a paper" (an
  /// errand), "take a warm bath" or "write a work log" (a noun of several words is a name's).
  static func countsOne(_ d: Draft, at k: Int) -> Bool {
    guard let noun = d.free(k + 1), isNoun(noun),
      d.free(k - 1).map({ places.contains($0.lower) }) != true
    else { return false }
    if noun.is(.measure) {
      return d.free(k + 2)?.lower == "of" && !d.lexemes[..<k].contains { !$0.isPunct }
    }
    return d.lexeme(k + 2).map { !$0.isPlainWord } ?? true
  }

  /// Words before "a" that make it a place, not a count: "write in a diary".
  static let places: Set<String> = [
    "in", "into", "on", "at", "for", "with", "to", "from", "by", "under", "over", "through",
    "about", "around", "like",
  ]

  private static func finish(
    _ d: inout Draft, _ i: Int, _ end: Int, _ value: Double, _ unit: SherpaCore.Unit,
    _ factor: Double, _ label: String?, _ isLimit: Bool, isTimes: Bool,
    isMultiplicative: Bool = false
  ) -> Int {
    var k = end
    var period: Target.Period?
    if let (p, length) = perPeriod(d, at: k) {
      period = p
      if let phase = d.lexemes[k].frequency?.phase { d.phase = phase }  // "30 min nightly"
      k += length
    } else if isTimes, let (frequency, interval, phase) = d.free(k)?.frequency, interval == 1,
      phase == nil, frequency == .weekly || frequency == .monthly
    {
      period = frequency == .weekly ? .week : .month  // "3 times weekly", "thrice monthly"
      k += 1
    }
    let text = d.text(i..<k)
    if isTimes && period == nil && !isMultiplicative {
      // "5 times" with no period ends a schedule ("daily, 5 times"); decided at assembly.
      guard value == value.rounded(), value >= 1 else {
        d.fail(.notPositive(text))
        return 0
      }
      guard value <= 10_000 else {
        d.fail(.tooLarge(text))
        return 0
      }
      d.timesCount = (Int(value), text)
      return k - i
    }
    if isMultiplicative && period == nil && value == 1 {
      return k - i  // "Once on Fri 27 Nov 2026": the date makes it a one-off
    }
    var amount = Draft.Amount(
      value: Target.rounded(value * factor), unit: unit, label: label, text: text,
      isTimes: isTimes)
    // "read a paper book 15 min": the amount said wins; the book goes back to the name.
    if let range = d.articleAmount, d.amount != nil, !isTimes, range.upperBound <= i {
      for j in range {
        d.used[j] = false
        d.keepInName[j] = false
      }
      d.amount = nil
      d.articleAmount = nil
    }
    if let first = d.amount {
      // "twice a day for 10 minutes", "5 km three times a week": the total per period.
      guard first.isTimes != isTimes else {
        d.extraAmount = text  // reported with the activity's name at assembly
        return k - i
      }
      let times = isTimes ? amount : first
      let each = isTimes ? first : amount
      amount = each
      amount.value = Target.rounded(each.value * times.value)
      amount.isTimes = false
    }
    // Checked after rounding: "0.001 pages" is no amount at all.
    guard amount.value > 0 else {
      d.fail(.notPositive(text))
      return 0
    }
    guard amount.value < Target.maximumAmount else {
      d.fail(.tooLarge(text))
      return 0
    }
    d.amount = amount
    if let period { d.period = period }
    if isLimit { d.isLimit = true }
    return k - i
  }

  /// "a day", "per week", "/day", "a month", "daily".
  static func perPeriod(_ d: Draft, at k: Int) -> (Target.Period, Int)? {
    guard let lex = d.free(k) else { return nil }
    if let (frequency, interval, _) = lex.frequency, frequency == .daily, interval == 1 {
      return (.day, 1)
    }
    guard lex.is(.per) || lex.isPunct("/"), !lex.is(.every),
      let (period, multiple) = d.free(k + 1)?.period,
      multiple == 1
    else { return nil }
    switch period {
    case .day: return (.day, 2)
    case .week: return (.week, 2)
    case .month: return (.month, 2)
    case .year: return nil
    }
  }

  static func startsAmount(_ lex: Lexeme) -> Bool {
    lex.number != nil || lex.quantity != nil || lex.is(.article) || lex.multiplicative != nil
      || lex.currency != nil
  }

  /// "2 snacks max", "30 min tops": a limit said after the amount.
  private static func trailingLimit(_ d: inout Draft, at k: inout Int) -> Bool {
    guard d.free(k)?.is(.limitTrailer) == true, d.free(k + 1).map(startsAmount) != true else {
      return false
    }
    k += 1
    return true
  }

  static let notNouns: Set<String> = [
    "of", "and", "or", "with", "the", "to", "for", "in", "on", "at", "from", "my", "by", "into",
    "than", "more", "less", "then", "before", "after", "while", "during", "if", "so", "as",
  ]

  /// A countable noun after a number: "pages", "push-ups", "glasses".
  static func isNoun(_ lex: Lexeme) -> Bool {
    lex.shape == .word && lex.ordinal == nil
      && lex.meanings.allSatisfy { $0 == .measure || $0 == .sets }
      && !notNouns.contains(lex.lower) && lex.lower.count >= 2
  }
}
