import ArgumentParser
import SherpaActions
import SherpaCore

/// What a command works with: the environment, the store, the words and templates, the
/// actions over them, and the terminal. A one-shot command makes one; a session makes one
/// for all its lines, so the store stays open and the grammar is read once.
final class Workspace {
  private(set) var env: Environment
  /// The actions over the store and the person's words and templates.
  let actions: Actions
  let terminal: Terminal
  /// Text with no colour whatever the settings say: `sherpa mcp`'s results are read by a
  /// program.
  var isPlain = false

  /// - Parameter given: `--store`, when given.
  init(path given: String?, terminal: Terminal = Terminal()) throws {
    env = try Environment.current(isScript: terminal.isScript)
    self.terminal = terminal
    guard let path = Self.storePath(given: given, env) else {
      throw CommandFailure(
        "There is no home directory to keep the store in. Set SHERPA_STORE or use --store PATH.")
    }
    actions = Actions(
      storeAt: path, displayPath: env.display(path), device: env.device,
      configFolder: env.configDirectory, display: env.display)
  }

  /// The store's path: `--store` when given, else `SHERPA_STORE`, else
  /// `$XDG_DATA_HOME/sherpa/store.json`; nil when there is no home directory either.
  static func storePath(given: String?, _ env: Environment) -> String? {
    if let given, !given.isEmpty { return given }
    return env.storePath ?? env.dataDirectory.map { $0 + "/store.json" }
  }

  /// Keeps the prompt's status after this process changed the store.
  func keepStatus() { actions.keepStatusAfterChanges(at: moment) }

  /// Now, as the last reading of the clock said.
  var moment: Moment { env.moment }

  /// Reads the clock (and the environment) again: a session does before each line.
  func refresh() throws { env = try Environment.current(isScript: terminal.isScript) }

  /// The day it is for the person: before the day boundary it is still yesterday.
  func today(_ settings: Settings) -> CivilDate { moment.today(settings) }

  func style(_ settings: Settings) -> Style {
    Style(color: !isPlain && env.useColor(settings.color))
  }

  /// The templates, with the person's suggestions file added.
  func suggestions() throws -> Suggestions { try actions.vocabulary.currentSuggestions() }
}

/// A command that runs in a workspace: on its own it makes one from `--store`; in a
/// session it runs in the session's.
protocol WorkspaceCommand: ParsableCommand {
  var store: StoreOptions { get }
  func run(in workspace: Workspace) throws
}

extension WorkspaceCommand {
  func run() throws { try Workspace.running(store: store.path) { try run(in: $0) } }
}

extension Workspace {
  /// Runs a one-shot command's `body` in a workspace of its own on the store at `path`
  /// (`--store`, when given), then keeps the prompt's status.
  static func running(store path: String?, _ body: (Workspace) throws -> Void) throws {
    let workspace = try Workspace(path: path)
    try body(workspace)
    workspace.keepStatus()
    // The process ends next: what the workspace holds (a month of events, the document)
    // is left for the exit to take back, not freed object by object.
    _ = Unmanaged.passRetained(workspace)
  }
}
