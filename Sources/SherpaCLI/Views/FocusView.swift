import SherpaActions
import SherpaCore

/// What `focus start`, `focus status` and `focus stop` say, in words or as one JSON object.
enum FocusView {
  static func started(_ state: FocusState) -> String {
    "Focus: \(Moment.length(state.session.seconds))"
      + (state.item.map { " toward \($0.name)" } ?? "")
      + ", from \(Moment.clock(state.session.started))"
      + " to \(Moment.clock(state.session.plannedEnd(at: state.now))). "
      + "'sherpa focus stop' ends it; 'sherpa focus status' shows it."
  }

  static func status(_ state: FocusState?) -> String {
    guard let state else { return "No focus session is running. 'sherpa focus 25' starts one." }
    let toward = state.item.map { " toward \($0.name)" } ?? ""
    let from = Moment.clock(state.session.started)
    if state.isOver {
      return "Your \(Moment.length(state.session.seconds)) focus session\(toward) from \(from) "
        + "ended at \(Moment.clock(state.session.plannedEnd(at: state.now))). "
        + "'sherpa focus stop' keeps its \(Moment.length(state.worked))."
    }
    return "Focus\(toward) from \(from): \(Moment.length(state.worked)) done, "
      + "\(Moment.length(state.remaining)) left" + (state.isPaused ? " (paused)." : ".")
  }

  static func stopped(_ stop: FocusStop) -> String {
    if stop.discarded {
      return "Stopped the focus session from \(Moment.clock(stop.session.started)); "
        + "its minutes were not kept. 'undo' brings it back."
    }
    var line =
      "Focus done: \(Moment.length(stop.worked))"
      + (stop.item.map { " toward \($0.name)" } ?? "")
    line += stop.xp > 0 ? " (+\(stop.xp) XP)." : "."
    if let log = stop.log { line += " " + LogView.text(log) }
    return line
  }

  static func json(_ state: FocusState?) -> String {
    guard let state else { return JSONText.object([("running", "false")]) }
    return JSONText.object([
      ("running", "true"), ("started", JSONText.string(state.session.started)),
      ("minutes", JSONText.number(Double(state.session.seconds) / 60)),
      ("item", state.item.map { String($0.id) } ?? "null"),
      ("name", JSONText.optional(state.item?.name)),
      ("workedSeconds", String(state.worked)), ("remainingSeconds", String(state.remaining)),
      ("paused", state.isPaused ? "true" : "false"), ("over", state.isOver ? "true" : "false"),
      ("ends", JSONText.string(state.session.plannedEnd(at: state.now))),
    ])
  }

  static func json(_ stop: FocusStop) -> String {
    JSONText.object([
      ("date", JSONText.string(stop.day.description)), ("seq", String(stop.event.seq)),
      ("item", stop.item.map { String($0.id) } ?? "null"),
      ("workedSeconds", String(stop.worked)), ("minutes", String(stop.worked / 60)),
      ("discarded", stop.discarded ? "true" : "false"), ("xp", String(stop.xp)),
      ("logged", stop.log.flatMap(\.entry).map(JSONView.entry) ?? "null"),
    ])
  }
}
