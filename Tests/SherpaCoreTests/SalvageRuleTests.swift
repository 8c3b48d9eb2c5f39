import SherpaCore
import Testing

/// The evening plan: as many items as fit, in their smallest form first, then in full.
struct SalvageRuleTests {
  static let day = PlanRuleTests.day

  static func plan(_ items: [TrackedItem], hints: [Int: PlanHint], minutesLeft: Int) -> DayPlan {
    let entries = PlanRuleTests.entries(items)
    let steps = PlanRule.order(
      entries, items: items, at: PlanRuleTests.at(21), hints: hints)
    return SalvageRule.evening(
      steps, entries: entries, hints: hints, minutesLeft: minutesLeft, day: day,
      settings: Settings())
  }

  static let lighterRun = PlanHint(
    effort: 4, minutes: 30, lighter: PlanHint.Lighter(name: "Walk 20 min", minutes: 20))

  @Test func itKeepsEveryItemInALighterFormBeforeDoingOneInFull() {
    let items = [PlanRuleTests.item(1, "Run"), PlanRuleTests.item(2, "Stretch")]
    let hints = [
      1: Self.lighterRun,
      2: PlanHint(minutes: 10, lighter: PlanHint.Lighter(name: "Stretch 3 min", minutes: 3)),
    ]
    // 40 minutes left: 30 to plan. Run in full (30) would leave Stretch out.
    let plan = Self.plan(items, hints: hints, minutesLeft: 40)
    #expect(plan.steps.map(\.action) == [.lighter, .full])
    #expect(plan.steps.map(\.minutes) == [20, 10])
    #expect(plan.minutesPlanned == 30)
  }

  @Test func withTimeToSpareEverythingIsInFull() {
    let items = [PlanRuleTests.item(1, "Run"), PlanRuleTests.item(2, "Floss")]
    let plan = Self.plan(
      items, hints: [1: Self.lighterRun, 2: PlanHint(minutes: 5)], minutesLeft: 120)
    #expect(plan.steps.map(\.action) == [.full, .full])
    #expect(!plan.changesAnything)
  }

  @Test func whatCannotFitIsSkippedOrWaits() {
    let week = Target(amount: 3, unit: .count, period: .week)
    var gym = PlanRuleTests.item(3, "Gym")
    gym.item.target = week
    let items = [
      PlanRuleTests.item(1, "Run"), PlanRuleTests.item(2, "Call mum", kind: .task), gym,
    ]
    let hints = [1: PlanHint(minutes: 45), 2: PlanHint(minutes: 20), 3: PlanHint(minutes: 60)]
    let plan = Self.plan(items, hints: hints, minutesLeft: 20)
    let actions = Dictionary(uniqueKeysWithValues: plan.steps.map { ($0.name, $0.action) })
    #expect(actions == ["Run": .skip, "Call mum": .later, "Gym": .later])
    // Saturday: one more day in a week that starts on Monday.
    #expect(
      plan.steps.first { $0.name == "Gym" }?.reason == "another day this week: 1 more day to go")
    #expect(plan.record(accepted: true).skipped == [1])
  }

  @Test func pastBedtimeNothingIsPlanned() {
    let items = [PlanRuleTests.item(1, "Run")]
    let plan = Self.plan(items, hints: [1: Self.lighterRun], minutesLeft: 0)
    #expect(plan.steps.map(\.action) == [.skip])
    #expect(plan.minutesPlanned == 0)
  }
}
