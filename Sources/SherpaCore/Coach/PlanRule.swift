/// The coach's order for what is left of a day, read by the clock.
///
/// Timed items sit at their time. What is due now comes first, then anything late (its
/// time passed by more than it takes), then the rest of the day in order: items of the part
/// of the day it is now (with those that name none, or whose part has passed), each where
/// it fits before the next timed item, then the later parts of the day as they come. Within
/// a part, the hardest or most-often-slipped item goes first while energy is high. A limit
/// ("no screens after 10pm", "at most 2 coffees") is kept, never a step to do. An "after X"
/// relation always holds: the item is never planned before X. The result depends only on
/// its inputs, so the same store at the same time gives the same plan.
public enum PlanRule {
  /// The part of the day a time falls in, by `boundaries`.
  public static func phase(
    at time: TimeOfDay, boundaries: PlanClock = .standard
  ) -> Phase {
    boundaries.phase(at: time)
  }

  /// Words that open the name of a limit: something kept by not doing it.
  static let limitOpenings = [
    "no ", "not ", "avoid ", "don't ", "dont ", "do not ", "stop ", "limit ", "quit ", "never ",
    "without ", "zero ",
  ]

  /// Whether an entry is a limit, kept rather than done: an at-most target, or a name that
  /// says not to ("No screens after 10pm", "Avoid sugar", "Limit screen time").
  public static func isLimit(_ entry: DayEntry) -> Bool {
    if entry.target.goal == .atMost { return true }
    let name = String(entry.name.lowercased().map { $0 == "\u{2019}" ? "'" : $0 })
    return limitOpenings.contains { name.hasPrefix($0) }
  }

  /// The entries still to do: not done, not skipped, and not a limit.
  public static func remaining(_ entries: [DayEntry]) -> [DayEntry] {
    entries.filter { !$0.isDone && !$0.isSkipped && !isLimit($0) }
  }

  /// The proposed order of `entries` with a reason for each.
  ///
  /// - Parameters:
  ///   - entries: The day's entries in the order the day lists them.
  ///   - items: Every item, to resolve "after" relations by name.
  ///   - now: The time it is; nil plans a day not yet begun, from the morning.
  ///   - hints: Effort, length, slips and usual part of the day by item id; an item without
  ///     one is effort 3.
  ///   - activityPhases: Parts of the day for activities that are not items ("breakfast"
  ///     → morning), so "after breakfast" still places an item.
  ///   - boundaries: Where the parts of the day begin.
  public static func order(
    _ entries: [DayEntry], items: [TrackedItem], at now: TimeOfDay?, hints: [Int: PlanHint],
    activityPhases: [String: Phase] = [:], boundaries: PlanClock = .standard
  ) -> [PlanStep] {
    let left = remaining(entries)
    let start = boundaries.clock(now ?? boundaries.morning)
    let current = boundaries.phase(at: now ?? boundaries.morning)
    let candidates = left.enumerated().map { index, entry in
      candidate(
        entry, index: index, items: items, hint: hints[entry.id], start: start,
        current: current, activityPhases: activityPhases, boundaries: boundaries)
    }
    let placed = Timeline(candidates, start: start).placed
    let firstUntimed = placed.first { $0.candidate.time == nil }?.candidate.entry.id
    return placed.enumerated().map { position, slot in
      let candidate = slot.candidate
      return PlanStep(
        id: candidate.entry.id, name: candidate.entry.name, minutes: candidate.hint.minutes,
        reason: reason(
          for: slot, current: current, isFirst: candidate.entry.id == firstUntimed,
          earlier: placed[..<position].map(\.candidate.entry.id)),
        moved: candidate.index - position, start: slot.start)
    }
  }

  struct Candidate {
    let entry: DayEntry
    /// Its place in the day's own list.
    let index: Int
    /// Its part of the day's rank (0 morning … 3 night), the part it is now for items with
    /// none or whose part has passed.
    let group: Int
    let phase: Phase?
    let hint: PlanHint
    /// The item it comes after, when that is an item.
    let after: TrackedItem?
    /// Its set time on the plan's clock, for a timed item.
    let time: Int?
    /// The earliest it is planned: now, or the start of its part of the day.
    let earliest: Int
  }

  private static func candidate(
    _ entry: DayEntry, index: Int, items: [TrackedItem], hint: PlanHint?, start: Int,
    current: Phase, activityPhases: [String: Phase], boundaries: PlanClock
  ) -> Candidate {
    let item = entry.tracked.item
    let relation = item.after.flatMap { words in
      ItemRelation.item(named: words, among: items, excluding: entry.id)
    }
    var phase = item.phase
    if phase == nil, let words = item.after, relation == nil {
      phase = activityPhases[words.lowercased()]
    }
    let hint = hint ?? PlanHint(minutes: PlanHint.minutes(forEffort: 3))
    phase = phase ?? hint.usualPhase
    let group = part(phase, now: current)
    let earliest = max(start, phase.map { boundaries.start(of: $0) } ?? start)
    return Candidate(
      entry: entry, index: index, group: group, phase: phase, hint: hint, after: relation,
      time: item.time.map(boundaries.clock), earliest: earliest)
  }

  /// Where an item of `phase` goes when it is `now`: with no part of the day, or one that
  /// has passed, it belongs to the part it is now.
  static func part(_ phase: Phase?, now: Phase) -> Int {
    max(rank(phase ?? now), rank(now))
  }

  static func rank(_ phase: Phase) -> Int {
    switch phase {
    case .morning: 0
    case .afternoon: 1
    case .evening: 2
    case .night: 3
    }
  }
}
