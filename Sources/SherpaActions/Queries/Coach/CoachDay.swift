import SherpaCore
import SherpaParse
import SherpaStore

/// Today as the coach sees it: what is left, how hard and how long each item is, and the
/// plan the person took. The rules are in SherpaCore (`PlanRule`, `SalvageRule`); this
/// gathers their inputs from the store and the suggestions.
public struct CoachDay {
  let actions: Actions
  let moment: Moment
  public let document: StoreDocument
  public let journal: HistoryWindow
  let parser: Parser
  public let today: CivilDate
  public let now: TimeOfDay
  public let report: DayReport
  /// The parts of today, by hand or by the sun: where the plan's parts of the day begin
  /// (`planClock`), and each time said by the sun.
  public let phases: DayPhases
  /// The day's entries in the order `today` shows them.
  public let entries: [DayEntry]
  /// The plan taken last today, if any.
  public let accepted: CoachRecord?
  public let hints: [Int: PlanHint]
  /// The remaining habits over the last `Insight.window` days: their slips and patterns.
  public let grid: HabitGrid

  /// How many days back the coach looks for slips.
  public static let lookBack = 28
  /// From this time on, `sherpa coach` plans the evening rather than the day.
  public static let eveningFrom = TimeOfDay(hour: 20, minute: 0)!
  init(_ actions: Actions, suggestions: Suggestions, at moment: Moment) throws {
    self.actions = actions
    self.moment = moment
    document = try actions.store.document()
    journal = try HistoryWindow(
      actions.store, document: document, at: moment, back: Insight.window + 6)
    parser = try actions.vocabulary.currentParser()
    today = journal.today
    now = moment.time
    phases = LocalZone.phases(on: today, document.settings)
    report = journal.agenda.report(for: today).withTimes(of: phases)
    accepted = Event.acceptedPlan(for: today, in: journal.events)
    entries = report.following(accepted).entries
    let left = PlanRule.remaining(entries)
    let ids = Set(left.map(\.id))
    grid = HabitGrid(
      journal.agenda, days: today.adding(days: 1 - Insight.window)...today,
      items: document.items.filter { ids.contains($0.id) && $0.isRepeatingHabit })
    let lately = today.adding(days: -Self.lookBack)...today.adding(days: -1)
    var adherence: [Int: Adherence] = [:]
    for row in grid.rows { adherence[row.tracked.id] = grid.adherence(of: row, in: lately) }
    var hints: [Int: PlanHint] = [:]
    var templates: [Int: Suggestions.Suggestion] = [:]
    let matcher = Suggestions.Matcher(suggestions)
    for entry in left {
      let template = matcher.template(for: entry.tracked)
      templates[entry.id] = template
      hints[entry.id] = Self.hint(
        for: entry, template: template, lately: adherence[entry.id] ?? Adherence())
      if entry.kind == .habit && entry.target.period == .day {
        // Read back from today until the run breaks, not over the habit's whole history.
        hints[entry.id]?.streak = journal.agenda.currentHabitStreak(for: entry.tracked)
      }
    }
    self.hints = hints
    self.templates = templates
  }

  /// The suggestion each remaining item most likely came from.
  public let templates: [Int: Suggestions.Suggestion]

  /// `hints` with each item's lighter form, read from its template's phrase: only the plans
  /// that use them pay for reading the phrases.
  public func hintsWithLighterForms() -> [Int: PlanHint] {
    var hints = self.hints
    let periods = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0.target.period) })
    // A weekly or monthly target has no lighter form: "Gym once a week" is not a day's step.
    for (id, template) in templates where periods[id] == .day {
      guard let form = template.lighter, var hint = hints[id] else { continue }
      let item = try? parser.parse(form.phrase, today: today)
      let length =
        item.flatMap { Self.minutesOf($0.target.amount, $0.target.unit) }
        ?? PlanHint.minutes(forEffort: max(1, hint.effort - 2))
      if length < hint.minutes { hint.lighter = PlanHint.Lighter(name: form.name, minutes: length) }
      hints[id] = hint
    }
    return hints
  }

  /// Minutes from now until bedtime; none once it has passed or after midnight.
  public var minutesLeft: Int {
    let settings = document.settings
    guard now >= settings.dayBoundary else { return 0 }
    return max(0, settings.bedtime.minutes - now.minutes)
  }

  /// Whether it is late enough that the plan is for the evening.
  public var isLate: Bool { now >= Self.eveningFrom || now < document.settings.dayBoundary }

  /// The remaining items in the coach's order.
  public func order() -> DayPlan {
    DayPlan(
      kind: .order,
      steps: PlanRule.order(
        entries, items: document.items, at: now, hints: hints,
        activityPhases: parser.grammar.coachWords.activityPhases,
        boundaries: phases.planClock))
  }

  /// What still fits before bedtime.
  public func evening() -> DayPlan {
    SalvageRule.evening(
      order().steps, entries: entries, hints: hintsWithLighterForms(), minutesLeft: minutesLeft,
      day: today, settings: document.settings)
  }

  /// The day with lighter forms, after a hard night.
  public func lighter() -> DayPlan {
    SalvageRule.lighterDay(order().steps, hints: hintsWithLighterForms())
  }

  /// How hard an item is, how long what is left of it takes, and how often it slipped
  /// (`lately`: its last `lookBack` days).
  public static func hint(
    for entry: DayEntry, template: Suggestions.Suggestion?, lately: Adherence
  ) -> PlanHint {
    let effort = template?.effort ?? 3
    var minutes = PlanHint.minutes(forEffort: effort)
    if let left = minutesOf(entry.target.amount - entry.progress, entry.target.unit) {
      minutes = entry.target.period == .day ? left : min(minutes, left)
    } else if entry.target.period != .day {
      // A weekly or monthly target is done a session at a time: one session, not a share of
      // what is left of the whole period.
    } else if entry.progress > 0 && entry.target.amount > 0 {
      // Part done: what is left of it takes that part of the time.
      let share = max(0, 1 - entry.progress / entry.target.amount)
      minutes = max(1, Int((Double(minutes) * share).rounded(.up)))
    }
    return PlanHint(
      effort: effort, minutes: minutes, slips: lately.scheduled - lately.done,
      of: lately.scheduled, usualPhase: template.flatMap { Phase(rawValue: $0.phase) })
  }

  /// An amount of time in minutes, rounded up; nil for amounts that are not time.
  private static func minutesOf(_ amount: Double, _ unit: SherpaCore.Unit) -> Int? {
    guard amount > 0, let converted = unit.convert(amount, to: .min) else { return nil }
    return max(1, Int(converted.rounded(.up)))
  }
}

extension Actions {
  /// Today as the coach sees it, with the person's templates for how hard and how long
  /// each item is.
  public func coachDay(at moment: Moment) throws -> CoachDay {
    try CoachDay(self, suggestions: try vocabulary.currentSuggestions(), at: moment)
  }
}
