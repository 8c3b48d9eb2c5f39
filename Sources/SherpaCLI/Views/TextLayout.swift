import SherpaCore

/// Columns of text for the views: padding, cutting long names, short dates.
extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  /// This text cut to `width` characters, with "…" when something was cut.
  func truncated(to width: Int) -> String {
    count > width ? String(prefix(width - 1)) + "…" : self
  }

  func trimmingTrailingSpaces() -> String {
    var s = Substring(self)
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}

extension CivilDate {
  /// `Mon 23 Nov`.
  var shortText: String { String(longText.dropLast(5)) }
}

extension DayReport {
  /// "2 of 5 habits done".
  var habitsDone: String {
    "\(complete) of \(countable) habit\(countable == 1 ? "" : "s") done"
  }
}

extension Array where Element == String {
  /// "A", "A or B", "A, B or C", with `conjunction` ("or", "and") before the last.
  func listed(_ conjunction: String) -> String {
    guard count > 1 else { return first ?? "" }
    return dropLast().joined(separator: ", ") + " \(conjunction) " + last!
  }
}
