/// One pattern in a person's habits, said plainly with the numbers behind it.
///
/// Insights come from `Insight.find(in:streaks:)`: each rule speaks only when the data is
/// big enough to say something true, and the words stay kind (a habit "slips" or "eases
/// off"; it never "fails").
public struct Insight: Sendable {
  public enum Kind: String, Sendable {
    /// Done more often lately than in the weeks before.
    case risingTrend
    /// A run of the habit at, or close to, its longest.
    case nearRecord
    /// A weekday when habits get done more often than on the rest.
    case bestWeekday
    /// Habits planned for a part of the day (or a time) get done more often than others.
    case plannedTime
    /// One habit is often not done on one weekday, though it is on the others.
    case weekdaySlip
    /// Done less often lately than in the weeks before.
    case easingTrend
    /// Days after a good night's sleep go better than days after a poor one.
    case sleep
  }

  public let kind: Kind
  /// The habit it is about, if it is about one.
  public let item: TrackedItem?
  /// The sentence a person reads.
  public let text: String
  /// The numbers the sentence gives, by name, for scripts.
  public let numbers: [(String, Int)]

  public init(kind: Kind, item: TrackedItem?, text: String, numbers: [(String, Int)]) {
    self.kind = kind
    self.item = item
    self.text = text
    self.numbers = numbers
  }

  /// How many days `find` looks at for patterns: eight weeks, so a trend can compare the
  /// last four with the four before.
  public static let window = 56
}

extension Adherence {
  /// "5 of 7", for sentences.
  var count: String { "\(done) of \(scheduled)" }
}

extension Weekday {
  /// "Mondays".
  var plural: String { name + "s" }
}
