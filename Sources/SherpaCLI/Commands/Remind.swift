import ArgumentParser
import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SherpaCommand {
  /// `sherpa remind install|uninstall|status`: the timer that runs `due --notify`.
  struct Remind: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "remind",
      abstract: "Set up, take away or show the timer that sends reminders every 5 minutes.",
      discussion: """
        sherpa remind install     a systemd user timer and service (a crontab line where no \
        systemd user manager runs), shown as written
        sherpa remind uninstall   removes exactly those
        sherpa remind status      what runs
        No daemon of Sherpa's own: the timer runs 'sherpa due --notify', which sends what the \
        reminder rules allow (see 'sherpa due --help').
        """)

    static let actions = ["install", "uninstall", "status"]

    @OptionGroup var store: StoreOptions

    @Argument(help: "install, uninstall or status.", completion: .list(actions))
    var action: String

    @Flag(help: "Install a systemd user timer even where no systemd user manager runs now.")
    var systemd = false

    @Flag(help: "Install a crontab line instead of a systemd timer.")
    var cron = false

    @Option(
      help: ArgumentHelp(
        "A shell command each reminder goes to (see 'sherpa due --help').", valueName: "cmd"))
    var command: String?

    func run(in workspace: Workspace) throws {
      guard Self.actions.contains(action) else {
        throw CommandFailure(
          "'\(action)' is not a remind action. Say 'install', 'uninstall' or 'status'.")
      }
      guard let config = workspace.env.configDirectory else {
        throw CommandFailure("There is no home directory to install the timer in. Set HOME.")
      }
      let installer = ReminderInstaller(
        configHome: String(config.dropLast("/sherpa".count)), display: workspace.env.display)
      let lines: [String]
      switch action {
      case "install": lines = try install(with: installer, in: workspace)
      case "uninstall": lines = try installer.uninstall()
      default: lines = try installer.status()
      }
      var out = Output()
      for line in lines { out.line(line) }
      out.flush()
    }

    /// `remind install`: the timer written the way asked for, else the usual way here.
    private func install(with installer: ReminderInstaller, in workspace: Workspace) throws
      -> [String]
    {
      guard !(systemd && cron) else {
        throw CommandFailure("Say --systemd or --cron, not both.")
      }
      let way = systemd ? .systemd : cron ? .cron : ReminderInstaller.usualWay
      guard let way else {
        throw CommandFailure(
          "No systemd user manager runs here and there is no crontab. Say --systemd to write "
            + "the timer for your next login.")
      }
      let arguments = try TimerUnits.arguments(
        binary: OwnPath.binary(), store: OwnPath.absolute(workspace.actions.storePath),
        command: command)
      return try installer.install(arguments, way: way)
    }
  }
}
