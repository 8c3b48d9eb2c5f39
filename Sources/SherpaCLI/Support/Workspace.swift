import ArgumentParser
import SherpaCore
import SherpaParse
import SherpaStore

/// `--store PATH`, shared by every command that reads or writes the store.
struct StoreOptions: ParsableArguments {
  @Option(
    name: .customLong("store"),
    help: ArgumentHelp(
      "The store file (default: $SHERPA_STORE, else $XDG_DATA_HOME/sherpa/store.json).",
      valueName: "path"))
  var path: String?
}

/// What a store command works with: the environment, the store, and the day it is.
struct Workspace {
  let env: Environment
  let store: Store

  init(_ options: StoreOptions) throws { try self.init(path: options.path) }

  /// - Parameter given: `--store`, when given.
  init(path given: String?) throws {
    env = try Environment.current()
    let path: String
    if let given, !given.isEmpty {
      path = given
    } else if let variable = env.storePath {
      path = variable
    } else if let directory = env.dataDirectory {
      path = directory + "/store.json"
    } else {
      throw CommandFailure(
        "There is no home directory to keep the store in. Set SHERPA_STORE or use --store PATH.")
    }
    store = Store(path: path, displayPath: env.display(path))
  }

  /// The day it is for the person: before the day boundary it is still yesterday.
  func today(_ settings: Settings) -> CivilDate {
    settings.day(at: env.today, env.time)
  }

  func style(_ settings: Settings) -> Style { Style(color: env.useColor(settings.color)) }

  /// The parser, with the person's grammar file added.
  func parser() throws -> Parser {
    Parser(grammar: try UserGrammar.load(into: .builtIn, from: env))
  }

  /// The first day of the month `days` before `day`: where a command's history starts.
  static func monthStart(_ day: CivilDate, back days: Int) -> CivilDate {
    let early = day.adding(days: -days)
    return CivilDate(unchecked: early.year, early.month, 1)
  }
}

/// Asks a yes-or-no question on the terminal; anything but yes (or just Return when
/// `default` is true) is no.
func confirm(_ question: String, default yes: Bool = true) -> Bool {
  guard let answer = ask(question + (yes ? " [Y/n] " : " [y/N] ")) else { return false }
  let word = answer.trimmingWhitespace().lowercased()
  if word.isEmpty { return yes }
  return word == "y" || word == "yes"
}

/// Asks on the terminal and reads the answer: through the REPL's line editor when there is
/// one, from standard input otherwise; nil at the end of input.
func ask(_ prompt: String) -> String? {
  if let ask = Answers.ask { return ask(prompt) }
  var out = Output()
  out.text(prompt)
  out.flush()
  return readLine()
}

/// Where answers to questions come from: standard input, or the REPL's line editor (so
/// Ctrl-C and keys typed ahead behave as at the prompt).
enum Answers {
  nonisolated(unsafe) static var ask: ((String) -> String?)?
}
