import SherpaActions
import SherpaCore

/// What `start`, `stop` and `timers` say.
enum TimerView {
  static func started(_ timer: RunningTimer) -> String {
    "Timer for \(timer.item.name) started at \(Moment.clock(timer.stopwatch.started)). "
      + "'sherpa stop \(timer.item.name.lowercased())' stops it and logs the time."
      + (timer.note.map { " " + $0 } ?? "")
  }

  static func stopped(_ stop: TimerStop) -> String {
    let ran = "Stopped \(stop.item.name) after \(Moment.length(stop.seconds))."
    let note = stop.note.map { " " + $0 } ?? ""
    if stop.isDiscarded { return ran + " Nothing logged, as asked." + note }
    guard let log = stop.log else { return ran + " Nothing to log for so short a time." + note }
    return ran + " " + LogView.text(log) + note
  }

  static func list(_ timers: [RunningTimer]) -> String {
    guard !timers.isEmpty else {
      return "No timers running. 'sherpa start ITEM' starts one for a habit counted in time."
    }
    let width = timers.map(\.item.name.count).max()!
    return timers.map {
      "\($0.item.name.padding(width))  since \(Moment.clock($0.stopwatch.started))  "
        + Moment.length($0.elapsed)
    }.joined(by: "\n")
  }

  static func json(_ timers: [RunningTimer]) -> String {
    JSONText.array(timers.map(json))
  }

  static func json(_ timer: RunningTimer) -> String {
    JSONText.object([
      ("item", String(timer.item.id)), ("name", JSONText.string(timer.item.name)),
      ("started", JSONText.string(timer.stopwatch.started)),
      ("elapsedSeconds", String(timer.elapsed)),
    ])
  }

  static func json(_ stop: TimerStop) -> String {
    JSONText.object([
      ("item", String(stop.item.id)), ("seconds", String(stop.seconds)),
      ("seq", String(stop.event.seq)),
      ("logged", stop.log.flatMap(\.entry).map(JSONView.entry) ?? "null"),
    ])
  }

  /// "read 14m" for the prompt, each timer running.
  static func prompt(_ timers: [RunningTimer]) -> String {
    timers.map { "\($0.item.name.lowercased()) \($0.elapsed / 60)m" }.joined(by: ", ")
  }
}
