import ArgumentParser
import SherpaCore
import SherpaStore

extension SherpaCommand {
  /// `sherpa add PHRASE…`: understand a phrase, show it back, and keep it.
  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Add a habit or task from plain words.",
      discussion: """
        Shows what Sherpa understood and asks before adding it when run on a terminal.
        Example: sherpa add "run 10,000 steps weekly Mon/Wed/Fri"
        """)

    @OptionGroup var store: StoreOptions

    @Flag(name: .shortAndLong, help: "Add without asking.")
    var yes = false

    @Flag(help: "Only show what would be added.")
    var dryRun = false

    @Flag(help: "Add it even when an item has the same name.")
    var force = false

    @Flag(help: "Print the added item as one JSON object.")
    var json = false

    @Argument(parsing: .allUnrecognized, help: "What to add, in plain words.")
    var words: [String] = []

    func run() throws {
      let workspace = try Workspace(store)
      let parser = try workspace.parser()
      let phrase = words.joined(separator: " ")
      var out = Output()
      let asks = workspace.env.isInputTTY && !yes && !json
      if dryRun || asks {
        let document = try workspace.store.document()
        let today = workspace.today(document.settings)
        let item = try parser.parse(phrase, today: today)
        try ItemMatch.refuseTaken(item.name, in: document, force: force)
        let style = workspace.style(document.settings)
        let planned = TrackedItem(id: document.nextId, item: item, input: phrase, created: today)
        let view = ParseView(
          item: item, color: style.color,
          tracked: ItemRelation.resolvingOnlyOn(document.items + [planned]).last,
          items: document.items)
        out.line(json ? item.json(input: phrase) : view.text)
        out.flush()
        if dryRun { return }
        guard confirm("Add it?") else {
          out.line("Nothing was added.")
          out.flush()
          return
        }
      }
      let (tracked, settings, items) = try workspace.store.transaction(
        now: workspace.env.stamp
      ) {
        transaction in
        let today = workspace.today(transaction.document.settings)
        let item = try parser.parse(phrase, today: today)
        try ItemMatch.refuseTaken(item.name, in: transaction.document, force: force)
        let tracked = TrackedItem(
          id: transaction.document.nextId, item: item, input: phrase, created: today)
        transaction.document.nextId += 1
        transaction.document.set(tracked, id: tracked.id)
        transaction.record(
          .change(ItemChange(kind: .add, id: tracked.id, before: nil, after: tracked)), day: today)
        let kept = transaction.document.item(id: tracked.id) ?? tracked
        return (kept, transaction.document.settings, transaction.document.items)
      }
      if json {
        out.line(JSONText.object(JSONView.item(tracked)))
      } else {
        if !asks {
          let color = workspace.style(settings).color
          out.line(ParseView(item: tracked.item, color: color, tracked: tracked, items: items).text)
        }
        out.line("Added \(tracked.name) as #\(tracked.id).")
      }
      out.flush()
    }
  }
}
