import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa meals`: the day's meals with their macros, and the totals against the targets.
  struct Meals: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "meals",
      abstract: "Show the day's meals, their macros, and the totals against your targets.")

    @OptionGroup var store: StoreOptions

    @Option(
      help: ArgumentHelp(
        "Show another day: yesterday, a weekday like mon, or YYYY-MM-DD.", valueName: "day"),
      completion: .list(DayWord.words))
    var date: String?

    @Flag(help: "Print the day's meals as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      let day = try workspace.actions.meals(date: date, at: workspace.moment)
      var out = Output()
      if json {
        out.line(MealView.json(day))
      } else {
        let settings = try workspace.actions.settings()
        out.line(MealView(day: day, style: workspace.style(settings)).text)
      }
      out.flush()
    }
  }
}
