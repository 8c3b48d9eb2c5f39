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

  /// One item's logged days, ascending, each with its tally.
  struct Logs: Sendable {
    var days: [Int] = []
    var tallies: [Tally] = []

    /// The index of `day` among `days`, or where it would go.
    func index(of day: Int) -> Int {
      // Most logs are for the item's latest day, or a later one.
      if let last = days.last, last <= day { return last == day ? days.count - 1 : days.count }
      return days.firstIndex(atLeast: day)
    }

    /// The tally of `day`, empty when nothing was logged.
    func tally(on day: Int) -> Tally {
      let index = index(of: day)
      return index < days.count && days[index] == day ? tallies[index] : Tally()
    }

    mutating func fold(_ action: Event.Action, on day: Int) {
      let index = index(of: day)
      if index == days.count {
        // Room for a month's days at once, not grown a day at a time.
        if days.isEmpty {
          days.reserveCapacity(32)
          tallies.reserveCapacity(32)
        }
        // The usual case, a day after the last: appended, not inserted.
        days.append(day)
        tallies.append(Tally())
      } else if days[index] != day {
        days.insert(day, at: index)
        tallies.insert(Tally(), at: index)
      }
      tallies[index].fold(action)
    }
  }

  /// By item id: one look-up per item, then its days in order.
  private var logs = ItemLogs()
  /// Focus sessions and reflections, by day number (see `Ledger+Time.swift`).
  var spent: [Int: DayTime] = [:]

  /// - Parameter events: Events in seq order.
  public init(events: [Event]) {
    self.init(
      events: events, slices: Slices.slices(for: events.count, minimum: Slices.eventsPerSlice))
  }

  /// A long history is folded in slices of the items side by side (each slice reads every
  /// event and keeps those of its items), then put together: no item is in two slices.
  init(events: [Event], slices: Int) {
    let taken = Event.takenBack(in: events)
    let parts = Slices.each(slices) { slice in
      var part = Ledger()
      // Through a buffer: each event is read where it is kept, and only its action (not
      // its stamp and id) is copied out of the array.
      events.withUnsafeBufferPointer { events in
        for index in events.indices where taken.isEmpty || !taken.contains(events[index].seq) {
          let action = events[index].action
          guard let id = action.loggedItem else {
            if slice == 0 { part.foldTime(events[index]) }
            continue
          }
          guard slices == 1 || id % slices == slice else { continue }
          part.log(action, of: id, on: events[index].day)
        }
      }
      return part
    }
    self = parts[0]
    for part in parts.dropFirst() { logs.merge(part.logs) }
  }

  private init() {}

  /// This ledger with one more event counted in, after all it holds: a day's log entry
  /// (progress, done or skip), a focus session or a reflection; any other counts for
  /// nothing here (an undo or a void must be folded with what it takes back, by `init`).
  public func adding(_ event: Event) -> Ledger {
    var copy = self
    copy.fold(event)
    return copy
  }

  private mutating func fold(_ event: Event) {
    guard let id = event.loggedItem else { return foldTime(event) }
    log(event.action, of: id, on: event.day)
  }

  /// Counts in a day's log entry for `item`.
  private mutating func log(_ action: Event.Action, of item: Int, on day: CivilDate) {
    // Changed in place: one look-up per event.
    logs.fold(action, of: item, on: day.dayNumber)
  }
}

extension Ledger.Tally {
  /// Counts in a log entry's action (progress, done or skip) for its item and day.
  fileprivate mutating func fold(_ action: Event.Action) {
    switch action {
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
  /// `item`'s logged days, ascending, with their tallies.
  func logs(of item: Int) -> Logs { logs[item] ?? Logs() }

  /// What was logged for `item` on `day`.
  public func tally(item: Int, on day: CivilDate) -> Tally {
    logs[item]?.tally(on: day.dayNumber) ?? Tally()
  }

  /// The amount logged for `item` over `range`, and whether it was marked done in it.
  public func total(item: Int, in range: ClosedRange<CivilDate>) -> (
    amount: Double, completed: Bool
  ) {
    guard let logged = logs[item] else { return (0, false) }
    let last = range.upperBound.dayNumber
    var sum = 0.0
    var completed = false
    // Only the logged days inside the range: a week's sum does not read ten years.
    var index = logged.days.firstIndex(atLeast: range.lowerBound.dayNumber)
    while index < logged.days.count && logged.days[index] <= last {
      sum += logged.tallies[index].progress
      completed = completed || logged.tallies[index].isCompleted
      index += 1
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
