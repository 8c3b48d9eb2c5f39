import ArgumentParser

extension SherpaCommand {
  /// `sherpa mcp`: Sherpa's actions as tools for an AI assistant, over the Model Context
  /// Protocol on standard input and output.
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
      // The store is opened before serving, so a wrong --store is one line, not a server.
      try ToolServer.serve(SherpaTools(store: store.path))
    }
  }
}
