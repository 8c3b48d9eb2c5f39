import SherpaCLI

/// `sherpa-mcp`: the MCP server `sherpa mcp` becomes, served by `ToolServer`.
@main
enum Entrypoint {
  static func main() { MCPServerCommand.main { try ToolServer.serve($0) } }
}
