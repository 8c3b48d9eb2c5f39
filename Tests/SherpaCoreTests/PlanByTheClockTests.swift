import SherpaCore
import SherpaTestSupport
import Testing

/// Plans by the clock: timed items at their time, late ones next, limits never steps, and
/// reasons that name the real cause; evening rescues that protect streaks and move a week's
/// target to another day rather than make it lighter. Cases from a new user's two weeks,
/// then properties over generated days.
struct PlanByTheClockTests {
  static let day = PlanRuleTests.day  // a Saturday
  static func at(_ hour: Int, _ minute: Int = 0) -> TimeOfDay { PlanRuleTests.at(hour, minute) }

  static func item(
    _ id: Int, _ name: String, time: TimeOfDay? = nil, phase: Phase? = nil, after: String? = nil,
    target: Target? = nil
  ) -> TrackedItem {
    var tracked = PlanRuleTests.item(id, name, time: time, phase: phase, after: after)
    if let target { tracked.item.target = target }
    return tracked
  }

  static let weekly = Target(amount: 3, unit: .count, period: .week)
  static let monthly = Target(amount: 60, unit: .km, period: .month)
  static let twoCoffees = Target(amount: 2, unit: .count, goal: .atMost)

  /// The morning the coach put Gym (18:00) second and "No screens after 10pm" third.
  static let items = [
    item(1, "Meditate", phase: .morning),
    item(2, "Gym", time: at(18), target: weekly),
    item(3, "No screens after 10pm", time: at(22)),
    item(4, "Run", phase: .morning),
    item(5, "Take vitamins", time: at(8)),
    item(6, "Coffees", target: twoCoffees),
    item(7, "Read", phase: .evening),
    item(8, "Plan the week", phase: .afternoon),
  ]
  static let hints: [Int: PlanHint] = [
    1: PlanHint(effort: 2, minutes: 10), 2: PlanHint(effort: 4, minutes: 60),
    4: PlanHint(effort: 4, minutes: 30), 5: PlanHint(effort: 1, minutes: 5),
    7: PlanHint(effort: 2, minutes: 20, lighter: .init(name: "Read 5 pages", minutes: 10)),
    8: PlanHint(effort: 3, minutes: 25),
  ]

  static func order(_ items: [TrackedItem], at time: TimeOfDay, hints: [Int: PlanHint] = hints)
    -> [PlanStep]
  {
    PlanRule.order(PlanRuleTests.entries(items), items: items, at: time, hints: hints)
  }

  @Test func atEightTheMorningComesFirstAndGymWaitsForSixPm() {
    let steps = Self.order(Self.items, at: Self.at(8))
    #expect(
      steps.map(\.name) == ["Take vitamins", "Run", "Meditate", "Plan the week", "Read", "Gym"])
    #expect(
      steps.map(\.reason) == [
        "due now: set for 08:00", "your hardest, while energy is high", "a morning item",
        "for the afternoon", "fits before Gym at 18:00", "set for 18:00",
      ])
    #expect(steps.map(\.start) == [480, 485, 515, 720, 1020, 1080])
  }

  @Test func atOnePmTheMorningLeftFitsBeforeWhatIsTimed() {
    let steps = Self.order(Self.items, at: Self.at(13))
    #expect(
      steps.map(\.name) == ["Take vitamins", "Run", "Plan the week", "Meditate", "Read", "Gym"])
    #expect(steps[0].reason == "late: set for 08:00, so next")
    #expect(steps[1].reason == "your hardest, while energy is high")
    #expect(steps[3].reason == "from the morning; there is still time")
  }

  @Test func anUntimedItemFitsInTheGapBeforeATimedOne() {
    // 17:20: Read (20 min) fits before Gym at 18:00; nothing else is left.
    let items = [Self.items[1], Self.items[6]]
    let steps = Self.order(items, at: Self.at(17, 20))
    #expect(steps.map(\.name) == ["Read", "Gym"])
    #expect(steps[0].reason == "fits before Gym at 18:00")
    // 17:50: it does not, so Gym goes at its time and Read after.
    let later = Self.order(items, at: Self.at(17, 50))
    #expect(later.map(\.name) == ["Gym", "Read"])
    #expect(later.map(\.start) == [1080, 1140])
  }

  @Test func aTimedItemIsDueUntilItsLengthHasPassed() {
    let items = [Self.items[4], Self.items[0]]
    #expect(Self.order(items, at: Self.at(8, 4)).first?.reason == "due now: set for 08:00")
    #expect(Self.order(items, at: Self.at(8, 5)).first?.reason == "late: set for 08:00, so next")
  }

  @Test func limitsAreKeptNotDone() {
    let items = [
      Self.items[2], Self.items[5], Self.item(9, "Avoid sugar"), Self.item(10, "Limit screen time"),
      Self.item(11, "Don’t snack after dinner"), Self.item(12, "Floss"),
    ]
    #expect(Self.order(items, at: Self.at(9)).map(\.name) == ["Floss"])
    #expect(PlanRule.isLimit(PlanRuleTests.entries([Self.item(13, "Notes")])[0]) == false)
  }

  @Test func theBoundariesOfTheDayAreAnInput() {
    // With the evening from 19:00, Read is for the evening and planned from then.
    let late = PlanClock(
      morning: Self.at(5), afternoon: Self.at(12), evening: Self.at(19), night: Self.at(22))!
    let items = [Self.items[6]]
    let steps = PlanRule.order(
      PlanRuleTests.entries(items), items: items, at: Self.at(9), hints: Self.hints,
      boundaries: late)
    #expect(steps.map(\.start) == [1140])
    #expect(late.phase(at: Self.at(1)) == .night)
    #expect(late.clock(Self.at(1)) == 25 * 60)
  }

  // MARK: The evening

  static let settings = Settings()

  static func evening(
    _ items: [TrackedItem], hints: [Int: PlanHint], minutesLeft: Int, at time: TimeOfDay,
    day: CivilDate = day
  ) -> DayPlan {
    let entries = Agenda(
      items: items, ledger: Ledger(events: []), settings: settings, today: day
    ).report(for: day).entries
    let steps = PlanRule.order(entries, items: items, at: time, hints: hints)
    return SalvageRule.evening(
      steps, entries: entries, hints: hints, minutesLeft: minutesLeft, day: day,
      settings: settings)
  }

  @Test func atNineThirtyAWeeklyTargetWaitsAndAStreakKeepsItsLighterForm() {
    // Thursday 21:40, bed at 23:00: 80 minutes, 60 to plan.
    let thursday = CivilDate(year: 2026, month: 11, day: 19)!
    let items = [
      Self.item(1, "Gym", time: Self.at(18), target: Self.weekly),
      Self.item(2, "Stretch"),
      Self.item(3, "Practise piano", phase: .evening),
      Self.item(4, "Read", phase: .night),
      Self.item(5, "Journal", phase: .night),
    ].map { tracked in
      var tracked = tracked
      tracked.item.start = thursday
      return tracked
    }
    let hints: [Int: PlanHint] = [
      1: PlanHint(effort: 4, minutes: 60, lighter: .init(name: "Gym once a week", minutes: 10)),
      2: PlanHint(effort: 2, minutes: 25, lighter: .init(name: "Stretch 5 min", minutes: 5)),
      3: PlanHint(effort: 4, minutes: 45),
      4: PlanHint(
        effort: 2, minutes: 45, lighter: .init(name: "Read 5 pages", minutes: 10), streak: 6),
      5: PlanHint(effort: 2, minutes: 15, streak: 4),
    ]
    let entries = Agenda(
      items: items, ledger: Ledger(events: []), settings: Self.settings, today: thursday
    ).report(for: thursday).entries
    let steps = PlanRule.order(entries, items: items, at: Self.at(21, 40), hints: hints)
    let plan = SalvageRule.evening(
      steps, entries: entries, hints: hints, minutesLeft: 80, day: thursday,
      settings: Self.settings)
    let byName = Dictionary(uniqueKeysWithValues: plan.steps.map { ($0.name, $0) })
    #expect(byName["Gym"]?.action == .later)
    #expect(byName["Gym"]?.reason == "another day this week: 3 more days to go")
    #expect(byName["Read"]?.action == .lighter)
    #expect(byName["Read"]?.reason == "keeps your 6-day streak: Read 5 pages, about 10 min")
    #expect(byName["Journal"]?.action == .full)
    #expect(byName["Stretch"]?.action == .full)
    // Piano, on no streak, is what is cut.
    #expect(byName["Practise piano"]?.action == .skip)
    #expect(
      byName["Practise piano"]?.reason
        == "no time for it tonight: about 45 min with 35 min left to plan")
    #expect(plan.minutesPlanned == 50)
  }

  @Test func aMonthlyTargetOnItsLastDayIsNeitherLaterNorLighter() {
    let lastDay = CivilDate(year: 2026, month: 11, day: 30)!
    var ride = Self.item(1, "Ride", target: Self.monthly)
    ride.item.start = lastDay
    let hints = [1: PlanHint(minutes: 60, lighter: .init(name: "Ride 5 km", minutes: 15))]
    let plan = Self.evening([ride], hints: hints, minutesLeft: 40, at: Self.at(21), day: lastDay)
    // No days left: the lighter form is all that fits, and it is better than nothing.
    #expect(plan.steps.map(\.action) == [.lighter])
  }

  // MARK: Properties over generated days

  static let phases: [Phase?] = [nil, .morning, .afternoon, .evening, .night]
  static let names = ["Run", "Read", "Gym", "Yoga", "Floss", "Walk", "Cook", "Write", "Swim"]

  /// A day of up to 12 items: some timed, some limits, some weekly or monthly, some after
  /// another; hints with lighter forms and streaks.
  static func generatedDay(_ random: inout SplitMix64)
    -> (items: [TrackedItem], hints: [Int: PlanHint], now: TimeOfDay)
  {
    var items: [TrackedItem] = []
    var hints: [Int: PlanHint] = [:]
    for id in 1...random.int(1...12) {
      let time = random.chance(30) ? at(random.int(5...23), random.int(0...59)) : nil
      let after = id > 1 && random.chance(25) ? "\(names[(id - 2) % names.count]) \(id - 1)" : nil
      let target: Target? =
        switch random.int(0...9) {
        case 0: twoCoffees
        case 1: weekly
        case 2: monthly
        default: nil
        }
      let name = random.chance(10) ? "No snacks \(id)" : "\(names[(id - 1) % names.count]) \(id)"
      items.append(
        item(id, name, time: time, phase: random.pick(phases), after: after, target: target))
      let minutes = random.int(5...75)
      hints[id] = PlanHint(
        effort: random.int(1...5), minutes: minutes,
        lighter: random.chance(50)
          ? .init(name: "Lighter \(id)", minutes: random.int(1...minutes)) : nil,
        slips: random.int(0...4), of: 4, streak: random.pick([0, 0, 1, 2, 3, 6, 20]))
    }
    return (items, hints, at(random.int(4...23), random.int(0...59)))
  }

  @Test func generatedDaysPlanByTheClock() {
    var random = SplitMix64(seed: 0x0C10C4)
    let bounds = PlanClock.standard
    for _ in 0..<500 {
      let (items, hints, now) = Self.generatedDay(&random)
      let entries = PlanRuleTests.entries(items)
      let steps = PlanRule.order(entries, items: items, at: now, hints: hints)
      let planned = Set(steps.map(\.id))
      // Every remaining item once, and no limit as a step.
      #expect(planned == Set(PlanRule.remaining(entries).map(\.id)))
      #expect(steps.count == planned.count)
      for entry in entries where PlanRule.isLimit(entry) { #expect(!planned.contains(entry.id)) }
      // The steps follow one another on the clock, from now.
      var clock = bounds.clock(now)
      for step in steps {
        #expect(step.start! >= clock)
        clock = step.start! + step.minutes
        let item = items.first { $0.id == step.id }!.item
        // No timed item before the clock allows: at its time, unless it is due or late.
        if let time = item.time, bounds.clock(time) > bounds.clock(now) {
          #expect(step.start! >= bounds.clock(time), "\(item.name) at \(time), now \(now)")
        }
        // Nothing of a later part of the day before that part begins.
        if item.time == nil, item.after == nil, let phase = item.phase {
          #expect(step.start! >= bounds.start(of: phase))
        }
      }
      #expect(PlanRule.order(entries, items: items, at: now, hints: hints) == steps)
    }
  }

  @Test func generatedEveningsProtectStreaksAndWeeks() {
    var random = SplitMix64(seed: 0x5A17A6E)
    for _ in 0..<500 {
      let (items, hints, _) = Self.generatedDay(&random)
      let day = Self.day.adding(days: random.int(0...40))
      let dated = items.map { tracked in
        var tracked = tracked
        tracked.item.start = day
        return tracked
      }
      let entries = Agenda(
        items: dated, ledger: Ledger(events: []), settings: Self.settings, today: day
      ).report(for: day).entries
      let now = Self.at(random.int(20...23), random.int(0...59))
      let minutesLeft = random.int(0...180)
      let steps = PlanRule.order(entries, items: dated, at: now, hints: hints)
      let plan = SalvageRule.evening(
        steps, entries: entries, hints: hints, minutesLeft: minutesLeft, day: day,
        settings: Self.settings)
      let budget = minutesLeft * 3 / 4
      let entry = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) })
      #expect(plan.minutesPlanned! <= budget)
      #expect(
        plan.steps.filter { $0.action == .full || $0.action == .lighter }
          .map(\.minutes).reduce(0, +) == plan.minutesPlanned!)
      func smallest(_ step: PlanStep) -> Int {
        min(step.minutes, hints[step.id]?.lighter?.minutes ?? step.minutes)
      }
      let protected = plan.steps.filter { step in
        entry[step.id]!.target.period == .day && (hints[step.id]?.streak ?? 0) >= 3
      }
      let protectedKept = protected.filter { $0.action != .skip }.map(smallest).reduce(0, +)
      for step in plan.steps {
        let dayEntry = entry[step.id]!
        // A week or month with days left is never made lighter, nor skipped.
        if dayEntry.target.period != .day,
          SalvageRule.waiting(dayEntry, day: day, settings: Self.settings) != nil
        {
          #expect(step.action == .full || step.action == .later, "\(step.name) \(step.action)")
        }
        // A streak of 3 or more is cut only when its smallest form would not fit even with
        // nothing but the other protected habits planned.
        if step.action == .skip, protected.contains(where: { $0.id == step.id }) {
          #expect(smallest(step) + protectedKept > budget, "\(step.name)")
        }
      }
    }
  }
}
