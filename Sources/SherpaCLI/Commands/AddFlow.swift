import SherpaActions
import SherpaCore

/// Adding as a person sees it, from `add` and from a phrase typed in a session: what was
/// understood is shown, asked about on a terminal, added, and said back.
struct AddFlow {
  var yes = false
  var dryRun = false
  var force = false
  var json = false

  func run(_ source: AddSource, in workspace: Workspace) throws {
    let actions = workspace.actions
    var out = Output()
    let asks = workspace.terminal.canAsk && !yes && !json
    let isRoutine = if case .routine = source { true } else { false }
    if isRoutine || dryRun || asks {
      let preview = try actions.preview(source, force: force, at: workspace.moment)
      guard try show(preview, of: source, asks: asks, workspace, &out) else { return }
    }
    let result = try actions.add(source, force: force, at: workspace.moment)
    for line in said(result, of: source, asked: asks, workspace) { out.line(line) }
    out.flush()
  }

  /// What was added, said back: the item (unless it was just shown to ask) and its number.
  private func said(
    _ result: AddResult, of source: AddSource, asked: Bool, _ workspace: Workspace
  ) -> [String] {
    let style = workspace.style(result.settings)
    let added = result.added.map { "Added \($0.name) as #\($0.id)." }
    if json {
      let objects = result.added.map { JSONText.object(JSONView.item($0)) }
      if case .routine = source { return [JSONText.array(objects)] }
      return [objects[0]]
    } else if case .routine(let routine) = source {
      return (asked ? [] : [RoutineView(routine: routine, plan: result.plan, style: style).text])
        + added
    } else if let tracked = result.added.first {
      let shown = ParseView(
        item: tracked.item, color: style.color, tracked: tracked, items: result.items,
        today: workspace.moment.today(result.settings)
      ).text
      return (asked ? [] : [shown]) + [added[0]]
    }
    return []
  }

  /// Shows what would be added and, unless it is a dry run, asks when it should.
  ///
  /// - Returns: Whether to go on and add.
  private func show(
    _ preview: AddPlan, of source: AddSource, asks: Bool, _ workspace: Workspace,
    _ out: inout Output
  ) throws -> Bool {
    let style = workspace.style(preview.settings)
    let count = preview.items.count
    if case .routine(let routine) = source {
      if json && (dryRun || count == 0) {
        out.line(JSONText.array(preview.items.map { $0.item.json(input: $0.phrase) }))
        out.flush()
        return false
      }
      guard dryRun || asks || count == 0 else { return true }
      out.line(RoutineView(routine: routine, plan: preview, style: style).text)
    } else {
      let (phrase, item) = preview.items[0]
      let view = ParseView(
        item: item, color: style.color, tracked: preview.planned.last, items: preview.all,
        today: workspace.moment.today(preview.settings))
      out.line(json ? item.json(input: phrase) : view.text)
    }
    out.flush()
    if dryRun || count == 0 { return false }
    guard workspace.terminal.confirm(count == 1 ? "Add it?" : "Add these \(count)?") else {
      out.line("Nothing was added.")
      out.flush()
      return false
    }
    return true
  }
}
