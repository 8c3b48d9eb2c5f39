import ArgumentParser

/// The `sherpa` command: a habit and task tracker for people who live in a terminal.
///
/// SherpaCLI holds the commands, the views and everything that touches the process: the
/// environment, files, standard input and output. Decisions live in SherpaCore and
/// SherpaParse; a command's `run()` calls them and renders the result.
public struct SherpaCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "sherpa",
    abstract: "A habit and task tracker for people who live in a terminal.",
    discussion: """
      Say what you want to do in plain words: sherpa add "run 10,000 steps weekly Mon/Wed/Fri"
      """,
    version: "0.1.0",
    // Each subcommand names itself: deriving names from type names is slow at start-up.
    subcommands: [
      Add.self, Today.self, Done.self, Skip.self, Undo.self, List.self, Show.self, Edit.self,
      Rename.self, Archive.self, Delete.self, Config.self, Parse.self,
    ]
  )

  public init() {}

  /// Runs the command line. A mistake in it (an unknown command or option) is one line,
  /// like every other error, with where to find help; help itself prints in full.
  public static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      let text = message(for: error)
      guard code == .validationFailure, !text.isEmpty else { exit(withError: error) }
      let line = text.split(separator: "\n").first.map(String.init) ?? text
      Output.error(line + ". Try 'sherpa --help'.")
      exit(withError: ExitCode(code.rawValue))
    }
  }
}
