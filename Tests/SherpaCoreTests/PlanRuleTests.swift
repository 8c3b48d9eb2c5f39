import SherpaCore
import SherpaTestSupport
import Testing

/// The coach's order: fixed times, then parts of the day, the hardest first, and "after"
/// relations that always hold.
struct PlanRuleTests {
  static let day = CivilDate(year: 2026, month: 11, day: 21)!

  static func item(
    _ id: Int, _ name: String, time: TimeOfDay? = nil, phase: Phase? = nil, after: String? = nil,
    kind: Item.Kind = .habit
  ) -> TrackedItem {
    TrackedItem(
      id: id,
      item: Item(
        kind: kind, name: name, recurrence: kind == .habit ? .daily : .once, start: day,
        time: time, phase: phase, after: after),
      input: name.lowercased(), created: day)
  }

  static func entries(_ items: [TrackedItem], events: [Event] = []) -> [DayEntry] {
    Agenda(items: items, ledger: Ledger(events: events), settings: Settings(), today: day)
      .report(for: day).entries
  }

  static func at(_ hour: Int, _ minute: Int = 0) -> TimeOfDay {
    TimeOfDay(hour: hour, minute: minute)!
  }

  @Test func aMorningWithFiveItemsAndTwoRelations() {
    let items = [
      Self.item(1, "Journal", phase: .night),
      Self.item(2, "Stretch", after: "run"),
      Self.item(3, "Run"),
      Self.item(4, "Vitamins", time: Self.at(8)),
      Self.item(5, "Read", phase: .evening, after: "dinner"),
    ]
    let steps = PlanRule.order(
      Self.entries(items), items: items, at: Self.at(7, 30),
      hints: [3: PlanHint(effort: 4, minutes: 30), 2: PlanHint(effort: 2, minutes: 10)],
      activityPhases: ["dinner": .evening])
    // Run fits in the half hour before 08:00; Stretch, after it, waits for Vitamins.
    #expect(steps.map(\.name) == ["Run", "Vitamins", "Stretch", "Read", "Journal"])
    #expect(
      steps.map(\.reason) == [
        "your hardest, while energy is high", "set for 08:00", "after Run", "after dinner",
        "before bed",
      ])
  }

  @Test func anItemThatSlippedLeadsWithItsNumbers() {
    let items = [Self.item(1, "Floss"), Self.item(2, "Gym")]
    let steps = PlanRule.order(
      Self.entries(items), items: items, at: Self.at(9),
      hints: [2: PlanHint(effort: 3, minutes: 45, slips: 2, of: 2)])
    #expect(steps.map(\.name) == ["Gym", "Floss"])
    #expect(steps[0].reason == "slipped on 2 of the last 2 days: first, while energy is high")
    #expect(steps[0].moved == 1)
  }

  @Test func doneSkippedAndLimitItemsAreNotPlanned() {
    let items = [Self.item(1, "A"), Self.item(2, "B"), Self.item(3, "C")]
    let events = [
      Event(day: Self.day, seq: 1, at: "", action: .done(item: 1, note: nil)),
      Event(day: Self.day, seq: 2, at: "", action: .skip(item: 2, note: "sick")),
    ]
    let steps = PlanRule.order(
      Self.entries(items, events: events), items: items, at: Self.at(9), hints: [:])
    #expect(steps.map(\.id) == [3])
  }

  @Test func aCircleOfRelationsStillPlansEveryItemOnce() {
    let items = [Self.item(1, "A", after: "b"), Self.item(2, "B", after: "a")]
    let steps = PlanRule.order(Self.entries(items), items: items, at: Self.at(9), hints: [:])
    #expect(steps.map(\.id).sorted() == [1, 2])
  }

  /// Generated days: the plan holds every remaining item once, never puts an item before
  /// the one it comes after, and is the same when asked again.
  @Test func generatedPlansKeepEveryAfterRelation() {
    var random = SplitMix64(seed: 0xC0AC4)
    let phases: [Phase?] = [nil, .morning, .afternoon, .evening, .night]
    for _ in 0..<400 {
      let count = random.int(1...12)
      var items: [TrackedItem] = []
      var hints: [Int: PlanHint] = [:]
      for id in 1...count {
        let time = random.chance(25) ? Self.at(random.int(5...22), random.int(0...59)) : nil
        // Relations point to earlier items, so they form no circle.
        let after = id > 1 && random.chance(40) ? "item \(random.int(1...(id - 1)))" : nil
        items.append(
          Self.item(
            id, "Item \(id)", time: time, phase: random.pick(phases), after: after,
            kind: random.chance(20) ? .task : .habit))
        hints[id] = PlanHint(
          effort: random.int(1...5), minutes: random.int(5...60), slips: random.int(0...4),
          of: 4)
      }
      let now = Self.at(random.int(4...23), random.int(0...59))
      let entries = Self.entries(items)
      let steps = PlanRule.order(entries, items: items, at: now, hints: hints)
      let place = Dictionary(uniqueKeysWithValues: steps.enumerated().map { ($1.id, $0) })
      #expect(steps.count == entries.count)
      #expect(Set(steps.map(\.id)) == Set(entries.map(\.id)))
      for tracked in items {
        guard let words = tracked.item.after,
          let before = ItemRelation.item(named: words, among: items, excluding: tracked.id)
        else { continue }
        #expect(place[before.id]! < place[tracked.id]!, "\(tracked.name) after \(before.name)")
      }
      #expect(PlanRule.order(entries, items: items, at: now, hints: hints) == steps)
      for (position, step) in steps.enumerated() {
        let listed = entries.firstIndex { $0.id == step.id }!
        #expect(step.moved == listed - position)
      }
    }
  }

  @Test func movingAnItemToTheEveningKeepsItAfterWhatItFollows() {
    let items = [
      Self.item(1, "Read"), Self.item(2, "Dinner", phase: .evening),
      Self.item(3, "Dishes", phase: .evening, after: "dinner"), Self.item(4, "Walk"),
    ]
    let entries = PlanRule.remaining(Self.entries(items))
    #expect(
      PlanRule.moving(1, to: .evening, in: entries, items: items, at: Self.at(9))
        == [4, 1, 2, 3])
    #expect(PlanRule.moving(3, to: nil, in: entries, items: items, at: Self.at(9)) == [1, 4, 2, 3])
  }
}
