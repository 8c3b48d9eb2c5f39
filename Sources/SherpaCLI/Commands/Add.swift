import ArgumentParser
import SherpaCore
import SherpaParse
import SherpaStore

extension SherpaCommand {
  /// `sherpa add PHRASE…`: understand a phrase, show it back, and keep it. With
  /// `--suggestion` or `--routine`, the phrase comes from a template.
  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Add a habit or task from plain words.",
      discussion: """
        Shows what Sherpa understood and asks before adding it when run on a terminal.
        Example: sherpa add "run 10,000 steps weekly Mon/Wed/Fri"
        From a template: sherpa add --suggestion "Go to bed"; several at once: \
        sherpa add --routine "Morning routine" ('sherpa suggest' lists them).
        """)

    @OptionGroup var store: StoreOptions

    @Flag(name: .shortAndLong, help: "Add without asking.")
    var yes = false

    @Flag(help: "Only show what would be added.")
    var dryRun = false

    @Flag(help: "Add it even when an item has the same name.")
    var force = false

    @Flag(help: "Print the added item as one JSON object (a routine's items as an array).")
    var json = false

    @Option(
      help: ArgumentHelp("Add a template from 'sherpa suggest', by its name.", valueName: "name"),
      completion: .list(Suggestions.builtIn.suggestions.map(\.name)))
    var suggestion: String?

    @Option(
      help: ArgumentHelp(
        "Add a routine's templates at once, leaving out those you have.", valueName: "name"),
      completion: .list(Suggestions.builtIn.routines.map(\.name)))
    var routine: String?

    @Argument(parsing: .allUnrecognized, help: "What to add, in plain words.")
    var words: [String] = []

    func run() throws {
      try refuseTwoThings()
      let workspace = try Workspace(store)
      if let routine {
        let catalog = try workspace.suggestions()
        return try add(catalog.routine(named: routine), from: catalog, workspace)
      }
      let template = try suggestion.map { try workspace.suggestions().suggestion(named: $0) }
      let parser = try workspace.parser()
      let phrase = template?.phrase ?? words.joined(separator: " ")
      func parse(_ today: CivilDate) throws -> Item {
        guard let template else { return try parser.parse(phrase, today: today) }
        return try Self.parse(template, with: parser, today: today)
      }
      var out = Output()
      let asks = workspace.env.isInputTTY && !yes && !json
      if dryRun || asks {
        let document = try workspace.store.document()
        let today = workspace.today(document.settings)
        let item = try parse(today)
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
        let item = try parse(today)
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

    /// A phrase, a suggestion and a routine are each a thing to add: one at a time.
    private func refuseTwoThings() throws(CommandFailure) {
      let phrase = words.joined(separator: " ")
      if let suggestion, let routine {
        throw CommandFailure(
          "--suggestion '\(suggestion)' and --routine '\(routine)' are two things to add. Add one at a time, like: \(SuggestView.command("--routine", routine))"
        )
      }
      guard !phrase.isEmpty,
        let (option, name) = suggestion.map({ ("--suggestion", $0) })
          ?? routine.map({ ("--routine", $0) })
      else {
        return
      }
      throw CommandFailure(
        "'\(phrase)' and \(option) '\(name)' are two things to add. Add one at a time, like: \(SuggestView.command(option, name))"
      )
    }

    /// A template's phrase through the intake, under the template's own name.
    static func parse(_ template: Suggestions.Suggestion, with parser: Parser, today: CivilDate)
      throws(CommandFailure) -> Item
    {
      do {
        var item = try parser.parse(template.phrase, today: today)
        item.name = template.name
        return item
      } catch {
        throw CommandFailure("\(error.description) (in the suggestion '\(template.name)')")
      }
    }
  }
}
