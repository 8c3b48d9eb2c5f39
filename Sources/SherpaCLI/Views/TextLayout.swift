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

extension DayReport {
  /// "2 of 5 habits done".
  var habitsDone: String {
    "\(complete) of \(countable) habit\(countable == 1 ? "" : "s") done"
  }
}
