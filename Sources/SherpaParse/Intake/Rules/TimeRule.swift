import SherpaCore

/// Times of day: "at 7am", "7:30pm", "19:00", "@ 9AM", "at noon", "at 7", "by 5", "after 10pm",
/// "at 0615", "at 18h", "at 20h15", "at 9.15", "half past 6", "quarter to 7", "7 o'clock",
/// and several joined: "at 7am and 7pm", "at 9 and 4".
enum TimeRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    // "at 8am & 8pm": a second time joined to the first.
    let link = d.lexemes[i]
    if d.timeEnd == i, i + 1 < d.lexemes.count, isLink(link) {
      let length = match(&d, at: i + 1, joined: true)
      return length > 0 ? length + 1 : 0
    }
    // "at 9 and 4": the parser passes over a plain "and", so the time after it joins here.
    if let end = d.timeEnd, end == i - 1, d.free(i - 1).map(isLink) == true {
      let length = match(&d, at: i, joined: true)
      if length > 0 { d.use((i - 1)..<i) }
      return length
    }
    return match(&d, at: i, joined: false)
  }

  private static func isLink(_ lex: Lexeme) -> Bool {
    lex.isPunct("&") || lex.isPunct(",") || lex.lower == "and"
  }

  private static func match(_ d: inout Draft, at i: Int, joined: Bool) -> Int {
    var k = i
    let hasMarker = d.lexemes[i].is(.timeMarker) || d.lexemes[i].isPunct("@")
    if hasMarker { k += 1 }
    guard let lex = d.free(k) else { return 0 }
    if let fixed = lex.fixedTime {
      d.add(time: fixed)
      d.timeEnd = k + 1
      keepLimitWords(&d, i..<(k + 1))
      return k - i + 1
    }
    if let length = spoken(&d, at: k) {
      d.timeEnd = k + length
      keepLimitWords(&d, i..<(k + length))
      return k + length - i
    }
    let marker = hasMarker ? d.lexemes[i].lower : nil
    if joined || marker == "at" || marker == "@", let length = twentyFourHour(&d, at: k) {
      d.timeEnd = k + length
      keepLimitWords(&d, i..<(k + length))
      return k + length - i
    }
    var hour: Int
    var minute = 0
    var isBare = false
    if let value = lex.integer, (1...12).contains(value), d.free(k + 1)?.is(.oClock) == true {
      // "7 o'clock", "seven o'clock": a clock hour without am/pm.
      d.add(time: TimeOfDay(hour: value, minute: 0)!, isBare: value != 12)
      d.timeEnd = k + 2
      keepLimitWords(&d, i..<(k + 2))
      return k + 2 - i
    }
    if lex.shape == .clock, let clock = lex.clock {
      hour = clock.hour
      minute = clock.minute
      // "5:30" and "10:30" are clock hours without am/pm; "05:30" and "17:30" are on the
      // 24-hour clock.
      let typed = d.scalars[lex.range.lowerBound]
      isBare = (1...11).contains(hour) && (hour >= 10 || typed != "0")
    } else if let value = lex.number, value >= 0, value < 24, lex.isWordNumber == false {
      hour = Int(value)
      let fraction = ((value - Double(hour)) * 100).rounded()
      // "9.15pm", "at 9.15": hours and minutes.
      let isHourDotMinutes =
        (hasMarker || joined) && lex.lower.split(separator: ".").last?.count == 2
      guard fraction == 0 || d.free(k + 1)?.meridiem != nil || isHourDotMinutes else { return 0 }
      guard fraction < 60 else { return 0 }
      minute = Int(fraction)
    } else {
      return 0
    }
    k += 1
    if let meridiem = d.free(k)?.meridiem {
      guard (1...12).contains(hour) else {
        d.fail(.impossibleTime(d.text(i..<(k + 1))))
        return 0
      }
      hour = hour % 12 + meridiem
      isBare = false
      k += 1
    } else if lex.shape != .clock {
      // A bare number is a time only after "at" (or joined to a time): "at 7". Not "at 7 km",
      // "by 5 dec" or "at 7 pushups".
      guard hasMarker || joined else { return 0 }
      if let next = d.free(k) {
        guard next.unit == nil, next.period == nil, next.month == nil,
          !next.isPlainWord || AmountRule.notNouns.contains(next.lower)
        else { return 0 }
      }
      isBare = true
    }
    guard let time = TimeOfDay(hour: hour, minute: minute) else {
      d.fail(.impossibleTime(d.text(i..<k)))
      return 0
    }
    d.add(time: time, isBare: isBare && (1...11).contains(hour))
    d.timeEnd = k
    keepLimitWords(&d, i..<k)
    return k - i
  }

  /// "half past 6", "quarter past 7", "a quarter to 8": the hour read as a bare one, then the
  /// minutes past or to it; how many lexemes, or nil.
  private static func spoken(_ d: inout Draft, at k: Int) -> Int? {
    var j = k
    if d.free(j)?.is(.article) == true, d.free(j + 1)?.lower == "quarter" { j += 1 }
    guard let word = d.free(j)?.lower, word == "half" || word == "quarter",
      let side = d.free(j + 1)?.lower, side == "past" || side == "to",
      let hour = d.free(j + 2)?.integer, (1...12).contains(hour),
      word == "quarter" || side == "past"
    else { return nil }
    let minutes = word == "half" ? 30 : 15
    let time = TimeOfDay(hour: hour == 12 ? 12 : hour, minute: side == "past" ? minutes : 0)!
    d.add(time: time, isBare: hour != 12, early: side == "to" ? minutes : 0)
    return j + 3 - k
  }

  /// "0615", "1730" (four digits), "18h", "20h15" after "at": the 24-hour clock; how many
  /// lexemes, or nil.
  private static func twentyFourHour(_ d: inout Draft, at k: Int) -> Int? {
    guard let lex = d.free(k), lex.shape == .number, !lex.isWordNumber, let n = lex.integer
    else { return nil }
    var length = 1
    var time: TimeOfDay?
    if lex.lower.utf8.count == 4 {
      time = TimeOfDay(hour: n / 100, minute: n % 100)
    } else if let h = d.free(k + 1), h.lower == "h", h.isAttached {
      length = 2
      var minute = 0
      if let m = d.free(k + 2), m.isAttached, m.shape == .number, let value = m.integer,
        m.lower.utf8.count == 2
      {
        minute = value
        length = 3
      }
      time = TimeOfDay(hour: n, minute: minute)
    }
    guard let time else { return nil }
    // "at 2000 kcal" is an amount.
    if let next = d.free(k + length), next.unit != nil || next.is(.measure) { return nil }
    d.add(time: time)
    return length
  }

  /// "no screens after 10pm", "nothing sweet before noon": a limit said in words keeps its
  /// clock words in its name, so no name ends on "after".
  private static func keepLimitWords(_ d: inout Draft, _ range: Range<Int>) {
    guard ["before", "after", "by", "past"].contains(d.lexemes[range.lowerBound].lower),
      d.opensWithLimit
    else { return }
    for j in range { d.keepInName[j] = true }
  }
}
