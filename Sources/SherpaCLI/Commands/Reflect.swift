import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa reflect morning|night`: how you slept and an intention, or the day's mood and
  /// what went well. +10 XP each, once a day.
  struct Reflect: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "reflect",
      abstract: "Reflect in the morning (sleep, an intention) or at night (mood, what went well).",
      discussion: """
        On a terminal it asks; in a script say it with flags: reflect morning --sleep 4 \
        --intention "finish the report", reflect night --mood 3 --note "a long walk". \
        +10 XP each, once a day (a second one replaces the first). --history lists them.
        """)

    @OptionGroup var store: StoreOptions

    @Option(help: ArgumentHelp("How you slept, 1 (poorly) to 5 (very well).", valueName: "1-5"))
    var sleep: String?

    @Option(help: "One intention for the day.")
    var intention: String?

    @Option(help: ArgumentHelp("The day's mood, 1 (low) to 5 (great).", valueName: "1-5"))
    var mood: String?

    @Option(help: "What went well.")
    var note: String?

    @Flag(help: "List the reflections kept.")
    var history = false

    @Flag(help: "Print the reflection (or the list) as one JSON object.")
    var json = false

    @Argument(
      help: "morning or night.",
      completion: .list(Reflection.Kind.allCases.map(\.rawValue)))
    var kind: String?

    func run(in workspace: Workspace) throws {
      var out = Output()
      defer { out.flush() }
      if history {
        let list = try workspace.actions.reflections()
        out.line(json ? ReflectionView.historyJSON(list) : ReflectionView.history(list))
        return
      }
      let result = try workspace.actions.reflect(reflection(in: workspace), at: workspace.moment)
      out.line(json ? ReflectionView.json(result) : ReflectionView.kept(result))
    }

    /// The reflection the options say (the morning's before 14:00, else the night's), asked
    /// for on a terminal when they say nothing.
    private func reflection(in workspace: Workspace) throws -> Reflection {
      let said = kind?.lowercased() ?? (workspace.moment.time.hour < 14 ? "morning" : "night")
      guard let kind = Reflection.Kind(rawValue: said) else { throw TimeFailure.kind(said) }
      var score = try (kind == .morning ? sleep : mood).map { try Actions.score($0, of: kind) }
      var text = kind == .morning ? intention : note
      let other = kind == .morning ? (mood ?? note) : (sleep ?? intention)
      if other != nil {
        throw CommandFailure(
          kind == .morning
            ? "A morning reflection takes --sleep and --intention; --mood and --note are for 'reflect night'."
            : "A night reflection takes --mood and --note; --sleep and --intention are for 'reflect morning'."
        )
      }
      if score == nil && text == nil && workspace.terminal.canAsk {
        (score, text) = try ask(kind, workspace.terminal)
      }
      return Reflection(kind: kind, score: score, text: text)
    }

    /// The session's question style: a score, then a line.
    private func ask(_ kind: Reflection.Kind, _ terminal: Terminal) throws -> (Int?, String?) {
      let question =
        kind == .morning
        ? "How did you sleep, 1 (poorly) to 5 (very well)? "
        : "How was the day, 1 (low) to 5 (great)? "
      var score: Int?
      if let answer = terminal.ask(question), !answer.trimmingWhitespace().isEmpty {
        score = try Actions.score(answer, of: kind)
      }
      let prompt = kind == .morning ? "One intention for today: " : "What went well? "
      return (score, terminal.ask(prompt))
    }
  }
}
