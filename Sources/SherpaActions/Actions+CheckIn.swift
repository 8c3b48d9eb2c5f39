import SherpaCore
import SherpaParse
import SherpaStore

/// Check-ins: what a person says they did, read by one reader and answered by one resolver
/// at every door (`done`, the coach, a session line, a script line, `parse --log`).
extension Actions {
  /// The answer to a check-in, writing nothing: `sherpa parse --log`.
  ///
  /// - Parameters:
  ///   - date: `--date`, which wins over a day said in the words.
  ///   - chosen: The item a person chose when several fit.
  public func answer(
    _ text: String, date: String? = nil, note: String? = nil, chosen: Int? = nil,
    at moment: Moment
  ) throws -> CheckInAnswer {
    // The parser is made and reads the words, and the months a day's ledger reads are read,
    // beside the document.
    vocabulary.prepareParser(reading: text)
    let document = try HistoryWindow.document(of: store, at: moment, back: 7)
    let store = self.store
    var ledgers: [CivilDate: Ledger] = [:]
    return try answer(
      text, date: date, note: note, chosen: chosen, items: document.items,
      settings: document.settings, at: moment, reading: vocabulary.preparedReading(of: text),
      ledgers: &ledgers
    ) { days in try store.loggedEvents(for: days) }
  }

  /// Logs, completes or skips what the words say, or writes nothing and throws
  /// `CheckInFailure` with the answer (`ask`, `none`, `refuse`) for the door to act on.
  ///
  /// - Parameter large: Whether an amount far past the target was confirmed.
  public func checkIn(
    _ text: String, date: String? = nil, note: String? = nil, chosen: Int? = nil,
    large: Bool = false, at moment: Moment
  ) throws -> LogResult {
    // The parser is made, and reads the words, on the second thread before it reads the
    // month files; this one takes the reading once it has the document. A grammar file that
    // cannot be read is reported by the check-in itself. (Made on this thread after the
    // document, the parser took 0.45 ms of `done` while the month file had long been read;
    // the words read here took 0.17 ms while the second thread was still on the month.)
    let vocabulary = self.vocabulary
    vocabulary.prepareParser(reading: text)
    var reading: CheckInReading?
    let readWords = {
      reading =
        vocabulary.preparedReading(of: text) ?? (try? vocabulary.currentParser())?.readCheckIn(text)
    }
    // The day's habits are counted on the second thread while the change is saved, and the
    // prompt's status worked out when the store keeps one.
    var counting: Beside<(done: Int, of: Int)>?
    var statusWork: (() -> Void)?
    defer {
      _ = counting?.wait()
      statusWork?()
    }
    var result = try store.transaction(now: moment.stamp, meanwhile: readWords) { transaction in
      let events = transaction
      var ledgers: [CivilDate: Ledger] = [:]
      var answer = try answer(
        text, date: date, note: note, chosen: chosen, items: transaction.document.items,
        settings: transaction.document.settings, at: moment, reading: reading, ledgers: &ledgers
      ) { days in try events.loggedEvents(for: days) }
      if answer.action == .refuse && answer.isLarge && large {
        answer.action = .log
      }
      guard answer.writes, let tracked = answer.item, let day = answer.day else {
        throw answer.refusal
      }
      // The day's ledger the resolver read is the one the log is counted in.
      let ledger = try ledgers[day] ?? Self.ledger(around: day, in: transaction)
      var (result, agenda) = try record(
        answer, tracked, day: day, ledger: ledger, in: &transaction, at: moment)
      result.conversion = answer.conversion
      // A new store's first change runs this twice (see `Store.transaction`).
      _ = counting?.wait()
      statusWork?()
      counting = Beside { agenda.streakCount(on: day) }
      statusWork = try keepStatus(when: &transaction, at: moment)
      return result
    }
    if let counting { result.habits = counting.wait() }
    return result
  }

  private func answer(
    _ text: String, date: String?, note: String?, chosen: Int?, items: [TrackedItem],
    settings: Settings, at moment: Moment, reading: CheckInReading? = nil,
    ledgers: inout [CivilDate: Ledger], events: (ClosedRange<CivilDate>) throws -> [Event]
  ) throws -> CheckInAnswer {
    let parser = try vocabulary.currentParser()
    // As read beside the store, or read now.
    let reading = reading ?? parser.readCheckIn(text)
    let today = moment.today(settings)
    // The resolver asks for a day's progress only once it knows the item and the day.
    var read = ledgers
    defer { ledgers = read }
    return try withoutActuallyEscaping(events) { events in
      var failure: Error?
      let resolver = CheckInResolver(
        items: items, parser: parser, settings: settings, today: today,
        calendarDate: moment.date
      ) { tracked, day in
        do {
          if read[day] == nil {
            let days = Self.monthStart(day, back: 7)...day.adding(days: 37)
            read[day] = store.ledger(of: try events(days))
          }
          return read[day]!.tally(item: tracked.id, on: day).progress
        } catch {
          failure = error
          return 0
        }
      }
      let answer = resolver.answer(reading, date: date, note: note, chosen: chosen)
      if let failure { throw failure }
      return answer
    }
  }

  /// Writes what the answer says: its amount, a completion, or a skip; the answer's day's
  /// habits are left for the agenda given with it to count.
  private func record(
    _ answer: CheckInAnswer, _ tracked: TrackedItem, day: CivilDate, ledger: Ledger,
    in transaction: inout Transaction, at moment: Moment
  ) throws -> (LogResult, Agenda) {
    let today = moment.today(transaction.document.settings)
    let note = answer.note
    let event: Event
    var logged = LogResult.Logged.nothing
    switch answer.action {
    case .skip:
      let agenda = Agenda(
        items: transaction.document.items, ledger: ledger,
        settings: transaction.document.settings, today: today)
      if agenda.entry(for: tracked, on: day)?.isDone == true {
        throw LogFailure.alreadyDone(tracked, when: DayWord.text(day, today: today))
      }
      event = transaction.record(.skip(item: tracked.id, note: note), day: day)
      return Self.uncounted(
        .skip, tracked, logged: .nothing, note: note, day: day, today: today, event: event,
        transaction: transaction, ledger: ledger.adding(event))
    case .complete where tracked.isOneOff:
      var after = tracked
      after.completed = day
      transaction.document.set(after, id: tracked.id)
      event = transaction.record(
        .change(ItemChange(kind: .complete, id: tracked.id, before: tracked, after: after)),
        day: day)
    case .complete:
      let target = tracked.target(on: day)
      event =
        target.isCheckOff
        ? transaction.record(.progress(item: tracked.id, amount: 1, note: note), day: day)
        : transaction.record(.done(item: tracked.id, note: note), day: day)
    default:
      let amount = answer.amount ?? 1
      let target = tracked.target(on: day)
      event = transaction.record(.progress(item: tracked.id, amount: amount, note: note), day: day)
      if answer.reading.quantity != nil {
        logged = .amount(amount)
      } else if !target.isCheckOff {
        logged = .one
      }
    }
    let after = event.loggedItem == nil ? ledger : ledger.adding(event)
    return Self.uncounted(
      .done, tracked, logged: logged, note: note, day: day, today: today, event: event,
      transaction: transaction, ledger: after)
  }
}
