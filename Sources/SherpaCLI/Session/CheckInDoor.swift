import SherpaActions
import SherpaCore

/// What every door does with a check-in's answer: writes it when it writes; on a terminal,
/// asks which item when several fit and whether an amount far past the target is right;
/// anywhere else says why in one line and writes nothing.
struct CheckInDoor {
  let workspace: Workspace
  /// Whether there is someone to ask (a terminal, or the REPL).
  var canAsk: Bool

  init(_ workspace: Workspace, canAsk: Bool? = nil) {
    self.workspace = workspace
    self.canAsk = canAsk ?? workspace.terminal.canAsk
  }

  func log(_ text: String, date: String? = nil, note: String? = nil) throws -> LogResult {
    var chosen: Int?
    var large = false
    while true {
      do {
        return try workspace.actions.checkIn(
          text, date: date, note: note, chosen: chosen, large: large, at: workspace.moment)
      } catch let failure as CheckInFailure {
        let answer = failure.answer
        guard canAsk else { throw failure }
        if answer.action == .refuse && answer.isLarge && !large {
          guard workspace.terminal.confirm(answer.largeQuestion ?? answer.why, default: false)
          else { throw CommandFailure("Nothing was logged.") }
          large = true
        } else if answer.action == .ask && chosen == nil {
          chosen = try choose(among: answer.candidates)
        } else {
          throw failure
        }
      }
    }
  }

  /// Asks which of several items; a name, a number or the start of a name answers.
  private func choose(among found: [TrackedItem]) throws -> Int {
    let question = "Which one: \(ItemResolver.choice(found))? "
    guard let answer = workspace.terminal.ask(question),
      let chosen = try? ItemResolver(Array(found.prefix(4))).find(answer)
    else {
      throw CommandFailure("Nothing was logged. Say it again with the item's name.")
    }
    return chosen.id
  }
}
