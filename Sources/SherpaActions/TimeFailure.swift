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
        "The focus session from \(Stamp.clock(session.started)) ended at "
          + "\(Stamp.clock(session.plannedEnd(at: now))) and is still open. "
          + "'sherpa focus stop' keeps its \(Stamp.length(session.worked(at: now))), then start again."
      )
    }
    return TimeFailure(
      "A focus session is running already (from \(Stamp.clock(session.started)), "
        + "\(Stamp.length(session.remaining(at: now))) left). "
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
      "The timer for \(tracked.name) is running already, since \(Stamp.clock(since)). "
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
      "Several timers are running: \(names.joined(separator: ", ")). Say which, like 'stop \(names[0].lowercased())'."
    )
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
