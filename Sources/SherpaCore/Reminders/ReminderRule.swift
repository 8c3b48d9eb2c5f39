/// Which reminder matters most: an "after X" item whose X was just done, then one whose time
/// or part of the day has come, then an open task.
public enum ReminderPriority: String, CaseIterable, Sendable, Comparable {
  case cascade, phase, general

  public static func < (a: ReminderPriority, b: ReminderPriority) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// An item that needs the person now, and why.
public struct DueItem: Hashable, Sendable {
  /// Why it is due.
  public enum Reason: Hashable, Sendable {
    /// Its time (said by the clock or by the sun) is within the lead, or has passed.
    case time(TimeOfDay, solar: SolarTime?)
    /// Its part of the day began at this minute.
    case phase(Phase, since: Int)
    /// The item it comes after was done at this minute.
    case after(name: String, at: Int)
    /// An open task for today.
    case today
    /// A habit with no time or part of the day, said with a reminder ("remind me to floss
    /// every day").
    case marked
    /// An open task from an earlier day.
    case overdue(since: CivilDate)
  }

  public let id: Int
  public let name: String
  public let priority: ReminderPriority
  public let reason: Reason
  /// The minute of the day it became due, and the minute its reminder expires: the end of
  /// its part of the day.
  public let from: Int
  public let until: Int
  /// Said with a reminder ("remind me to …"): first among its priority.
  public let isMarked: Bool

  /// Due at a time of its own, which goes before a part of the day.
  public var isTimed: Bool {
    if case .time = reason { return true }
    return false
  }
}

/// A reminder already sent today: the item and the minute of the day.
public struct SentReminder: Hashable, Sendable {
  public let item: Int
  public let at: Int
  public init(item: Int, at: Int) {
    self.item = item
    self.at = at
  }
}

/// A snooze said today: the item, the minute it was said and the minute it ends.
public struct Snooze: Hashable, Sendable {
  public let item: Int
  public let at: Int
  public let until: Int
  public init(item: Int, at: Int, until: Int) {
    self.item = item
    self.at = at
    self.until = until
  }
}

/// What the reminder rules know at a moment: the day's entries and items, its phases,
/// when logged items were completed, today's reminders and snoozes, and the numbers.
public struct ReminderState: Sendable {
  public var entries: [DayEntry]
  public var items: [TrackedItem]
  public var phases: DayPhases
  /// The minute of the day each item done today was completed.
  public var completedAt: [Int: Int]
  public var sent: [SentReminder]
  public var snoozes: [Snooze]
  public var settings: ReminderSettings

  public init(
    entries: [DayEntry], items: [TrackedItem], phases: DayPhases, completedAt: [Int: Int] = [:],
    sent: [SentReminder] = [], snoozes: [Snooze] = [], settings: ReminderSettings = .init()
  ) {
    self.entries = entries
    self.items = items
    self.phases = phases
    self.completedAt = completedAt
    self.sent = sent
    self.snoozes = snoozes
    self.settings = settings
  }
}

/// What the rules decided for one due item.
public enum ReminderVerdict: Hashable, Sendable {
  /// Remind now.
  case send
  /// Snoozed until this minute.
  case snoozed(until: Int)
  /// Reminded already at this minute (and not snoozed since).
  case reminded(at: Int)
  /// The last reminder was too recent: the next may go at this minute.
  case cooldown(until: Int)
  /// The day's reminders are used up.
  case capped
  /// Another item goes first; one reminder at a time.
  case waiting
}

/// The reminder rules: state in, decisions out; no clock, no store.
///
/// An item is due from its time less the lead (a timed item), from its part of the day's start
/// (an item with a part of the day), from the moment its X was done (an "after X" item), or
/// from the morning (an open task for today or overdue, or a habit said with a reminder that
/// names no time); it expires at the end of the part of
/// the day it is due in (a task: at the day's end), and an expired one is never reminded. Done
/// and skipped items and at-most limits are never due. Of the due items, in priority order
/// (cascade, phase, general; then those said with a reminder; then those with a time; then
/// the earliest due), the
/// first that is neither snoozed nor reminded already (since its snooze ended, or since it
/// became due) is reminded — unless `cap` reminders went today or the last went less than
/// `cooldown` minutes ago. At most one reminder goes at a time.
public enum ReminderRule {
  /// The items due at `now` (a minute of the day), in priority order.
  public static func due(_ state: ReminderState, at now: Int) -> [DueItem] {
    let phases = state.phases
    let byId = Dictionary(state.entries.map { ($0.id, $0) }) { first, _ in first }
    var due: [DueItem] = []
    for entry in state.entries {
      guard !entry.isDone, !entry.isSkipped, entry.target.goal == .atLeast else { continue }
      let item = entry.tracked.item
      func make(_ priority: ReminderPriority, _ reason: DueItem.Reason, _ from: Int, _ until: Int)
        -> DueItem
      {
        DueItem(
          id: entry.id, name: entry.name, priority: priority, reason: reason, from: from,
          until: until, isMarked: item.notify)
      }
      var candidate: DueItem?
      if let words = item.after,
        let before = ItemRelation.item(named: words, among: state.items, excluding: entry.id),
        byId[before.id]?.isDone == true, let doneAt = state.completedAt[before.id]
      {
        let own = item.phase.map { phases.end(of: $0) } ?? 0
        let until = max(own, phases.end(of: phases.phase(at: doneAt)))
        candidate = make(.cascade, .after(name: before.name, at: doneAt), doneAt, until)
      } else if let time = dueTime(item, phases: phases, now: now, lead: state.settings.lead) {
        let minute = phases.minute(of: time)
        candidate = make(
          .phase, .time(time, solar: item.solar), minute - state.settings.lead,
          phases.end(of: phases.phase(at: minute)))
      } else if item.time == nil, let phase = item.phase {
        let start = phases.start(of: phase)
        candidate = make(.phase, .phase(phase, since: start), start, phases.end(of: phase))
      } else if item.time == nil && (item.kind == .task || item.notify) {
        let reason: DueItem.Reason =
          entry.overdueSince.map { .overdue(since: $0) } ?? (item.kind == .task ? .today : .marked)
        candidate = make(.general, reason, phases.start(of: .morning), phases.end)
      }
      if let candidate, candidate.from <= now, now < candidate.until { due.append(candidate) }
    }
    return due.sorted(by: precedes)
  }

  /// The latest of an item's times (already set on the day, for one said by the sun) that
  /// is within the lead of `now` or past it.
  static func dueTime(_ item: Item, phases: DayPhases, now: Int, lead: Int) -> TimeOfDay? {
    let times = item.times.isEmpty ? item.time.map { [$0] } ?? [] : item.times
    return times.last { phases.minute(of: $0) - lead <= now }
  }

  static func precedes(_ a: DueItem, _ b: DueItem) -> Bool {
    if a.priority != b.priority { return a.priority < b.priority }
    if a.isMarked != b.isMarked { return a.isMarked }
    if a.isTimed != b.isTimed { return a.isTimed }
    if a.from != b.from { return a.from < b.from }
    return a.id < b.id
  }

  /// What to do about each item due at `now`, in priority order; at most one `send`.
  public static func decide(_ state: ReminderState, at now: Int) -> [(DueItem, ReminderVerdict)] {
    let due = due(state, at: now)
    let lastSent = state.sent.map(\.at).max()
    let capped = state.sent.count >= state.settings.cap
    let coolUntil = lastSent.map { $0 + state.settings.cooldown }
    var sending = false
    return due.map { item in
      let snoozes = state.snoozes.filter { $0.item == item.id && $0.at >= item.from }
      if let snooze = snoozes.last, snooze.until > now {
        return (item, .snoozed(until: snooze.until))
      }
      // A reminder counts from the latest of: when the item became due, when its snooze ended.
      let since = max(item.from, snoozes.last?.until ?? item.from)
      if let sent = state.sent.last(where: { $0.item == item.id && $0.at >= since }) {
        return (item, .reminded(at: sent.at))
      }
      if sending { return (item, .waiting) }
      if capped { return (item, .capped) }
      if let coolUntil, now < coolUntil { return (item, .cooldown(until: coolUntil)) }
      sending = true
      return (item, .send)
    }
  }
}
