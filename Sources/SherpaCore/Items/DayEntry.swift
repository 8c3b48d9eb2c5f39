/// One item on one day: what it asks for and how far it got.
public struct DayEntry: Sendable {
  public let tracked: TrackedItem
  /// The target that applied that day.
  public let target: Target
  /// The amount logged: that day's, or the period's so far for a weekly or monthly target.
  public let progress: Double
  public let isDone: Bool
  public let isSkipped: Bool
  /// The skip's note, or the note of the last entry.
  public let note: String?
  /// False for an at-most limit whose day has not ended yet: it is judged at the day's end.
  public let isJudged: Bool
  /// For a one-off task still open after its day: the day it was for.
  public let overdueSince: CivilDate?

  public var id: Int { tracked.id }
  public var name: String { tracked.name }
  public var kind: Item.Kind { tracked.item.kind }

  /// Whether the entry weighs in the day's streak rule: a habit with a daily target,
  /// judged, and not skipped with a note.
  public var countsForStreak: Bool {
    kind == .habit && target.period == .day && isJudged && !(isSkipped && note != nil)
  }
}

/// Whether a day kept the streak going.
public enum DayStatus: String, Sendable {
  /// At least 40% of the day's habits were complete.
  case counts
  /// Below 40% so far, and the day is still going.
  case open
  /// The day ended below 40%.
  case missed
  /// Nothing that day could count: no habits scheduled, or all skipped with a note.
  case rest
}

/// A day as `today` shows it: its items, whether it counts, and the XP it earned.
public struct DayReport: Sendable {
  public let date: CivilDate
  /// Habits, then tasks.
  public let entries: [DayEntry]
  public let status: DayStatus
  /// How many of the day's countable habits are complete, and of how many.
  public let complete: Int
  public let countable: Int
  public let xp: Int
}
