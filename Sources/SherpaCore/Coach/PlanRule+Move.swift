extension PlanRule {
  /// The remaining items' ids with `id` moved to the start of a part of the day (nil: to the
  /// front), as close to it as its "after" relations allow: never before what it comes
  /// after, never after what comes after it.
  ///
  /// - Parameters:
  ///   - entries: The remaining entries, in the order the day lists them.
  ///   - now: The time it is: items with no part of the day, or whose part has passed,
  ///     belong to the part it is now.
  public static func moving(
    _ id: Int, to phase: Phase?, in entries: [DayEntry], items: [TrackedItem], at now: TimeOfDay
  ) -> [Int] {
    let current = self.phase(at: now)
    let others = entries.filter { $0.id != id }
    guard let moved = entries.first(where: { $0.id == id }) else { return entries.map(\.id) }
    func slot(_ entry: DayEntry) -> Int {
      let item = entry.tracked.item
      return PlanRule.part(item.time.map { self.phase(at: $0) } ?? item.phase, now: current)
    }
    var index =
      phase.map { wanted in
        others.firstIndex { slot($0) >= PlanRule.part(wanted, now: current) } ?? others.count
      } ?? 0
    if let words = moved.tracked.item.after,
      let before = ItemRelation.item(named: words, among: items, excluding: id),
      let at = others.firstIndex(where: { $0.id == before.id })
    {
      index = max(index, at + 1)
    }
    let dependents = others.indices.filter { at in
      others[at].tracked.item.after.flatMap {
        ItemRelation.item(named: $0, among: items, excluding: others[at].id)?.id
      } == id
    }
    if let first = dependents.first { index = min(index, first) }
    var order = others.map(\.id)
    order.insert(id, at: min(index, order.count))
    return order
  }
}
