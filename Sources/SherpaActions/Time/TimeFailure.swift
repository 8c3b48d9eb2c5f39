import SherpaCore

/// Focus sessions, timers and reflections: what was not understood or not allowed.
public struct TimeFailure: ActionFailure {
  public let message: String
  init(_ message: String) { self.message = message }

  public static func length(_ text: String) -> TimeFailure {
    TimeFailure(
      "'\(Shown.text(text))' is not a length to focus for. Say minutes from 1 to 600, like 'focus 25' or 'focus 50 read'."
    )
  }
  public static func focusRunning(_ session: FocusSession, at now: String) -> TimeFailure {
    if session.isOver(at: now) {
      return TimeFailure(
        "The focus session from \(Moment.clock(session.started)) ended at "
          + "\(Moment.clock(session.plannedEnd(at: now))) and is still open. "
          + "'sherpa focus stop' keeps its \(Moment.length(session.worked(at: now))), then start again."
      )
    }
    return TimeFailure(
      "A focus session is running already (from \(Moment.clock(session.started)), "
        + "\(Moment.length(session.remaining(at: now))) left). "
        + "'sherpa focus stop' ends it, or 'sherpa focus status' shows it.")
  }
  public static let noFocus = TimeFailure(
    "There is no focus session running. Start one with 'sherpa focus start 25'.")
  public static func notTimed(_ tracked: TrackedItem) -> TimeFailure {
    TimeFailure(
      "\(tracked.name) is not counted in time, so it has no timer. Log it with 'done \(tracked.name.lowercased())', or time a habit like 'add read 20 min daily'."
    )
  }
  public static func timerRunning(_ tracked: TrackedItem, since: String) -> TimeFailure {
    TimeFailure(
      "The timer for \(tracked.name) is running already, since \(Moment.clock(since)). "
        + "'sherpa stop \(tracked.name.lowercased())' stops it.")
  }
  public static let noTimer = TimeFailure(
    "There is no timer running. Start one with 'sherpa start ITEM', like 'start read'.")
  public static func noTimerFor(_ tracked: TrackedItem) -> TimeFailure {
    TimeFailure(
      "There is no timer running for \(tracked.name). 'sherpa timers' lists those running.")
  }
  public static func whichTimer(_ names: [String]) -> TimeFailure {
    TimeFailure(
      "Several timers are running: \(names.joined(by: ", ")). Say which, like 'stop \(names[0].lowercased())'."
    )
  }
  /// A timer that ran past the day it started (or longer than `Actions.longestTimer`):
  /// nothing logged until the person says when it ended.
  public static func pastItsDay(
    _ tracked: TrackedItem, since started: String, seconds: Int, isSameDay: Bool
  ) -> TimeFailure {
    let name = tracked.name.lowercased()
    return TimeFailure(
      "The timer for \(tracked.name) started \(when(started)) and has run "
        + "\(Moment.length(seconds)), \(isSameDay ? "longer than a timer is logged for (16 h)" : "past its day"), "
        + "so nothing was logged. Say when it stopped, like 'stop \(name) --at "
        + "\(Moment.clock(Moment.stamp(seconds: (Moment.seconds(started) ?? 0) + 3600)))', or drop it with "
        + "'stop \(name) --discard'.")
  }
  public static func endPastItsDay(_ said: String, _ tracked: TrackedItem, since started: String)
    -> TimeFailure
  {
    TimeFailure(
      "'\(Shown.text(said))' is past the day the timer for \(tracked.name) started "
        + "(\(when(started))), or more than 16 h after it: a timer is logged to one day. Say when "
        + "it stopped that day, like '--at \(Moment.clock(Moment.stamp(seconds: (Moment.seconds(started) ?? 0) + 3600)))'."
    )
  }
  public static func endBeforeStart(_ said: String, _ tracked: TrackedItem, since started: String)
    -> TimeFailure
  {
    TimeFailure(
      "'\(Shown.text(said))' is not after the timer for \(tracked.name) started "
        + "(\(when(started))). Say when it stopped, like '--at "
        + "\(Moment.clock(Moment.stamp(seconds: (Moment.seconds(started) ?? 0) + 3600)))'.")
  }
  public static func notATime(_ said: String) -> TimeFailure {
    TimeFailure(
      "'\(Shown.text(said))' is not a time. Say it like '--at 10:30' or '--at 2026-11-23T10:30'.")
  }
  public static func later(_ said: String, than now: TimeOfDay) -> TimeFailure {
    TimeFailure(
      "'\(Shown.text(said))' is later than now (\(now)). Say a time gone by, or leave '--at' out for now."
    )
  }
  public static func endAndDiscard(_ said: String) -> TimeFailure {
    TimeFailure(
      "'--at \(Shown.text(said))' and '--discard' say two things. Keep '--at' to log the time, or "
        + "'--discard' to log nothing.")
  }
  /// A local time the clocks jumped over (the spring-forward gap): it never was.
  public static func neverWas(_ stamp: String, from: String, to: String) -> TimeFailure {
    let date = CivilDate(iso: stamp.prefix(10))?.longText ?? String(stamp.prefix(10))
    let clock = Moment.clock(stamp)
    var same = clock
    if let a = TimeOfDay(text: from), let b = TimeOfDay(text: to), let t = TimeOfDay(text: clock) {
      let minutes = (t.minutes + b.minutes - a.minutes) % 1440
      same = TimeOfDay(hour: minutes / 60, minute: minutes % 60)?.description ?? clock
    }
    return TimeFailure(
      "\(clock) on \(date) never was here: the clocks went forward from \(from) to \(to). "
        + "Say the time after the change, like '--at \(same)'.")
  }

  /// `Mon 23 Nov at 09:00`.
  private static func when(_ stamp: String) -> String {
    (CivilDate(iso: stamp.prefix(10))?.shortText ?? String(stamp.prefix(10))) + " at "
      + Moment.clock(stamp)
  }

  public static func score(_ text: String, of kind: Reflection.Kind) -> TimeFailure {
    let flag = kind == .morning ? "--sleep" : "--mood"
    return TimeFailure(
      "'\(Shown.text(text))' is not a score from 1 to 5. Say how the \(kind == .morning ? "night went" : "day felt") from 1 (poor) to 5 (great), like '\(flag) 4'."
    )
  }
  public static func emptyReflection(_ kind: Reflection.Kind) -> TimeFailure {
    TimeFailure(
      kind == .morning
        ? "Say how you slept or an intention, like 'reflect morning --sleep 4 --intention \"finish the report\"'."
        : "Say the day's mood or what went well, like 'reflect night --mood 3 --note \"a long walk\"'."
    )
  }
  public static func kind(_ text: String) -> TimeFailure {
    TimeFailure(
      "'\(Shown.text(text))' is not a reflection. Say 'reflect morning' or 'reflect night'.")
  }
}
