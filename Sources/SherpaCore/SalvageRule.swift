/// Rebalancing what is left of a day so it fits the time before bed, or so it is lighter
/// after a hard night.
///
/// The evening plan keeps the order of `PlanRule` (and its reasons, for what is done in
/// full) and decides for each item: do it, do its lighter form, skip it with a note, or
/// leave it for later. It keeps as many items as fit in their smallest form, then gives the
/// time left to doing them in full, in order. Daily habits come first, since they keep the
/// day counting; tasks and weekly targets can wait. About three quarters of the time left
/// is planned, leaving room to wind down.
public enum SalvageRule {
  /// The part of the time left the plan fills.
  static let share = 0.75

  /// The evening plan for `steps` (in `PlanRule` order) with `minutesLeft` before bedtime.
  ///
  /// - Parameters:
  ///   - entries: The day's entries, for each step's target.
  ///   - hints: Length and lighter form by item id.
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
    // Daily habits choose first; the rest take what time remains.
    let first = planned.indices.filter { entry[planned[$0].id].map(isDailyHabit) ?? false }
    let second = planned.indices.filter { !first.contains($0) }
    // First keep as many items as fit, each in its smallest form…
    var kept: [Int] = []
    for index in first + second {
      let step = planned[index]
      guard let dayEntry = entry[step.id] else { continue }
      let smallest = min(step.minutes, hints[step.id]?.lighter?.minutes ?? step.minutes)
      if smallest <= left {
        left -= smallest
        kept.append(index)
      } else if let wait = waiting(dayEntry, day: day, settings: settings) {
        planned[index].action = .later
        planned[index].reason = wait
      } else {
        planned[index].action = .skip
        planned[index].reason = "let it rest tonight, with a note; it stays out of the day's count"
      }
    }
    // …then give the time left back, in order, to doing them in full.
    for index in kept {
      let step = planned[index]
      guard let lighter = hints[step.id]?.lighter, lighter.minutes < step.minutes else { continue }
      if step.minutes - lighter.minutes <= left {
        left -= step.minutes - lighter.minutes
      } else {
        planned[index].action = .lighter
        planned[index].minutes = lighter.minutes
        planned[index].lighterName = lighter.name
        planned[index].reason =
          "the lighter form fits: \(lighter.name), about \(duration(lighter.minutes))"
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
  private static func waiting(_ entry: DayEntry, day: CivilDate, settings: Settings) -> String? {
    if entry.kind == .task { return "can wait for tomorrow" }
    let last: CivilDate
    switch entry.target.period {
    case .day: return nil
    case .week: last = settings.weekStart(of: day).adding(days: 6)
    case .month: last = CivilDate(unchecked: day.year, day.month, 1).adding(months: 1).adding(days: -1)
    }
    let days = last.dayNumber - day.dayNumber
    guard days > 0 else { return nil }
    return "can wait: \(days) more \(days == 1 ? "day" : "days") this \(entry.target.period.rawValue)"
  }

  /// "20 min", "1 h", "1 h 30 min".
  public static func duration(_ minutes: Int) -> String {
    let hours = minutes / 60
    let rest = minutes % 60
    if hours == 0 { return "\(rest) min" }
    return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
  }
}
