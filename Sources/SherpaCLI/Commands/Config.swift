import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa config get|set`: the settings kept in the store.
  struct Config: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "config",
      abstract:
        "Show or change a setting: dayBoundary, weekStart, color, bedtime, phases, reminders, "
        + "nutrition targets, servings, the coach's model.",
      discussion: """
        sherpa config get                  all settings
        sherpa config get dayBoundary      one setting
        sherpa config set dayBoundary 03:00
        sherpa config set weekStart sunday
        sherpa config set color never      (auto, always or never)
        sherpa config set location london  (or LAT,LON: the parts of the day follow the sun)
        sherpa config set phases manual    (auto, manual or solar)
        sherpa config set phase.morning 06:00   (also phase.afternoon, .evening, .night)
        sherpa config set reminders.cap 8  (also reminders.cooldown 45, reminders.lead 10)
        sherpa config set serving.glass 300ml   (what "a glass" holds when you log one)

        sherpa config set coach.llm.url http://127.0.0.1:11434/v1   (a model behind the coach)
        sherpa config set coach.llm.model llama3.2
        sherpa config set coach.llm.api anthropic   (openai by default)
        sherpa config set coach.llm.timeout 15      (seconds to the first word)
        sherpa config set coach.llm.daily_tokens 50000   (0: no limit)
        The key comes only from SHERPA_LLM_API_KEY; 'none' as the URL turns the model off.

        sherpa config set nutrition.kcal 1600-1800 --training
        sherpa config set nutrition.kcal 1400-1600 --rest
        sherpa config set nutrition.protein 140          (a floor)
        sherpa config set nutrition.protein.ideal 150-160
        sherpa config set nutrition.fat "60 max"

        Nutrition keys: nutrition.kcal, .protein, .carbs, .fat, .fibre and \
        .protein.ideal; without --training or --rest a value holds for both kinds of day \
        (a training day has a workout habit scheduled or done). 'none' clears one.
        """)

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the settings as one JSON object.")
    var json = false

    @Flag(help: "Set a nutrition target for training days only.")
    var training = false

    @Flag(help: "Set a nutrition target for rest days only.")
    var rest = false

    // "-33.87,151.21" (a location in the south) looks like an option but is a value.
    @Argument(
      parsing: .allUnrecognized, help: "get or set, then the key, then (for set) the value.")
    var words: [String] = []

    func run(in workspace: Workspace) throws {
      let action = words.first ?? "get"
      var out = Output()
      switch action {
      case "get": for line in try lines(in: workspace) { out.line(line) }
      case "set": out.line(try set(in: workspace))
      default:
        throw CommandFailure(
          "'\(action)' is not a config action. Say 'get' or 'set', like 'sherpa config set weekStart sunday'."
        )
      }
      out.flush()
    }

    /// `config get [KEY]`: one value alone, or each key beside its value.
    private func lines(in workspace: Workspace) throws -> [String] {
      let pairs = try workspace.actions.configValues(words.count > 1 ? words[1] : nil)
      if json { return [JSONText.object(pairs.map { ($0.key, JSONText.string($0.value)) })] }
      if words.count > 1 { return [pairs[0].value] }
      let width = max(12, pairs.map(\.key.count).max() ?? 0)
      return pairs.map { $0.key.padding(width) + " " + $0.value }
    }

    /// `config set KEY VALUE`: the line saying what it is now.
    private func set(in workspace: Workspace) throws -> String {
      guard words.count == 3 else {
        throw CommandFailure(
          "Say the setting and its value, like 'sherpa config set weekStart sunday'.")
      }
      let key = words[1]
      var text = words[2]
      if training || rest {
        guard NutritionTargets.keys.contains(key), !(training && rest) else {
          throw CommandFailure(
            "--training and --rest go with one nutrition target, like 'sherpa config set nutrition.kcal 1600-1800 --training'."
          )
        }
        text = (training ? "training " : "rest ") + text
      }
      let value = try workspace.actions.set(key, to: text, at: workspace.moment)
      return json ? JSONText.object([(key, JSONText.string(value))]) : "\(key) is \(value)."
    }
  }
}
