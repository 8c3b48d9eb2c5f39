import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa edit ITEM PHRASE…`: re-say part of an item.
  struct Edit: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "edit",
      abstract: "Change an item by re-saying part of it.",
      discussion: """
        Say only what changes: sherpa edit run "every weekday at 7am", sherpa edit water \
        2.5 l, sherpa edit read "every night". Days before today keep the schedule and \
        target they had.

        Relations are said the same way: sherpa edit stretch "after my run", sherpa edit \
        shake "only on workout days" (the item is then scheduled only on days the workout \
        is too). --no-after and --no-only-on take them away. Days before today keep the \
        relation they had.

        A meal is said again whole, by its number in 'sherpa meals': sherpa edit --meal 2 \
        "lunch: chicken salad, 40g protein, 560 kcal" (--at moves it, --date picks the day).
        """)

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the changed item as one JSON object.")
    var json = false

    @Flag(help: "Only show what would change.")
    var dryRun = false

    @Flag(name: .customLong("no-after"), help: "Take away what the item comes after.")
    var noAfter = false

    @Flag(
      name: .customLong("no-only-on"),
      help: "Take away 'only on … days': the item follows its own schedule again.")
    var noOnlyOn = false

    @Option(help: ArgumentHelp("Say meal N of the day again (see 'sherpa meals').", valueName: "n"))
    var meal: Int?

    @Option(
      help: ArgumentHelp("With --meal: the day, like yesterday or YYYY-MM-DD.", valueName: "day"),
      completion: .list(DayWord.words))
    var date: String?

    @Option(
      name: .customLong("at"),
      help: ArgumentHelp("With --meal: when it was eaten.", valueName: "time"))
    var time: String?

    @Argument(
      parsing: .allUnrecognized, help: "The item, then what changes.",
      completion: Edit.itemCompletion)
    var words: [String] = []

    func run(in workspace: Workspace) throws {
      let words = try PhraseWords.checked(self.words, of: Self.self)
      if let meal { return try editMeal(meal, words, in: workspace) }
      let result = try workspace.actions.edit(
        words, dropAfter: noAfter, dropOnlyOn: noOnlyOn, dryRun: dryRun,
        at: workspace.moment)
      guard let after = result.after else { return }
      var out = Output()
      if json {
        out.line(JSONText.object(JSONView.item(after)))
      } else {
        out.line(shown(after, result, in: workspace))
        out.line(
          dryRun
            ? "Nothing was changed (--dry-run)." : "Changed \(after.name) (#\(after.id)).")
      }
      out.flush()
    }

    /// The item as it reads after the change, its "only on" days worked out.
    private func shown(_ after: TrackedItem, _ result: ItemChangeResult, in workspace: Workspace)
      -> String
    {
      let resolved = ItemRelation.resolvingOnlyOn(result.items).first { $0.id == after.id } ?? after
      return ParseView(
        item: after.item, color: workspace.style(result.settings).color, tracked: resolved,
        items: result.items, today: workspace.moment.today(result.settings)
      ).text
    }

    private func editMeal(_ number: Int, _ words: [String], in workspace: Workspace) throws {
      let result = try workspace.actions.editMeal(
        number, words.joined(by: " "), date: date, time: time, at: workspace.moment)
      MealResultView.show(result, json: json, in: workspace)
    }
  }
}
