import SherpaActions
import SherpaCore

/// What `done`, `skip` and a check-in say: "Run +3.22 km: 3.22 / 5 km today. 0 of 4
/// habits done today.", or the day's entry as one JSON object.
enum LogView {
  static func text(_ result: LogResult) -> String {
    let name = result.item.name
    let when = result.when
    if result.kind == .skip {
      return result.note == nil
        ? "Skipped \(name) \(when). Add --note \"why\" to keep it out of the day's count."
        : "Skipped \(name) \(when) (\(result.note!)); it is out of the day's count."
    }
    let logged: String
    switch result.logged {
    case .amount(let amount):
      logged = " " + EntryText.signed(amount, of: result.item.version(on: result.day).target)
    case .one: logged = " +1"
    case .nothing: logged = ""
    }
    guard let entry = result.entry else {
      return "\(name)\(logged) logged \(when) (not a scheduled day)."
    }
    let amount = EntryText.amount(entry.progress, of: entry.target)
    // How an amount not said in the item's unit was read: "(2 glasses = 500 ml)".
    let read = result.conversion.map { " (\($0))" } ?? ""
    var line = name + logged + read + (amount.isEmpty ? "" : ": " + amount)
    if entry.isDone { line += (amount.isEmpty ? ": done" : ", done") }
    line += entry.target.period == .day ? " \(when)" : ""
    if entry.target.goal == .atMost && entry.progress > entry.target.amount {
      line += ", over the limit"
    }
    line += "."
    if entry.countsForStreak {
      line += " \(DayReport.habitsDone(result.habits.done, of: result.habits.of)) \(when)."
    }
    return line
  }

  static func json(_ result: LogResult) -> String {
    JSONText.object([
      ("date", JSONText.string(result.day.description)), ("seq", String(result.event.seq)),
      ("item", result.entry.map(JSONView.entry) ?? "null"),
    ])
  }
}
