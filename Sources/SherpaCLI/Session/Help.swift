import ArgumentParser

/// `help` and `help CMD` in a session.
enum Help {
  static func text(for words: [String]) throws(CommandFailure) -> String {
    if let name = words.first {
      guard let command = Session.commands[name] else {
        throw CommandFailure("There is no command '\(name)'. Type 'help' for the commands.")
      }
      return inSession(SherpaCommand.helpMessage(for: command))
    }
    // `mcp` is for an assistant to start, never typed in a session.
    var rows: [(String, String)] = SherpaCommand.configuration.subcommands.filter {
      $0 != SherpaCommand.MCPServe.self
    }.map { ($0.configuration.commandName!, $0.configuration.abstract) }
    rows += [("help CMD", "More about one command."), ("exit", "Leave the session (or Ctrl-D).")]
    let width = rows.map(\.0.count).max()! + 2
    var lines = ["The commands, as on the command line without 'sherpa':"]
    lines += rows.map { "  " + $0.0.padding(width) + $0.1 }
    lines.append(
      "Anything else is read as plain words: 'read 10 pages every night' offers to add it, "
        + "'ran 5k' or 'did my run' logs it.")
    return lines.joined(by: "\n")
  }

  /// A command's help as it reads in a session, where commands are typed without `sherpa`.
  static func inSession(_ help: String) -> String {
    help.replacing("USAGE: sherpa ", with: "USAGE: ", maxReplacements: 1)
  }
}
