extension Insight {
  /// The patterns in `grid` worth saying, most encouraging first.
  ///
  /// - Parameters:
  ///   - grid: The last `window` days, ending today.
  ///   - streaks: Each habit's record over its whole history, by item id.
  ///   - sleep: The morning reflections' sleep scores by day, for `sleep(_:in:)`.
  /// - Returns: Nothing when no rule has enough to go on.
  public static func find(
    in grid: HabitGrid, streaks: [Int: HabitStreak], sleep: [CivilDate: Int] = [:]
  ) -> [Insight] {
    let habits = grid.habits.filter { $0.period == .day }
    let trends = habits.compactMap { trend(of: $0, in: grid) }
    var found = trends.filter { $0.kind == .risingTrend }
    found += grid.habits.compactMap { row in streaks[row.tracked.id].flatMap { record(row, $0) } }
    found += [bestWeekday(in: grid), plannedTime(habits, in: grid), Self.sleep(sleep, in: grid)]
      .compactMap { $0 }
    found += habits.compactMap { slip(of: $0, in: grid) }
    found += trends.filter { $0.kind == .easingTrend }
    return found
  }

  static func percent(_ a: Adherence) -> String { "\(a.percent ?? 0)%" }

  /// Last four weeks against the four before. Needs at least 10 counted days on each side,
  /// a change of 20 points or more, and the change to pass `Significance.differ`: smaller
  /// samples swing by that much on their own.
  static func trend(of row: HabitGrid.Row, in grid: HabitGrid) -> Insight? {
    let today = grid.today
    let recent = grid.adherence(of: row, in: today.adding(days: -27)...today)
    let before = grid.adherence(of: row, in: today.adding(days: -55)...today.adding(days: -28))
    guard recent.scheduled >= 10, before.scheduled >= 10, let now = recent.share,
      let then = before.share, abs(now - then) >= 0.2, Significance.differ(recent, before)
    else { return nil }
    let name = row.tracked.name
    let rising = now > then
    let text =
      (rising ? "\(name) is on the way up: " : "\(name) has eased off a little: ")
      + "\(recent.count) done in the last 4 weeks, \(rising ? "up" : "down") from "
      + "\(before.count) in the 4 weeks before."
    return Insight(
      kind: rising ? .risingTrend : .easingTrend, item: row.tracked, text: text,
      numbers: [
        ("recentDone", recent.done), ("recentScheduled", recent.scheduled),
        ("beforeDone", before.done), ("beforeScheduled", before.scheduled),
      ])
  }

  /// A run at its longest, or close to it. Needs a run of at least 5 units (days, weeks or
  /// months), so a first few days are not called a record; "close" is within a fifth of the
  /// record, and at least within 2.
  static func record(_ row: HabitGrid.Row, _ streak: HabitStreak) -> Insight? {
    let current = streak.current
    let longest = streak.longest
    guard current >= 5, longest - current <= max(2, longest / 5) else { return nil }
    let unit = streak.unit == .day ? "times" : streak.unit.rawValue + "s"
    let name = row.tracked.name
    let text =
      current >= longest
      ? "\(name) is on its longest streak yet: \(current) \(unit) in a row."
      : "\(name) is close to its record: \(current) \(unit) in a row now, and the longest streak "
        + "was \(longest)."
    return Insight(
      kind: .nearRecord, item: row.tracked, text: text,
      numbers: [("current", current), ("longest", longest)])
  }

  /// The weekday with the most habits done. Needs at least 10 counted habit-days on each of
  /// five weekdays or more, a lead of 10 points over the whole window, and a difference from
  /// the other days that passes `Significance.differ`.
  static func bestWeekday(in grid: HabitGrid) -> Insight? {
    let days = grid.first...grid.today
    let all = grid.adherence(in: days)
    let weekdays = grid.weekdayAdherence(in: days).filter { $0.value.scheduled >= 10 }
    guard weekdays.count >= 5, let overall = all.share,
      let (day, best) = weekdays.max(by: { a, b in
        a.value.share! != b.value.share! ? a.value.share! < b.value.share! : a.key > b.key
      }), best.share! - overall >= 0.1,
      Significance.differ(
        best, Adherence(done: all.done - best.done, scheduled: all.scheduled - best.scheduled))
    else { return nil }
    let text =
      "\(day.name) is your strongest day: \(percent(best)) of habits done (\(best.count)), "
      + "against \(percent(all)) over the last \(Insight.window / 7) weeks."
    return Insight(
      kind: .bestWeekday, item: nil, text: text,
      numbers: [
        ("done", best.done), ("scheduled", best.scheduled), ("allDone", all.done),
        ("allScheduled", all.scheduled),
      ])
  }

  /// Habits grouped by when they are planned: a part of the day, a set time, or neither.
  /// Needs two groups of at least 14 counted habit-days (two weeks of one daily habit), a gap
  /// of 15 points or more between the best group and the lowest, and the gap to pass
  /// `Significance.differ`.
  static func plannedTime(_ habits: [HabitGrid.Row], in grid: HabitGrid) -> Insight? {
    var groups: [String: Adherence] = [:]
    for row in habits {
      let item = row.tracked.item
      let label =
        item.phase.map { "planned for the " + $0.rawValue }
        ?? (item.time == nil ? "with no set time" : "planned for a set time")
      groups[label, default: Adherence()] =
        groups[label, default: Adherence()] + grid.adherence(of: row, in: grid.first...grid.today)
    }
    let sized = groups.filter { $0.value.scheduled >= 14 }.sorted { a, b in
      a.value.share! != b.value.share! ? a.value.share! > b.value.share! : a.key < b.key
    }
    guard sized.count >= 2, let best = sized.first, let worst = sized.last,
      best.value.share! - worst.value.share! >= 0.15, Significance.differ(best.value, worst.value)
    else { return nil }
    let text =
      "Habits \(best.key) get done most often: \(percent(best.value)) (\(best.value.count)), "
      + "against \(percent(worst.value)) (\(worst.value.count)) for habits \(worst.key)."
    return Insight(
      kind: .plannedTime, item: nil, text: text,
      numbers: [
        ("done", best.value.done), ("scheduled", best.value.scheduled),
        ("otherDone", worst.value.done), ("otherScheduled", worst.value.scheduled),
      ])
  }

  /// One weekday where a habit is often not done: 3 or more of its last 4 counted days on
  /// that weekday, while on its other weekdays it was done at least 60% of at least 8 days,
  /// and so many slips on that weekday over the window would happen by chance less than 1%
  /// of the time at the other days' rate (at least 5%): the weekday stands out, rather than
  /// the habit having a slow spell.
  static func slip(of row: HabitGrid.Row, in grid: HabitGrid) -> Insight? {
    guard let best = weekdaySlip(of: row, in: grid) else { return nil }
    let text =
      "\(row.tracked.name) slips on \(best.day.plural): \(best.slips) of the last 4 were skipped "
      + "or not done, while on other days it was done \(best.other.count) times."
    return Insight(
      kind: .weekdaySlip, item: row.tracked, text: text,
      numbers: [
        ("slips", best.slips), ("of", 4), ("otherDone", best.other.done),
        ("otherScheduled", best.other.scheduled),
      ])
  }

  /// The weekday a habit slips on, as `slip(of:in:)` finds it: the day, the slips among its
  /// last four, and how the other days went.
  public static func weekdaySlip(of row: HabitGrid.Row, in grid: HabitGrid) -> (
    day: Weekday, slips: Int, other: Adherence
  )? {
    var best: (day: Weekday, slips: Int, other: Adherence)?
    for day in Weekday.allCases {
      var counted: [Bool] = []
      var other = Adherence()
      for i in row.cells.indices where row.cells[i].isCounted {
        if grid.date(i).weekday == day {
          counted.append(row.cells[i].isDone)
        } else {
          other.add(row.cells[i])
        }
      }
      guard counted.count >= 4, other.scheduled >= 8, other.share! >= 0.6 else { continue }
      let slips = counted.suffix(4).filter { !$0 }.count
      let rate = max(0.05, 1 - other.share!)
      let chance = Significance.tail(
        counted.filter { !$0 }.count, of: counted.count, chance: rate)
      guard slips >= 3, Significance.level > chance, slips > (best?.slips ?? 0) else { continue }
      best = (day, slips, other)
    }
    return best
  }
}
