/// The time a day holds apart from its items: focus sessions and reflections, folded from
/// the history with the day's log entries.
public struct DayTime: Sendable {
  /// The seconds of each focus session stopped on the day (those kept, not discarded).
  public var sessions: [Int] = []
  /// The seconds and sessions of focus toward each item.
  public var byItem: [Int: (seconds: Int, sessions: Int)] = [:]
  /// The day's reflections, the latest of each kind.
  public var reflections: [Reflection.Kind: Reflection] = [:]

  public init() {}

  /// Focus minutes over the day's sessions.
  public var focusMinutes: Int { sessions.reduce(0, +) / 60 }

  /// What the day earns apart from its items (see `XPBonus`).
  public var bonuses: [XPBonus] {
    sessions.map { .focusSession(minutes: $0 / 60) }
      + Reflection.Kind.allCases.compactMap { reflections[$0]?.bonus }
  }
}

extension Ledger {
  mutating func foldTime(_ event: Event) {
    switch event.action {
    case .focus(let record):
      guard record.bonus != nil else { return }
      spent[event.day.dayNumber, default: DayTime()].sessions.append(record.seconds)
      if let item = record.session.item {
        let before = spent[event.day.dayNumber]!.byItem[item] ?? (0, 0)
        spent[event.day.dayNumber]!.byItem[item] = (
          before.seconds + record.seconds, before.sessions + 1
        )
      }
    case .reflect(let reflection):
      spent[event.day.dayNumber, default: DayTime()].reflections[reflection.kind] = reflection
    default: break
    }
  }

  /// The focus sessions and reflections of `day`.
  public func time(on day: CivilDate) -> DayTime { spent[day.dayNumber] ?? DayTime() }

  /// The XP `day` earns apart from its items: reflections, once each, and focus sessions.
  public func bonusXP(on day: CivilDate) -> Int {
    guard let time = spent[day.dayNumber] else { return 0 }
    return XPBonus.xp(of: time.bonuses)
  }

  /// The focus toward `item` over `range`: seconds and sessions.
  public func focus(item: Int, in range: ClosedRange<CivilDate>) -> (seconds: Int, sessions: Int) {
    timeDays(in: range).reduce((0, 0)) { total, day in
      let spent = day.1.byItem[item] ?? (0, 0)
      return (total.0 + spent.seconds, total.1 + spent.sessions)
    }
  }

  /// The days in `range` with focus sessions or reflections, ascending.
  public func timeDays(in range: ClosedRange<CivilDate>) -> [(CivilDate, DayTime)] {
    spent.keys.filter { (range.lowerBound.dayNumber...range.upperBound.dayNumber).contains($0) }
      .sorted().map { (CivilDate(dayNumber: $0), spent[$0]!) }
  }
}

extension Ledger {
  /// How `day`'s morning reflection rated the night before it, 1–5; nil when not said.
  public func sleep(on day: CivilDate) -> Int? { time(on: day).reflections[.morning]?.score }

  /// The morning reflections' sleep scores over `range`, by day.
  public func sleepScores(in range: ClosedRange<CivilDate>) -> [CivilDate: Int] {
    var scores: [CivilDate: Int] = [:]
    for (day, time) in timeDays(in: range) {
      if let score = time.reflections[.morning]?.score { scores[day] = score }
    }
    return scores
  }
}
