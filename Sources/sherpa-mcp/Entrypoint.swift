import ArgumentParser
import SherpaCLI

/// `sherpa-mcp [--store PATH]`, which `sherpa mcp` becomes: the MCP server on standard input
/// and output.
@main
struct Entrypoint: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sherpa-mcp",
    abstract: "Sherpa's MCP server on standard input and output; 'sherpa mcp' starts it.")

  @Option(
    name: .customLong("store"),
    help: ArgumentHelp(
      "The store file (default: $SHERPA_STORE, else $XDG_DATA_HOME/sherpa/store.json).",
      valueName: "path"))
  var store: String?

  func run() throws {
    do {
      try ToolServer.serve(SherpaTools(store: store))
    } catch {
      // One line, as sherpa says it: a store that cannot be read, say.
      throw Failure(description: String(ToolResult(error).text.dropFirst("Error: ".count)))
    }
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }
}
