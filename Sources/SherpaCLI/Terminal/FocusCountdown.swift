import SherpaActions
import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sherpa focus` on a terminal: cycles of work and break counted down on one line, keys to
/// pause and stop, a bell and a notification at each end. The session lives in the store
/// (started, paused, stopped through the actions), so a killed terminal leaves it for
/// `focus status` and the next `focus` to settle.
struct FocusCountdown {
  let workspace: Workspace
  let seconds: Int
  let item: [String]
  let breakSeconds: Int
  let cycles: Int

  /// The clock: the environment's now (`SHERPA_NOW` in tests) moved on by real time.
  private let base: Int
  private let started = RawKeys.monotonic

  init(workspace: Workspace, seconds: Int, item: [String], breakSeconds: Int, cycles: Int) {
    self.workspace = workspace
    self.seconds = seconds
    self.item = item
    self.breakSeconds = breakSeconds
    self.cycles = cycles
    base = Moment.seconds(workspace.moment.stamp) ?? 0
  }

  private enum Ending { case finished, stopped }

  /// How often the line is looked at: at most four redraws a second.
  private static let tick: Int32 = 250

  private var actions: Actions { workspace.actions }

  private var moment: Moment {
    let stamp = Moment.stamp(seconds: base + Int(RawKeys.monotonic - started))
    let date = CivilDate(iso: stamp.prefix(10))!
    let time = TimeOfDay(text: stamp.dropFirst(11).prefix(5))!
    return Moment(date: date, time: time, second: Int(stamp.suffix(2))!)
  }

  private var style: Style {
    workspace.style((try? workspace.actions.settings()) ?? Settings())
  }

  mutating func run() throws {
    var resumed = try settleLeftover()
    var kept: [FocusStop] = []
    defer { if cycles > 1 { say(Self.summary(kept, of: cycles)) } }
    for cycle in 1...cycles {
      let state =
        try resumed ?? actions.startFocus(seconds: seconds, item: item, at: moment)
      resumed = nil
      say(
        "Focus\(cycles > 1 ? " \(cycle) of \(cycles)" : ""): \(Moment.length(state.session.seconds))"
          + (state.item.map { " toward \($0.name)" } ?? "") + ". Space pauses, q stops.")
      let (ending, stop) = try work(state, cycle: cycle)
      if let stop { kept.append(stop) }
      guard ending == .finished else { return }
      guard cycle < cycles else { return }
      let pause = FocusSession.breakSeconds(
        after: cycle, short: breakSeconds, long: max(breakSeconds, FocusSession.longBreak * 60))
      say("Break: \(Moment.length(pause)). Space pauses, q ends the cycles.")
      guard rest(pause) else { return }
      Notifier.ring("Break over", "Focus \(cycle + 1) of \(cycles) starts now")
    }
  }

  /// "2 of 4 sessions: 50 min of focus, +40 XP."
  static func summary(_ kept: [FocusStop], of cycles: Int) -> String {
    let seconds = kept.map(\.worked).reduce(0, +)
    let xp = kept.map(\.xp).reduce(0, +)
    return "\(kept.filter { !$0.discarded }.count) of \(cycles) sessions: "
      + "\(Moment.length(seconds)) of focus" + (xp > 0 ? ", +\(xp) XP." : ".")
  }

  /// A session left in the store by an earlier `focus`: resumed, or closed with its minutes
  /// kept or not, as the person says.
  private func settleLeftover() throws -> FocusState? {
    guard let state = try actions.focusState(at: moment) else { return nil }
    let toward = state.item.map { " toward \($0.name)" } ?? ""
    let from = Moment.clock(state.session.started)
    if !state.isOver {
      let question =
        "A focus session\(toward) from \(from) is still running "
        + "(\(Moment.length(state.remaining)) left). Resume it?"
      if workspace.terminal.confirm(question) {
        return state.isPaused ? try actions.pauseFocus(false, at: moment) : state
      }
    }
    let keep = workspace.terminal.confirm(
      "Close the session\(toward) from \(from) and keep its \(Moment.length(state.worked))?")
    say(FocusView.stopped(try actions.stopFocus(discard: !keep, at: moment)))
    return nil
  }

  /// Counts a work period down until it ends or is stopped.
  private func work(_ state: FocusState, cycle: Int) throws -> (Ending, FocusStop?) {
    var session = state.session
    let name = state.item.map { " · " + $0.name } ?? ""
    let label = "Focus" + (cycles > 1 ? " \(cycle)/\(cycles)" : "") + name
    guard RawKeys.enter() else { return (.stopped, nil) }
    defer { RawKeys.leave() }
    hideCursor(true)
    defer { hideCursor(false) }
    var shown = ""
    while true {
      let now = moment.stamp
      if session.isOver(at: now) {
        finishLine()
        let stop = try actions.stopFocus(discard: false, at: moment)
        Notifier.ring(
          "Focus done",
          "\(Moment.length(stop.worked))" + (stop.item.map { " toward \($0.name)" } ?? ""))
        say(FocusView.stopped(stop))
        return (.finished, stop)
      }
      let right =
        session.pausedAt != nil
        ? "paused " + CountdownView.clock(session.remaining(at: now))
        : CountdownView.clock(session.remaining(at: now)) + " left"
      shown = draw(
        label, done: Double(session.worked(at: now)) / Double(session.seconds), right, shown)
      switch RawKeys.key(within: Self.tick) {
      case UInt8(ascii: " "):
        session = try actions.pauseFocus(session.pausedAt == nil, at: moment).session
      case UInt8(ascii: "q"), UInt8(ascii: "Q"), RawKeys.interrupt, RawKeys.endOfInput:
        finishLine()
        RawKeys.leave()
        hideCursor(false)
        let worked = session.worked(at: moment.stamp)
        let keep = workspace.terminal.confirm(
          "Stop now and keep the \(Moment.length(worked)) done?")
        let stop = try actions.stopFocus(discard: !keep, at: moment)
        say(FocusView.stopped(stop))
        return (.stopped, stop)
      default: break
      }
    }
  }

  /// Counts a break down (in this process only); false when it was ended with q.
  private func rest(_ length: Int) -> Bool {
    guard RawKeys.enter() else { return false }
    defer { RawKeys.leave() }
    hideCursor(true)
    defer { hideCursor(false) }
    var gone = 0.0
    var last = RawKeys.monotonic
    var paused = false
    var shown = ""
    while true {
      let now = RawKeys.monotonic
      if !paused { gone += now - last }
      last = now
      let left = length - Int(gone)
      if left <= 0 {
        finishLine()
        return true
      }
      shown = draw(
        "Break", done: gone / Double(length),
        (paused ? "paused " : "") + CountdownView.clock(left) + (paused ? "" : " left"), shown)
      switch RawKeys.key(within: Self.tick) {
      case UInt8(ascii: " "): paused.toggle()
      case UInt8(ascii: "q"), UInt8(ascii: "Q"), RawKeys.interrupt, RawKeys.endOfInput:
        finishLine()
        return false
      default: break
      }
    }
  }

  /// Redraws the line when it changed; returns what is shown.
  private func draw(_ label: String, done: Double, _ right: String, _ shown: String) -> String {
    let line = CountdownView.line(
      label: label, done: done, right: right, width: RawKeys.width - 1, unicode: style.unicode)
    guard line != shown else { return shown }
    var out = Output()
    out.text("\r" + line + "\u{1B}[K")
    out.flush()
    return line
  }

  private func finishLine() {
    var out = Output()
    out.text("\r\u{1B}[K")
    out.flush()
  }

  private func hideCursor(_ hide: Bool) {
    var out = Output()
    out.text(hide ? "\u{1B}[?25l" : "\u{1B}[?25h")
    out.flush()
  }

  private func say(_ line: String) {
    var out = Output()
    out.line(line)
    out.flush()
  }
}
