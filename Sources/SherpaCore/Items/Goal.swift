/// Something a person is working toward by a date, and the habits that feed it: "run a 10k
/// by March", fed by Run and Stretch.
public struct Goal: Hashable, Sendable {
  public var id: Int
  /// What it is, as said without its date: "Run a 10k".
  public var title: String
  /// The day it is for.
  public var by: CivilDate
  /// The habits that feed it, by name as said: resolved to items whenever needed, like an
  /// "after" relation (see `ItemRelation.item(named:among:)`).
  public var habits: [String]
  public var created: CivilDate

  public init(id: Int, title: String, by: CivilDate, habits: [String], created: CivilDate) {
    self.id = id
    self.title = title
    self.by = by
    self.habits = habits
    self.created = created
  }

  /// "8 weeks left", "12 days left", "today", "passed".
  public func timeLeft(from today: CivilDate) -> String {
    let days = by.dayNumber - today.dayNumber
    switch days {
    case ..<0: return "passed"
    case 0: return "today"
    case 1: return "1 day left"
    case 2..<28: return "\(days) days left"
    default: return "\(days / 7) weeks left"
    }
  }

  /// The linked habits among `items`, in the order named, each once.
  public func linkedItems(among items: [TrackedItem]) -> [TrackedItem] {
    var seen = Set<Int>()
    return habits.compactMap { ItemRelation.item(named: $0, among: items) }
      .filter { $0.item.kind == .habit && seen.insert($0.id).inserted }
  }

  /// How its habits went from the day it was set through `today` (or its date, if sooner):
  /// scheduled days done out of scheduled days, over all of them.
  public func progress(in agenda: Agenda, through today: CivilDate) -> Adherence {
    var adherence = Adherence()
    let last = min(today, by)
    guard created <= last else { return adherence }
    for tracked in linkedItems(among: agenda.items) {
      var day = max(created, tracked.item.start)
      while day <= last {
        // Today counts once it is done: it is not over yet.
        if let entry = agenda.entry(for: tracked, on: day), entry.isJudged,
          !(entry.isSkipped && entry.note != nil), day < today || entry.isDone
        {
          adherence.scheduled += 1
          if entry.isDone { adherence.done += 1 }
        }
        day = day.adding(days: 1)
      }
    }
    return adherence
  }

  /// The goal the item feeds, soonest first; nil when it feeds none still to come.
  public static func fed(
    by tracked: TrackedItem, among goals: [Goal], items: [TrackedItem],
    today: CivilDate
  ) -> Goal? {
    goals.filter { $0.by >= today && $0.linkedItems(among: items).contains { $0.id == tracked.id } }
      .min { $0.by < $1.by }
  }
}

/// A goal added, changed or removed: both sides, so it can be undone.
public struct GoalChange: Hashable, Sendable {
  public var id: Int
  /// Nil for an add.
  public var before: Goal?
  /// Nil for a removal.
  public var after: Goal?

  public init(id: Int, before: Goal?, after: Goal?) {
    self.id = id
    self.before = before
    self.after = after
  }
}
