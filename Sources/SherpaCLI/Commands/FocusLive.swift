import ArgumentParser
import SherpaActions
import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SherpaCommand {
  /// `sherpa focus [MINUTES] [ITEM]`: the live countdown, in cycles of work and break.
  struct FocusLive: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "live",
      abstract: "Count down a focus session on the terminal (what 'sherpa focus' does).")

    @OptionGroup var store: StoreOptions

    @Option(
      name: .customLong("break"),
      help: ArgumentHelp("Minutes of break after each.", valueName: "min"))
    var breakMinutes: String?

    @Option(help: ArgumentHelp("Work periods to run, each followed by a break.", valueName: "n"))
    var cycles: String?

    @Option(help: .hidden) var breakSeconds: Int?

    @OptionGroup var session: FocusWords

    func run(in workspace: Workspace) throws {
      let (length, item) = try session.split(of: Self.self)
      let rest =
        try breakSeconds ?? breakMinutes.map { try Actions.focusSeconds($0) }
        ?? FocusSession.defaultBreak * 60
      let count = try cycleCount()
      guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, !workspace.terminal.isScript
      else {
        // No terminal to count down on: the session is kept in the store all the same.
        let state = try workspace.actions.startFocus(
          seconds: length, item: item, at: workspace.moment)
        var out = Output()
        out.line(FocusView.started(state))
        out.flush()
        return
      }
      var countdown = FocusCountdown(
        workspace: workspace, seconds: length, item: item, breakSeconds: rest, cycles: count)
      try countdown.run()
    }

    /// `--cycles`, from 1 to 24; one when not given.
    private func cycleCount() throws(CommandFailure) -> Int {
      guard let cycles else { return 1 }
      guard let n = Int(cycles), (1...24).contains(n) else {
        throw CommandFailure(
          "'\(cycles)' is not a number of cycles. Say from 1 to 24, like '--cycles 4'.")
      }
      return n
    }
  }
}
