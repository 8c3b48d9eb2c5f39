extension PlanRule {
  /// One line on why a step sits where it does: the real cause, by the clock.
  ///
  /// - Parameters:
  ///   - isFirst: Whether it is the first untimed step, the place for the hardest.
  ///   - earlier: The ids of the steps before it.
  static func reason(for slot: Slot, current: Phase, isFirst: Bool, earlier: [Int]) -> String {
    let candidate = slot.candidate
    let item = candidate.entry.tracked.item
    let follows = candidate.after.flatMap { earlier.contains($0.id) ? $0 : nil }
    if let time = item.time {
      switch slot.cause {
      case .dueNow: return "due now: set for \(time)"
      case .late: return "late: set for \(time), so next"
      default:
        if let follows, slot.start > candidate.time! {
          return "after \(follows.name); set for \(time)"
        }
        return "set for \(time)"
      }
    }
    if let follows { return "after \(follows.name)" }
    let early = current == .morning || current == .afternoon
    let hint = candidate.hint
    if isFirst && hint.slipsOften {
      return "slipped on \(hint.slips) of the last \(hint.of) days: "
        + (early ? "first, while energy is high" : "first, before the day winds down")
    }
    if isFirst && hint.effort >= 4 {
      return early
        ? "your hardest, while energy is high" : "your hardest, before the day winds down"
    }
    if case .fitsBefore(let name, let time) = slot.cause {
      return "fits before \(name) at \(time)"
    }
    if let words = item.after { return "after \(words)" }
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
