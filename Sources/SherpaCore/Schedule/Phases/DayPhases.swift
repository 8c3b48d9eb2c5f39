/// The parts of one day — morning, afternoon, evening, night — with where each starts and
/// ends, set by hand or by the sun. A plain value the day's views, the reminders and the
/// coach's plan take.
///
/// Times are minutes of the person's day from midnight of its date: the night runs past
/// midnight to the day boundary, so it ends at `1440 + dayBoundary` (26:00 by default).
public struct DayPhases: Hashable, Sendable {
  /// Where the boundaries come from.
  public enum Source: String, Sendable {
    /// The times set by hand (`phase.morning` …).
    case manual
    /// Sunrise, solar noon and sunset at the person's location.
    case solar
    /// Solar phases asked for, but the sun does not set (or rise) that day, or (far north or
    /// south in summer) rises before the day boundary: the manual times.
    case polarDay, polarNight
  }

  public let date: CivilDate
  public let source: Source
  /// Where the morning, afternoon, evening and night start, in that order.
  public let starts: [Int]
  /// Where the night, and the day, end: the next date's day boundary.
  public let end: Int
  /// The sun's times that day, when it rises and sets.
  public let sunrise: Int?
  public let sunset: Int?

  /// The product's manual times: morning 06:00, afternoon 12:00, evening 18:00, night 22:00.
  public static let defaultStarts = [6 * 60, 12 * 60, 18 * 60, 22 * 60]

  /// The evening's length under solar phases: sunset to two hours after.
  public static let solarEvening = 120

  public init(
    date: CivilDate, source: Source, starts: [Int], end: Int, sunrise: Int? = nil,
    sunset: Int? = nil
  ) {
    self.date = date
    self.source = source
    self.starts = starts
    self.end = end
    self.sunrise = sunrise
    self.sunset = sunset
  }

  /// The day's phases by the settings: by the sun when a location is set (and `phases` is not
  /// `manual`), else by hand; by hand too when the sun does not rise or set that day.
  ///
  /// - Parameter utcOffset: Minutes the local clock is ahead of UTC on `date` (its noon).
  public init(date: CivilDate, settings: Settings, utcOffset: Int) {
    let manual = settings.phaseStarts.map(\.minutes)
    let end = 1440 + settings.dayBoundary.minutes
    guard let location = settings.solarLocation else {
      self.init(date: date, source: .manual, starts: manual, end: end)
      return
    }
    switch Solar.day(on: date, latitude: location.latitude, longitude: location.longitude) {
    case .rises(let rise, let noon, let set):
      let local = [rise, noon, set].map { Int(($0 + Double(utcOffset)).rounded()) }
      let night = min(end, local[2] + DayPhases.solarEvening)
      let starts = [local[0], local[1], local[2], night]
      // Far north in summer the sun may set after the day ends: then the hand-set times.
      guard settings.dayBoundary.minutes < starts[0], starts[0] < starts[1], starts[1] < starts[2],
        starts[2] < night
      else {
        self.init(date: date, source: .polarDay, starts: manual, end: end)
        return
      }
      self.init(
        date: date, source: .solar, starts: starts, end: end, sunrise: local[0], sunset: local[2])
    case .polarDay:
      self.init(date: date, source: .polarDay, starts: manual, end: end)
    case .polarNight:
      self.init(date: date, source: .polarNight, starts: manual, end: end)
    }
  }

  public func start(of phase: Phase) -> Int { starts[phase.index] }

  /// Where a part ends: the next one's start, or the day's end for the night.
  public func end(of phase: Phase) -> Int {
    phase == .night ? end : starts[phase.index + 1]
  }

  /// The minute of this day a clock time falls on: before the day boundary it is past
  /// midnight, at the end of the day.
  public func minute(of time: TimeOfDay) -> Int {
    time.minutes < end - 1440 ? time.minutes + 1440 : time.minutes
  }

  /// The part of the day a minute falls in; between the day boundary and the morning's start
  /// is the early morning, so the morning.
  public func phase(at minute: Int) -> Phase {
    if minute < starts[0] { return .morning }
    return Phase.allCases.last { start(of: $0) <= minute } ?? .night
  }

  /// The part of the day a clock time falls in.
  public func phase(at time: TimeOfDay) -> Phase { phase(at: minute(of: time)) }

  /// A time said by the sun, on this day. Without the sun (no location, or a polar day), sunrise
  /// is the morning's start and sunset the evening's.
  public func time(of solar: SolarTime) -> TimeOfDay {
    let base =
      solar.event == .sunrise ? sunrise ?? start(of: .morning) : sunset ?? start(of: .evening)
    let minutes = ((base + solar.offset) % 1440 + 1440) % 1440
    return TimeOfDay(hour: minutes / 60, minute: minutes % 60)!
  }

  /// `items` with each time said by the sun set to its time on this day, for showing and
  /// ordering the day. Never saved: the item keeps the words of the sun.
  public func resolving(_ items: [TrackedItem]) -> [TrackedItem] {
    guard items.contains(where: { $0.item.solar != nil }) else { return items }
    return items.map { tracked in
      guard let solar = tracked.item.solar else { return tracked }
      var copy = tracked
      copy.item.time = time(of: solar)
      return copy
    }
  }

  /// The plan's clock: the boundaries as the coach's plan takes them (`PlanRule.order`). The plan's morning
  /// begins at the day boundary, as `phase(at:)` reads the early hours: someone up at 05:30
  /// is in their morning, not in last night. A night that would begin after midnight (sunset
  /// late in a northern summer) begins at 23:59.
  public var planClock: PlanClock {
    let times = starts.enumerated().map { index, minute in
      switch index {
      case 0: DayPhases.clock(min(minute, end - 1440))
      case 3: DayPhases.clock(min(minute, 1439))
      default: DayPhases.clock(minute)
      }
    }
    return PlanClock(
      morning: times[0], afternoon: times[1], evening: times[2], night: times[3]) ?? .standard
  }

  /// A minute of the day as a clock time: `26:00` is shown `02:00`.
  public static func clock(_ minute: Int) -> TimeOfDay {
    let m = (minute % 1440 + 1440) % 1440
    return TimeOfDay(hour: m / 60, minute: m % 60)!
  }
}

extension Phase {
  /// Morning 0, afternoon 1, evening 2, night 3.
  public var index: Int {
    switch self {
    case .morning: 0
    case .afternoon: 1
    case .evening: 2
    case .night: 3
    }
  }
}

extension DayReport {
  /// The day with each time said by the sun set to its time on the day, in the day's order.
  public func withTimes(of phases: DayPhases) -> DayReport {
    guard entries.contains(where: { $0.tracked.item.solar != nil }) else { return self }
    let resolved = entries.map { entry -> DayEntry in
      guard let solar = entry.tracked.item.solar else { return entry }
      var tracked = entry.tracked
      tracked.item.time = phases.time(of: solar)
      return DayEntry(
        tracked: tracked, target: entry.target, progress: entry.progress, isDone: entry.isDone,
        isSkipped: entry.isSkipped, note: entry.note, isJudged: entry.isJudged,
        overdueSince: entry.overdueSince)
    }
    return DayReport(
      date: date, entries: Agenda.inDayOrder(resolved), status: status,
      complete: complete, countable: countable, xp: xp)
  }
}
