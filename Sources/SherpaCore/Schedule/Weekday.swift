/// A day of the week, in RFC 5545 order with the week starting on Monday (WKST=MO).
public enum Weekday: Int, CaseIterable, Comparable, Sendable {
  case monday = 0
  case tuesday, wednesday, thursday, friday, saturday, sunday

  init(dayNumber: Int) {
    // 1970-01-01 was a Thursday.
    let index = ((dayNumber % 7) + 7 + 3) % 7
    self = Weekday(rawValue: index)!
  }

  /// The RFC 5545 code: `MO`, `TU`, …
  public var code: String { Weekday.codes[rawValue] }

  /// `Mon`, `Tue`, …
  public var shortName: String { Weekday.shortNames[rawValue] }

  /// `Monday`, `Tuesday`, …
  public var name: String { Weekday.names[rawValue] }

  public init?(code: some StringProtocol) {
    let code = code.uppercased()
    guard let index = Weekday.codes.firstIndex(of: code) else {
      return nil
    }
    self.init(rawValue: index)
  }

  public static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }

  static let codes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
  static let shortNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  static let names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
}

/// One entry of BYDAY: a weekday, optionally the n-th (or n-th from last) in its month or year.
public struct WeekdayRule: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let weekday: Weekday
  /// 1 for the first, -1 for the last; nil for every such weekday.
  public let ordinal: Int?

  public init(_ weekday: Weekday, ordinal: Int? = nil) {
    self.weekday = weekday
    self.ordinal = ordinal == 0 ? nil : ordinal
  }

  /// `MO`, `1MO`, `-1FR`.
  public var description: String { (ordinal.map(String.init) ?? "") + weekday.code }

  public init?(code: some StringProtocol) {
    let text = String(code).uppercased()
    guard text.count >= 2, let day = Weekday(code: text.suffix(2)) else { return nil }
    let prefix = text.dropLast(2)
    if prefix.isEmpty {
      self.init(day)
    } else {
      guard let n = Int(prefix.hasPrefix("+") ? prefix.dropFirst() : prefix), n != 0,
        (-53...53).contains(n)
      else { return nil }
      self.init(day, ordinal: n)
    }
  }

  /// Weekdays in week order; for the same weekday, first before last.
  public static func < (a: WeekdayRule, b: WeekdayRule) -> Bool {
    if a.weekday != b.weekday { return a.weekday < b.weekday }
    return sortKey(a.ordinal) < sortKey(b.ordinal)
  }

  private static func sortKey(_ ordinal: Int?) -> Int {
    guard let n = ordinal else { return 0 }
    return n > 0 ? n : 100 - n
  }
}
