import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa suggest [QUERY|CATEGORY]`: templates to start from, and how to add them.
  struct Suggest: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "suggest",
      abstract: "Ideas to start from: habits, tasks and routines, by category or by words.",
      discussion: """
        With a category, like sleep or fitness, only its templates; with 'routines' the \
        routines and their items; with other words, the templates with a word starting with \
        each. Add one with: sherpa add --suggestion NAME, or a routine with: \
        sherpa add --routine NAME.
        """)

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the matches as one JSON object.")
    var json = false

    @Argument(
      help: "A category, 'routines', or words to look for.",
      completion: .list(Suggestions.builtIn.categories + ["routines"]))
    var query: [String] = []

    func run(in workspace: Workspace) throws {
      let catalog = try workspace.suggestions()
      let document = try workspace.actions.items()
      let text = query.joined(by: " ").trimmingWhitespace()
      let (suggestions, routines) = try Self.templates(matching: String(text), in: catalog)
      let view = SuggestView(
        suggestions: suggestions, routines: routines, detailedRoutines: !text.isEmpty,
        added: Set(document.items.filter { !$0.isArchived }.map { $0.name.lowercased() }),
        style: workspace.style(document.settings))
      var out = Output()
      out.line(json ? view.json(query: text.isEmpty ? nil : String(text)) : view.text)
      out.flush()
    }

    /// The templates and routines `text` asks for: all of them when it is empty, only the
    /// routines for "routines".
    private static func templates(matching text: String, in catalog: Suggestions)
      throws(CommandFailure) -> (
        suggestions: [Suggestions.Suggestion], routines: [Suggestions.Routine]
      )
    {
      var found = (suggestions: catalog.suggestions, routines: catalog.routines)
      if ["routines", "routine"].contains(text.lowercased()) {
        found.suggestions = []
      } else if !text.isEmpty {
        found = catalog.matching(text)
      }
      guard !found.suggestions.isEmpty || !found.routines.isEmpty else {
        throw CommandFailure(
          "No suggestion matches '\(text)'. Try a category: "
            + catalog.categories.joined(by: ", ") + ", or routines.")
      }
      return found
    }
  }
}
