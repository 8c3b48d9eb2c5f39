import ArgumentParser
import SherpaActions
import SherpaCore

/// One set of commands, two front doors: a line typed in the REPL or read from a script
/// runs through the same commands, parsed by the same parser, as `sherpa …` does.
///
/// A line whose first word is not a command is intake: a check-in ("ran 5k") is logged,
/// and a phrase that says what to track ("read 10 pages every night") is shown and added.
final class Session {
  /// What running a line came to.
  enum Outcome: Equatable {
    case done
    /// The line failed; the error has been printed.
    case failed(Int32)
    /// `exit` or `quit`.
    case quit
  }

  /// The one workspace of the session: the store stays open, the grammar is read once.
  let workspace: Workspace
  /// On a terminal: intake asks before adding, and errors say nothing about line numbers.
  let isInteractive: Bool
  /// Whether lines go to the coach (after `coach` in the REPL) until "bye".
  private(set) var isCoaching = false

  init(_ workspace: Workspace, isInteractive: Bool) {
    self.workspace = workspace
    self.isInteractive = isInteractive
  }

  /// Words that end coach mode.
  static let leaveCoach: Set<String> = ["bye", "back", "leave", "that's all", "thats all", "stop"]

  /// The longest line read; past it a line is refused whole.
  static let longestLine = 4096

  /// The words that are the session's own, not commands.
  static let sessionWords = ["help", "exit", "quit"]

  /// The commands, by name and alias.
  static let commands: [String: any ParsableCommand.Type] = {
    var commands: [String: any ParsableCommand.Type] = [:]
    for command in SherpaCommand.configuration.subcommands {
      commands[command.configuration.commandName!] = command
      for alias in command.configuration.aliases { commands[alias] = command }
    }
    return commands
  }()

  /// Runs one line; `number` is the line's number in a script, for its error.
  func run(_ line: String, number: Int? = nil) -> Outcome {
    // At a terminal, a prompt in another pane follows each change.
    let saved = workspace.actions.changesSaved
    defer { if isInteractive && workspace.actions.changesSaved != saved { workspace.keepStatus() } }
    do {
      return try perform(line)
    } catch {
      return reported(error, number: number)
    }
  }

  /// Says what went wrong on a line as one line on stderr (help as help), and goes on.
  private func reported(_ error: any Error, number: Int?) -> Outcome {
    let code = SherpaCommand.exitCode(for: error)
    var message = SherpaCommand.message(for: error)
    if code == .success {
      // `done --help` and the like: help, not an error.
      var out = Output()
      out.line(Help.inSession(message))
      out.flush()
      return .done
    }
    if !(error is CommandFailure) && !(error is EnvironmentFailure)
      && !(error is any ActionFailure)
    {
      message = FailureView.firstLine(message)
      if code == .validationFailure { message += ". Type 'help' for the commands." }
    }
    Output.error((number.map { "line \($0): " } ?? "") + message)
    return .failed(code.rawValue == 0 ? 1 : code.rawValue)
  }

  private func perform(_ line: String) throws -> Outcome {
    try Self.checkText(line)
    try workspace.refresh()
    let loose = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let lead = loose.first?.lowercased() else { return .done }
    let isCommand = Self.commands[lead] != nil || Self.sessionWords.contains(lead) || lead == "?"
    if isCoaching && !isCommand {
      return try coach(line)
    }
    // A message is read as typed: "what's left?" is no unfinished quote.
    if !isCommand, try intake.isCoachMessage(line) {
      try intake.tell(line)
      return .done
    }
    let words = try ShellWords.split(line)
    guard let first = words.first else { return .done }
    switch first.lowercased() {
    case "exit", "quit":
      return .quit
    case "help", "?":
      var out = Output()
      out.line(try Help.text(for: Array(words.dropFirst())))
      out.flush()
      return .done
    default:
      if let command = Self.commands[first] {
        try runCommand(command, words)
        if command == SherpaCommand.Coach.self && words.count == 1 && isInteractive {
          isCoaching = true
          var out = Output()
          out.line(
            "\nTell me how it's going: 'did my run', 'skipping yoga, sick', 'what's left?'. "
              + "'bye' ends coaching.")
          out.flush()
        }
      } else {
        try intake.take(words)
      }
      return .done
    }
  }

  /// A line in coach mode: a message for the coach, or "bye".
  private func coach(_ line: String) throws -> Outcome {
    let said = line.trimmingWhitespace().lowercased().filter { $0 != "!" && $0 != "." }
    if Self.leaveCoach.contains(String(said)) {
      isCoaching = false
      var out = Output()
      out.line("Back to the usual prompt. 'coach' brings me back.")
      out.flush()
      return .done
    }
    try intake.tell(line)
    return .done
  }

  private var intake: Intake { Intake(workspace: workspace, isInteractive: isInteractive) }

  /// Runs a typed command's words (its name first) through the command line parser, in the
  /// session's workspace (or in one of its own when the line gives `--store`).
  private func runCommand(_ command: any ParsableCommand.Type, _ words: [String]) throws {
    if command == SherpaCommand.Parse.self,
      !words.dropFirst().contains(where: { !$0.hasPrefix("-") })
    {
      // With no phrase, parse reads standard input: in a session that is the session.
      throw CommandFailure("Say the phrase to read, like 'parse read 10 pages every night'.")
    }
    if command == SherpaCommand.MCPServe.self {
      // The server reads standard input: in a session that is the session.
      throw CommandFailure("'mcp' is for an AI assistant to start on its own: sherpa mcp")
    }
    // Straight to the command: parsing every command's options first is most of a line's
    // cost in a long script.
    var parsed = try command.parseAsRoot(Array(words.dropFirst()))
    guard let command = parsed as? any WorkspaceCommand else { return try parsed.run() }
    if let path = command.store.path, !path.isEmpty {
      try command.run(in: Workspace(path: path, terminal: workspace.terminal))
    } else {
      try command.run(in: workspace)
    }
  }

  /// Refuses a line that is too long or holds bytes that are not text, before reading it.
  static func checkText(_ line: String) throws(CommandFailure) {
    let count = line.unicodeScalars.count
    guard count <= longestLine else {
      throw CommandFailure(
        "That line is \(count) characters long; a line can hold up to \(longestLine). Say it in fewer words."
      )
    }
    if let bad = line.unicodeScalars.first(where: {
      $0 == "\u{FFFD}" || ($0.value < 32 && $0 != "\t") || $0.value == 127
    }) {
      let what = bad == "\u{FFFD}" ? "bytes that are not UTF-8 text" : "a control character"
      throw CommandFailure(
        "That line holds \(what), so it was not read. Type a command, like 'today'.")
    }
  }
}
