import SherpaCore

/// Times of day: "at 7am", "7:30pm", "19:00", "@ 9AM", "at noon", "at 7".
enum TimeRule {
  static func match(_ d: inout Draft, at i: Int) -> Int {
    // "at 8am & 8pm": a second time joined to the first.
    let link = d.lexemes[i]
    if d.timeCount > 0, i > 0, d.used[i - 1], i + 1 < d.lexemes.count,
      link.isPunct("&") || link.isPunct(",") || link.lower == "and"
    {
      let length = match(&d, at: i + 1)
      return length > 0 ? length + 1 : 0
    }
    var k = i
    let hasMarker = d.lexemes[i].is(.timeMarker) || d.lexemes[i].isPunct("@")
    if hasMarker { k += 1 }
    guard let lex = d.free(k) else { return 0 }
    if let fixed = lex.fixedTime {
      d.add(time: fixed)
      return k - i + 1
    }
    var hour: Int
    var minute = 0
    if lex.shape == .clock, let clock = lex.clock {
      hour = clock.hour
      minute = clock.minute
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
      k += 1
    } else if lex.shape != .clock {
      // A bare number is a time only after "at": "at 7". Not "at 7 km".
      guard hasMarker, d.free(k)?.unit == nil, d.free(k)?.isPlainWord != true,
        d.free(k)?.period == nil
      else { return 0 }
      d.isBareHour = true
    }
    guard let time = TimeOfDay(hour: hour, minute: minute) else {
      d.fail(.impossibleTime(d.text(i..<k)))
      return 0
    }
    d.add(time: time)
    return k - i
  }
}
