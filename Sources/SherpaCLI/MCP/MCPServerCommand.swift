import ArgumentParser

/// `sherpa-mcp [--store PATH]`, which `sherpa mcp` becomes: the MCP server on standard input
/// and output. The protocol lives in the `sherpa-mcp` program, which hands its serving loop
/// to `main(serving:)`; the arguments, the store and the one-line failure are read here, as
/// for every other command.
package struct MCPServerCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "sherpa-mcp",
    abstract: "Sherpa's MCP server on standard input and output; 'sherpa mcp' starts it.")

  @Option(
    name: .customLong("store"),
    help: ArgumentHelp(
      "The store file (default: $SHERPA_STORE, else $XDG_DATA_HOME/sherpa/store.json).",
      valueName: "path"))
  var store: String?

  package init() {}

  /// Reads the arguments, opens the store and runs `serve` on its tools; help, a mistake in
  /// the arguments or a store that cannot be read end the program as `sherpa` would.
  package static func main(serving serve: (SherpaTools) throws -> Void) {
    do {
      let command = try parse()
      do {
        try serve(SherpaTools(store: command.store))
      } catch {
        // One line, as sherpa says it: a store that cannot be read, say.
        throw Failure(description: FailureView.firstLine(SherpaCommand.message(for: error)))
      }
    } catch {
      exit(withError: error)
    }
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }
}
