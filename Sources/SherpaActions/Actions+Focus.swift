import SherpaCore
import SherpaStore

/// A focus session as it stands: the session, the item it counts toward, and the moment.
public struct FocusState {
  public let session: FocusSession
  public let item: TrackedItem?
  /// The stamp it was looked at.
  public let now: String

  public var worked: Int { session.worked(at: now) }
  public var remaining: Int { session.remaining(at: now) }
  public var isOver: Bool { session.isOver(at: now) }
  public var isPaused: Bool { session.pausedAt != nil }
}

/// What stopping a focus session came to.
public struct FocusStop {
  public let session: FocusSession
  public let item: TrackedItem?
  /// The seconds of work kept: 0 when discarded.
  public let worked: Int
  public let discarded: Bool
  /// The day the session counts for: the day it started.
  public let day: CivilDate
  /// The time logged toward the item and its day after; nil when nothing was.
  public let log: LogResult?
  /// The XP it earned: +20 for 25 minutes or more.
  public let xp: Int
  public let event: Event
}

extension Actions {
  /// The seconds of a focus session said as minutes ("25", "0.5", "50min"): above 0 and at
  /// most 600 minutes.
  ///
  /// - Throws: `TimeFailure.length` for anything else.
  public static func focusSeconds(_ text: String) throws(TimeFailure) -> Int {
    var number = Substring(text.lowercased())
    for unit in ["minutes", "minute", "mins", "min", "m"] where number.hasSuffix(unit) {
      number = number.dropLast(unit.count)
      break
    }
    guard let minutes = Double(number), minutes.isFinite, minutes > 0, minutes <= 600 else {
      throw .length(text)
    }
    return max(1, Int((minutes * 60).rounded()))
  }

  /// The running focus session, if there is one, as it stands at `moment`.
  public func focusState(at moment: Moment) throws -> FocusState? {
    Self.focusState(in: try store.document(), at: moment)
  }

  /// The document's running focus session, as it stands at `moment`.
  public static func focusState(in document: StoreDocument, at moment: Moment) -> FocusState? {
    guard let session = document.focus else { return nil }
    return FocusState(
      session: session, item: session.item.flatMap(document.item(id:)), now: moment.stamp)
  }

  /// `focus start [MINUTES] [ITEM]`: a session of `seconds` toward the item the words name
  /// (none when there are no words), kept in the store.
  ///
  /// - Throws: `TimeFailure.focusRunning` while another runs, or the item's failure.
  public func startFocus(seconds: Int, item words: [String], at moment: Moment) throws
    -> FocusState
  {
    guard (1...FocusSession.longest).contains(seconds) else {
      throw TimeFailure.length("\(seconds / 60)")
    }
    return try store.transaction(now: moment.stamp) { transaction in
      if let running = transaction.document.focus {
        throw TimeFailure.focusRunning(running, at: moment.stamp)
      }
      let said = Words.split(words).joined(by: " ")
      let tracked = said.isEmpty ? nil : try ItemResolver(transaction.document.items).find(said)
      let session = FocusSession(started: moment.stamp, seconds: seconds, item: tracked?.id)
      transaction.document.focus = session
      transaction.record(
        .focus(FocusRecord(kind: .start, session: session)),
        day: moment.today(transaction.document.settings))
      return FocusState(session: session, item: tracked, now: moment.stamp)
    }
  }

  /// `focus stop [--discard]`: ends the running session. Its work, up to the planned end,
  /// counts toward its item when the item is counted in time, and earns +20 XP from 25
  /// minutes; with `discard` nothing is kept. One change: `undo` brings the session back.
  ///
  /// - Throws: `TimeFailure.noFocus` when none runs.
  public func stopFocus(discard: Bool, at moment: Moment) throws -> FocusStop {
    try store.transaction(now: moment.stamp) { transaction in
      guard let session = transaction.document.focus else { throw TimeFailure.noFocus }
      let settings = transaction.document.settings
      let worked = discard ? 0 : session.worked(at: moment.stamp)
      let day = Self.day(of: session.started, settings) ?? moment.today(settings)
      let tracked = session.item.flatMap(transaction.document.item(id:))
      let log = try tracked.flatMap {
        try Self.logTime(
          worked, to: $0, on: day, today: moment.today(settings), in: &transaction)
      }
      let record = FocusRecord(
        kind: .stop, session: session, seconds: worked, discarded: discard,
        made: log.map { [$0.event.seq] } ?? [])
      transaction.document.focus = nil
      let event = transaction.record(.focus(record), day: day)
      return FocusStop(
        session: session, item: tracked, worked: worked, discarded: discard, day: day,
        log: log, xp: record.bonus?.xp ?? 0, event: event)
    }
  }

  /// Pauses the running session (the live countdown's space): kept in the store, so a
  /// killed terminal does not count the pause as work. Not an undoable change of its own.
  @discardableResult
  public func pauseFocus(_ pausing: Bool, at moment: Moment) throws -> FocusState {
    try store.transaction(now: moment.stamp) { transaction in
      guard let session = transaction.document.focus else { throw TimeFailure.noFocus }
      let changed = pausing ? session.pausing(at: moment.stamp) : session.resuming(at: moment.stamp)
      transaction.document.focus = changed
      return FocusState(
        session: changed, item: changed.item.flatMap(transaction.document.item(id:)),
        now: moment.stamp)
    }
  }

  /// The day a stamp falls on for the person (the day boundary applied).
  static func day(of stamp: String, _ settings: Settings) -> CivilDate? {
    guard let seconds = Moment.seconds(stamp) else { return nil }
    let rest = seconds % 86_400
    guard let time = TimeOfDay(hour: rest / 3600, minute: rest / 60 % 60) else { return nil }
    return settings.day(at: CivilDate(dayNumber: seconds / 86_400), time)
  }
}
