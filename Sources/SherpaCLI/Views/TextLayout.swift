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
    // By bytes: a space is one, and never part of a longer character.
    var end = utf8.endIndex
    while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") {
      end = utf8.index(before: end)
    }
    return end == utf8.endIndex ? self : String(self[..<end])
  }
}

extension DayReport {
  /// The count `today`'s header gives: exactly its habit rows, the daily ones and the
  /// weekly and monthly targets still open apart: "2 of 5 habits done",
  /// "2 of 5 daily habits done, 0 of 2 weekly targets met".
  var rowsDone: String {
    let habits = entries.filter { $0.kind == .habit }
    let daily = habits.filter { $0.target.period == .day }
    var parts: [String] = []
    let periods: [(Target.Period, String)] = [(.week, "weekly"), (.month, "monthly")]
    let others = periods.compactMap { period, word -> String? in
      let rows = habits.filter { $0.target.period == period }
      guard !rows.isEmpty else { return nil }
      let met = rows.filter(\.isDone).count
      return "\(met) of \(rows.count) \(word) target\(rows.count == 1 ? "" : "s") met"
    }
    if !daily.isEmpty || others.isEmpty {
      let done = daily.filter(\.isDone).count
      let noun = others.isEmpty ? "habit" : "daily habit"
      parts.append("\(done) of \(daily.count) \(noun)\(daily.count == 1 ? "" : "s") done")
    }
    return (parts + others).joined(by: ", ")
  }

  /// "2 of 5 habits done".
  static func habitsDone(_ done: Int, of count: Int) -> String {
    "\(done) of \(count) habit\(count == 1 ? "" : "s") done"
  }
}
