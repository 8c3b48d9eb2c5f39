extension Recurrence {
  /// `daily`'s RRULE, which most habits are saved with (and read without parsing).
  public static let dailyRule = "FREQ=DAILY"

  /// The rule as an RFC 5545 RRULE value (`FREQ=WEEKLY;BYDAY=MO,WE,FR`); nil for a one-off.
  ///
  /// UNTIL is written as a DATE (`UNTIL=20261130`), matching a date-valued DTSTART.
  public var rrule: String? {
    guard frequency != .none else { return nil }
    var parts = ["FREQ=" + frequency.rawValue.uppercased()]
    if interval > 1 { parts.append("INTERVAL=\(interval)") }
    if !byWeekday.isEmpty {
      parts.append("BYDAY=" + byWeekday.map(\.description).joined(by: ","))
    }
    if !byMonthDay.isEmpty {
      parts.append("BYMONTHDAY=" + byMonthDay.map(String.init).joined(by: ","))
    }
    if !byMonth.isEmpty {
      parts.append("BYMONTH=" + byMonth.map(String.init).joined(by: ","))
    }
    switch end {
    case .never: break
    case .count(let n): parts.append("COUNT=\(n)")
    case .until(let date):
      parts.append("UNTIL=" + String(date.description.filter { $0 != "-" }))
    }
    return parts.joined(by: ";")
  }

  /// Reads an RRULE value (with or without the `RRULE:` prefix).
  ///
  /// Accepts FREQ (DAILY, WEEKLY, MONTHLY, YEARLY), INTERVAL, BYDAY, BYMONTHDAY, BYMONTH,
  /// COUNT, UNTIL (a DATE, or a DATE-TIME whose date is kept) and WKST=MO.
  /// - Throws: `RRULEFailure` naming the part that Sherpa cannot represent.
  public init(rrule text: String) throws(RRULEFailure) {
    // Most habits are daily, and every store read decodes one rule per item: that rule is
    // known without reading it.
    if text == Self.dailyRule {
      self = .daily
      return
    }
    // Read as bytes, not characters: every store read decodes one rule per item.
    let bytes: [UInt8] =
      Self.isTrimmed(text) ? Array(text.utf8) : Array(text.trimmingWhitespace().utf8)
    var body = bytes[...]
    if Self.ascii(body.prefix(6), upper: true) == "RRULE:" { body = body.dropFirst(6) }
    var frequency: Frequency?
    var interval = 1
    var days: [WeekdayRule] = []
    var monthDays: [Int] = []
    var months: [Int] = []
    var end = End.never
    for part in body.split(separator: UInt8(ascii: ";")) {
      let said = String(decoding: part, as: UTF8.self)
      guard let equals = part.firstIndex(of: UInt8(ascii: "=")) else { throw .malformed(said) }
      let key = Self.ascii(part[..<equals], upper: true)
      let valueBytes = part[(equals + 1)...]
      let value = String(decoding: valueBytes, as: UTF8.self)
      let list = valueBytes.split(separator: UInt8(ascii: ",")).map {
        String(decoding: $0, as: UTF8.self)
      }
      switch key {
      case "FREQ":
        guard let f = Frequency(rawValue: Self.ascii(valueBytes, upper: false)), f != .none else {
          throw .unsupported(said)
        }
        frequency = f
      case "INTERVAL":
        guard let n = Int(value), (1...Recurrence.maximumInterval).contains(n) else {
          throw .malformed(said)
        }
        interval = n
      case "BYDAY":
        for code in list {
          guard let rule = WeekdayRule(code: code) else { throw .malformed(said) }
          days.append(rule)
        }
      case "BYMONTHDAY":
        for item in list {
          guard let n = Int(item), n != 0, (-31...31).contains(n) else {
            throw .malformed(said)
          }
          monthDays.append(n)
        }
      case "BYMONTH":
        for item in list {
          guard let n = Int(item), (1...12).contains(n) else { throw .malformed(said) }
          months.append(n)
        }
      case "COUNT":
        guard let n = Int(value), (1...100_000).contains(n) else { throw .malformed(said) }
        end = .count(n)
      case "UNTIL":
        let digits = value.prefix(8)
        guard digits.count == 8, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
          let year = Int(digits.prefix(4)), let month = Int(digits.dropFirst(4).prefix(2)),
          let day = Int(digits.suffix(2)), let date = CivilDate(year: year, month: month, day: day)
        else { throw .malformed(said) }
        end = .until(date)
      case "WKST":
        guard Self.ascii(valueBytes, upper: true) == "MO" else { throw .unsupported(said) }
      default:
        throw .unsupported(said)
      }
    }
    guard let frequency else { throw .missingFrequency }
    self.init(
      frequency: frequency, interval: interval, byWeekday: days, byMonthDay: monthDays,
      byMonth: months, end: end)
  }
}

extension Recurrence {
  /// Whether `text` starts and ends with a character that is not white space, read from its
  /// first and last bytes alone.
  private static func isTrimmed(_ text: String) -> Bool {
    guard let first = text.utf8.first, let last = text.utf8.last else { return true }
    return (33..<128).contains(first) && (33..<128).contains(last)
  }

  /// `bytes` as text with its ASCII letters in upper (or lower) case; other bytes as they are.
  private static func ascii(_ bytes: ArraySlice<UInt8>, upper: Bool) -> String {
    let (from, to): (ClosedRange<UInt8>, Int) = upper ? (97...122, -32) : (65...90, 32)
    return String(
      decoding: bytes.map { from.contains($0) ? UInt8(Int($0) + to) : $0 }, as: UTF8.self)
  }
}

/// Why an RRULE string could not become a `Recurrence`.
public enum RRULEFailure: Error, Equatable, Sendable, CustomStringConvertible {
  case malformed(String)
  case unsupported(String)
  case missingFrequency

  public var description: String {
    switch self {
    case .malformed(let part):
      "Can't read '\(part)' in the RRULE. Write it like 'FREQ=WEEKLY;BYDAY=MO'."
    case .unsupported(let part): "Sherpa can't keep '\(part)' from the RRULE; leave it out."
    case .missingFrequency: "The RRULE has no FREQ. Start it with 'FREQ=DAILY', 'FREQ=WEEKLY', …"
    }
  }
}

extension StringProtocol {
  /// The text without white space at either end.
  public func trimmingWhitespace() -> SubSequence {
    var s = self[...]
    while let c = s.first, c.isWhitespace { s = s.dropFirst() }
    while let c = s.last, c.isWhitespace { s = s.dropLast() }
    return s
  }
}
