import ArgumentParser
import SherpaCore
import SherpaStore

extension SherpaCommand {
  /// `sherpa undo`: take back the last change, whatever it was.
  struct Undo: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "undo",
      abstract: "Take back the last change, whatever it was. Run it again to go further back.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print what was undone as one JSON object.")
    var json = false

    func run() throws {
      let workspace = try Workspace(store)
      let (line, seq) = try workspace.store.transaction(now: workspace.env.stamp) { transaction in
        let today = workspace.today(transaction.document.settings)
        var events = try transaction.events(since: Workspace.monthStart(today, back: 31))
        var target = Event.undoable(in: events, committed: transaction.document.seq)
        if target == nil {
          events = try transaction.allEvents()
          target = Event.undoable(in: events, committed: transaction.document.seq)
        }
        guard let target else { throw CommandFailure("There is nothing to undo.") }
        let items = transaction.document.items
        switch target.action {
        case .change(let change):
          transaction.document.set(change.before, id: change.id)
        case .config(let key, let before, _):
          transaction.document.settings = try transaction.document.settings.setting(key, to: before)
        case .coach(let record):
          // A plan's skips were its own doing: they go with it.
          let taken = Event.takenBack(in: events)
          for seq in record.made where !taken.contains(seq) {
            transaction.record(.undo(seq: seq), day: today)
          }
        default: break
        }
        transaction.record(.undo(seq: target.seq), day: today)
        return ("Undid " + EventText.describe(target, items: items) + ".", target.seq)
      }
      var out = Output()
      out.line(
        json
          ? JSONText.object([("undid", String(seq)), ("message", JSONText.string(line))]) : line)
      out.flush()
    }
  }
}
