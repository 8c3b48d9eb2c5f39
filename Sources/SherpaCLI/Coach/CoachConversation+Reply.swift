import SherpaActions
import SherpaCore

extension CoachConversation {
  /// Answers one message: logs a check-in, skips, offers a lighter day, answers a question
  /// about the plan, moves an item, or rescues the evening.
  ///
  /// - Throws: `CommandFailure` when the message says none of these, or names no item
  ///   clearly and there is no one to ask.
  func reply(to message: String) throws {
    if let settings = try model() {
      return try ModelCoach(
        workspace: workspace, settings: settings, isInteractive: isInteractive, apply: apply,
        json: json
      ).reply(to: message)
    }
    // Care comes before coaching: a message in crisis gets the lines to call, not a plan.
    if let concern = try workspace.actions.concern(in: message) {
      return try care(concern)
    }
    guard let understood = try workspace.actions.coachMessage(message) else {
      throw CommandFailure(
        "Didn't understand '\(message)'. Tell me what you did ('did my run', 'ran 3 miles'), "
          + "what you skip and why ('skipping yoga, sick'), or ask 'what's left?'.")
    }
    switch understood {
    case .checkIn(let reading):
      let door = CheckInDoor(workspace, canAsk: isInteractive && workspace.terminal.canAsk)
      let result = try door.log(message)
      show(result)
      if reading.isSkip {
        say(
          result.note == nil
            ? "Rest well. 'undo' takes it back." : "Take care. 'undo' takes it back.")
      } else {
        say("'undo' takes it back.")
      }
    case .tired:
      try propose(.lighter, opening: "Sorry about that; let's make today gentler.")
    case .whatsLeft:
      try whatsLeft()
    case .why:
      try explain()
    case .move(let activity, let phase):
      try move(activity, to: phase)
    case .rescue:
      try propose(.salvage)
    case .plan:
      try propose()
    case .thanks:
      say("Any time. You're doing the work.")
    case .nutrition(let ask):
      try nutrition(ask)
    }
  }

  /// What a check-in or skip logged, as `done` and `skip` say it.
  private func show(_ result: LogResult) {
    var out = Output()
    out.line(json ? LogView.json(result) : LogView.text(result))
    out.flush()
  }

  /// The reply to a message that needs care: nothing is logged or planned. On a low day it
  /// offers the lighter plan, when there is someone to ask.
  private func care(_ concern: Concern) throws {
    var out = Output()
    let text = CareReply.text(for: concern)
    out.line(
      json
        ? JSONText.object([
          ("care", JSONText.string(concern.rawValue)), ("reply", JSONText.string(text)),
        ])
        : text)
    out.flush()
    if concern == .lowMood && isInteractive && !json && !apply
      && workspace.terminal.confirm("Lighten it?", default: false)
    {
      try propose(.lighter, opening: "Here's a gentler day.")
    }
  }

  private func say(_ line: String) {
    guard !json else { return }
    var out = Output()
    out.line(line)
    out.flush()
  }

  /// The one item among `items` that some words name; asks which one when several fit.
  private func item(for activity: [String], in items: [TrackedItem]) throws -> TrackedItem {
    let found = ItemResolver(items).candidates(for: activity)
    guard let first = found.first else {
      throw ItemFailure.noneForActivity(activity.joined(by: " "))
    }
    guard found.count > 1 else { return first }
    let question = "Which one: \(ItemResolver.choice(found))?"
    // Someone to ask: the REPL, or a terminal.
    guard isInteractive && workspace.terminal.canAsk else {
      throw ItemFailure.whichByName(found, question: question)
    }
    guard let answer = workspace.terminal.ask(question + " "),
      let chosen = try? ItemResolver(Array(found.prefix(4))).find(answer)
    else {
      throw CommandFailure("Nothing was moved. Say it again with the item's name.")
    }
    return chosen
  }

  private func whatsLeft() throws {
    let day = try workspace.actions.coachDay(at: workspace.moment)
    let left = PlanRule.remaining(day.entries)
    var out = Output()
    let minutes = left.reduce(0) { $0 + (day.hints[$1.id]?.minutes ?? 0) }
    if json {
      out.line(
        JSONText.object([
          ("left", JSONText.array(left.map { JSONText.string($0.name) })),
          ("minutes", String(minutes)),
        ]))
    } else if left.isEmpty {
      out.line("Nothing left today. Well done.")
    } else {
      out.line(
        "Left today (\(left.count), about \(SalvageRule.duration(minutes))): "
          + left.map(\.name).joined(by: ", ") + ".")
    }
    out.flush()
  }

  private func explain() throws {
    let day = try workspace.actions.coachDay(at: workspace.moment)
    let plan = day.order()
    var out = Output()
    if json {
      out.line(
        JSONText.object([
          ("reasons", JSONText.object(plan.steps.map { ($0.name, JSONText.string($0.reason)) }))
        ]))
    } else if plan.steps.isEmpty {
      out.line("Nothing is left to order today.")
    } else {
      out.line(
        "Fixed times come first, then the parts of the day in order; the hardest or "
          + "most-slipped item leads while energy is high, and 'after' always holds.")
      for step in plan.steps { out.line("  \(step.name): \(step.reason)") }
    }
    out.flush()
  }

  private func move(_ activity: [String], to phase: Phase?) throws {
    let day = try workspace.actions.coachDay(at: workspace.moment)
    let left = PlanRule.remaining(day.entries)
    let tracked = try item(for: activity, in: day.document.items)
    guard left.contains(where: { $0.id == tracked.id }) else {
      throw CommandFailure("\(tracked.name) is not left today, so there is nothing to move.")
    }
    let order = PlanRule.moving(
      tracked.id, to: phase, in: left, items: day.document.items, at: day.now)
    let steps = order.map { id in
      PlanStep(
        id: id, name: left.first { $0.id == id }!.name, minutes: day.hints[id]?.minutes ?? 0,
        reason: id == tracked.id ? "moved as asked" : "")
    }
    try day.keep(DayPlan(kind: .move, steps: steps), accepted: true)
    let place = phase.map { "to the \($0.rawValue)" } ?? "to the front"
    say("Moved \(tracked.name) \(place); today now lists it there. 'undo' takes it back.")
    if json {
      var out = Output()
      out.line(
        JSONText.object([
          ("moved", String(tracked.id)), ("order", JSONText.array(order.map(String.init))),
        ]))
      out.flush()
    }
  }
}
