import SherpaCore

/// `--date today|yesterday|YYYY-MM-DD|mon…`: a day named in a word.
public enum DayWord {
  /// The words `--date` takes, for completion.
  public static let words = ["today", "yesterday"] + Weekday.allCases.map { $0.name.lowercased() }

  /// The day `text` names, on or before today unless `future`; today when `text` is nil.
  ///
  /// - Parameters:
  ///   - future: Whether a day still to come is allowed (to look at, not to log).
  ///   - past: Reads the other ways to name a past day ("last friday", "2 days ago"), as
  ///     the grammar does (`Parser.pastDay`).
  public static func day(
    _ text: String?, today: CivilDate, future: Bool = false,
    past: (String, CivilDate) -> CivilDate? = { _, _ in nil }
  ) throws(DayFailure) -> CivilDate {
    guard let text else { return today }
    let word = text.trimmingWhitespace().lowercased()
    let day: CivilDate
    if word == "today" {
      day = today
    } else if word == "yesterday" {
      day = today.adding(days: -1)
    } else if let date = CivilDate(iso: word) {
      day = date
    } else if let weekday = Weekday.allCases.first(where: {
      word.count >= 2 && $0.name.lowercased().hasPrefix(word)
    }) {
      // The latest such day: today when today is that weekday.
      day = today.adding(days: -((today.weekday.rawValue - weekday.rawValue + 7) % 7))
    } else if let named = past(word, today) {
      day = named
    } else {
      throw .notUnderstood(text, today: today)
    }
    guard day <= today || future else { throw .toCome(day) }
    return day
  }

  /// "today", "yesterday" or "on Thu 19 Nov".
  public static func text(_ day: CivilDate, today: CivilDate) -> String {
    if day == today { return "today" }
    if day == today.adding(days: -1) { return "yesterday" }
    return "on " + day.shortText
  }
}
