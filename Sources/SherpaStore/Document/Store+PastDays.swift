import SherpaCore

/// The habits' days up to a few weeks ago, as the views that look back read them: each
/// habit's day marks, its weekly and monthly periods and its record, the league's weeks, and
/// the XP of every day up to then.
public struct PastDays: Sendable {
  /// The habits' cells over the days asked for (cells read back from the cache carry no
  /// `share`).
  public let grid: HabitGrid
  /// Weekly and monthly targets' periods that ended within the days asked for, by item id.
  public let periods: [Int: [PeriodOutcome]]
  /// The XP of every day from the first item's first day to the last day asked for.
  public let xp: Int
  /// Each repeating item's record through the last day, as `Agenda.habitStreak(for:through:)`
  /// gives it, by item id.
  public let streaks: [Int: HabitStreak]
  /// The league weeks that ended by the last day, by their Monday.
  public let weeks: [CivilDate: Agenda.LeagueWeek]
}

/// Kept in `store.cache.past.json` so that `stats` reads weeks of history, not a year (or
/// ten for the XP): `{"asOf":"2026-10-11","seq":1234,"start":"2025-11-17","xp":98760,
/// "weeks":[…],"items":[{"cells":"DDNd-…","id":3,"periods":[…],"streak":[…]}]}`, the days it
/// covers and its last event first, so that a stale one is known without reading it all.
/// Like the streak cache it is only a cache: when it is missing, unreadable, or something
/// logged or changed since bears on its days, it is worked out again from the whole history.
extension Store {
  package var pastCachePath: String { base + ".cache.past.json" }

  /// The repeating habits' days over `days`, with their periods and the XP through its last
  /// day.
  ///
  /// - Parameters:
  ///   - days: From the first day wanted to the last (before today).
  ///   - recent: Every event that can bear on days from `recentFrom` on (`events(since:)`).
  ///   - recentFrom: The first day `recent` covers; at most the day after `days`.
  public func pastDays(
    _ days: ClosedRange<CivilDate>, document: StoreDocument, today: CivilDate, recent: [Event],
    from recentFrom: CivilDate
  ) throws(StoreError) -> PastDays {
    if let past = try cachedPastDays(
      days, document: document, today: today, recent: recent, from: recentFrom)
    {
      return past
    }
    // A store with no items has no past days: `cachedPastDays` answers for it.
    let earliest = earliestDay(of: document)!
    let agenda = Agenda(
      items: document.items, ledger: Ledger(events: try allEvents()),
      settings: document.settings, today: today,
      span: min(earliest, days.lowerBound)...days.upperBound)
    let past = work(agenda, days, earliest: earliest)
    PastCache(days, seq: max(recent.last?.seq ?? 0, document.seq), past).write(pastCachePath)
    return past
  }

  /// `pastDays` when the cache holds them (brought up to `days` and written back when it
  /// ends before them) or there are none; nil when they must be worked out from the whole
  /// history.
  public func cachedPastDays(
    _ days: ClosedRange<CivilDate>, document: StoreDocument, today: CivilDate, recent: [Event],
    from recentFrom: CivilDate
  ) throws(StoreError) -> PastDays? {
    let repeating = document.items.filter { !$0.isOneOff }
    guard let earliest = earliestDay(of: document), earliest <= days.upperBound else {
      return PastDays(
        grid: HabitGrid(days, today: today, rows: []), periods: [:], xp: 0, streaks: [:],
        weeks: [:])
    }
    let seq = max(recent.last?.seq ?? 0, document.seq)
    // The events since a cache's last day, when nothing among them changes its days.
    func holding(_ header: PastCache.Header) throws(StoreError) -> [Event]? {
      guard header.seq <= seq, header.start <= days.lowerBound, header.asOf <= days.upperBound,
        header.asOf >= days.lowerBound.adding(days: -1)
      else { return nil }
      let next = header.asOf.adding(days: 1)
      // Every event written since the cache is filed in the month of `next` or later; the
      // periods and the league week holding `next` are read whole.
      let first = min(document.settings.weekStart(of: next), League.week(of: next))
      let events = first < recentFrom ? try events(since: first) : recent
      let changed = events.contains {
        $0.seq > header.seq && changesXP($0, through: header.asOf, in: events)
      }
      return changed ? nil : events
    }
    // What the cache says of itself is read first: a cache that no longer holds (megabytes
    // for thousands of habits) is not read at all.
    let header = PastCache.Header(path: pastCachePath)
    var since: [Event]?
    if let header {
      guard let held = try holding(header) else { return nil }
      since = held
    }
    guard let cache = PastCache.read(pastCachePath, items: repeating, today: today),
      header == nil || header == cache.header
    else { return nil }
    if since == nil { since = try holding(cache.header) }
    guard let since else { return nil }
    let next = cache.asOf.adding(days: 1)
    var past = cache.past(from: days.lowerBound, today: today)
    if next <= days.upperBound {
      let first = min(document.settings.weekStart(of: next), League.week(of: next))
      let agenda = Agenda(
        items: document.items, ledger: Ledger(events: since), settings: document.settings,
        today: today, span: first...days.upperBound)
      past = extend(past, agenda, repeating, next...days.upperBound)
      PastCache(days, seq: seq, past).write(pastCachePath)
    }
    return past
  }

  /// The first day anything can be judged on: the earliest start, creation or completion.
  private func earliestDay(of document: StoreDocument) -> CivilDate? {
    document.items.map { min($0.firstDay, $0.created, $0.completed ?? $0.created) }.min()
  }

  /// Works `days` out from the day rules over the whole history, which starts on `earliest`,
  /// for the repeating items (the grid and periods for the habits among them).
  private func work(_ agenda: Agenda, _ days: ClosedRange<CivilDate>, earliest: CivilDate)
    -> PastDays
  {
    let habits = agenda.items.filter(\.isRepeatingHabit)
    let found = Slices.run(habits.count, minimum: Slices.itemsPerSlice) { slice in
      habits[slice].compactMap { tracked -> (Int, [PeriodOutcome])? in
        let outcomes = agenda.periodOutcomes(of: tracked, endingIn: days)
        return outcomes.isEmpty ? nil : (tracked.id, outcomes)
      }
    }
    let periods = Dictionary(uniqueKeysWithValues: found.joined())
    let walk = agenda.pastWalk(grid: days, from: earliest)
    return PastDays(
      grid: walk.grid, periods: periods, xp: walk.weeks.values.reduce(0) { $0 + $1.xp },
      streaks: walk.streaks, weeks: walk.weeks.filter { $0.key.adding(days: 6) <= days.upperBound })
  }

  /// `past` carried forward over `days`, which start the day after it ends.
  private func extend(
    _ past: PastDays, _ agenda: Agenda, _ repeating: [TrackedItem],
    _ days: ClosedRange<CivilDate>
  ) -> PastDays {
    let end = days.lowerBound.adding(days: -1)
    var periods = past.periods
    var streaks: [Int: HabitStreak] = [:]
    for tracked in repeating {
      streaks[tracked.id] = agenda.habitStreak(
        for: tracked, after: end, continuing: past.streaks[tracked.id] ?? HabitStreak(),
        through: days.upperBound)
      guard tracked.isHabit else { continue }
      let found = agenda.periodOutcomes(of: tracked, endingIn: days)
      if !found.isEmpty { periods[tracked.id, default: []] += found }
    }
    // The league week holding the first day is worked out whole again.
    let monday = League.week(of: days.lowerBound)
    let fresh = agenda.leagueWeeks(
      from: monday, through: days.upperBound,
      streak: past.weeks[monday.adding(days: -7)]?.streakDays ?? 0)
    return PastDays(
      grid: past.grid.appending(HabitGrid(agenda, days: days, items: repeating.filter(\.isHabit))),
      periods: periods,
      xp: past.xp + agenda.xp(in: days), streaks: streaks,
      weeks: past.weeks.merging(fresh.filter { $0.key.adding(days: 6) <= days.upperBound }) {
        $1
      })
  }

  /// Whether `event` changes the XP or the day marks of a day up to `day`: what changes how
  /// the day is judged, the week's first day (it moves weekly targets), or a task done.
  func changesXP(_ event: Event, through day: CivilDate, in events: [Event]) -> Bool {
    switch event.action {
    // Colour and the day boundary judge no day differently.
    case .config(let key, _, _): return key == "weekStart"
    case .change(let change) where change.kind == .complete:
      return [change.before?.completed, change.after?.completed].contains {
        $0.map { $0 <= day } ?? false
      }
    case .undo(let seq):
      guard let target = events.first(where: { $0.seq == seq }) else { return true }
      return changesXP(target, through: day, in: events)
    // Focus sessions and reflections earn XP on their day, and focus minutes break ties.
    case .focus(let record): return record.kind == .stop && event.day <= day
    case .reflect: return event.day <= day
    default: return changesPast(event, through: day, in: events)
    }
  }
}
