import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa goal [add TEXT | remove N]`: goals with a date and the habits that feed them.
  struct Goal: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "goal",
      abstract: "Set a goal with a date and the habits that feed it, or list your goals.",
      discussion: """
        sherpa goal add "run a 10k by March" --habits run,stretch
        sherpa goal add "read 20 books" --by 2027-06-30 --habits read
        sherpa goal                        your goals and how their habits went
        sherpa goal remove 1

        The coach's reasons name the goal an item feeds ("it feeds your goal 'Run a 10k', \
        8 weeks left").
        """,
      aliases: ["goals"])

    @OptionGroup var store: StoreOptions

    @Option(
      help: ArgumentHelp(
        "The day it is for, when the words don't say: March, 2027-03-31.", valueName: "date"))
    var by: String?

    @Option(
      help: ArgumentHelp("The habits that feed it, by name: run,stretch.", valueName: "habits"))
    var habits: [String] = []

    @Flag(help: "Print the goals as JSON.")
    var json = false

    @Argument(help: "add and the goal, remove and its number, or nothing to list them.")
    var words: [String] = []

    func run(in workspace: Workspace) throws {
      var out = Output()
      switch words.first {
      case nil, "list":
        let goals = try workspace.actions.goals(at: workspace.moment)
        out.line(json ? JSONText.array(goals.map(GoalView.json)) : GoalView.list(goals))
      case "add":
        let status = try workspace.actions.addGoal(
          words.dropFirst().joined(by: " "), by: by, habits: habits, at: workspace.moment)
        out.line(json ? GoalView.json(status) : GoalView.added(status))
      case "remove", "delete": out.line(try remove(in: workspace))
      default:
        throw CommandFailure(
          "'\(Shown.text(words[0]))' is not a goal action. Say 'add' or 'remove', like 'sherpa goal add \"run a 10k by March\"'."
        )
      }
      out.flush()
    }

    /// `goal remove N`: the line saying which goal went.
    private func remove(in workspace: Workspace) throws -> String {
      guard words.count == 2 else {
        throw CommandFailure("Say which goal, like 'sherpa goal remove 1'.")
      }
      let goal = try workspace.actions.removeGoal(words[1], at: workspace.moment)
      return json
        ? JSONText.object([("removed", String(goal.id))])
        : "Removed the goal '\(goal.title)'. 'undo' brings it back."
    }
  }
}
