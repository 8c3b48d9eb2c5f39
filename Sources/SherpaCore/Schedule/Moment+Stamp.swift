/// A moment as events carry it, `YYYY-MM-DDTHH:MM:SS` (`stamp`), counted in seconds: what
/// focus sessions and timers measure with. Wall-clock time, like every stamp Sherpa keeps.
extension Moment {
  /// Seconds since day 0 of `CivilDate.dayNumber`; nil for text that is not a stamp.
  public static func seconds(_ stamp: some StringProtocol) -> Int? {
    guard stamp.count >= 16, let date = CivilDate(iso: stamp.prefix(10)) else { return nil }
    let clock = stamp.dropFirst(11).split(separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 2 || clock.count == 3, clock.allSatisfy({ $0.count == 2 }),
      let hour = Int(clock[0]), let minute = Int(clock[1]),
      TimeOfDay(hour: hour, minute: minute) != nil
    else { return nil }
    let second = clock.count == 3 ? Int(clock[2]) : 0
    guard let second, (0...59).contains(second) else { return nil }
    return date.dayNumber * 86_400 + hour * 3600 + minute * 60 + second
  }

  /// The stamp for `seconds` (as `seconds(_:)` counts them).
  public static func stamp(seconds: Int) -> String {
    let (days, rest) = seconds.quotientAndRemainder(dividingBy: 86_400)
    let date = CivilDate(dayNumber: days)
    return date.description + "T" + CivilDate.pad(rest / 3600) + ":"
      + CivilDate.pad(rest / 60 % 60) + ":" + CivilDate.pad(rest % 60)
  }

  /// `HH:MM` of a stamp, for saying when something started.
  public static func clock(_ stamp: String) -> String {
    String(stamp.dropFirst(11).prefix(5))
  }

  /// A length of time in words: "25 min", "1 h 5 min", "40 s".
  public static func length(_ seconds: Int) -> String {
    if seconds < 60 { return "\(seconds) s" }
    let minutes = seconds / 60
    if minutes < 60 { return "\(minutes) min" }
    return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
  }
}
