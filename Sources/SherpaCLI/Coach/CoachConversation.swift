import SherpaActions
import SherpaCore

/// The coach answering: a plan when asked, and a reply to each message. It logs what a
/// message reports through the same `done` and `skip` as the command line, so each check-in
/// says what it did and `undo` takes it back.
struct CoachConversation {
  let workspace: Workspace
  /// Whether it can ask (a terminal, or the REPL): else it proposes and changes nothing.
  let isInteractive: Bool
  /// Take the plan without asking.
  var apply = false
  var json = false
  /// The rule-based coach even when a model is set (`--offline`).
  var isOffline = false

  /// The model's settings when messages go to it: a URL is set and not `--offline`.
  func model() throws -> CoachModelSettings? {
    guard !isOffline else { return nil }
    let settings = try workspace.actions.settings().coachModel
    return settings.url == nil ? nil : settings
  }

  /// A plan of `kind` and how it reads, taking nothing: by default the evening's when it is
  /// late, else the day's order.
  func proposal(_ kind: CoachRecord.Kind? = nil, opening: String? = nil) throws -> (
    day: CoachDay, plan: DayPlan, view: CoachView
  ) {
    let day = try workspace.actions.coachDay(at: workspace.moment)
    var plan: DayPlan
    switch kind ?? day.unaskedKind {
    case .salvage: plan = day.evening()
    case .lighter: plan = day.lighter()
    case .order, .move: plan = day.order()
    }
    plan = plan.citingGoals(day.document.goals, items: day.document.items, today: day.journal.today)
    let streak = try day.journal.streak()
    let done = day.report.entries.filter(\.isDone).count
    let greeting = CoachView.greeting(at: day.now, streak: streak, done: done)
    let view = CoachView(
      greeting: opening ?? (kind == nil ? day.withSleepNote(greeting) : greeting),
      pattern: kind == nil ? day.pattern() : nil, plan: plan,
      bedtime: day.document.settings.bedtime, style: workspace.style(day.document.settings))
    return (day, plan, view)
  }

  /// Today's plan as `coach` proposes it where there is no one to ask, taking nothing: the
  /// text it prints and the object `coach --json` prints.
  func plan() throws -> Page {
    let (_, plan, view) = try proposal()
    return Page(
      text: {
        guard plan.changesAnything else {
          return ([view.text] + unchanged(plan)).joined(by: "\n")
        }
        return view.text + "\nTo take it: sherpa coach --apply"
      },
      json: { JSONText.object(view.json + [("applied", "false")]) })
  }

  /// A plan of `kind`; by default the evening's when it is late, else the day's order.
  func propose(_ kind: CoachRecord.Kind? = nil, opening: String? = nil) throws {
    let (day, plan, view) = try proposal(kind, opening: opening)
    var out = Output()
    guard plan.changesAnything else {
      if json {
        out.line(JSONText.object(view.json + [("applied", "false")]))
      } else {
        out.line(view.text)
        for line in unchanged(plan) { out.line(line) }
      }
      out.flush()
      return
    }
    if !json { out.line(view.text) }
    out.flush()
    var accepted: Bool?
    if apply {
      accepted = true
    } else if isInteractive && !json {
      accepted = workspace.terminal.confirm(question(for: plan))
      // Cancelled by a line that was no answer: nothing is kept, and the line is read next.
      if workspace.terminal.pending.line != nil { return }
    }
    if let accepted { try day.keep(plan, accepted: accepted) }
    if json {
      out.line(JSONText.object(view.json + [("applied", accepted == true ? "true" : "false")]))
    } else if accepted == true {
      out.line(taken(plan))
    } else if accepted == false {
      out.line("Fine, today stays as it is. Ask again any time.")
    } else {
      out.line("To take it: sherpa coach --apply")
    }
    out.flush()
  }

  /// What follows a plan that changes nothing.
  private func unchanged(_ plan: DayPlan) -> [String] {
    if plan.kind == .lighter {
      return [
        "Nothing left today has a lighter form. Go gently: a skip with a note "
          + "('skipping yoga, tired') keeps the day fair."
      ]
    }
    return plan.steps.isEmpty ? [] : ["That is already the order today shows; nothing to change."]
  }

  private func question(for plan: DayPlan) -> String {
    switch plan.kind {
    case .salvage: "Take this plan for the evening?"
    case .lighter: "Take the lighter day?"
    case .order, .move: "Take this order?"
    }
  }

  private func taken(_ plan: DayPlan) -> String {
    let skips = plan.steps.filter { $0.action == .skip }.map(\.name)
    var line = "Done: today follows this plan."
    if !skips.isEmpty {
      line += " \(skips.listed("and")) \(skips.count == 1 ? "is" : "are") skipped with a note."
    }
    return line + " 'undo' takes it back."
  }
}
