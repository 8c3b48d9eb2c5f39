import SherpaCore
import SherpaStore

/// A timer running, with its item.
public struct RunningTimer {
  public let stopwatch: Stopwatch
  public let item: TrackedItem
  /// The seconds it has run, at the moment it was looked at.
  public let elapsed: Int
}

/// What stopping a timer came to: the time it ran, logged in the item's unit.
public struct TimerStop {
  public let stopwatch: Stopwatch
  /// The item after the log, and its day.
  public let log: LogResult?
  public let item: TrackedItem
  public let seconds: Int
  public let event: Event
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
        RunningTimer(stopwatch: watch, item: $0, elapsed: watch.elapsed(at: moment.stamp))
      }
    }
  }

  /// `start ITEM`: a stopwatch for an item counted in time, kept in the store.
  ///
  /// - Throws: `TimeFailure.notTimed` for an item counted otherwise, `timerRunning` when
  ///   its timer runs already.
  public func startTimer(_ words: [String], at moment: Moment) throws -> RunningTimer {
    try store.transaction(now: moment.stamp) { transaction in
      let tracked = try ItemResolver(transaction.document.items).find(
        Words.split(words).joined(separator: " "))
      let today = moment.today(transaction.document.settings)
      guard Stopwatch.amount(0, in: tracked.version(on: today).target.unit) != nil else {
        throw TimeFailure.notTimed(tracked)
      }
      if let running = transaction.document.stopwatches.first(where: { $0.item == tracked.id }) {
        throw TimeFailure.timerRunning(tracked, since: running.started)
      }
      let watch = Stopwatch(item: tracked.id, started: moment.stamp)
      transaction.document.stopwatches.append(watch)
      transaction.record(.stopwatch(StopwatchRecord(kind: .start, stopwatch: watch)), day: today)
      return RunningTimer(stopwatch: watch, item: tracked, elapsed: 0)
    }
  }

  /// `stop [ITEM]`: stops the item's timer (the only one running, when no words) and logs the
  /// time it ran, in the item's unit, on the day it started. One change for `undo`.
  ///
  /// - Throws: `TimeFailure.noTimer`, `noTimerFor`, or `whichTimer` when several run.
  public func stopTimer(_ words: [String], at moment: Moment) throws -> TimerStop {
    try store.transaction(now: moment.stamp) { transaction in
      let document = transaction.document
      // A timer whose item was deleted since is not one to stop.
      let running = document.stopwatches.filter { document.item(id: $0.item) != nil }
      let said = Words.split(words).joined(separator: " ")
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
      let seconds = watch.elapsed(at: moment.stamp)
      let log = try Self.logTime(seconds, to: tracked, on: day, today: today, in: &transaction)
      transaction.document.stopwatches.removeAll { $0.item == watch.item }
      let event = transaction.record(
        .stopwatch(
          StopwatchRecord(
            kind: .stop, stopwatch: watch, seconds: seconds, made: log.map { [$0.event.seq] } ?? [])
        ),
        day: day)
      return TimerStop(stopwatch: watch, log: log, item: tracked, seconds: seconds, event: event)
    }
  }

  /// Logs `seconds` toward an item counted in time, in its unit, on `day`: what a stopped
  /// timer or focus session adds. Nothing for an item counted otherwise, or a day before it.
  static func logTime(
    _ seconds: Int, to tracked: TrackedItem, on day: CivilDate, today: CivilDate,
    in transaction: inout Transaction
  ) throws -> LogResult? {
    guard seconds > 0, day >= tracked.created,
      let amount = Stopwatch.amount(seconds, in: tracked.version(on: day).target.unit),
      amount > 0
    else { return nil }
    let event = transaction.record(.progress(item: tracked.id, amount: amount, note: nil), day: day)
    let ledger = try Self.ledger(around: day, in: transaction).adding(event)
    return Self.result(
      .done, tracked, logged: .amount(amount), note: nil, day: day, today: today, event: event,
      transaction: transaction, ledger: ledger)
  }
}
