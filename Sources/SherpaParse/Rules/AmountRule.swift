import SherpaCore

/// Amounts and limits: "10,000 steps", "2 miles", "25 pages", "an hour", "a dozen burpees",
/// "for twenty minutes", "3 times a week", "2x/day", "twice daily", "max 4 espressos",
/// "no more than 2 coffees", "under 1800 kcal", "limit gaming to 90 minutes".
enum AmountRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    var k = i
    var isLimit = false
    if d.lexemes[k].is(.limit) {
      isLimit = true
      k += 1
    } else if d.hasLimitVerb, d.lexemes[k].lower == "to", d.free(k + 1).map(startsAmount) == true {
      isLimit = true
      k += 1
    }
    if d.free(k)?.is(.duration) == true, d.free(k + 1).map(startsAmount) == true { k += 1 }
    guard let lex = d.free(k) else { return 0 }
    var value: Double
    var isTimes = false
    var isMultiplicative = false
    if let n = lex.number {
      value = n
    } else if let q = lex.quantity, q >= 1 || d.free(k + 1)?.unit != nil {
      value = q
    } else if lex.is(.article), let unit = d.free(k + 1)?.unit, unit.unit != .count {
      value = 1
    } else if let m = lex.multiplicative {
      value = Double(m)
      isTimes = true
      isMultiplicative = true
    } else {
      return 0
    }
    let valueIndex = k
    k += 1
    var unit = SherpaCore.Unit.count
    var factor = 1.0
    var label: String?
    if !isTimes, let next = d.free(k), next.lower == "k", !d.lexemes[valueIndex].isWordNumber {
      if let after = d.free(k + 1), after.unit.map({ $0.unit != .count }) == true || isNoun(after) {
        value *= 1000
        k += 1
      } else {
        unit = .km
        k += 1
        return finish(&d, i, k, value, unit, factor, label, isLimit, isTimes: false)
      }
    }
    if !isTimes, let next = d.free(k) {
      if let u = next.unit, !(u.unit == .count && !next.isAttached && next.lower == "x") {
        if u.unit == .count {
          isTimes = true
        } else if next.lower == "m" && value >= 100 {
          unit = .km  // "1500m" is metres; "15m" is minutes
          factor = 0.001
        } else {
          unit = u.unit
          factor = u.factor
        }
        k += 1
      } else if next.isPunct("x") || (next.lower == "x") {
        isTimes = true
        k += 1
      } else if next.period?.period == .day, let (p, _) = perPeriod(d, at: k + 1), p != .day {
        isTimes = true  // "4 days a week"
        k += 1
      } else if next.period != nil, !isLimit {
        return 0  // "10 days": a duration or an interval, not an amount
      } else if next.is(.sets), d.free(k + 1)?.lower == "of",
        d.free(k + 2).map(startsAmount) == true
      {
        isTimes = true  // "3 sets of 10 push-ups": the next amount, three times
        k += 2
        return finish(
          &d, i, k, value, unit, factor, label, isLimit, isTimes: true, isMultiplicative: true)
      } else if isNoun(next), d.lexemes[valueIndex].shape == .number || (lex.quantity ?? 0) >= 1 {
        label = next.lower
        // "Do 60 crunches" keeps its noun; "Read 25 pages" and "6 mugs of tea" do not.
        if !next.is(.measure), d.free(k + 1)?.lower != "of" { d.keepInName[k] = true }
        k += 1
      }
    }
    if unit != .count || label != nil, d.free(k)?.lower == "of",
      let object = d.free(k + 1), object.isPlainWord || object.is(.nameFiller)
    {
      k += 1
    }
    return finish(
      &d, i, k, value, unit, factor, label, isLimit, isTimes: isTimes,
      isMultiplicative: isMultiplicative)
  }

  private static func finish(
    _ d: inout Draft, _ i: Int, _ end: Int, _ value: Double, _ unit: SherpaCore.Unit,
    _ factor: Double, _ label: String?, _ isLimit: Bool, isTimes: Bool,
    isMultiplicative: Bool = false
  ) -> Int {
    var k = end
    var period: Target.Period?
    if let (p, length) = perPeriod(d, at: k) {
      period = p
      k += length
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
