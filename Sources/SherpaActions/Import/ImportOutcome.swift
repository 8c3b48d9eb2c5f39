import SherpaCore

/// What an import brings that the store does not have yet, and what it already had: the
/// same whether it was only looked at (a dry run) or kept.
public struct ImportOutcome: Sendable {
  /// A log the store does not have, about an item by its number here.
  public struct NewLog: Equatable, Sendable {
    public let item: Int
    public let day: CivilDate
    public let kind: ImportPlan.PlannedLog.Kind
    public let note: String?

    /// The event that keeps it.
    var action: Event.Action {
      switch kind {
      case .check: .progress(item: item, amount: 1, note: note)
      case .progress(let amount): .progress(item: item, amount: amount, note: note)
      case .done: .done(item: item, note: note)
      case .skip: .skip(item: item, note: note)
      }
    }
  }

  public let source: ImportPlan.Source
  /// Items the store lacks, numbered as they are (or would be) kept.
  public var added: [TrackedItem] = []
  /// Items of the file the store has already.
  public var known = 0
  public var logs: [NewLog] = []
  /// Logs of the file the store has already.
  public var knownLogs = 0
  /// Rows that could not be read, and rows left out on purpose.
  public var problems: [ImportProblem] = []
  public var leftOut = 0
  /// Whether it was kept; false for a dry run.
  public var isApplied = false
  /// The number the next new item would get after these.
  var nextId = 1

  /// Whether a second import of the same file would find this: nothing to add.
  public var isNothingNew: Bool { added.isEmpty && logs.isEmpty }

  /// Compares `plan` with a store's items and history.
  ///
  /// An item is the store's already when one of its items has the same input (and, for a
  /// Sherpa export, was made the same day); several pair off in order. A log is there already
  /// when the store has one for that item and day saying the same (the k-th of identical ones
  /// matching the k-th), not taken back.
  ///
  /// - Parameters:
  ///   - events: The store's whole history, in seq order.
  public static func resolve(
    _ plan: ImportPlan, items: [TrackedItem], nextId: Int, events: [Event]
  ) -> ImportOutcome {
    var outcome = ImportOutcome(source: plan.source)
    outcome.problems = plan.problems
    outcome.leftOut = plan.leftOut
    var claimed = Set<Int>()
    var numbers: [Int] = []
    var next = nextId
    for planned in plan.items {
      let same = items.first { tracked in
        !claimed.contains(tracked.id) && tracked.input == planned.input
          && (!plan.matchesCreated || tracked.created == planned.created)
      }
      if let same {
        claimed.insert(same.id)
        numbers.append(same.id)
        outcome.known += 1
        continue
      }
      let id: Int
      if let wanted = planned.number, wanted >= next {
        id = wanted
      } else {
        id = next
      }
      next = id + 1
      numbers.append(id)
      var tracked = TrackedItem(
        id: id, item: planned.item, input: planned.input, created: planned.created)
      tracked.archived = planned.archived
      tracked.completed = planned.completed
      outcome.added.append(tracked)
    }
    outcome.nextId = next
    var have = Self.logged(events)
    for log in plan.logs {
      let new = NewLog(item: numbers[log.item], day: log.day, kind: log.kind, note: log.note)
      let key = Key(new)
      if let count = have[key], count > 0 {
        have[key] = count - 1
        outcome.knownLogs += 1
      } else {
        outcome.logs.append(new)
      }
    }
    return outcome
  }

  /// What makes two logs the same for an import: item, day and what they say (a note aside).
  struct Key: Hashable {
    let item: Int
    let day: CivilDate
    let kind: ImportPlan.PlannedLog.Kind
    init(_ log: NewLog) {
      // A check is kept as 1 toward the count: the same as a logged 1.
      (item, day, kind) = (log.item, log.day, log.kind == .check ? .progress(1) : log.kind)
    }
    init(item: Int, day: CivilDate, kind: ImportPlan.PlannedLog.Kind) {
      (self.item, self.day, self.kind) = (item, day, kind)
    }
  }

  /// How many of each log the history holds, not counting those taken back.
  static func logged(_ events: [Event]) -> [Key: Int] {
    let taken = Event.takenBack(in: events)
    var counts: [Key: Int] = [:]
    for event in events where !taken.contains(event.seq) {
      let key: Key
      switch event.action {
      case .progress(let item, let amount, _):
        key = Key(item: item, day: event.day, kind: .progress(amount))
      case .done(let item, _): key = Key(item: item, day: event.day, kind: .done)
      case .skip(let item, _): key = Key(item: item, day: event.day, kind: .skip)
      default: continue
      }
      counts[key, default: 0] += 1
    }
    return counts
  }
}
