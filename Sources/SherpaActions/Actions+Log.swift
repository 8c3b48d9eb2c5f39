import SherpaCore
import SherpaParse
import SherpaStore

/// What a log or skip came to: the event, and the item's day with it counted.
public struct LogResult {
  public enum Kind: Sendable { case done, skip }
  /// What was added to the day's progress, as the line says it.
  public enum Logged: Equatable, Sendable {
    /// An amount in the item's unit, signed.
    case amount(Double)
    /// One more of a count of several.
    case one
    /// A completion, a check-off or a skip.
    case nothing
  }

  public let kind: Kind
  /// The item as it is after the log.
  public let item: TrackedItem
  public let logged: Logged
  public let note: String?
  public let day: CivilDate
  public let today: CivilDate
  public let event: Event
  /// The item's entry on the day; nil when the day is not one it is scheduled on.
  public let entry: DayEntry?
  public let report: DayReport
  /// How an amount not said in the item's unit was read ("2 glasses = 500 ml").
  public var conversion: String?

  /// "today", "yesterday" or "on Thu 19 Nov".
  public var when: String { DayWord.text(day, today: today) }
}

extension Actions {
  /// `done ITEM [AMOUNT]`: the words name the item, then maybe an amount ("run 3.2km").
  ///
  /// With no amount a check-off is completed, a count of times or a limit goes up by one,
  /// anything else ("20 pages", "10 min") is done for the day, and a one-off task is done; an
  /// amount is converted to the item's unit. A total below zero is refused.
  ///
  /// - Parameter large: Whether an amount past plausible for the item (100 times its target)
  ///   was confirmed; else it is refused with `LargeAmount`, for the front door to ask.
  public func log(
    _ words: [String], date: String?, note: String?, large: Bool = false, at moment: Moment
  ) throws -> LogResult {
    try store.transaction(now: moment.stamp) { transaction in
      let (tracked, quantity, typed) = try split(words, items: transaction.document.items)
      return try log(
        tracked, quantity, typed: typed, large: large, date: date, note: note, in: &transaction,
        at: moment)
    }
  }

  /// Logs toward an item already found (a check-in): `amount` as said ("5k", "3 miles").
  public func log(
    item id: Int, amount: [String]?, date: String?, note: String?, large: Bool = false,
    at moment: Moment
  ) throws -> LogResult {
    try store.transaction(now: moment.stamp) { transaction in
      let tracked = try ItemResolver(transaction.document.items).find("#\(id)")
      var quantity: Quantity?
      let said = amount.map { $0.joined(separator: " ") }
      if let said, !said.isEmpty {
        guard let read = try vocabulary.currentGrammar().quantity(said) else {
          throw LogFailure.amountNotUnderstood(said, tracked)
        }
        quantity = read
      }
      return try log(
        tracked, quantity, typed: said, large: large, date: date, note: note, in: &transaction,
        at: moment)
    }
  }

  /// `skip ITEM`: leave the item out for the day; with a note it leaves the day's count.
  public func skip(_ words: [String], date: String?, note: String?, at moment: Moment) throws
    -> LogResult
  {
    try store.transaction(now: moment.stamp) { transaction in
      let tracked = try ItemResolver(transaction.document.items).find(
        words.joined(separator: " "))
      return try skip(tracked, date: date, note: note, in: &transaction, at: moment)
    }
  }

  /// Skips an item already found (the coach's "skipping yoga, sick").
  public func skip(item id: Int, date: String?, note: String?, at moment: Moment) throws
    -> LogResult
  {
    try store.transaction(now: moment.stamp) { transaction in
      let tracked = try ItemResolver(transaction.document.items).find("#\(id)")
      return try skip(tracked, date: date, note: note, in: &transaction, at: moment)
    }
  }

  // MARK: Under the lock

  private func log(
    _ tracked: TrackedItem, _ quantity: Quantity?, typed: String?, large: Bool, date: String?,
    note: String?, in transaction: inout Transaction, at moment: Moment
  ) throws -> LogResult {
    let note = Self.note(note)
    let (today, day) = try days(date, transaction.document.settings, moment)
    try Self.check(day, for: tracked)
    let target = tracked.version(on: day).target
    let ledger = try Self.ledger(around: day, in: transaction)
    let before = ledger.tally(item: tracked.id, on: day)
    let event: Event
    var logged = LogResult.Logged.nothing
    if let quantity {
      let amount = try Amounts.amount(quantity, typed: typed, for: tracked, target: target)
      if !large && abs(amount) > target.amount * Amounts.plausible {
        throw LargeAmount(typed: typed ?? Target.format(amount), item: tracked, target: target)
      }
      guard before.progress + amount >= 0 else {
        throw LogFailure.belowZero(
          tracked, when: DayWord.text(day, today: today), logged: before.progress)
      }
      event = transaction.record(.progress(item: tracked.id, amount: amount, note: note), day: day)
      logged = .amount(amount)
    } else if tracked.isOneOff {
      if let completed = tracked.completed {
        throw LogFailure.alreadyCompleted(tracked, on: completed)
      }
      var after = tracked
      after.completed = day
      transaction.document.set(after, id: tracked.id)
      event = transaction.record(
        .change(ItemChange(kind: .complete, id: tracked.id, before: tracked, after: after)),
        day: day)
    } else if target.unit == .count && (target.label == nil || target.goal == .atMost) {
      // "N times" and limits count one more; "20 pages" is done when it is said done.
      event = transaction.record(.progress(item: tracked.id, amount: 1, note: note), day: day)
      if !target.isCheckOff { logged = .one }
    } else if target.goal == .atMost {
      throw LogFailure.sayHowMuch(tracked, target)
    } else {
      event = transaction.record(.done(item: tracked.id, note: note), day: day)
    }
    let after = event.loggedItem == nil ? ledger : ledger.adding(event)
    return Self.result(
      .done, tracked, logged: logged, note: note, day: day, today: today, event: event,
      transaction: transaction, ledger: after)
  }

  private func skip(
    _ tracked: TrackedItem, date: String?, note: String?, in transaction: inout Transaction,
    at moment: Moment
  ) throws -> LogResult {
    let note = Self.note(note)
    let (today, day) = try days(date, transaction.document.settings, moment)
    try Self.check(day, for: tracked)
    let ledger = try Self.ledger(around: day, in: transaction)
    let agenda = Agenda(
      items: transaction.document.items, ledger: ledger,
      settings: transaction.document.settings, today: today)
    if agenda.entry(for: tracked, on: day)?.isDone == true {
      throw LogFailure.alreadyDone(tracked, when: DayWord.text(day, today: today))
    }
    let event = transaction.record(.skip(item: tracked.id, note: note), day: day)
    return Self.result(
      .skip, tracked, logged: .nothing, note: note, day: day, today: today, event: event,
      transaction: transaction, ledger: ledger.adding(event))
  }

  /// Splits "run 3.2km" or "brush teeth" into the item and the amount, if any.
  func split(_ arguments: [String], items: [TrackedItem]) throws
    -> (TrackedItem, Quantity?, typed: String?)
  {
    let words = Words.split(arguments)
    guard !words.isEmpty else { throw LogFailure.noItem }
    let resolver = ItemResolver(items)
    let whole = words.joined(separator: " ")
    if resolver.names(whole) { return (try resolver.find(whole), nil, nil) }
    let mayHaveAmount = words.contains { word in
      word.first.map { "+-−$€£".contains($0) || $0.isNumber } ?? false
    }
    guard mayHaveAmount else {
      return (try find(whole, orAmountAfter: words, resolver), nil, nil)
    }
    // The grammar is built only when a word could be an amount: building it is a good part
    // of a one-shot command's time.
    let grammar = try vocabulary.currentGrammar()
    for size in [1, 2] where words.count > size {
      let tail = words.suffix(size).joined(separator: " ")
      if let quantity = grammar.quantity(tail) {
        let name = words.dropLast(size).joined(separator: " ")
        return (try resolver.find(name, fitting: quantity), quantity, tail)
      }
    }
    if words.count == 1, grammar.quantity(whole) != nil {
      throw LogFailure.amountWithoutItem(whole)
    }
    return (try find(whole, orAmountAfter: words, resolver), nil, nil)
  }

  /// The item named by all the words; when there is none but the words before the last
  /// name one, the last word is an amount that was not understood.
  private func find(_ whole: String, orAmountAfter words: [String], _ resolver: ItemResolver)
    throws -> TrackedItem
  {
    do {
      return try resolver.find(whole)
    } catch {
      guard words.count > 1, !resolver.names(whole),
        let item = try? resolver.find(words.dropLast().joined(separator: " "))
      else { throw error }
      throw LogFailure.amountNotUnderstood(words.last!, item)
    }
  }

  /// The day it is and the day `date` names (today when it names none).
  func days(_ date: String?, _ settings: Settings, _ moment: Moment) throws
    -> (today: CivilDate, day: CivilDate)
  {
    let today = moment.today(settings)
    let parser = date == nil ? nil : try vocabulary.currentParser()
    return (today, try DayWord.day(date, today: today) { parser?.pastDay($0, today: $1) })
  }

  /// What was logged around `day`: enough history for its week's and month's targets.
  static func ledger(around day: CivilDate, in transaction: Transaction) throws -> Ledger {
    // The day's week and month, and their targets, lie within these days. Read by day:
    // a backfill files years of logs in the month it was made.
    let days = monthStart(day, back: 7)...day.adding(days: 37)
    return Ledger(events: try transaction.loggedEvents(for: days))
  }

  /// Refuses a day before the item existed.
  static func check(_ day: CivilDate, for tracked: TrackedItem) throws(LogFailure) {
    guard day >= tracked.created else { throw .beforeCreated(tracked) }
  }

  /// A note as kept: trimmed, and nil when blank.
  static func note(_ text: String?) -> String? {
    text.map { String($0.trimmingWhitespace()) }.flatMap { $0.isEmpty ? nil : $0 }
  }

  static func result(
    _ kind: LogResult.Kind, _ tracked: TrackedItem, logged: LogResult.Logged, note: String?,
    day: CivilDate, today: CivilDate, event: Event, transaction: Transaction, ledger: Ledger
  ) -> LogResult {
    let agenda = Agenda(
      items: transaction.document.items, ledger: ledger,
      settings: transaction.document.settings, today: today)
    let fresh = transaction.document.item(id: tracked.id) ?? tracked
    return LogResult(
      kind: kind, item: fresh, logged: logged, note: note, day: day, today: today, event: event,
      entry: agenda.entry(for: fresh, on: day), report: agenda.report(for: day))
  }
}
