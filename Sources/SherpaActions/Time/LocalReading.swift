import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A local date-time as the local clock (`TZ`, else the system's) reads it: an instant, two
/// (the hour the clocks go back repeats), or none (the hour they jump over). Stamps are
/// wall-clock time; what a timer ran is measured between instants, so an hour the clocks
/// skip or repeat is not counted as worked or lost.
public enum LocalReading: Equatable, Sendable {
  /// Seconds since 1970 UTC.
  case once(Int)
  /// The clocks went back over it: it was read twice, first before the change.
  case twice(first: Int, second: Int)
  /// The clocks went forward over it, from `from` to `to` (`HH:MM`): it never was.
  case skipped(from: String, to: String)

  /// How `stamp` (`YYYY-MM-DDTHH:MM[:SS]`) reads on the local clock, and its instant: the
  /// first of two; for a time that never was, the instant the clock before the change would
  /// give it (as `mktime` reads it). Nil when it is not a stamp.
  public static func reading(_ stamp: String) -> (reading: LocalReading, instant: Int)? {
    guard let wall = Moment.seconds(stamp) else { return nil }
    let local = wall - epoch
    let before = offset(at: local - 86_400)
    let after = offset(at: local + 86_400)
    let found = Set([before, after]).map { local - $0 }.filter { offset(at: $0) == local - $0 }
      .sorted()
    switch found.count {
    case 1: return (.once(found[0]), found[0])
    case 2: return (.twice(first: found[0], second: found[1]), found[0])
    default:
      // The change is between the readings by each offset: found by halving.
      var (low, high) = (local - max(before, after), local - min(before, after))
      while high - low > 1 {
        let middle = low + (high - low) / 2
        if offset(at: middle) == before { low = middle } else { high = middle }
      }
      let clock = { (seconds: Int) in Moment.clock(Moment.stamp(seconds: seconds + epoch)) }
      return (.skipped(from: clock(high + before), to: clock(high + after)), local - before)
    }
  }

  /// The seconds between two stamps, measured between their instants (0 for an end before
  /// the start, as a clock set back gives).
  public static func elapsed(from start: String, to end: String) -> Int {
    guard let start = reading(start)?.instant, let end = reading(end)?.instant else {
      return 0
    }
    return max(0, end - start)
  }

  /// Seconds from day 0 of `CivilDate.dayNumber` to 1970-01-01.
  private static let epoch = CivilDate(unchecked: 1970, 1, 1).dayNumber * 86_400

  /// Seconds the local clock is ahead of UTC at `instant`.
  private static func offset(at instant: Int) -> Int {
    var seconds = time_t(instant)
    var parts = tm()
    tzset()
    localtime_r(&seconds, &parts)
    return Int(parts.tm_gmtoff)
  }
}
