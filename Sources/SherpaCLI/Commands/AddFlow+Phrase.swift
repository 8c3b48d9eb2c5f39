import SherpaActions
import SherpaCore

/// One phrase, added or only read, with no one to ask: `sherpa mcp`'s `add`.
extension AddFlow {
  /// What a phrase would add, writing nothing: the text `add --dry-run` shows and the
  /// object `add --dry-run --json` (and `parse --json`) prints.
  static func preview(_ phrase: String, in workspace: Workspace) throws -> Page {
    let preview = try workspace.actions.preview(.phrase(phrase), force: false, at: workspace.moment)
    let (input, item) = preview.items[0]
    let view = ParseView(
      item: item, color: workspace.style(preview.settings).color,
      tracked: preview.planned.last, items: preview.all,
      today: workspace.moment.today(preview.settings))
    return Page(text: { view.text }, json: { item.json(input: input) })
  }

  /// Adds a phrase as `add --yes` does: the text it prints and the object `add --yes --json`
  /// prints.
  static func add(_ phrase: String, in workspace: Workspace) throws -> Page {
    let result = try workspace.actions.add(.phrase(phrase), force: false, at: workspace.moment)
    let tracked = result.added[0]
    let view = ParseView(
      item: tracked.item, color: workspace.style(result.settings).color, tracked: tracked,
      items: result.items, today: workspace.moment.today(result.settings))
    return Page(
      text: { view.text + "\nAdded \(tracked.name) as #\(tracked.id)." },
      json: { JSONText.object(JSONView.item(tracked)) })
  }
}
