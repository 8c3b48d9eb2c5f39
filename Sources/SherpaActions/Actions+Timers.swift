import SherpaCore
import SherpaStore

/// A timer running, with its item.
public struct RunningTimer {
  public let stopwatch: Stopwatch
  public let item: TrackedItem
  /// The seconds it has run, at the moment it was looked at.
  public let elapsed: Int
  /// What the reply says of a start read one of two ways (the hour the clocks go back).
  public var note: String? = nil
}

/// What stopping a timer came to: the time it ran, logged in the item's unit.
public struct TimerStop {
  public let stopwatch: Stopwatch
  /// The item after the log, and its day.
  public let log: LogResult?
  public let item: TrackedItem
  public let seconds: Int
  public let event: Event
  /// Stopped with nothing logged (`stop --discard`).
  public var isDiscarded = false
  /// What the reply says of an end read one of two ways (the hour the clocks go back).
  public var note: String? = nil
}

extension Actions {
  /// The timers running at `moment`, in the order they were started.
  public func timers(at moment: Moment) throws -> [RunningTimer] {
    Self.timers(in: try store.document(), at: moment)
  }

  /// The document's timers running at `moment`.
  public static func timers(in document: StoreDocument, at moment: Moment) -> [RunningTimer] {
    document.stopwatches.compactMap { watch in
      document.item(id: watch.item).map {
        RunningTimer(
          stopwatch: watch, item: $0,
          elapsed: LocalReading.elapsed(from: watch.started, to: moment.stamp))
      }
    }
  }

  /// `start ITEM [--at TIME]`: a stopwatch for an item counted in time, kept in the store.
  ///
  /// - Parameter time: When it started, if not now: `HH:MM` today or `YYYY-MM-DDTHH:MM`.
  /// - Throws: `TimeFailure.notTimed` for an item counted otherwise, `timerRunning` when
  ///   its timer runs already; `TimeFailure` for a time that is not one, is later than now
  ///   or never was on the local clock.
  public func startTimer(_ words: [String], from time: String? = nil, at moment: Moment) throws
    -> RunningTimer
  {
    let (started, note) = try Self.clockTime(time, after: nil, at: moment)
    return try store.transaction(now: moment.stamp) { transaction in
      let tracked = try ItemResolver(transaction.document.items).find(
        Words.split(words).joined(by: " "))
      let today = moment.today(transaction.document.settings)
      guard Stopwatch.amount(0, in: tracked.target(on: today).unit) != nil else {
        throw TimeFailure.notTimed(tracked)
      }
      if let running = transaction.document.stopwatches.first(where: { $0.item == tracked.id }) {
        throw TimeFailure.timerRunning(tracked, since: running.started)
      }
      let watch = Stopwatch(item: tracked.id, started: started)
      transaction.document.stopwatches.append(watch)
      transaction.record(.stopwatch(StopwatchRecord(kind: .start, stopwatch: watch)), day: today)
      return RunningTimer(
        stopwatch: watch, item: tracked,
        elapsed: LocalReading.elapsed(from: started, to: moment.stamp), note: note)
    }
  }

  /// `stop [ITEM] [--at TIME | --discard]`: stops the item's timer (the only one running,
  /// when no words) and logs the time it ran, in the item's unit, on the day it started. One
  /// change for `undo`. The time is measured between instants, so an hour the clocks skip
  /// or repeat is not counted. A timer that ran past its day, or longer than
  /// `longestTimer`, is not logged whole to the day it started: it is refused, and the
  /// person says when it ended (`--at`) or drops it (`--discard`).
  ///
  /// - Parameters:
  ///   - time: When it ended, if not now: `HH:MM` (the first such time after it started) or
  ///     `YYYY-MM-DDTHH:MM`.
  ///   - discard: Stop it and log nothing.
  /// - Throws: `TimeFailure.noTimer`, `noTimerFor`, or `whichTimer` when several run;
  ///   `pastItsDay` for a timer that ran past its day; `TimeFailure` for an end that is not a
  ///   time, is later than now, before the start or past its day, or never was.
  public func stopTimer(
    _ words: [String], until time: String? = nil, discard: Bool = false, at moment: Moment
  ) throws -> TimerStop {
    if discard, let time { throw TimeFailure.endAndDiscard(time) }
    return try store.transaction(now: moment.stamp) { transaction in
      let document = transaction.document
      // A timer whose item was deleted since is not one to stop.
      let running = document.stopwatches.filter { document.item(id: $0.item) != nil }
      let said = Words.split(words).joined(by: " ")
      let watch: Stopwatch
      if said.isEmpty {
        guard let only = running.first else { throw TimeFailure.noTimer }
        guard running.count == 1 else {
          throw TimeFailure.whichTimer(running.compactMap { document.item(id: $0.item)?.name })
        }
        watch = only
      } else {
        let tracked = try ItemResolver(document.items).find(said)
        guard let found = running.first(where: { $0.item == tracked.id }) else {
          throw running.isEmpty ? TimeFailure.noTimer : .noTimerFor(tracked)
        }
        watch = found
      }
      guard let tracked = document.item(id: watch.item) else { throw TimeFailure.noTimer }
      let settings = document.settings
      let today = moment.today(settings)
      let day = min(today, Self.day(of: watch.started, settings) ?? today)
      let (end, note) = try Self.clockTime(
        discard ? nil : time, after: (tracked, watch.started), at: moment)
      let seconds = LocalReading.elapsed(from: watch.started, to: end)
      let endDay = Self.day(of: end, settings) ?? today
      if !discard, endDay > day || seconds > Self.longestTimer {
        throw time.map { TimeFailure.endPastItsDay($0, tracked, since: watch.started) }
          ?? .pastItsDay(tracked, since: watch.started, seconds: seconds, isSameDay: endDay <= day)
      }
      let log =
        discard
        ? nil : try Self.logTime(seconds, to: tracked, on: day, today: today, in: &transaction)
      transaction.document.stopwatches.removeAll { $0.item == watch.item }
      let event = transaction.record(
        .stopwatch(
          StopwatchRecord(
            kind: .stop, stopwatch: watch, seconds: seconds, made: log.map { [$0.event.seq] } ?? [])
        ),
        day: day)
      return TimerStop(
        stopwatch: watch, log: log, item: tracked, seconds: seconds, event: event,
        isDiscarded: discard, note: note)
    }
  }

  /// The longest a timer is logged for: past it, the stop asks when it ended.
  public static let longestTimer = 16 * 3600

  /// The stamp a timer starts or ends at: now, or the time said, read on the local clock.
  ///
  /// - Parameters:
  ///   - said: `HH:MM` (today for a start; for an end, the first such time after the start)
  ///     or `YYYY-MM-DDTHH:MM`; nil for now.
  ///   - after: For an end, the timer's item and start.
  /// - Returns: The stamp, and a note when it was read as the first of two.
  /// - Throws: `TimeFailure` for a time that is not one, is later than now, is not after
  ///   the start, or never was on the local clock (the hour the clocks skip).
  static func clockTime(
    _ said: String?, after start: (item: TrackedItem, stamp: String)?, at moment: Moment
  ) throws -> (stamp: String, note: String?) {
    var stamp = moment.stamp
    if let said {
      let text = said
      if let time = TimeOfDay(text: text.count == 4 ? "0" + text : text) {
        stamp = moment.date.description + "T" + time.description + ":00"
        if let start, let begun = Moment.seconds(start.stamp) {
          // The first such time after the start.
          let date = CivilDate(dayNumber: begun / 86_400)
          stamp = date.description + "T" + time.description + ":00"
          if let seconds = Moment.seconds(stamp), seconds <= begun {
            stamp = date.adding(days: 1).description + "T" + time.description + ":00"
          }
        }
      } else if text.count == 16, text.dropFirst(10).first == "T", Moment.seconds(text) != nil {
        stamp = text + ":00"
      } else {
        throw TimeFailure.notATime(said)
      }
    }
    guard let read = LocalReading.reading(stamp) else { throw TimeFailure.notATime(said ?? stamp) }
    var note: String? = nil
    switch read.reading {
    case .skipped(let from, let to):
      throw TimeFailure.neverWas(stamp, from: from, to: to)
    case .twice:
      note =
        "\(Moment.clock(stamp)) on \(CivilDate(iso: stamp.prefix(10))?.shortText ?? "") came twice "
        + "(the clocks went back): read as the first, before the change."
    case .once: break
    }
    guard let said else { return (stamp, note) }
    if let now = LocalReading.reading(moment.stamp)?.instant, read.instant > now {
      throw TimeFailure.later(said, than: moment.time)
    }
    if let start, let begun = LocalReading.reading(start.stamp)?.instant, read.instant <= begun {
      throw TimeFailure.endBeforeStart(said, start.item, since: start.stamp)
    }
    return (stamp, note)
  }

  /// Logs `seconds` toward an item counted in time, in its unit, on `day`: what a stopped
  /// timer or focus session adds. Nothing for an item counted otherwise, or a day before it.
  static func logTime(
    _ seconds: Int, to tracked: TrackedItem, on day: CivilDate, today: CivilDate,
    in transaction: inout Transaction
  ) throws -> LogResult? {
    guard seconds > 0, day >= tracked.created,
      let amount = Stopwatch.amount(seconds, in: tracked.target(on: day).unit),
      amount > 0
    else { return nil }
    let event = transaction.record(.progress(item: tracked.id, amount: amount, note: nil), day: day)
    let ledger = try Self.ledger(around: day, in: transaction).adding(event)
    return Self.result(
      .done, tracked, logged: .amount(amount), note: nil, day: day, today: today, event: event,
      transaction: transaction, ledger: ledger)
  }
}
