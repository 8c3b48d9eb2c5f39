/// A calendar date with no time zone: the unit every schedule in Sherpa works in.
///
/// Arithmetic runs on a day number (days since 1970-01-01, proleptic Gregorian), so it
/// needs no Foundation and no ICU.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// A date that exists in the Gregorian calendar, or nil ("31 Feb", month 13).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...CivilDate.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date of a day number (days since 1970-01-01).
  public init(dayNumber: Int) {
    // Howard Hinnant's civil_from_days.
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
    self.month = m
    self.day = d
  }

  /// Parses `YYYY-MM-DD`.
  @inlinable public init?(iso text: some StringProtocol) {
    // Byte by byte: stores hold thousands of dates, and splitting strings is slow.
    // No arrays of tuples either: making their types costs more at start-up than the dates.
    var year = 0
    var month = 0
    var day = 0
    var position = 0
    for b in text.utf8 {
      switch position {
      case 4, 7: guard b == UInt8(ascii: "-") else { return nil }
      case 0..<10:
        guard b >= 48, b <= 57 else { return nil }
        let digit = Int(b - 48)
        if position < 4 {
          year = year * 10 + digit
        } else if position < 7 {
          month = month * 10 + digit
        } else {
          day = day * 10 + digit
        }
      default: return nil
      }
      position += 1
    }
    guard position == 10 else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// Days since 1970-01-01.
  public var dayNumber: Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = month > 2 ? month - 3 : month + 9
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  public var weekday: Weekday { Weekday(dayNumber: dayNumber) }

  public func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

  /// The same day `months` later, clamped to the end of a shorter month.
  public func adding(months: Int) -> CivilDate {
    let index = year * 12 + (month - 1) + months
    let y = index / 12
    let m = index % 12 + 1
    return CivilDate(unchecked: y, m, min(day, CivilDate.daysIn(month: m, year: y)))
  }

  public var description: String {
    let y = String(year)
    return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + CivilDate.pad(month)
      + "-" + CivilDate.pad(day)
  }

  public static func < (a: CivilDate, b: CivilDate) -> Bool {
    (a.year, a.month, a.day) < (b.year, b.month, b.day)
  }

  public static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The last day of the calendar: expansion stops here, as python-dateutil's does.
  public static let latest = CivilDate(unchecked: 9999, 12, 31)

  /// A date known to be valid, or past 9999 on purpose (callers compare it with `latest`).
  public init(unchecked year: Int, _ month: Int, _ day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  static func pad(_ n: Int) -> String { n < 10 ? "0" + String(n) : String(n) }
}

/// A time of day to the minute, 24-hour.
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let hour: Int
  public let minute: Int

  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  /// From `HH:MM`, 24-hour; nil for anything else.
  @inlinable public init?(text: some StringProtocol) {
    // Byte by byte, as `CivilDate(iso:)`.
    var hour = 0
    var minute = 0
    var position = 0
    for b in text.utf8 {
      switch position {
      case 2: guard b == UInt8(ascii: ":") else { return nil }
      // A sign before a field's digit, as `Int("+7")` reads it.
      case 0 where b == UInt8(ascii: "+"), 3 where b == UInt8(ascii: "+"): break
      case 0..<5:
        guard b >= 48, b <= 57 else { return nil }
        if position < 2 {
          hour = hour * 10 + Int(b - 48)
        } else {
          minute = minute * 10 + Int(b - 48)
        }
      default: return nil
      }
      position += 1
    }
    guard position == 5 else { return nil }
    self.init(hour: hour, minute: minute)
  }

  /// Minutes since midnight.
  public var minutes: Int { hour * 60 + minute }

  /// `HH:MM`.
  public var description: String { CivilDate.pad(hour) + ":" + CivilDate.pad(minute) }

  public static func < (a: TimeOfDay, b: TimeOfDay) -> Bool {
    (a.hour, a.minute) < (b.hour, b.minute)
  }
}
