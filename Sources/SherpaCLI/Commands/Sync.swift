import ArgumentParser
import SherpaActions
import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SherpaCommand {
  /// `sherpa sync`: one history on every machine, through a git remote.
  struct Sync: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "sync",
      abstract: "Send this store's changes to its git remote and take in the other machines'.",
      discussion: """
        Set it up once per machine with 'sherpa sync setup GIT_URL' (ssh, https, or a bare \
        repository on a USB stick). Logs from every machine add up; an item changed on two \
        machines keeps the later change, and the other stays in the history.
        """,
      subcommands: [Setup.self, MergeDriver.self])

    @OptionGroup var store: StoreOptions

    @Flag(help: "Say how many changes wait to be sent and received, without syncing.")
    var status = false

    @Flag(help: "Print the result as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      var out = Output()
      if status {
        let result = try workspace.actions.syncStatus(at: workspace.moment)
        out.line(json ? SyncView.json(result) : SyncView.text(result))
      } else {
        let report = try workspace.actions.sync(at: workspace.moment)
        for line in json ? [SyncView.json(report)] : SyncView.lines(report) { out.line(line) }
      }
      out.flush()
    }

    /// `sherpa sync setup GIT_URL`.
    struct Setup: WorkspaceCommand {
      static let configuration = CommandConfiguration(
        commandName: "setup",
        abstract: "Make the store's folder a git working tree with this remote, then sync.",
        discussion: """
          An empty remote takes this store. A remote that has a store gives it here, and this \
          store's own history is merged into it.
          """)

      @OptionGroup var own: StoreOptions

      /// `sherpa sync --store X setup URL` means X as much as `sync setup URL --store X`.
      @ParentCommand var sync: Sync

      var store: StoreOptions { own.path == nil ? sync.store : own }

      @Flag(help: "Print the result as one JSON object.")
      var json = false

      @Argument(help: "The git remote: a URL or a path git can reach.")
      var url: String

      func run(in workspace: Workspace) throws {
        let report = try workspace.actions.setUpSync(
          remote: url, driver: OwnPath.binary(), at: workspace.moment)
        var out = Output()
        for line in json ? [SyncView.json(report)] : SyncView.lines(report) { out.line(line) }
        out.flush()
      }
    }

    /// `sherpa sync merge-driver BASE OURS THEIRS [PATH]`: run by git, not by people.
    struct MergeDriver: ParsableCommand {
      static let configuration = CommandConfiguration(
        commandName: "merge-driver",
        abstract: "Git's merge of a history file: every event of both sides once (run by git).",
        shouldDisplay: false)

      @Argument var base: String
      @Argument var ours: String
      @Argument var theirs: String
      /// The file's path in the working tree (git's `%P`); set-ups before it pass none.
      @Argument var path: String?

      func run() throws {
        do {
          let now = try Environment.current().moment
          try Actions.mergeHistoryFile(ours: ours, theirs: theirs, path: path, at: now)
        } catch {
          Output.error("\(error)")
          throw ExitCode(1)
        }
      }
    }
  }
}
