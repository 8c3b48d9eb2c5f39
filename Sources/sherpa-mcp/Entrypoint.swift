import SherpaCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `sherpa-mcp [--store PATH]`, started by `sherpa mcp`: the MCP server on stdin and stdout.
@main
enum Entrypoint {
  static func main() {
    do {
      try ToolServer.serve(SherpaTools(store: try storePath(CommandLine.arguments.dropFirst())))
    } catch {
      let line = Array((ToolResult(error).text + "\n").utf8)
      _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      exit(1)
    }
  }

  /// `--store PATH` or `--store=PATH`, the only option; nil when not given.
  static func storePath(_ arguments: ArraySlice<String>) throws -> String? {
    var rest = arguments
    var path: String?
    while let word = rest.popFirst() {
      if word == "--store", let value = rest.popFirst() {
        path = value
      } else if word.hasPrefix("--store=") {
        path = String(word.dropFirst("--store=".count))
      } else {
        throw UnknownArgument(word: word)
      }
    }
    return path
  }

  struct UnknownArgument: Error, CustomStringConvertible {
    let word: String
    var description: String { "sherpa mcp takes only --store PATH, so '\(word)' was not read." }
  }
}
