import SherpaCore
import SherpaParse
import SherpaStore

extension SherpaCommand.Add {
  /// A routine's templates as the items they make, and those left out because the person
  /// has an active item of that name already.
  struct RoutinePlan {
    var items: [(phrase: String, item: Item)] = []
    var leftOut: [TrackedItem] = []

    init(
      _ templates: [Suggestions.Suggestion], parser: Parser, document: StoreDocument,
      today: CivilDate, force: Bool
    ) throws {
      var names = Set<String>()
      for template in templates where names.insert(template.name.lowercased()).inserted {
        let same = document.items.first {
          !$0.isArchived && $0.name.lowercased() == template.name.lowercased()
        }
        if let same, !force {
          leftOut.append(same)
          continue
        }
        items.append(
          (template.phrase, try SherpaCommand.Add.parse(template, with: parser, today: today)))
      }
    }
  }

  /// `add --routine NAME`: shows every item, asks once, and adds them in one transaction.
  func add(_ routine: Suggestions.Routine, from catalog: Suggestions, _ workspace: Workspace)
    throws
  {
    let parser = try workspace.parser()
    let templates = routine.items.compactMap(catalog.suggestion(exactly:))
    var out = Output()
    let asks = workspace.env.isInputTTY && !yes && !json
    let document = try workspace.store.document()
    let style = workspace.style(document.settings)
    let plan = try RoutinePlan(
      templates, parser: parser, document: document, today: workspace.today(document.settings),
      force: force)
    if json && (dryRun || plan.items.isEmpty) {
      out.line(JSONText.array(plan.items.map { $0.item.json(input: $0.phrase) }))
      out.flush()
      return
    }
    if dryRun || asks || plan.items.isEmpty {
      out.line(RoutineView(routine: routine, plan: plan, style: style).text)
      out.flush()
      if dryRun || plan.items.isEmpty { return }
      let count = plan.items.count
      guard confirm(count == 1 ? "Add it?" : "Add these \(count)?") else {
        out.line("Nothing was added.")
        out.flush()
        return
      }
    }
    let (added, settings) = try workspace.store.transaction(now: workspace.env.stamp) {
      transaction in
      let today = workspace.today(transaction.document.settings)
      let plan = try RoutinePlan(
        templates, parser: parser, document: transaction.document, today: today, force: force)
      var added: [TrackedItem] = []
      for (phrase, item) in plan.items {
        let tracked = TrackedItem(
          id: transaction.document.nextId, item: item, input: phrase, created: today)
        transaction.document.nextId += 1
        transaction.document.set(tracked, id: tracked.id)
        transaction.record(
          .change(ItemChange(kind: .add, id: tracked.id, before: nil, after: tracked)), day: today)
        added.append(tracked)
      }
      return (added, transaction.document.settings)
    }
    if json {
      out.line(JSONText.array(added.map { JSONText.object(JSONView.item($0)) }))
    } else {
      if !asks {
        out.line(RoutineView(routine: routine, plan: plan, style: workspace.style(settings)).text)
      }
      for tracked in added { out.line("Added \(tracked.name) as #\(tracked.id).") }
    }
    out.flush()
  }
}
