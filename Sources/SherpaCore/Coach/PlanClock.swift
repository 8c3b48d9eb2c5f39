/// Where the parts of the day begin, as the coach's plan reads the clock: morning at 04:00,
/// afternoon at noon, evening at 17:00 and night at 21:00 unless given others (set by hand,
/// or worked out from sunrise and sunset). The night runs past midnight to the next morning.
/// Not one date's phases (`DayPhases`, which gives its own through `planClock`): only the four
/// clock times the plan orders the day by.
public struct PlanClock: Hashable, Sendable {
  public var morning: TimeOfDay
  public var afternoon: TimeOfDay
  public var evening: TimeOfDay
  public var night: TimeOfDay

  /// Boundaries in the order of the day; each must come after the one before.
  public init?(morning: TimeOfDay, afternoon: TimeOfDay, evening: TimeOfDay, night: TimeOfDay) {
    guard morning < afternoon, afternoon < evening, evening < night else { return nil }
    self.morning = morning
    self.afternoon = afternoon
    self.evening = evening
    self.night = night
  }

  /// Today's fixed boundaries.
  public static let standard = PlanClock(
    morning: TimeOfDay(hour: 4, minute: 0)!, afternoon: TimeOfDay(hour: 12, minute: 0)!,
    evening: TimeOfDay(hour: 17, minute: 0)!, night: TimeOfDay(hour: 21, minute: 0)!)!

  /// The part of the day `time` falls in.
  public func phase(at time: TimeOfDay) -> Phase {
    switch clock(time) {
    case ..<afternoon.minutes: .morning
    case ..<evening.minutes: .afternoon
    case ..<night.minutes: .evening
    default: .night
    }
  }

  /// Minutes on the plan's clock: from midnight, with the small hours after the night they
  /// belong to (01:00 is 25 × 60), so the day reads in order from the morning.
  public func clock(_ time: TimeOfDay) -> Int {
    time < morning ? time.minutes + 24 * 60 : time.minutes
  }

  /// Where `phase` begins, on the plan's clock.
  public func start(of phase: Phase) -> Int {
    switch phase {
    case .morning: morning.minutes
    case .afternoon: afternoon.minutes
    case .evening: evening.minutes
    case .night: night.minutes
    }
  }
}
