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
    /// The note of the skip, or of the last log entry with one since (a skip's note goes
    /// when something is logged after it).
    public var note: String?

    public init() {}
  }

  /// Keyed by item id and day number together (see `key`).
  private var tallies: [Int: Tally] = [:]
  /// Each item's logged day numbers, ascending, for sums over a period.
  private var days: [Int: [Int]] = [:]
  /// Focus sessions and reflections, by day number (see `Ledger+Time.swift`).
  var spent: [Int: DayTime] = [:]

  /// - Parameter events: Events in seq order.
  public init(events: [Event]) {
    let taken = Event.takenBack(in: events)
    for event in events where !taken.contains(event.seq) { fold(event) }
  }

  /// This ledger with one more day's log entry (progress, done or skip) counted in.
  public func adding(_ event: Event) -> Ledger {
    var copy = self
    copy.fold(event)
    return copy
  }

  private mutating func fold(_ event: Event) {
    guard let id = event.loggedItem else { return foldTime(event) }
    let key = Ledger.key(id, event.day.dayNumber)
    var isNew = false
    // Changed in place: one look-up per event.
    tallies[key, default: { isNew = true; return Tally() }()].fold(event)
    if isNew { Ledger.insert(event.day.dayNumber, into: &days[id, default: []]) }
  }
}

extension Ledger.Tally {
  /// Counts in a log entry (progress, done or skip) for its item and day.
  fileprivate mutating func fold(_ event: Event) {
    switch event.action {
    case .progress(_, let amount, let note):
      progress = Target.rounded(progress + amount)
      // A log after a skip ends it, and its note with it.
      if isSkipped { self.note = nil }
      isSkipped = false
      if let note { self.note = note }
    case .done(_, let note):
      isCompleted = true
      if isSkipped { self.note = nil }
      isSkipped = false
      if let note { self.note = note }
    case .skip(_, let note):
      isSkipped = true
      self.note = note
    default: break
    }
  }
}

extension Ledger {
  /// Keeps `sorted` ascending; a log for a later day than any before is a plain append.
  private static func insert(_ n: Int, into sorted: inout [Int]) {
    if let last = sorted.last, n < last {
      sorted.insert(n, at: firstIndex(atLeast: n, in: sorted))
    } else {
      sorted.append(n)
    }
  }

  /// The index of the first element of `sorted` that is at least `n`.
  private static func firstIndex(atLeast n: Int, in sorted: [Int]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] < n { low = mid + 1 } else { high = mid }
    }
    return low
  }

  private static func key(_ item: Int, _ dayNumber: Int) -> Int {
    item << 24 | (dayNumber & 0xFF_FFFF)
  }

  /// The day numbers `item` has a log entry on, ascending.
  func loggedDays(of item: Int) -> [Int] { days[item] ?? [] }

  /// What was logged for `item` on `day`.
  public func tally(item: Int, on day: CivilDate) -> Tally {
    tallies[Ledger.key(item, day.dayNumber)] ?? Tally()
  }

  /// The amount logged for `item` over `range`, and whether it was marked done in it.
  public func total(item: Int, in range: ClosedRange<CivilDate>) -> (
    amount: Double, completed: Bool
  ) {
    guard let logged = days[item] else { return (0, false) }
    let span = range.lowerBound.dayNumber...range.upperBound.dayNumber
    var sum = 0.0
    var completed = false
    // Only the logged days inside the range: a week's sum does not read ten years.
    for n in logged[Ledger.firstIndex(atLeast: span.lowerBound, in: logged)...] {
      if n > span.upperBound { break }
      guard let tally = tallies[Ledger.key(item, n)] else { continue }
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
  /// - Parameters:
  ///   - events: Events in seq order; the newest must be among them.
  ///   - device: This store's device: events another machine made (and synced here) are
  ///     its to take back, not this one's. Events from before ids are anyone's.
  public static func undoable(in events: [Event], committed: Int, device: String? = nil)
    -> Event?
  {
    var taken = Set<Int>()
    for event in events.reversed() {
      switch event.action {
      case .undo(let seq), .void(let seq):
        taken.insert(seq)
        continue
      case .remind: continue
      default:
        if event.changesDocument && event.seq > committed { continue }
      }
      if let device, let made = event.device, made != device { continue }
      if !taken.contains(event.seq) { return event }
    }
    return nil
  }
}
