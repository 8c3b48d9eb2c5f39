import SherpaCore
import SherpaStore

extension Actions {
  /// The day a `--date` word names: yesterday, a weekday, YYYY-MM-DD, or a past day in the
  /// person's own words; nil is `today`.
  ///
  /// - Parameter future: Whether a day to come may be named.
  public func day(named text: String?, today: CivilDate, future: Bool = true) throws -> CivilDate {
    // The grammar is read only for words the plain day words do not cover.
    try DayWord.day(text, today: today, future: future) {
      (try? vocabulary.currentParser())?.pastDay($0, today: $1)
    }
  }

  /// The settings kept in the store: what a view needs for its colours and its day.
  public func settings() throws -> Settings { try store.document().settings }
}
