import ArgumentParser
import SherpaActions
import SherpaCore
import SherpaParse
import SherpaStore

/// What a command works with: the environment, the store, the words and templates, the
/// actions over them, and the terminal. A one-shot command makes one; a session makes one
/// for all its lines, so the store stays open and the grammar is read once.
final class Workspace {
  private(set) var env: Environment
  let store: Store
  let vocabulary: Vocabulary
  let terminal: Terminal
  /// Text with no colour whatever the settings say: `sherpa mcp`'s results are read by a
  /// program.
  var isPlain = false

  convenience init(_ options: StoreOptions) throws { try self.init(path: options.path) }

  /// - Parameter given: `--store`, when given.
  init(path given: String?, terminal: Terminal = Terminal()) throws {
    env = try Environment.current(isScript: terminal.isScript)
    self.terminal = terminal
    guard let path = Self.storePath(given: given, env) else {
      throw CommandFailure(
        "There is no home directory to keep the store in. Set SHERPA_STORE or use --store PATH.")
    }
    store = Store(path: path, displayPath: env.display(path))
    store.deviceName = env.device
    vocabulary = Vocabulary(folder: env.configDirectory, display: env.display)
  }

  /// The store's path: `--store` when given, else `SHERPA_STORE`, else
  /// `$XDG_DATA_HOME/sherpa/store.json`; nil when there is no home directory either.
  static func storePath(given: String?, _ env: Environment) -> String? {
    if let given, !given.isEmpty { return given }
    return env.storePath ?? env.dataDirectory.map { $0 + "/store.json" }
  }

  /// Works out the prompt's status again after this process changed the store, so the next
  /// prompt reads it from one small file: when there is one to keep, that is once `sherpa
  /// prompt` has run. Failure is not an error (a prompt works it out).
  func keepStatus() {
    guard store.changesSaved > 0, store.keepsStatus else { return }
    _ = try? Actions.keepStatus(of: store, at: moment)
  }

  /// The actions over this store and vocabulary.
  var actions: Actions { Actions(store: store, vocabulary: vocabulary) }

  /// Now, as the last reading of the clock said.
  var moment: Moment { env.moment }

  /// Reads the clock (and the environment) again: a session does before each line.
  func refresh() throws { env = try Environment.current(isScript: terminal.isScript) }

  /// The day it is for the person: before the day boundary it is still yesterday.
  func today(_ settings: Settings) -> CivilDate { moment.today(settings) }

  func style(_ settings: Settings) -> Style {
    Style(color: !isPlain && env.useColor(settings.color))
  }

  /// The parser, with the person's grammar file added.
  func parser() throws -> Parser { try vocabulary.currentParser() }

  /// The templates, with the person's suggestions file added.
  func suggestions() throws -> Suggestions { try vocabulary.currentSuggestions() }
}

/// A command that runs in a workspace: on its own it makes one from `--store`; in a
/// session it runs in the session's.
protocol WorkspaceCommand: ParsableCommand {
  var store: StoreOptions { get }
  func run(in workspace: Workspace) throws
}

extension WorkspaceCommand {
  func run() throws {
    let workspace = try Workspace(store)
    try run(in: workspace)
    workspace.keepStatus()
  }
}
