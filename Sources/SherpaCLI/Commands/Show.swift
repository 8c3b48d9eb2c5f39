import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa show ITEM`: one item's schedule, next dates and recent days.
  struct Show: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show one item: its schedule in words, the next 14 dates, the last 7 and 30 days.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the item as one JSON object.")
    var json = false

    @Argument(
      help: "The item: its name, the start of it, or its number.",
      completion: Show.itemCompletion)
    var item: [String] = []

    func run(in workspace: Workspace) throws {
      var out = Output()
      out.line(try Self.page(in: workspace, item: item.joined(by: " ")).form(json: json))
      out.flush()
    }

    /// One item as `show` shows it, and as `show --json` prints it.
    ///
    /// - Parameter item: Its name, the start of it, or its number.
    static func page(in workspace: Workspace, item: String) throws -> Page {
      let overview = try workspace.actions.item(item, at: workspace.moment)
      return .show(overview, style: workspace.style(overview.settings))
    }
  }
}
