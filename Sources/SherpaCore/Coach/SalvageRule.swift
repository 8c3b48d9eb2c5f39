/// Rebalancing what is left of a day so it fits the time before bed, or so it is lighter
/// after a hard night.
///
/// The evening plan keeps the order of `PlanRule` (and its reasons, for what is done in
/// full) and decides for each item: do it, do its lighter form, skip it, or leave it for
/// later. Habits on a streak of `protectedStreak` days or more choose first, then the other
/// daily habits, then the rest, each group in the plan's order: each is kept in its smallest
/// form while it fits, then the time left goes to doing them in full, in that same order. A weekly or monthly target with days left
/// in its period is done in full or moved to another day of it, never made lighter (a lighter
/// form of a whole week means nothing); a task can wait for tomorrow. About three quarters of
/// the time left is planned, leaving room to wind down.
public enum SalvageRule {
  /// The part of the time left the plan fills.
  static let share = 0.75
  /// A run of at least this many days is protected: its lighter form before anything else.
  public static let protectedStreak = 3

  /// The evening plan for `steps` (in `PlanRule` order) with `minutesLeft` before bedtime.
  ///
  /// - Parameters:
  ///   - entries: The day's entries, for each step's target.
  ///   - hints: Length, lighter form and streak by item id.
  ///   - day: The day planned, and `settings` for where its week starts: a weekly target
  ///     can wait only while its week has days to go.
  public static func evening(
    _ steps: [PlanStep], entries: [DayEntry], hints: [Int: PlanHint], minutesLeft: Int,
    day: CivilDate, settings: Settings
  ) -> DayPlan {
    let budget = Int((Double(max(0, minutesLeft)) * share).rounded(.down))
    var left = budget
    var planned = steps
    let entry = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) })
    func rank(_ index: Int) -> Int {
      guard let dayEntry = entry[planned[index].id], isDailyHabit(dayEntry) else { return 2 }
      return (hints[planned[index].id]?.streak ?? 0) >= protectedStreak ? 0 : 1
    }
    let choosing = planned.indices.sorted { a, b in
      rank(a) != rank(b) ? rank(a) < rank(b) : a < b
    }
    // First keep as many items as fit, each in its smallest form…
    var kept: [Int] = []
    for index in choosing {
      let step = planned[index]
      guard let dayEntry = entry[step.id] else { continue }
      let wait = waiting(dayEntry, day: day, settings: settings)
      let whole = dayEntry.kind == .habit && dayEntry.target.period != .day && wait != nil
      let smallest =
        whole ? step.minutes : min(step.minutes, hints[step.id]?.lighter?.minutes ?? step.minutes)
      if smallest <= left {
        left -= smallest
        if !whole { kept.append(index) }
      } else if let wait {
        planned[index].action = .later
        planned[index].reason = wait
      } else {
        planned[index].action = .skip
        planned[index].reason =
          "no time for it tonight: about \(duration(step.minutes)) "
          + (smallest < step.minutes ? "(\(duration(smallest)) lighter) " : "")
          + "with \(duration(left)) left to plan"
      }
    }
    // …then give the time left back, in the same order, to doing them in full.
    for index in kept {
      let step = planned[index]
      guard let hint = hints[step.id], let lighter = hint.lighter, lighter.minutes < step.minutes
      else { continue }
      if step.minutes - lighter.minutes <= left {
        left -= step.minutes - lighter.minutes
      } else {
        planned[index].action = .lighter
        planned[index].minutes = lighter.minutes
        planned[index].lighterName = lighter.name
        planned[index].reason =
          hint.streak >= protectedStreak
          ? "keeps your \(hint.streak)-day streak: \(lighter.name), about \(duration(lighter.minutes))"
          : "the lighter form fits: \(lighter.name), about \(duration(lighter.minutes))"
      }
    }
    return DayPlan(
      kind: .salvage, steps: planned, minutesLeft: max(0, minutesLeft),
      minutesPlanned: budget - left)
  }

  /// A lighter day after a hard night: the lighter form of every item that has one, the
  /// rest as they are.
  public static func lighterDay(_ steps: [PlanStep], hints: [Int: PlanHint]) -> DayPlan {
    var planned = steps
    for index in planned.indices {
      guard let lighter = hints[planned[index].id]?.lighter else { continue }
      planned[index].action = .lighter
      planned[index].minutes = lighter.minutes
      planned[index].lighterName = lighter.name
      planned[index].reason = "lighter today: \(lighter.name)"
    }
    return DayPlan(kind: .lighter, steps: planned)
  }

  private static func isDailyHabit(_ entry: DayEntry) -> Bool {
    entry.kind == .habit && entry.target.period == .day
  }

  /// Why an item can wait rather than be skipped: nil when it cannot.
  public static func waiting(_ entry: DayEntry, day: CivilDate, settings: Settings) -> String? {
    if entry.kind == .task { return "can wait for tomorrow" }
    let last: CivilDate
    switch entry.target.period {
    case .day: return nil
    case .week: last = settings.weekStart(of: day).adding(days: 6)
    case .month:
      last = CivilDate(unchecked: day.year, day.month, 1).adding(months: 1).adding(days: -1)
    }
    let days = last.dayNumber - day.dayNumber
    guard days > 0 else { return nil }
    return "another day this \(entry.target.period.rawValue): "
      + "\(days) more \(days == 1 ? "day" : "days") to go"
  }

  /// "20 min", "1 h", "1 h 30 min".
  public static func duration(_ minutes: Int) -> String {
    let hours = minutes / 60
    let rest = minutes % 60
    if hours == 0 { return "\(rest) min" }
    return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
  }
}
