/// The one way a failure becomes what the person reads: one line, `Error: …`, alike from the
/// command line, a session, a script and an MCP tool.
enum FailureView {
  /// The line for `error`: the first line of what it says, after `Error: `.
  static func line(for error: any Error) -> String {
    text(firstLine(SherpaCommand.message(for: error)))
  }

  /// The first line of a message: the rest of an argument parser's message is usage that
  /// one line leaves out.
  static func firstLine(_ message: String) -> String {
    message.split(separator: "\n").first.map(String.init) ?? message
  }

  /// The line a message is printed as.
  static func text(_ message: String) -> String { "Error: " + message }
}
