/// A plan the coach proposed for a day, and what the person did with it: kept in the
/// history so `sherpa coach --history` can show it, `today` can follow an accepted order,
/// and `undo` can take a plan back as one change.
public struct CoachRecord: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    /// The day's remaining items in an order.
    case order
    /// A late evening rebalanced: some items in full, some lighter, some skipped.
    case salvage
    /// A lighter day after a hard night.
    case lighter
    /// One item moved to another part of the day.
    case move
  }

  public var kind: Kind
  /// The remaining items' ids, in the order proposed.
  public var proposed: [Int]
  /// Whether the person took it. Only an accepted plan orders the day.
  public var accepted: Bool
  /// Items to do in their lighter form, by id, with that form's name ("Walk 20 min").
  public var lighter: [Int: String]
  /// Items the plan skips with a note.
  public var skipped: [Int]
  /// The seqs of the events recorded with this plan (its skips), taken back with it.
  public var made: [Int]

  public init(
    kind: Kind, proposed: [Int], accepted: Bool, lighter: [Int: String] = [:],
    skipped: [Int] = [], made: [Int] = []
  ) {
    self.kind = kind
    self.proposed = proposed
    self.accepted = accepted
    self.lighter = lighter
    self.skipped = skipped
    self.made = made
  }
}

extension Event {
  /// The plan accepted last for `day` among `events` (in seq order), ignoring anything taken
  /// back; nil when the day has none.
  public static func acceptedPlan(for day: CivilDate, in events: [Event]) -> CoachRecord? {
    var taken: Set<Int>?
    for event in events.reversed() where event.day == day {
      guard case .coach(let record) = event.action, record.accepted else { continue }
      if taken == nil { taken = Event.takenBack(in: events) }
      if !taken!.contains(event.seq) { return record }
    }
    return nil
  }
}
