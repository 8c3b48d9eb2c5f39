/// What the coach knows about an item beyond its definition: how hard it is, how long it
/// takes, its lighter form and how often it slipped lately. The command line works these
/// out from the suggestions and the log and hands them to the rules.
public struct PlanHint: Hashable, Sendable {
  /// A smaller version of the item that still moves it along: "Walk 20 min" for a run.
  public struct Lighter: Hashable, Sendable {
    public var name: String
    public var minutes: Int

    public init(name: String, minutes: Int) {
      self.name = name
      self.minutes = minutes
    }
  }

  /// 1 (easy) to 5 (hard).
  public var effort: Int
  /// About how long what is left of it takes.
  public var minutes: Int
  public var lighter: Lighter?
  /// Scheduled days lately that were not done, of how many.
  public var slips: Int
  public var of: Int
  /// The part of the day such an item usually has, for an item that says none: a template's
  /// phase ("Sleep 8 hours" is for the night).
  public var usualPhase: Phase?
  /// Its current run of days kept in a row (for a daily habit).
  public var streak: Int

  public init(
    effort: Int = 3, minutes: Int, lighter: Lighter? = nil, slips: Int = 0, of: Int = 0,
    usualPhase: Phase? = nil, streak: Int = 0
  ) {
    self.streak = max(0, streak)
    self.effort = min(5, max(1, effort))
    self.minutes = max(1, minutes)
    self.lighter = lighter
    self.slips = slips
    self.of = of
    self.usualPhase = usualPhase
  }

  /// About how long an item of this effort takes when nothing better is known.
  public static func minutes(forEffort effort: Int) -> Int {
    [5, 10, 20, 30, 45][min(5, max(1, effort)) - 1]
  }

  /// How much the item asks of the person: its effort, plus up to five more for how often
  /// it slipped lately.
  var difficulty: Double {
    Double(effort) + (of > 0 ? 5 * Double(slips) / Double(of) : 0)
  }

  /// Whether it slipped often enough to say so: at least twice, and on a third of the days.
  var slipsOften: Bool { slips >= 2 && slips * 3 >= of }
}

/// One item in a plan: what to do with it and why it sits where it does.
public struct PlanStep: Hashable, Sendable {
  public enum Action: String, Sendable {
    /// Do it as it is.
    case full
    /// Do its lighter form.
    case lighter
    /// Skip it today: skipped by plan, with the plan's reason, once the plan is taken.
    case skip
    /// Leave it for later: a task for tomorrow, a weekly target with days to go.
    case later
  }

  public let id: Int
  public let name: String
  public var action: Action
  /// About how long it takes in the form planned.
  public var minutes: Int
  /// One line on why it is here.
  public var reason: String
  /// Places moved up (positive) or down from where the day listed it.
  public var moved: Int
  /// The lighter form's name, when the action is `lighter`.
  public var lighterName: String?
  /// When it is planned to start, in minutes from midnight (past 24 × 60 for the small
  /// hours); nil when the plan does not say.
  public var start: Int?

  public init(
    id: Int, name: String, action: Action = .full, minutes: Int, reason: String, moved: Int = 0,
    lighterName: String? = nil, start: Int? = nil
  ) {
    self.start = start
    self.id = id
    self.name = name
    self.action = action
    self.minutes = minutes
    self.reason = reason
    self.moved = moved
    self.lighterName = lighterName
  }
}

/// The coach's proposal for what is left of a day.
public struct DayPlan: Hashable, Sendable {
  public var kind: CoachRecord.Kind
  public var steps: [PlanStep]
  /// For an evening plan: the minutes until bedtime, and the minutes planned into them.
  public var minutesLeft: Int?
  public var minutesPlanned: Int?

  public init(
    kind: CoachRecord.Kind, steps: [PlanStep], minutesLeft: Int? = nil,
    minutesPlanned: Int? = nil
  ) {
    self.kind = kind
    self.steps = steps
    self.minutesLeft = minutesLeft
    self.minutesPlanned = minutesPlanned
  }

  /// Whether taking the plan changes anything: an order that moves something, a lighter
  /// form, a skip.
  public var changesAnything: Bool {
    steps.contains { $0.moved != 0 || $0.action == .lighter || $0.action == .skip }
  }

  /// The plan as the history keeps it.
  public func record(accepted: Bool, made: [Int] = []) -> CoachRecord {
    CoachRecord(
      kind: kind, proposed: steps.map(\.id), accepted: accepted,
      lighter: Dictionary(
        uniqueKeysWithValues: steps.compactMap { step in
          step.action == .lighter ? step.lighterName.map { (step.id, $0) } : nil
        }),
      skipped: steps.filter { $0.action == .skip }.map(\.id), made: made)
  }
}

extension DayReport {
  /// The day with its entries in the order of an accepted plan: habits, then tasks, as always;
  /// within each, what the plan did not list (done before it, or added after) first, in
  /// the usual order, then the plan's items in its order.
  public func following(_ plan: CoachRecord?) -> DayReport {
    guard let plan else { return self }
    return DayReport(
      date: date, entries: entries(in: plan), status: status, complete: complete,
      countable: countable, xp: xp)
  }

  private func entries(in plan: CoachRecord) -> [DayEntry] {
    var place: [Int: Int] = [:]
    for (index, id) in plan.proposed.enumerated() where place[id] == nil { place[id] = index }
    let usual = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.id, $0) })
    return entries.sorted { a, b in
      if a.kind != b.kind { return a.kind == .habit }
      let pa = place[a.id] ?? -1
      let pb = place[b.id] ?? -1
      if pa != pb { return pa < pb }
      return usual[a.id]! < usual[b.id]!
    }
  }
}
