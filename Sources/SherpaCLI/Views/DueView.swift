import SherpaActions
import SherpaCore

/// `sherpa due`: what needs the person now, most pressing first, each with why and what the
/// reminder rules make of it.
struct DueView {
  let result: DueResult
  let style: Style

  var text: String {
    let clock = DayPhases.clock(result.now)
    let sent = result.sentToday + (result.sent == nil ? 0 : 1)
    var lines = [
      style.bold("Due at \(clock) on \(result.today.shortText)") + " - "
        + "\(sent) of \(result.settings.reminders.cap) reminders today"
    ]
    guard !result.decisions.isEmpty else {
      lines.append("Nothing needs you right now.")
      return lines.joined(by: "\n")
    }
    let width = min(28, result.decisions.map(\.item.name.count).max() ?? 0)
    for (item, verdict) in result.decisions {
      var row = "  " + item.name.truncated(to: width).padding(width) + "  " + Self.why(item)
      let status = Self.status(verdict, sending: result.sent != nil)
      row += "  " + style.dim("(" + status + ")")
      lines.append(row)
    }
    return lines.joined(by: "\n")
  }

  /// Why an item is due, in a few words.
  static func why(_ item: DueItem) -> String {
    switch item.reason {
    case .time(let time, let solar):
      "set for \(time)" + (solar.map { " (\($0.description))" } ?? "")
    case .phase(let phase, let since):
      "for the \(phase.rawValue), which began at \(DayPhases.clock(since))"
    case .after(let name, let at): "after \(name), done at \(DayPhases.clock(at))"
    case .today: "a task for today"
    case .marked: "you asked to be reminded"
    case .overdue(let since): "a task open since \(since.shortText)"
    }
  }

  /// What the rules decided, in words.
  static func status(_ verdict: ReminderVerdict, sending: Bool) -> String {
    switch verdict {
    case .send: sending ? "reminded now" : "next to be reminded"
    case .snoozed(let until): "snoozed until \(DayPhases.clock(until))"
    case .reminded(let at): "reminded at \(DayPhases.clock(at))"
    case .cooldown(let until): "next reminder from \(DayPhases.clock(until))"
    case .capped: "today's reminders are used"
    case .waiting: "after the one before"
    }
  }

  /// `due --json`: one object, keys sorted.
  static func json(_ result: DueResult) -> String {
    let sent = result.sentToday + (result.sent == nil ? 0 : 1)
    return JSONText.object([
      ("date", JSONText.string(result.today.description)),
      ("now", JSONText.string(DayPhases.clock(result.now).description)),
      ("phase", JSONText.string(result.phases.phase(at: result.now).rawValue)),
      ("cap", String(result.settings.reminders.cap)), ("sentToday", String(sent)),
      ("reminded", result.sent.map { String($0.id) } ?? "null"),
      ("items", JSONText.array(result.decisions.map { item(item: $0.item, verdict: $0.verdict) })),
    ])
  }

  private static func item(item: DueItem, verdict: ReminderVerdict) -> String {
    let (status, at): (String, Int?) =
      switch verdict {
      case .send: ("send", nil)
      case .snoozed(let until): ("snoozed", until)
      case .reminded(let at): ("reminded", at)
      case .cooldown(let until): ("cooldown", until)
      case .capped: ("capped", nil)
      case .waiting: ("waiting", nil)
      }
    return JSONText.object([
      ("id", String(item.id)), ("name", JSONText.string(item.name)),
      ("priority", JSONText.string(item.priority.rawValue)),
      ("why", JSONText.string(why(item))),
      ("from", JSONText.string(DayPhases.clock(item.from).description)),
      ("until", JSONText.string(DayPhases.clock(item.until).description)),
      ("status", JSONText.string(status)),
      ("statusAt", JSONText.optional(at.map { DayPhases.clock($0).description })),
    ])
  }
}
