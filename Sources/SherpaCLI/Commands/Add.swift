import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa add PHRASE…`: understand a phrase, show it back, and keep it. With
  /// `--suggestion` or `--routine`, the phrase comes from a template.
  struct Add: WorkspaceCommand {
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

    func run(in workspace: Workspace) throws {
      let words = try PhraseWords.checked(self.words, of: Self.self)
      try refuseTwoThings()
      let source: AddSource
      if let routine {
        source = .routine(try workspace.suggestions().routine(named: routine))
      } else if let suggestion {
        source = .suggestion(try workspace.suggestions().suggestion(named: suggestion))
      } else {
        source = .phrase(words.joined(by: " "))
      }
      try AddFlow(yes: yes, dryRun: dryRun, force: force, json: json).run(source, in: workspace)
    }

    /// A phrase, a suggestion and a routine are each a thing to add: one at a time.
    private func refuseTwoThings() throws(CommandFailure) {
      let phrase = words.joined(by: " ")
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

  }
}
