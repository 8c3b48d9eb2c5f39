import ArgumentParser
import SherpaProcess

extension SherpaCommand {
  /// `sherpa mcp`: Sherpa's actions as tools for an AI assistant, over the Model Context
  /// Protocol on standard input and output.
  ///
  /// The server is `sherpa-mcp`, next to this program, which this one becomes: the protocol's
  /// SDK brings Foundation, which a one-shot command would pay for at every start.
  struct MCPServe: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "mcp",
      abstract: "Serve Sherpa's actions to an AI assistant (Model Context Protocol, stdio).",
      discussion: """
        An MCP client starts it and speaks JSON-RPC on its standard input and output; it \
        runs until standard input closes. Register it with: claude mcp add sherpa -- sherpa mcp. \
        Tools: add, log, skip, undo, today, week, show, stats, coach_plan. Writes happen only \
        with apply (add, log) or by skip and undo, through the same actions as the commands.
        """)

    @OptionGroup var store: StoreOptions

    func run() throws {
      let own = OwnPath.binary()
      let server = String(own[..<(own.lastIndex(of: "/") ?? own.startIndex)]) + "/sherpa-mcp"
      let failed = Subprocess.become(server, arguments: store.path.map { ["--store", $0] } ?? [])
      throw CommandFailure(
        "Can't start \(server) (\(failed.reason)). 'make install' puts sherpa-mcp next to sherpa.")
    }
  }
}
