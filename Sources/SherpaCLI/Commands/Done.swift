import ArgumentParser
import SherpaCore
import SherpaStore

extension SherpaCommand {
  /// `sherpa done ITEM [AMOUNT[UNIT]]`: complete an item, or log an amount toward it.
  struct Done: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "done",
      abstract: "Mark an item done, or log an amount toward it.",
      discussion: """
        With no amount a check-off is completed and a count goes up by one ("done teeth" \
        twice for a 2x/day habit). An amount adds progress, converted to the item's unit: \
        done run 3.2km, done run 2mi, done water +250ml, done water -250ml to correct.
        """,
      aliases: ["log"])

    @OptionGroup var store: StoreOptions

    @Option(
      help: ArgumentHelp(
        "The day it was for: yesterday, a weekday like mon, or YYYY-MM-DD.", valueName: "day"), completion: .list(DayArgument.words))
    var date: String?

    @Option(help: "A note to keep with it.")
    var note: String?

    @Flag(help: "Print the item's day as one JSON object.")
    var json = false

    // "-250ml" looks like an option but is an amount.
    @Argument(
      parsing: .allUnrecognized, help: "The item, then an optional amount: run 3.2km.",
      completion: ItemCompletion.shell(archived: false))
    var words: [String] = []

    func run() throws {
      let workspace = try Workspace(store)
      let note = Logging.note(self.note)
      let (line, entryJSON) = try workspace.store.transaction(now: workspace.env.stamp) {
        transaction in
        let (today, day) = try Logging.days(date, in: transaction, workspace)
        let (tracked, quantity) = try Logging.split(
          words, items: transaction.document.items, grammar: { try workspace.parser().grammar })
        try Logging.check(day, for: tracked)
        let target = tracked.version(on: day).target
        let ledger = try Logging.ledger(around: day, in: transaction)
        let before = ledger.tally(item: tracked.id, on: day)
        let event: Event
        var logged = ""
        if let quantity {
          let amount = try Logging.amount(quantity, for: tracked, target: target)
          guard before.progress + amount >= 0 else {
            throw CommandFailure(
              "That would take \(tracked.name) below zero \(Logging.dayText(day, today: today)) "
                + "(\(Target.format(before.progress, grouping: true)) logged).")
          }
          event = transaction.record(
            .progress(item: tracked.id, amount: amount, note: note), day: day)
          logged = " " + EntryText.signed(amount, of: target)
        } else if tracked.isOneOff {
          if let completed = tracked.completed {
            throw CommandFailure("\(tracked.name) is already done (\(completed.longText)).")
          }
          var after = tracked
          after.completed = day
          transaction.document.set(after, id: tracked.id)
          event = transaction.record(
            .change(ItemChange(kind: .complete, id: tracked.id, before: tracked, after: after)),
            day: day)
        } else if target.unit == .count {
          event = transaction.record(.progress(item: tracked.id, amount: 1, note: note), day: day)
          if !target.isCheckOff { logged = " +1" }
        } else if target.goal == .atMost {
          throw CommandFailure(
            "Say how much for \(tracked.name), like 'done \(tracked.name.lowercased()) 30\(target.unit.rawValue)'."
          )
        } else {
          event = transaction.record(.done(item: tracked.id, note: note), day: day)
        }
        let after = event.loggedItem == nil ? ledger : ledger.adding(event)
        let (entry, report) = Logging.entry(
          tracked, on: day, transaction: transaction, ledger: after, today: today)
        let when = Logging.dayText(day, today: today)
        var line: String
        if let entry {
          let amount = EntryText.amount(entry.progress, of: entry.target)
          line = tracked.name + logged + (amount.isEmpty ? "" : ": " + amount)
          let period = entry.target.period == .day ? " \(when)" : ""
          if entry.isDone { line += (amount.isEmpty ? ": done" : ", done") }
          line += period + "."
          if entry.countsForStreak {
            line += " \(report.habitsDone) \(when)."
          }
        } else {
          line = "\(tracked.name)\(logged) logged \(when) (not a scheduled day)."
        }
        return (line, Logging.json(entry, on: day, seq: event.seq))
      }
      var out = Output()
      out.line(json ? entryJSON : line)
      out.flush()
    }
  }
}
