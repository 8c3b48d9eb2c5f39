/// One habit's record: its current and longest runs, and how often it was kept.
///
/// A habit is judged over its scheduled occurrences only, each by the definition that held
/// then. The unit is a scheduled day for a daily target, and the week or month for a weekly
/// or monthly one ("3 times a week" counts weeks met). See `Agenda.habitStreak(for:)`.
public struct HabitStreak: Hashable, Sendable {
  /// How one unit of the habit turned out.
  public enum Outcome: String, Sendable {
    /// Kept: the day's target reached, the period's target met, the limit held.
    case done
    /// Skipped with a note: the run goes on, but does not grow.
    case excused
    /// The unit is still going (today, or this week or month) and not done yet.
    case open
    /// Ended without being kept: the run is over.
    case missed
  }

  /// The run ending at the latest unit; an open unit neither adds to it nor ends it.
  public var current: Int
  /// The longest run in the habit's history.
  public var longest: Int
  /// Units kept in all: days, or weeks or months for a weekly or monthly target.
  public var completed: Int
  /// What one unit is, by the habit's latest definition.
  public var unit: Target.Period

  public init(current: Int = 0, longest: Int = 0, completed: Int = 0, unit: Target.Period = .day) {
    self.current = current
    self.longest = longest
    self.completed = completed
    self.unit = unit
  }

  /// This record with one more unit, the next in time, counted in.
  public mutating func add(_ outcome: Outcome) {
    switch outcome {
    case .done:
      current += 1
      completed += 1
      longest = max(longest, current)
    case .excused, .open: break
    case .missed: current = 0
    }
  }
}
