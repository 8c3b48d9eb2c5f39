/// An item the person keeps: its definition plus what the store knows about it.
public struct TrackedItem: Hashable, Sendable {
  /// A definition an edit replaced, kept so the days before the edit are judged by the
  /// schedule and target they had then.
  public struct Version: Hashable, Sendable {
    /// The last day this version applied to.
    public var until: CivilDate
    public var target: Target
    public var recurrence: Recurrence
    public var start: CivilDate
    /// The activity whose days this version kept to ("only on workout days").
    public var onlyOn: String?

    public init(
      until: CivilDate, target: Target, recurrence: Recurrence, start: CivilDate,
      onlyOn: String? = nil
    ) {
      self.until = until
      self.target = target
      self.recurrence = recurrence
      self.start = start
      self.onlyOn = onlyOn
    }
  }

  /// The items an "only on X days" relation resolved to, span by span of days (see
  /// `ItemRelation.resolvingOnlyOn(_:)`). Worked out from the other items whenever they are
  /// loaded or change; never stored, and no part of the item's identity: two items that differ
  /// only here are equal.
  public struct RelatedDays: Hashable, Sendable {
    /// Days on which the relation names `related`, by `related`'s own schedule.
    public struct Span: Sendable {
      public var days: ClosedRange<CivilDate>
      public var related: TrackedItem
    }

    public var spans: [Span] = []

    public init(spans: [Span] = []) { self.spans = spans }

    public static func == (_: RelatedDays, _: RelatedDays) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}

    /// `days` (ascending) without those a span leaves out: the related item is not scheduled.
    func filter(_ days: [CivilDate]) -> [CivilDate] {
      guard let first = days.first, let last = days.last else { return days }
      var kept = days
      for span in spans where span.days.lowerBound <= last && first <= span.days.upperBound {
        let lower = max(first, span.days.lowerBound)
        let upper = min(last, span.days.upperBound)
        let related = Set(span.related.scheduledDays(in: lower...upper).map(\.dayNumber))
        kept.removeAll { span.days.contains($0) && !related.contains($0.dayNumber) }
      }
      return kept
    }
  }

  /// Never reused, even after a delete.
  public let id: Int
  public var item: Item
  /// The phrase the item was made from.
  public var input: String
  public var created: CivilDate
  /// The first day the item no longer applies; nil while it is active.
  public var archived: CivilDate?
  /// For a one-off task: the day it was done.
  public var completed: CivilDate?
  /// Oldest first.
  public var earlier: [Version]
  /// Where "only on X days" limits the days it is scheduled on.
  public var relatedDays = RelatedDays()

  public init(
    id: Int, item: Item, input: String, created: CivilDate, archived: CivilDate? = nil,
    completed: CivilDate? = nil, earlier: [Version] = []
  ) {
    self.id = id
    self.item = item
    self.input = input
    self.created = created
    self.archived = archived
    self.completed = completed
    self.earlier = earlier
  }

  public var name: String { item.name }
  public var isHabit: Bool { item.kind == .habit }
  public var isArchived: Bool { archived != nil }
  /// A task with no repetition: done once, then gone.
  public var isOneOff: Bool { !item.recurrence.isRepeating }
  /// A habit that comes back: what streaks, stats, insights and the grid count.
  public var isRepeatingHabit: Bool { isHabit && !isOneOff }

  /// The earliest start of any of its definitions: the first day it could be scheduled.
  public var firstDay: CivilDate { earlier.first?.start ?? item.start }

  /// The target that applied on `day`: `version(on:)`'s, without making the rest of the
  /// version (a week of statuses asks 700 times, at 700 instructions a version).
  public func target(on day: CivilDate) -> Target {
    earlier.first(where: { day <= $0.until })?.target ?? item.target
  }

  /// The target, schedule and start that applied on `day`.
  public func version(on day: CivilDate) -> Version {
    if let old = earlier.first(where: { day <= $0.until }) { return old }
    return Version(
      until: .latest, target: item.target, recurrence: item.recurrence, start: item.start,
      onlyOn: item.onlyOn)
  }

  /// The days in `range` the item was scheduled on, by the definition each day had, and on
  /// days an "only on X days" relation named an item, only those that item was scheduled on.
  public func scheduledDays(in range: ClosedRange<CivilDate>) -> [CivilDate] {
    let own = ownScheduledDays(in: range)
    return relatedDays.spans.isEmpty ? own : relatedDays.filter(own)
  }

  /// The first `limit` days from `day` on that the current definition schedules, kept, for
  /// an "only on X days" relation, to the days the related item is scheduled (looked for up to
  /// 40 years ahead).
  public func nextScheduledDays(from day: CivilDate, limit: Int) -> [CivilDate] {
    let current = item
    guard !relatedDays.spans.isEmpty else {
      return current.recurrence.occurrences(from: current.start, onOrAfter: day, limit: limit)
    }
    var days: [CivilDate] = []
    var from = max(day, current.start)
    var window = 64
    while days.count < limit && from < CivilDate.latest && from.year < day.year + 40 {
      let to = min(CivilDate.latest, from.adding(days: window - 1))
      let own = current.recurrence.occurrences(from: current.start, in: from...to)
      days += relatedDays.filter(own)
      from = to.adding(days: 1)
      window = min(window * 2, 4096)
    }
    return Array(days.prefix(limit))
  }

  /// The days in `range` the item's own schedule holds, whatever its relations say.
  public func ownScheduledDays(in range: ClosedRange<CivilDate>) -> [CivilDate] {
    var days: [CivilDate] = []
    forEachOwnScheduledDay(in: range.lowerBound.dayNumber...range.upperBound.dayNumber) {
      days.append(CivilDate(dayNumber: $0))
    }
    return days
  }

  /// Calls `body` with the day number of each day `ownScheduledDays(in:)` gives, in order.
  func forEachOwnScheduledDay(in range: ClosedRange<Int>, _ body: (Int) -> Void) {
    var upper = range.upperBound
    if let archived { upper = min(upper, archived.dayNumber - 1) }
    var from = range.lowerBound
    for version in earlier + [version(on: .latest)] where from <= upper {
      let to = min(upper, version.until.dayNumber)
      guard from <= to else { continue }
      version.recurrence.forEachOccurrence(from: version.start, in: from...to, body)
      from = to + 1
    }
  }

  /// Whether the item is scheduled on `day`.
  public func isScheduled(on day: CivilDate) -> Bool {
    !scheduledDays(in: day...day).isEmpty
  }

  /// This item with a new definition from `day` on; the old one keeps the days before.
  public func redefined(as new: Item, from day: CivilDate) -> TrackedItem {
    var copy = self
    let old = version(on: .latest)
    let changesPast =
      old.target != new.target || old.recurrence != new.recurrence || old.start != new.start
      || old.onlyOn != new.onlyOn
    if changesPast && old.start < day && created < day {
      copy.earlier.append(
        Version(
          until: day.adding(days: -1), target: old.target, recurrence: old.recurrence,
          start: old.start, onlyOn: old.onlyOn))
    }
    copy.item = new
    return copy
  }
}

extension TrackedItem {
  /// Whether this item and `other` (nil: no item) judge every day up to `day` the same way:
  /// same kind, same definitions, archived the same. A change that agrees leaves the past as
  /// it was, so what was derived from the past still holds.
  public func agrees(with other: TrackedItem?, through day: CivilDate) -> Bool {
    shape(through: day) == other.map { $0.shape(through: day) } ?? []
  }

  private func shape(through day: CivilDate) -> [String] {
    guard firstDay <= day else { return [] }
    let versions = earlier + [version(on: .latest)]
    var shape = [item.kind.rawValue, archived.map { $0 <= day ? $0.description : "" } ?? ""]
    for version in versions {
      shape.append(
        "\(min(version.until, day)) \(version.start) \(version.recurrence.rrule ?? "") "
          + version.target.json + (version.onlyOn.map { " only on " + $0 } ?? ""))
      if version.until >= day { break }
    }
    return shape
  }
}
