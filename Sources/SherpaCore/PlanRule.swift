/// The coach's order for what is left of a day.
///
/// Fixed times come first, in time order; then the parts of the day in order, with items
/// that have no part of the day, or whose part has passed, joining the part it is now.
/// Within a part, the hardest or most-often-slipped item goes first while energy is high.
/// An "after X" relation always holds: the item is never planned before X. The result
/// depends only on its inputs, so the same store at the same time gives the same plan.
public enum PlanRule {
  /// The part of the day a time falls in: morning until noon, afternoon until five,
  /// evening until nine, then night.
  public static func phase(at time: TimeOfDay) -> Phase {
    switch time.hour {
    case 4..<12: .morning
    case 12..<17: .afternoon
    case 17..<21: .evening
    default: .night
    }
  }

  /// The entries still to do: not done, not skipped, and not an at-most limit (a limit is
  /// kept, not done).
  public static func remaining(_ entries: [DayEntry]) -> [DayEntry] {
    entries.filter { !$0.isDone && !$0.isSkipped && $0.target.goal == .atLeast }
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
  ///   - phases: The day's parts, by hand or by the sun, for the part it is now; nil uses
  ///     `phase(at:)`'s fixed hours.
  public static func order(
    _ entries: [DayEntry], items: [TrackedItem], at now: TimeOfDay?, hints: [Int: PlanHint],
    activityPhases: [String: Phase] = [:], phases: DayPhases? = nil
  ) -> [PlanStep] {
    let left = remaining(entries)
    let current = now.map { phases?.phase(at: $0) ?? phase(at: $0) } ?? .morning
    func hint(_ entry: DayEntry) -> PlanHint {
      hints[entry.id] ?? PlanHint(minutes: PlanHint.minutes(forEffort: 3))
    }

    // Where each item would go with no relations: its group, then difficulty, then the
    // day's own order.
    var candidates: [Candidate] = []
    for (index, entry) in left.enumerated() {
      let item = entry.tracked.item
      let relation = item.after.map { words in
        ItemRelation.item(named: words, among: items, excluding: entry.id)
      }
      var phase = item.phase
      if phase == nil, let words = item.after, relation ?? nil == nil {
        phase = activityPhases[words.lowercased()]
      }
      phase = phase ?? hint(entry).usualPhase
      let group: Int
      if let time = item.time {
        group = -1 - (24 * 60 - time.minutes)  // before every part of the day, in time order
      } else {
        group = part(phase, now: current)
      }
      candidates.append(
        Candidate(
          entry: entry, index: index, group: group, phase: phase, hint: hint(entry),
          after: relation ?? nil))
    }
    let keyed = candidates.sorted { a, b in
      if a.group != b.group { return a.group < b.group }
      if a.hint.difficulty != b.hint.difficulty { return a.hint.difficulty > b.hint.difficulty }
      return a.index < b.index
    }

    // Place them in that order, each once everything it comes after is placed. A circle of
    // relations is broken at its earliest item.
    let waiting = Set(left.map(\.id))
    var placed: [Candidate] = []
    var done = Set<Int>()
    var pending = keyed
    while !pending.isEmpty {
      let next =
        pending.firstIndex { candidate in
          guard let before = candidate.after?.id, waiting.contains(before) else { return true }
          return done.contains(before)
        } ?? 0
      let candidate = pending.remove(at: next)
      placed.append(candidate)
      done.insert(candidate.entry.id)
    }

    let firstUntimed = placed.first { $0.entry.tracked.item.time == nil }?.entry.id
    return placed.enumerated().map { position, candidate in
      PlanStep(
        id: candidate.entry.id, name: candidate.entry.name, minutes: candidate.hint.minutes,
        reason: reason(
          for: candidate, now: now, current: current,
          isFirst: candidate.entry.id == firstUntimed, pushed: placed[..<position]),
        moved: candidate.index - position)
    }
  }

  struct Candidate {
    let entry: DayEntry
    /// Its place in the day's own list.
    let index: Int
    let group: Int
    let phase: Phase?
    let hint: PlanHint
    /// The item it comes after, when that is an item.
    let after: TrackedItem?
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

  /// One line on why a step sits where it does.
  private static func reason(
    for candidate: Candidate, now: TimeOfDay?, current: Phase, isFirst: Bool,
    pushed earlier: ArraySlice<Candidate>
  ) -> String {
    let item = candidate.entry.tracked.item
    if let after = candidate.after, earlier.contains(where: { $0.entry.id == after.id }) {
      return "after \(after.name)"
    }
    if let time = item.time {
      if let now, time < now { return "was set for \(time); first, to catch up" }
      return "set for \(time)"
    }
    let early = current == .morning || current == .afternoon
    let hint = candidate.hint
    if isFirst && hint.slipsOften {
      return "slipped on \(hint.slips) of the last \(hint.of) days: "
        + (early ? "first, while energy is high" : "first, before the day winds down")
    }
    if isFirst && hint.effort >= 4 {
      return early
        ? "the hardest left: first, while energy is high"
        : "the hardest left: first, before the day winds down"
    }
    if let words = item.after, candidate.after == nil {
      return "after \(words)"
    }
    guard let phase = candidate.phase else { return "any time: fits now" }
    if rank(phase) < rank(current) {
      return "from the \(phase.rawValue); there is still time"
    }
    switch phase {
    case .morning: return "a morning item"
    case .afternoon: return "for the afternoon"
    case .evening: return "for the evening"
    case .night: return "before bed"
    }
  }
}
