import SherpaCore

/// The streak so far, kept in `store.cache.json` so a command does not walk years of
/// history: `{"anchors":[{"asOf":"2026-11-20","days":12},{"asOf":"2026-10-31","days":3}],
/// "seq":1234}` says the streak through 20 Nov was 12 days and through 31 Oct 3 days, judged
/// from the events up to seq 1234. The second anchor, at the end of the month before the one
/// being read, lets a late log for a recent day be counted without going further back. The
/// file is only a cache: when it is missing, stale or unreadable the streak is worked out
/// again from the history.
extension Store {
  struct StreakCache: Equatable {
    struct Anchor: Equatable {
      var asOf: CivilDate
      var days: Int
    }
    var anchors: [Anchor]
    var seq: Int
  }

  /// The streak through `day`: the days that counted, back from it, passing over days with
  /// nothing to count; `day` itself adds one once it counts.
  ///
  /// - Parameters:
  ///   - agenda: The day rules over `recent`, with `agenda.today` the day not yet ended.
  ///   - document: The document the events belong to.
  ///   - recent: Every event that can bear on days from `recentFrom` on (from `events(since:)`).
  ///   - recentFrom: The first day `recent` covers.
  public func streak(
    through day: CivilDate, agenda: Agenda, document: StoreDocument, recent: [Event],
    from recentFrom: CivilDate
  ) throws(StoreError) -> Int {
    let today = agenda.today
    guard day == today else {
      guard let earliest = Self.earliest(document) else {
        return agenda.status(of: day) == .counts ? 1 : 0
      }
      // Another day than today: no cache, read back as far as the streak goes.
      let covered = CivilDate(unchecked: recentFrom.year, recentFrom.month, 1)
      let walk = agenda.streak(from: day, downTo: max(covered, earliest))
      guard !walk.isBroken, earliest < covered else { return walk.days }
      let before = covered.adding(days: -1)
      return walk.days
        + (try streakBack(from: before, to: earliest, document: document, today: today))
    }
    // Never nil: the history is read back when the cache does not reach.
    let found = try todayStreak(
      agenda: agenda, document: document, recent: recent, from: recentFrom
    ) { before, earliest throws(StoreError) in
      try streakBack(from: before, to: earliest, document: document, today: today)
    }!
    keep(found)
    return found.days
  }

  /// Today's streak, as `streak(through:…)` works it out, and the cache to keep with it.
  public struct TodayStreak: Sendable {
    public let days: Int
    fileprivate let cache: StreakCache?
  }

  /// Today's streak as `streak(through:…)` works it out from `recent` and the cache alone,
  /// reading no month file and writing nothing (another thread may be saving a change):
  /// nil when the history before `recentFrom`'s month would have to be read. `keep` it once
  /// the events it counted are saved.
  public func streakFromCache(
    agenda: Agenda, document: StoreDocument, recent: [Event], from recentFrom: CivilDate
  ) -> TodayStreak? {
    try? todayStreak(agenda: agenda, document: document, recent: recent, from: recentFrom) {
      _, _ in nil
    }
  }

  /// Keeps the cache a streak was worked out with, when it changed.
  public func keep(_ streak: TodayStreak) {
    if let cache = streak.cache { writeCache(cache) }
  }

  /// The first day a repeating habit counts from; nil when there is none.
  private static func earliest(_ document: StoreDocument) -> CivilDate? {
    document.items.lazy.filter(\.isRepeatingHabit).map(\.firstDay).min()
  }

  /// Today's streak; nil when it needs the streak at the end of the month before
  /// `recentFrom`'s and `back` (given that day and the first a habit counts) gives none.
  private func todayStreak(
    agenda: Agenda, document: StoreDocument, recent: [Event], from recentFrom: CivilDate,
    back: (CivilDate, CivilDate) throws(StoreError) -> Int?
  ) throws(StoreError) -> TodayStreak? {
    let today = agenda.today
    let todayCounts = agenda.status(of: today) == .counts ? 1 : 0
    let yesterday = today.adding(days: -1)
    guard let earliest = Self.earliest(document), earliest <= yesterday else {
      return TodayStreak(days: todayCounts, cache: nil)
    }
    let covered = CivilDate(unchecked: recentFrom.year, recentFrom.month, 1)
    let floor = max(covered, earliest)
    let seq = recent.last?.seq ?? document.seq
    let before = covered.adding(days: -1)
    let cached = readCache()
    // Anchors that still hold: nothing logged or changed since bears on their days, and the
    // loaded days reach back to them.
    let holding =
      cached.map { cache in
        cache.seq > seq
          ? []
          : cache.anchors.filter { anchor in
            anchor.asOf <= yesterday && anchor.asOf >= floor.adding(days: -1)
              && !recent.contains {
                $0.seq > cache.seq && changesPast($0, through: anchor.asOf, in: recent)
              }
          }
      } ?? []
    // The streak at the end of last month: carried from the cache, or worked out once.
    var monthEnd = holding.first { $0.asOf == before }
    if monthEnd == nil && earliest < covered {
      guard let days = try back(before, earliest) else { return nil }
      monthEnd = StreakCache.Anchor(asOf: before, days: days)
    }
    var days: Int
    if let anchor = (holding + [monthEnd].compactMap { $0 }).max(by: { $0.asOf < $1.asOf }) {
      let tail = agenda.streak(from: yesterday, downTo: anchor.asOf.adding(days: 1))
      days = tail.isBroken ? tail.days : tail.days + anchor.days
    } else {
      days = agenda.streak(from: yesterday, downTo: floor).days
    }
    var anchors = [StreakCache.Anchor(asOf: yesterday, days: days)]
    if let monthEnd, monthEnd.asOf < yesterday { anchors.append(monthEnd) }
    let fresh = StreakCache(anchors: anchors, seq: seq)
    // Anchors that still hold are not written again for later events alone (a change's
    // status would rewrite the file on every `done`): those events are looked at again next
    // time, and the anchors move on each day.
    let changed = cached.map { $0.anchors != fresh.anchors || $0.seq > fresh.seq } ?? true
    return TodayStreak(days: days + todayCounts, cache: changed ? fresh : nil)
  }

  /// The streak through `day`, read back from it in growing steps (one month, then two,
  /// four…) until a day that did not count or `earliest`: a short streak costs a month or
  /// two, a long one about twice a single pass over the history.
  private func streakBack(
    from day: CivilDate, to earliest: CivilDate, document: StoreDocument, today: CivilDate
  ) throws(StoreError) -> Int {
    let all = try months()
    var from = day
    var first = CivilDate(unchecked: day.year, day.month, 1)
    var step = 1
    var days = 0
    while true {
      let floor = max(first, earliest)
      let loaded = try events(inMonths: all.filter { $0 >= History.month(of: first) })
      let agenda = Agenda(
        items: document.items, ledger: Ledger(events: loaded), settings: document.settings,
        today: today, span: floor...from)
      let walk = agenda.streak(from: from, downTo: floor)
      days += walk.days
      if walk.isBroken || floor == earliest { return days }
      from = first.adding(days: -1)
      first = CivilDate(unchecked: from.year, from.month, 1).adding(months: 1 - step * 2)
      step *= 2
    }
  }

  /// Whether `event` changes how a day up to `day` is judged.
  func changesPast(_ event: Event, through day: CivilDate, in events: [Event]) -> Bool {
    switch event.action {
    case .progress, .done, .skip: return event.day <= day
    case .config, .void, .coach, .focus, .stopwatch, .reflect, .meal, .goal, .remind, .snooze,
      .imported:
      // An import's adds and logs are events of their own.
      return false
    case .change(let change):
      // "Only on X days" names an item by its name and from the day it was added: a rename,
      // or taking away an item added by then, may move another item's past days.
      if let before = change.before, before.created <= day,
        change.after.map({ $0.name.lowercased() != before.name.lowercased() }) ?? true
      {
        return true
      }
      return
        !(change.before.map { $0.agrees(with: change.after, through: day) }
        ?? (change.after?.agrees(with: nil, through: day) ?? true))
    case .undo(let seq):
      // Taking back a change changes what the change changed; a target not loaded is old.
      guard let target = events.first(where: { $0.seq == seq }) else { return true }
      return changesPast(target, through: day, in: events)
    }
  }

  func readCache() -> StreakCache? {
    guard let bytes = CacheFile.read(cachePath), let value = try? JSONValue(parsing: bytes),
      let list = value["anchors"]?.array,
      let seq = Checked.int(value["seq"], in: 0...Checked.maxSeq)
    else { return nil }
    var anchors: [StreakCache.Anchor] = []
    for entry in list {
      // A streak is never longer than the days since 1900.
      guard let asOf = entry["asOf"]?.string.flatMap({ CivilDate(iso: $0) }),
        Checked.isInRange(asOf), let days = Checked.int(entry["days"], in: 0...3_000_000)
      else { return nil }
      anchors.append(StreakCache.Anchor(asOf: asOf, days: days))
    }
    return StreakCache(anchors: anchors, seq: seq)
  }

  func writeCache(_ cache: StreakCache) {
    let anchors = cache.anchors.map {
      JSONText.object([("asOf", JSONText.string($0.asOf.description)), ("days", String($0.days))])
    }
    let text = JSONText.object([
      ("anchors", JSONText.array(anchors)), ("seq", String(cache.seq)),
    ])
    CacheFile.write(cachePath, text)
  }
}
