import SherpaCore
import SherpaStore

/// What is due at a moment and what the reminder rules make of it.
public struct DueResult {
  public let today: CivilDate
  /// The minute of the day it is.
  public let now: Int
  public let phases: DayPhases
  /// The due items in priority order, each with the rules' verdict.
  public let decisions: [(item: DueItem, verdict: ReminderVerdict)]
  /// Reminders sent today, before this moment's.
  public let sentToday: Int
  /// The person's settings as read: the reminder numbers, and the colour for the view.
  public let settings: Settings
  /// The reminder `notify` recorded, when the rules allowed one.
  public let sent: DueItem?
}

/// How long a snooze lasts: some minutes, or until a time today.
public enum SnoozeLength: Equatable, Sendable {
  case minutes(Int)
  case until(TimeOfDay)

  /// The lengths people say: 5m, 15m, 60m (also `1h`, `30min`); a time after `until`.
  public static let minutesAllowed = 1...720

  /// "15m", "15min", "1h": minutes; nil for anything else.
  public init?(length text: String) {
    let value = text.lowercased()
    for (suffix, factor) in [("min", 1), ("m", 1), ("h", 60)] where value.hasSuffix(suffix) {
      guard let n = Int(value.dropLast(suffix.count)),
        SnoozeLength.minutesAllowed.contains(n * factor)
      else { return nil }
      self = .minutes(n * factor)
      return
    }
    return nil
  }

  /// A clock time as said after "until": `18:30`, `8:30`, `6pm`, `6:30pm`.
  public static func time(_ text: String) -> TimeOfDay? {
    let value = text.lowercased()
    var pm: Bool?
    var clock = Substring(value)
    if value.hasSuffix("am") || value.hasSuffix("pm") {
      pm = value.hasSuffix("pm")
      clock = value.dropLast(2)
    }
    let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let h = Int(parts[0]), (0...23).contains(h),
      parts.count == 1 || parts[1].count == 2, let m = parts.count == 2 ? Int(parts[1]) : 0
    else { return nil }
    guard let pm else { return parts.count == 2 ? TimeOfDay(hour: h, minute: m) : nil }
    guard (1...12).contains(h) else { return nil }
    return TimeOfDay(hour: h % 12 + (pm ? 12 : 0), minute: m)
  }
}

/// A snooze kept.
public struct SnoozeResult {
  public let item: TrackedItem
  /// The local date and time the snooze ends.
  public let until: (date: CivilDate, time: TimeOfDay)
  public let event: Event
}

extension Actions {
  /// `sherpa due`: what needs the person now, with the rules' verdicts. Reads, never writes.
  public func due(at moment: Moment) throws -> DueResult {
    let document = try store.document()
    let today = moment.today(document.settings)
    let events = try store.events(since: Self.monthStart(today, back: 7))
    return Self.due(document, events, at: moment, sending: false)
  }

  /// `sherpa due --notify`: records the reminder the rules allow now, if any, under the writer
  /// lock as one append. Not a change of the person's: `undo` passes over it.
  public func notify(at moment: Moment) throws -> DueResult {
    try store.transaction(now: moment.stamp) { transaction in
      let today = moment.today(transaction.document.settings)
      let events = try transaction.events(since: Self.monthStart(today, back: 7))
      let result = Self.due(transaction.document, events, at: moment, sending: true)
      if let item = result.sent {
        transaction.record(.remind(item: item.id, priority: item.priority), day: today)
      }
      return result
    }
  }

  /// `sherpa snooze ITEM [LENGTH]`: no reminder for the item until the snooze ends.
  public func snooze(_ words: [String], for length: SnoozeLength, at moment: Moment) throws
    -> SnoozeResult
  {
    try store.transaction(now: moment.stamp) { transaction in
      let settings = transaction.document.settings
      let today = moment.today(settings)
      let tracked = try ItemResolver(transaction.document.items).find(
        words.joined(by: " "))
      let ledger = try Self.ledger(around: today, in: transaction)
      let agenda = Agenda(
        items: transaction.document.items, ledger: ledger, settings: settings, today: today)
      guard let entry = agenda.entry(for: tracked, on: today) else {
        throw ReminderFailure.notToday(tracked)
      }
      if entry.isDone { throw ReminderFailure.done(tracked) }
      if entry.isSkipped { throw ReminderFailure.skipped(tracked) }
      let phases = LocalZone.phases(on: today, settings)
      let now = Self.minute(moment.date, moment.time, on: today)
      let end: Int
      switch length {
      case .minutes(let n): end = now + n
      case .until(let time):
        end = phases.minute(of: time)
        guard end > now else { throw ReminderFailure.passed(time) }
      }
      let date = today.adding(days: end / 1440)
      let time = DayPhases.clock(end)
      let event = transaction.record(
        .snooze(item: tracked.id, until: date.description + "T" + time.description), day: today)
      return SnoozeResult(item: tracked, until: (date, time), event: event)
    }
  }

  // MARK: The rules' state

  /// The minute of `day` a local date and time is: past midnight, 1440 on.
  static func minute(_ date: CivilDate, _ time: TimeOfDay, on day: CivilDate) -> Int {
    time.minutes + 1440 * (date.dayNumber - day.dayNumber)
  }

  /// The minute of `day` of a stamp `YYYY-MM-DDTHH:MM[:SS]`; nil when it does not read.
  static func minute(stamp: String, on day: CivilDate) -> Int? {
    guard let date = CivilDate(iso: stamp.prefix(10)),
      let time = TimeOfDay(text: stamp.dropFirst(11).prefix(5))
    else { return nil }
    return minute(date, time, on: day)
  }

  private static func due(
    _ document: StoreDocument, _ events: [Event], at moment: Moment, sending: Bool
  ) -> DueResult {
    let settings = document.settings
    let today = moment.today(settings)
    let phases = LocalZone.phases(on: today, settings)
    let now = minute(moment.date, moment.time, on: today)
    let taken = Event.takenBack(in: events)
    var sent: [SentReminder] = []
    var snoozes: [Snooze] = []
    var completedAt: [Int: Int] = [:]
    for event in events where event.day == today && !taken.contains(event.seq) {
      guard let at = minute(stamp: event.at, on: today) else { continue }
      switch event.action {
      case .remind(let item, _): sent.append(SentReminder(item: item, at: at))
      case .snooze(let item, let until):
        if let end = minute(stamp: until, on: today) {
          snoozes.append(Snooze(item: item, at: at, until: end))
        }
      case .progress(let item, _, _), .done(let item, _): completedAt[item] = at
      case .change(let change) where change.kind == .complete: completedAt[change.id] = at
      default: break
      }
    }
    let items = phases.resolving(document.items)
    let agenda = Agenda(
      items: items, ledger: Ledger(events: events), settings: settings, today: today)
    let state = ReminderState(
      entries: agenda.report(for: today).entries, items: items, phases: phases,
      completedAt: completedAt, sent: sent, snoozes: snoozes, settings: settings.reminders)
    let decisions = ReminderRule.decide(state, at: now)
    return DueResult(
      today: today, now: now, phases: phases, decisions: decisions.map { ($0.0, $0.1) },
      sentToday: sent.count, settings: settings,
      sent: sending ? decisions.first { $0.1 == .send }?.0 : nil)
  }
}

/// Why a snooze was refused.
public struct ReminderFailure: ActionFailure {
  public let message: String
  init(_ message: String) { self.message = message }

  public static func notToday(_ item: TrackedItem) -> ReminderFailure {
    ReminderFailure("\(item.name) is not on today, so there is nothing to snooze.")
  }
  public static func done(_ item: TrackedItem) -> ReminderFailure {
    ReminderFailure("\(item.name) is done today, so there is nothing to snooze.")
  }
  public static func skipped(_ item: TrackedItem) -> ReminderFailure {
    ReminderFailure("\(item.name) is skipped today, so there is nothing to snooze.")
  }
  public static func passed(_ time: TimeOfDay) -> ReminderFailure {
    ReminderFailure(
      "\(time) has passed. Snooze until a later time, like 'until 18:00', or for '15m'.")
  }
  public static func length(_ text: String) -> ReminderFailure {
    ReminderFailure(
      "'\(Shown.text(text))' is not a snooze. Say '5m', '15m', '60m' or 'until 18:00'.")
  }
}
