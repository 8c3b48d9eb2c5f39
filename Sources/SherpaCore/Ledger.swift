/// What was logged for each item on each day, derived from the history's events.
///
/// Events are folded in order; an undone or void event counts for nothing. A skip stays
/// until something is logged after it.
public struct Ledger: Sendable {
  /// One item's log on one day.
  public struct Tally: Hashable, Sendable {
    /// The sum of amounts logged, in the item's unit.
    public var progress: Double = 0
    /// Marked done without an amount.
    public var isCompleted = false
    public var isSkipped = false
    /// The note of the skip, or of the last log entry.
    public var note: String?

    public init() {}

    public var isEmpty: Bool { self == Tally() }
  }

  private var tallies: [Int: [Int: Tally]] = [:]
  /// The seq of every event taken back (by an undo or a void).
  public let taken: Set<Int>

  /// - Parameter events: Events in seq order.
  public init(events: [Event]) {
    var taken = Set<Int>()
    for event in events {
      switch event.action {
      case .undo(let seq), .void(let seq): taken.insert(seq)
      default: break
      }
    }
    self.taken = taken
    for event in events where !taken.contains(event.seq) {
      guard let id = event.loggedItem else { continue }
      var tally = tallies[id, default: [:]][event.day.dayNumber, default: Tally()]
      switch event.action {
      case .progress(_, let amount, let note):
        tally.progress = Target.rounded(tally.progress + amount)
        tally.isSkipped = false
        if let note { tally.note = note }
      case .done(_, let note):
        tally.isCompleted = true
        tally.isSkipped = false
        if let note { tally.note = note }
      case .skip(_, let note):
        tally.isSkipped = true
        tally.note = note
      default: break
      }
      tallies[id, default: [:]][event.day.dayNumber] = tally
    }
  }

  /// What was logged for `item` on `day`.
  public func tally(item: Int, on day: CivilDate) -> Tally {
    tallies[item]?[day.dayNumber] ?? Tally()
  }

  /// The amount logged for `item` over `range`, and whether it was marked done in it.
  public func total(item: Int, in range: ClosedRange<CivilDate>) -> (amount: Double, completed: Bool) {
    guard let days = tallies[item] else { return (0, false) }
    var sum = 0.0
    var completed = false
    for n in range.lowerBound.dayNumber...range.upperBound.dayNumber {
      guard let tally = days[n] else { continue }
      sum += tally.progress
      completed = completed || tally.isCompleted
    }
    return (Target.rounded(sum), completed)
  }
}

extension Event {
  /// The latest change that can still be undone: not an undo itself, not taken back, and
  /// (for item and setting changes) saved in the document, whose seq is `committed`.
  ///
  /// - Parameter events: Events in seq order; the newest must be among them.
  public static func undoable(in events: [Event], committed: Int) -> Event? {
    var taken = Set<Int>()
    for event in events.reversed() {
      switch event.action {
      case .undo(let seq), .void(let seq):
        taken.insert(seq)
        continue
      case .change, .config:
        if event.seq > committed { continue }
      default: break
      }
      if !taken.contains(event.seq) { return event }
    }
    return nil
  }
}
