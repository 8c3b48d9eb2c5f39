import SherpaCore

/// An event in words, for `undo`: "Run +3.2 km on Sat 21 Nov", "the edit of Run".
enum EventText {
  static func describe(_ event: Event, items: [TrackedItem]) -> String {
    func name(_ id: Int) -> String { items.first { $0.id == id }?.name ?? "item #\(id)" }
    let day = event.day.shortText
    switch event.action {
    case .progress(let id, let amount, _):
      let target = items.first { $0.id == id }?.item.target
      if target?.isCheckOff == true && amount == 1 { return "\(name(id)) done on \(day)" }
      return "\(name(id)) \(EntryText.signed(amount, of: target)) on \(day)"
    case .done(let id, _): return "\(name(id)) done on \(day)"
    case .skip(let id, let note):
      return "the skip of \(name(id)) on \(day)" + (note.map { " (\($0))" } ?? "")
    case .change(let change):
      let title = (change.after ?? change.before)?.name ?? "item #\(change.id)"
      switch change.kind {
      case .add: return "adding \(title)"
      case .edit: return "the edit of \(title)"
      case .rename: return "renaming \(change.before?.name ?? title) to \(title)"
      case .archive: return "archiving \(title)"
      case .delete: return "deleting \(title)"
      case .complete: return "\(title) done on \(day)"
      }
    case .config("profile", _, _):
      return "the change to your profile"
    case .config(let key, let before, let after):
      return "setting \(key) from \(before) to \(after)"
    case .coach(let record):
      let plan =
        switch record.kind {
        case .order: "the plan"
        case .salvage: "the evening's plan"
        case .lighter: "the lighter plan"
        case .move: "the move of \(record.proposed.first.map(name) ?? "an item")"
        }
      return "\(plan) for \(day)"
    case .focus(let record):
      let toward = record.session.item.map { " toward \(name($0))" } ?? ""
      return record.kind == .start
        ? "starting the focus session\(toward)"
        : "stopping the focus session\(toward) (\(Moment.length(record.seconds)) on \(day))"
    case .stopwatch(let record):
      let title = name(record.stopwatch.item)
      return record.kind == .start
        ? "starting the timer for \(title)"
        : "stopping the timer for \(title) (\(Moment.length(record.seconds)) on \(day))"
    case .reflect(let reflection):
      return "the \(reflection.kind.rawValue) reflection of \(day)"
    case .meal(let meal):
      let what = meal.text.isEmpty ? "" : " (\(meal.text))"
      return meal.replaces == nil
        ? "\(meal.name.title.lowercased()) at \(meal.time) on \(day)\(what)"
        : "the edit of \(meal.name.title.lowercased()) at \(meal.time) on \(day)"
    case .goal(let change):
      let title = (change.after ?? change.before)?.title ?? "goal #\(change.id)"
      return change.before == nil
        ? "the goal '\(title)'"
        : change.after == nil
          ? "removing the goal '\(title)'" : "the change to the goal '\(title)'"
    case .imported(let record):
      let logs = record.made.count
      return "the import of \(record.file) (\(logs) change\(logs == 1 ? "" : "s"))"
    case .undo, .void: return "an undo"
    case .remind(let id, _): return "the reminder of \(name(id))"
    case .snooze(let id, let until):
      return "snoozing \(name(id)) until \(until.dropFirst(11))"
    }
  }
}
