import ArgumentParser
import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

      Run sherpa alone for a session on a terminal (the same commands without 'sherpa', Tab to complete, 'help' inside), or give it commands on standard input, one a line.
      """,
    version: "0.1.0",
    // Each subcommand names itself: deriving names from type names is slow at start-up.
    subcommands: [
      Add.self, Suggest.self, Today.self, Week.self, Upcoming.self, Done.self, Skip.self,
      Snooze.self, Due.self, Remind.self, Undo.self, Coach.self,
      Focus.self, StartTimer.self, StopTimer.self, Timers.self, Reflect.self,
      List.self, Show.self, Stats.self, Insights.self, WeeklyLeague.self, Edit.self, Rename.self,
      Archive.self,
      Delete.self, Config.self, Export.self, Import.self, Sync.self, Doctor.self, Parse.self,
      Completion.self, Eat.self, Meals.self, Goal.self, Profile.self, MCPServe.self, Prompt.self,
    ]
  )

  @OptionGroup var store: StoreOptions

  @Flag(
    help: "When reading commands from standard input, go on past a line that stops with an error.")
  var keepGoing = false

  public init() {}

  /// `sherpa` alone: a session on a terminal, or standard input run line by line.
  public func run() throws {
    // The session's commands use `--store`, as if each were given it.
    let status =
      isatty(STDIN_FILENO) == 1
      ? try REPL.run(store: store.path)
      : try Script.run(store: store.path, keepGoing: keepGoing)
    if status != 0 { throw ExitCode(status) }
  }

  /// Runs the command line. A mistake in it (an unknown command or option) is one line,
  /// like every other error, with where to find help; help itself prints in full.
  public static func main() {
    // `done` and `today` read their store on two threads. The second starts before the
    // arguments are read, a quarter of a millisecond sooner than once they are: `done`'s
    // month file waited for it to warm its heap and make the parser (0.12 ms a run).
    if CommandLine.argc > 1, let name = CommandLine.unsafeArgv[1],
      strcmp(name, "done") == 0 || strcmp(name, "today") == 0
    {
      SecondThread.start()
    }
    let arguments = Array(CommandLine.arguments.dropFirst())
    // A prompt runs this before every line: no argument parser for its usual arguments.
    if arguments.first == Prompt.configuration.commandName,
      let (store, format, plain) = PromptSegment.arguments(Array(arguments.dropFirst()))
    {
      return PromptSegment.print(store: store, format: format, plain: plain)
    }
    // What the argument parser would print, without building it.
    if arguments == ["--version"] {
      var out = Output()
      out.line(configuration.version)
      return out.flush()
    }
    let asksForHelp = arguments.contains {
      $0.hasPrefix("-h") || $0.hasPrefix("--h") || $0 == "help"
    }
    // The commands run most, in their usual forms, read without the argument parser.
    if !asksForHelp, let command = QuickArguments.command(arguments) {
      KeptUntilExit.startOneShot()
      return run(command.type, command.run)
    }
    // Straight to the subcommand when that is all there is to it: reading every command's
    // options up front is a third of a one-shot command's start-up.
    if let name = arguments.first,
      let command = configuration.subcommands.first(where: {
        $0.configuration.commandName == name
      }),
      !asksForHelp
    {
      run(command, Array(arguments.dropFirst()))
    } else {
      run(self, arguments)
    }
  }

  /// Runs the command `arguments` make of `type`.
  private static func run(_ type: any ParsableCommand.Type, _ arguments: [String]) {
    run(type) {
      var command = try type.parseAsRoot(arguments)
      try command.run()
    }
  }

  /// Runs `body`, a command of `type`, and says its failure as the argument parser would.
  private static func run(_ type: any ParsableCommand.Type, _ body: () throws -> Void) {
    do {
      try body()
    } catch {
      let code = type.exitCode(for: error)
      let text = type.message(for: error)
      guard code == .validationFailure, !text.isEmpty else { type.exit(withError: error) }
      Output.error(FailureView.firstLine(text) + ". Try 'sherpa --help'.")
      type.exit(withError: ExitCode(code.rawValue))
    }
  }
}
