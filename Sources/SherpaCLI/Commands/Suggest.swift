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
      let text = query.joined(separator: " ").trimmingWhitespace()
      var suggestions = catalog.suggestions
      var routines = catalog.routines
      if ["routines", "routine"].contains(text.lowercased()) {
        suggestions = []
      } else if !text.isEmpty {
        (suggestions, routines) = catalog.matching(String(text))
      }
      guard !suggestions.isEmpty || !routines.isEmpty else {
        throw CommandFailure(
          "No suggestion matches '\(text)'. Try a category: "
            + catalog.categories.joined(separator: ", ") + ", or routines.")
      }
      let added = Set(document.items.filter { !$0.isArchived }.map { $0.name.lowercased() })
      let view = SuggestView(
        suggestions: suggestions, routines: routines, detailedRoutines: !text.isEmpty,
        added: added, style: workspace.style(document.settings))
      var out = Output()
      out.line(json ? view.json(query: text.isEmpty ? nil : String(text)) : view.text)
      out.flush()
    }
  }
}
