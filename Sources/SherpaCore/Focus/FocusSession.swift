/// A focus session while it runs, as the store keeps it: when it started, how long it is
/// planned for, the item it counts toward, and the time it has been paused.
///
/// The session is the store's, not a process's: a killed terminal leaves it in the store,
/// and its minutes are worked out from the stamps whenever it is looked at. A session never
/// runs past its planned end: work counts up to then, however late it is stopped.
public struct FocusSession: Hashable, Sendable {
  /// The shortest and longest session: above 0 and at most 600 minutes.
  public static let longest = 600 * 60
  /// Pomodoro: 25 minutes of work, 5 of break, a long break of 15 after every 4th.
  public static let defaultMinutes = 25
  public static let defaultBreak = 5
  public static let longBreak = 15
  public static let cyclesBeforeLongBreak = 4

  /// The local stamp it started at, `YYYY-MM-DDTHH:MM:SS`.
  public var started: String
  /// The planned work, in seconds.
  public var seconds: Int
  /// The item the minutes count toward; nil for focus on nothing in particular.
  public var item: Int?
  /// Seconds paused so far; the end moves on by as much.
  public var paused: Int
  /// When the session was paused, while it is.
  public var pausedAt: String?

  public init(
    started: String, seconds: Int, item: Int? = nil, paused: Int = 0, pausedAt: String? = nil
  ) {
    self.started = started
    self.seconds = seconds
    self.item = item
    self.paused = paused
    self.pausedAt = pausedAt
  }

  /// The seconds of work done by `now`: from the start, less the pauses, never more than
  /// planned (and never below 0, for a clock set back).
  public func worked(at now: String) -> Int {
    guard let start = Moment.seconds(started), var end = Moment.seconds(now) else { return 0 }
    if let pausedAt, let since = Moment.seconds(pausedAt) { end = min(end, since) }
    return max(0, min(seconds, end - start - paused))
  }

  /// The seconds of work left at `now`.
  public func remaining(at now: String) -> Int { seconds - worked(at: now) }

  /// Whether the planned work is all done by `now`.
  public func isOver(at now: String) -> Bool { worked(at: now) >= seconds }

  /// The session paused at `now` (as it is when already paused).
  public func pausing(at now: String) -> FocusSession {
    var copy = self
    if copy.pausedAt == nil { copy.pausedAt = now }
    return copy
  }

  /// The session going again at `now`, the pause added to `paused`.
  public func resuming(at now: String) -> FocusSession {
    guard let pausedAt, let since = Moment.seconds(pausedAt), let end = Moment.seconds(now) else {
      return self
    }
    var copy = self
    copy.paused += max(0, end - since)
    copy.pausedAt = nil
    return copy
  }

  /// The stamp the planned work ends at, were it not paused again.
  public func plannedEnd(at now: String) -> String {
    let start = Moment.seconds(started) ?? 0
    var paused = paused
    if let pausedAt, let since = Moment.seconds(pausedAt), let end = Moment.seconds(now) {
      paused += max(0, end - since)
    }
    return Moment.stamp(seconds: start + seconds + paused)
  }

  /// The break after work period `cycle` (1, 2, …): long after every fourth.
  public static func breakSeconds(after cycle: Int, short: Int, long: Int) -> Int {
    cycle % cyclesBeforeLongBreak == 0 ? long : short
  }
}

/// A focus session started or stopped: one event, so `undo` takes it back whole.
public struct FocusRecord: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    case start, stop
  }

  public var kind: Kind
  /// The session as it was when started, or when stopped.
  public var session: FocusSession
  /// The seconds of work kept (a stop); 0 when the minutes were discarded.
  public var seconds: Int
  /// The stop threw the minutes away (`focus stop --discard`).
  public var discarded: Bool
  /// The progress a stop logged toward the session's item: taken back with it.
  public var made: [Int]

  public init(
    kind: Kind, session: FocusSession, seconds: Int = 0, discarded: Bool = false,
    made: [Int] = []
  ) {
    self.kind = kind
    self.session = session
    self.seconds = seconds
    self.discarded = discarded
    self.made = made
  }

  /// What the stop earns: +20 XP for 25 minutes or more, once per session (one stop each).
  public var bonus: XPBonus? {
    guard kind == .stop, !discarded, seconds > 0 else { return nil }
    return .focusSession(minutes: seconds / 60)
  }
}
