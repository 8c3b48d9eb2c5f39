import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa eat [MEAL:] TEXT`: log a meal, its macros read from the text.
  struct Eat: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "eat",
      abstract: "Log a meal; its macros are read from what you write.",
      discussion: """
        sherpa eat "lunch: chicken salad, 35g protein, 520 kcal"
        sherpa eat breakfast oats p30 c50 f10 --at 7:45
        sherpa eat "2 eggs (12g protein) and toast" --date yesterday

        The meal is the first word (breakfast, lunch, dinner, snack, pre-workout), or else \
        the time of day says it. Numbers go with the nutrient beside them: kcal/cal/calories, \
        protein/p, carbs/c, fat/f, fibre; glued or spaced, before or after ("35g protein", \
        "protein 35g"); a range counts its middle ("30-40g"). The day's habit for that meal \
        is done with it, and a meal after the kitchen closed counts against that limit. \
        'sherpa meals' shows the day; 'undo' takes a meal back; 'sherpa edit --meal N' says \
        it again.
        """)

    @OptionGroup var store: StoreOptions

    @Option(
      help: ArgumentHelp(
        "The day it was for: yesterday, a weekday like mon, or YYYY-MM-DD.", valueName: "day"),
      completion: .list(DayWord.words))
    var date: String?

    @Option(
      name: .customLong("at"), help: ArgumentHelp("When you ate: 12:30 or 7pm.", valueName: "time"))
    var time: String?

    @Flag(help: "Print the meal and the day's totals as one JSON object.")
    var json = false

    // "-20g" looks like an option but is part of the meal (and refused by the reader).
    @Argument(
      parsing: .allUnrecognized,
      help: "The meal, then what it was: lunch: chicken salad, 35g protein.")
    var words: [String] = []

    func run(in workspace: Workspace) throws {
      let words = try PhraseWords.checked(self.words, of: Self.self)
      let result = try workspace.actions.eat(
        words.joined(by: " "), date: date, time: time, at: workspace.moment)
      MealResultView.show(result, json: json, in: workspace)
    }
  }
}
