import SherpaCore

/// Columns of text for the views: padding, cutting long names, short dates.
extension String {
  func padding(_ width: Int) -> String {
    let count = count
    guard count < width else { return self }
    let missing = width - count
    guard missing <= Self.blanks.utf8.count else {
      return self + String(repeating: " ", count: missing)
    }
    return self + String(decoding: Self.blanks.utf8.prefix(missing), as: UTF8.self)
  }

  /// Spaces that padding takes its own from, not made a space at a time.
  private static let blanks = String(repeating: " ", count: 64)

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
    // Counted in one pass: a filter per period copied every row.
    var daily = (done: 0, of: 0)
    var weekly = (met: 0, of: 0)
    var monthly = (met: 0, of: 0)
    for entry in entries where entry.kind == .habit {
      let done = entry.isDone ? 1 : 0
      switch entry.target.period {
      case .day: daily = (daily.done + done, daily.of + 1)
      case .week: weekly = (weekly.met + done, weekly.of + 1)
      case .month: monthly = (monthly.met + done, monthly.of + 1)
      }
    }
    var others: [String] = []
    for (count, word) in [(weekly, "weekly"), (monthly, "monthly")] where count.of > 0 {
      others.append("\(count.met) of \(count.of) \(word) target\(count.of == 1 ? "" : "s") met")
    }
    guard daily.of > 0 || others.isEmpty else { return others.joined(by: ", ") }
    let noun = others.isEmpty ? "habit" : "daily habit"
    let habits = "\(daily.done) of \(daily.of) \(noun)\(daily.of == 1 ? "" : "s") done"
    return ([habits] + others).joined(by: ", ")
  }

  /// "2 of 5 habits done".
  static func habitsDone(_ done: Int, of count: Int) -> String {
    "\(done) of \(count) habit\(count == 1 ? "" : "s") done"
  }
}
