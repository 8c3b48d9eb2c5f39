import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa due [--json] [--notify]`: what needs the person now; with `--notify`, the reminder
  /// the rules allow, sent and recorded.
  struct Due: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "due",
      abstract: "Show what needs you now; with --notify, send the reminder the rules allow.",
      discussion: """
        Due: an item whose time is within reminders.lead (10 min) or past, one whose part of \
        the day has begun, an "after X" item whose X is done, an open task for today. Most \
        pressing first: after X, then times and parts of the day, then tasks.
        With --notify, at most reminders.cap (8) reminders a day, reminders.cooldown (45 min) \
        apart; a reminder not sent by the end of its part of the day is dropped; snoozed, \
        skipped and done items wait or are left alone. It goes to --command CMD (the text on \
        its input and in SHERPA_REMINDER_* variables), else notify-send, else a bell on the \
        terminal. 'sherpa remind install' runs this every 5 minutes.
        """)

    @OptionGroup var store: StoreOptions

    @Flag(help: "Send the reminder the rules allow now, and record it.")
    var notify = false

    @Option(
      help: ArgumentHelp(
        "With --notify: a shell command to hand the reminder to (its text on standard input).",
        valueName: "cmd"))
    var command: String?

    @Flag(help: "Print what is due as one JSON object.")
    var json = false

    func run(in workspace: Workspace) throws {
      guard notify || command == nil else {
        throw CommandFailure("--command goes with --notify: 'sherpa due --notify --command CMD'.")
      }
      let result =
        notify
        ? try workspace.actions.notify(at: workspace.moment)
        : try workspace.actions.due(at: workspace.moment)
      var out = Output()
      // The settings come with the result: after a reminder is recorded, nothing may fail.
      // `--notify` runs every five minutes from a timer: it says only what it sent, so the
      // journal (or cron's mail) gets a line only when a reminder went.
      if json {
        out.line(DueView.json(result))
      } else if !notify {
        out.line(DueView(result: result, style: workspace.style(result.settings)).text)
      }
      let failure = result.sent.flatMap { deliver($0, on: result.today, &out) }
      out.flush()
      if let failure { throw CommandFailure(failure.description) }
    }

    /// Hands the reminder on, and says where it went unless `--json`.
    ///
    /// - Returns: Why it could not be handed on, or nil.
    private func deliver(_ item: DueItem, on today: CivilDate, _ out: inout Output)
      -> ReminderDelivery.Failure?
    {
      do {
        let channel = try ReminderDelivery.deliver(item, on: today, command: command)
        if !json {
          out.line(
            "Reminded: \(item.name) ("
              + (channel == .none
                ? "recorded; no desktop or terminal to show it" : "by " + channel.rawValue) + ")."
          )
        }
        return nil
      } catch {
        return error
      }
    }
  }
}
