import SherpaCore

/// The streak through yesterday, kept in `store.cache.json` so a command does not walk
/// years of history: `{"asOf":"2026-11-20","days":12,"seq":1234}` says the streak through
/// 20 Nov was 12 days, judged from the events up to seq 1234. The file is only a cache:
/// when it is missing, stale or unreadable the streak is worked out again from the history.
extension Store {
  struct StreakCache: Equatable {
    var asOf: CivilDate
    var days: Int
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
      let habits = document.items.filter { $0.isHabit && !$0.isOneOff }
      let earliest = habits.flatMap { [$0.item.start] + $0.earlier.map(\.start) }.min() ?? day
      let walk = agenda.streak(from: day, downTo: max(recentFrom, earliest))
      if walk.isBroken || earliest >= recentFrom { return walk.days }
      let full = Agenda(
        items: document.items, ledger: Ledger(events: try allEvents()),
        settings: document.settings, today: today, span: earliest...day)
      return full.streak(from: day, downTo: earliest).days
    }
    let todayCounts = agenda.status(of: today) == .counts ? 1 : 0
    let yesterday = today.adding(days: -1)
    let habits = document.items.filter { $0.isHabit && !$0.isOneOff }
    guard let earliest = habits.flatMap({ [$0.item.start] + $0.earlier.map(\.start) }).min(),
      earliest <= yesterday
    else { return todayCounts }
    let covered = CivilDate(unchecked: recentFrom.year, recentFrom.month, 1)
    let seq = recent.last?.seq ?? document.seq
    var days: Int
    let cached = readCache()
    if let cache = cached, cache.asOf <= yesterday, cache.asOf >= max(covered, earliest).adding(days: -1),
      cache.seq <= seq,
      !recent.contains(where: { $0.seq > cache.seq && changesPast($0, through: cache.asOf, in: recent) })
    {
      let tail = agenda.streak(from: yesterday, downTo: cache.asOf.adding(days: 1))
      days = tail.isBroken ? tail.days : tail.days + cache.days
    } else {
      let walk = agenda.streak(from: yesterday, downTo: max(covered, earliest))
      if walk.isBroken || earliest >= covered {
        days = walk.days
      } else {
        let full = Agenda(
          items: document.items, ledger: Ledger(events: try allEvents()),
          settings: document.settings, today: today, span: earliest...yesterday)
        days = full.streak(from: yesterday, downTo: earliest).days
      }
    }
    let fresh = StreakCache(asOf: yesterday, days: days, seq: seq)
    if cached != fresh { writeCache(fresh) }
    return days + todayCounts
  }

  /// Whether `event` changes how a day up to `day` is judged.
  private func changesPast(_ event: Event, through day: CivilDate, in events: [Event]) -> Bool {
    switch event.action {
    case .progress, .done, .skip: return event.day <= day
    case .config, .void: return false
    case .change(let change):
      return !(change.before.map { $0.agrees(with: change.after, through: day) }
        ?? (change.after?.agrees(with: nil, through: day) ?? true))
    case .undo(let seq):
      // Taking back a change changes what the change changed; a target not loaded is old.
      guard let target = events.first(where: { $0.seq == seq }) else { return true }
      return changesPast(target, through: day, in: events)
    }
  }

  func readCache() -> StreakCache? {
    guard let bytes = try? FileSystem.read(cachePath), let value = try? JSONValue(parsing: bytes),
      let asOf = value["asOf"]?.string.flatMap({ CivilDate(iso: $0) }),
      let days = value["days"]?.number, let seq = value["seq"]?.number
    else { return nil }
    return StreakCache(asOf: asOf, days: Int(days), seq: Int(seq))
  }

  func writeCache(_ cache: StreakCache) {
    let text = JSONText.object([
      ("asOf", JSONText.string(cache.asOf.description)), ("days", String(cache.days)),
      ("seq", String(cache.seq)),
    ])
    FileSystem.writeQuietly(cachePath, Array((text + "\n").utf8))
  }
}
