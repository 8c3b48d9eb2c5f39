import SherpaActions
import SherpaCore

/// What the model proposes, each read by the same code as the typed command (a log by the
/// check-in reader and resolver, a skip by the item resolver, a plan by the rule-based
/// coach), shown, and applied only on yes at a terminal or with `--apply`. Nothing the model
/// says is applied on its own word; `undo` takes back what was applied.
struct ModelProposals {
  let workspace: Workspace
  let isInteractive: Bool
  let apply: Bool
  let json: Bool
  /// Each proposal as JSON, for `--json`.
  private(set) var results: [String] = []

  init(workspace: Workspace, isInteractive: Bool, apply: Bool, json: Bool) {
    self.workspace = workspace
    self.isInteractive = isInteractive
    self.apply = apply
    self.json = json
  }

  /// The longest text argument taken from the model.
  static let argumentLength = 300

  mutating func take(_ call: (name: String, arguments: String)) throws {
    let arguments = try? JSONValue(parsing: Array(call.arguments.utf8))
    func text(_ key: String) -> String? {
      guard let value = arguments?[key]?.string?.trimmingWhitespace(), !value.isEmpty,
        value.count <= Self.argumentLength
      else { return nil }
      return PlainText.cleaned(String(value))
    }
    switch call.name {
    case "log":
      guard let words = text("words") else { return unreadable(call.name) }
      try log(words, date: text("date"))
    case "skip":
      guard let item = text("item") else { return unreadable(call.name) }
      try skip(item, note: text("note"))
    case "plan":
      let kinds: [String: CoachRecord.Kind] = [
        "order": .order, "evening": .salvage, "lighter": .lighter,
      ]
      guard let kind = text("kind").flatMap({ kinds[$0.lowercased()] }) else {
        return unreadable(call.name)
      }
      record(call.name, ("kind", JSONText.string(kind.rawValue)), applied: nil)
      try CoachConversation(
        workspace: workspace, isInteractive: isInteractive, apply: apply, json: json,
        isOffline: true
      ).propose(kind)
    default:
      let name = PlainText.cleaned(String(call.name.prefix(40)))
      say("The model asked for '\(name)', which the coach does not do; nothing was changed.")
      record(name, ("why", #""not a tool""#), applied: false)
    }
  }

  private mutating func log(_ words: String, date: String?) throws {
    let answer = try workspace.actions.answer(words, date: date, at: workspace.moment)
    guard answer.action == .log || answer.action == .complete else {
      say("The coach heard '\(words)' but did not log it: \(answer.why)")
      record("log", ("answer", answer.json), applied: false)
      return
    }
    say("Proposed: " + CheckInPreview.text(answer) + ".")
    let command = "sherpa done \(ShellWords.quoted(words))" + (date.map { " --date \($0)" } ?? "")
    guard decide("Log it?", instead: command) else {
      record("log", ("answer", answer.json), applied: false)
      return
    }
    let result = try workspace.actions.checkIn(
      words, date: date, chosen: answer.item?.id, at: workspace.moment)
    if !json { say(LogView.text(result) + " 'undo' takes it back.") }
    record("log", ("answer", answer.json), applied: true)
  }

  private mutating func skip(_ name: String, note: String?) throws {
    let document = try workspace.actions.items()
    guard let item = try? ItemResolver(document.items).find(name) else {
      say("The coach suggested skipping '\(name)', which names no one item; nothing was changed.")
      record("skip", ("item", JSONText.string(name)), applied: false)
      return
    }
    say("Proposed: skip \(item.name)" + (note.map { " (\($0))" } ?? "") + ".")
    let command =
      "sherpa skip \(ShellWords.quoted(item.name))"
      + (note.map { " --note \(ShellWords.quoted($0))" } ?? "")
    guard decide("Skip it?", instead: command) else {
      record("skip", ("item", JSONText.string(item.name)), applied: false)
      return
    }
    let result = try workspace.actions.skip(
      [item.name], date: nil, note: note, at: workspace.moment)
    if !json { say(LogView.text(result) + " 'undo' takes it back.") }
    record("skip", ("item", JSONText.string(item.name)), applied: true)
  }

  /// Yes with `--apply`; asked at a terminal; elsewhere the typed command that would do it.
  private func decide(_ question: String, instead command: String) -> Bool {
    if apply { return true }
    guard isInteractive && !json && workspace.terminal.canAsk else {
      say("To take it: \(command)")
      return false
    }
    return workspace.terminal.confirm(question, default: false)
  }

  private mutating func unreadable(_ name: String) {
    say(
      "The model proposed a \(PlainText.cleaned(String(name.prefix(40)))) the coach could not read; nothing was changed."
    )
    record(name, ("why", #""arguments not readable""#), applied: false)
  }

  private mutating func record(_ tool: String, _ detail: (String, String), applied: Bool?) {
    results.append(
      JSONText.object([
        ("tool", JSONText.string(tool)), detail,
        ("applied", applied.map { $0 ? "true" : "false" } ?? "null"),
      ]))
  }

  private func say(_ line: String) {
    guard !json else { return }
    var out = Output()
    out.line(line)
    out.flush()
  }
}
