extension Recurrence {
  /// The rule as an RFC 5545 RRULE value (`FREQ=WEEKLY;BYDAY=MO,WE,FR`); nil for a one-off.
  ///
  /// UNTIL is written as a DATE (`UNTIL=20261130`), matching a date-valued DTSTART.
  public var rrule: String? {
    guard frequency != .none else { return nil }
    var parts = ["FREQ=" + frequency.rawValue.uppercased()]
    if interval > 1 { parts.append("INTERVAL=\(interval)") }
    if !byWeekday.isEmpty {
      parts.append("BYDAY=" + byWeekday.map(\.description).joined(separator: ","))
    }
    if !byMonthDay.isEmpty {
      parts.append("BYMONTHDAY=" + byMonthDay.map(String.init).joined(separator: ","))
    }
    if !byMonth.isEmpty {
      parts.append("BYMONTH=" + byMonth.map(String.init).joined(separator: ","))
    }
    switch end {
    case .never: break
    case .count(let n): parts.append("COUNT=\(n)")
    case .until(let date):
      parts.append("UNTIL=" + String(date.description.filter { $0 != "-" }))
    }
    return parts.joined(separator: ";")
  }

  /// Reads an RRULE value (with or without the `RRULE:` prefix).
  ///
  /// Accepts FREQ (DAILY, WEEKLY, MONTHLY, YEARLY), INTERVAL, BYDAY, BYMONTHDAY, BYMONTH,
  /// COUNT, UNTIL (a DATE, or a DATE-TIME whose date is kept) and WKST=MO.
  /// - Throws: `RRULEFailure` naming the part that Sherpa cannot represent.
  public init(rrule text: String) throws(RRULEFailure) {
    var body = Substring(text.trimmingWhitespace())
    if body.prefix(6).uppercased() == "RRULE:" { body = body.dropFirst(6) }
    var frequency: Frequency?
    var interval = 1
    var days: [WeekdayRule] = []
    var monthDays: [Int] = []
    var months: [Int] = []
    var end = End.never
    for part in body.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard pair.count == 2 else { throw .malformed(String(part)) }
      let key = pair[0].uppercased()
      let value = pair[1]
      let list = value.split(separator: ",")
      switch key {
      case "FREQ":
        guard let f = Frequency(rawValue: value.lowercased()), f != .none else {
          throw .unsupported(String(part))
        }
        frequency = f
      case "INTERVAL":
        guard let n = Int(value), (1...Recurrence.maximumInterval).contains(n) else {
          throw .malformed(String(part))
        }
        interval = n
      case "BYDAY":
        for code in list {
          guard let rule = WeekdayRule(code: code) else { throw .malformed(String(part)) }
          days.append(rule)
        }
      case "BYMONTHDAY":
        for item in list {
          guard let n = Int(item), n != 0, (-31...31).contains(n) else {
            throw .malformed(String(part))
          }
          monthDays.append(n)
        }
      case "BYMONTH":
        for item in list {
          guard let n = Int(item), (1...12).contains(n) else { throw .malformed(String(part)) }
          months.append(n)
        }
      case "COUNT":
        guard let n = Int(value), (1...100_000).contains(n) else { throw .malformed(String(part)) }
        end = .count(n)
      case "UNTIL":
        let digits = value.prefix(8)
        guard digits.count == 8, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
          let year = Int(digits.prefix(4)), let month = Int(digits.dropFirst(4).prefix(2)),
          let day = Int(digits.suffix(2)), let date = CivilDate(year: year, month: month, day: day)
        else { throw .malformed(String(part)) }
        end = .until(date)
      case "WKST":
        guard value.uppercased() == "MO" else { throw .unsupported(String(part)) }
      default:
        throw .unsupported(String(part))
      }
    }
    guard let frequency else { throw .missingFrequency }
    self.init(
      frequency: frequency, interval: interval, byWeekday: days, byMonthDay: monthDays,
      byMonth: months, end: end)
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
