import SherpaCore

/// Times of day: "at 7am", "7:30pm", "19:00", "@ 9AM", "at noon", "at 7", "by 5", "after 10pm",
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
    var hour: Int
    var minute = 0
    var isBare = false
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
      guard fraction == 0 || d.free(k + 1)?.meridiem != nil else { return 0 }
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

  /// "no screens after 10pm", "nothing sweet before noon": a limit said in words keeps its
  /// clock words in its name, so no name ends on "after".
  private static func keepLimitWords(_ d: inout Draft, _ range: Range<Int>) {
    guard ["before", "after", "by", "past"].contains(d.lexemes[range.lowerBound].lower),
      d.opensWithLimit
    else { return }
    for j in range { d.keepInName[j] = true }
  }
}
