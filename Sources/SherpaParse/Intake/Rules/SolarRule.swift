import SherpaCore

/// Times said by the sun: "at sunrise", "@ dusk", "30 min before sunset", "an hour after
/// sunrise", "half an hour before sundown". The words are `solarEvents` and `solarSides` in
/// `grammars/schedules.json`; the time moves with the date.
enum SolarRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    guard let lex = d.free(i) else { return 0 }
    // "at sunset", "sunset"
    var k = i
    if lex.is(.timeMarker) || lex.isPunct("@") { k += 1 }
    if let event = d.free(k).flatMap(\.solarEvent) {
      return place(&d, SolarTime(event: event), length: k - i + 1)
    }
    // "30 min before sunset", "an hour after sunrise", "half an hour before dusk"
    guard let (minutes, length) = duration(d, at: i), let side = d.free(i + length)?.solarSide
    else { return 0 }
    k = i + length + 1
    if d.free(k)?.is(.article) == true || d.free(k)?.lower == "the" { k += 1 }
    guard let event = d.free(k)?.solarEvent else { return 0 }
    return place(&d, SolarTime(event: event, offset: side * minutes), length: k - i + 1)
  }

  private static func place(_ d: inout Draft, _ solar: SolarTime?, length: Int) -> Int {
    guard let solar else {
      d.fail(.impossibleTime(d.text(0..<d.lexemes.count)))
      return 0
    }
    d.solar = solar
    return length
  }

  /// A length of time in whole minutes at `i` ("30 min", "an hour", "1.5 hours", "half an
  /// hour", "90 minutes"), and how many lexemes it takes.
  static func duration(_ d: Draft, at i: Int) -> (minutes: Int, length: Int)? {
    guard let first = d.free(i) else { return nil }
    var amount: Double
    var k = i + 1
    if let n = first.number {
      amount = n
    } else if let q = first.quantity {
      amount = q
    } else if first.is(.article) {
      amount = 1
    } else {
      return nil
    }
    guard let unit = d.free(k)?.unit else { return nil }
    k += 1
    let perUnit: Double
    switch unit.unit {
    case .sec: perUnit = 1.0 / 60
    case .min: perUnit = 1
    case .hours: perUnit = 60
    default: return nil
    }
    let minutes = amount * unit.factor * perUnit
    guard minutes.isFinite, minutes > 0, minutes <= Double(SolarTime.maximumOffset) else {
      return nil
    }
    return (Int(minutes.rounded()), k - i)
  }
}

extension Lexeme {
  var solarEvent: SolarTime.Event? {
    for m in meanings { if case .solarEvent(let e) = m { return e } }
    return nil
  }

  var solarSide: Int? {
    for m in meanings { if case .solarSide(let n) = m { return n } }
    return nil
  }
}
