import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa coach [MESSAGE…]`: a plan for what is left today, or a reply to one message.
  struct Coach: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "coach",
      abstract: "Plan what's left today, rescue the evening, or tell the coach how it's going.",
      discussion: """
        With no message: a greeting, today's remaining items in a proposed order with a \
        reason for each, and (from 20:00) a plan that fits the time before bedtime. On a \
        terminal it asks before changing anything; --apply takes it without asking.
        With a message: "did my run", "ran 3 miles", "only 20 minutes of reading", \
        "skipping yoga, I'm sick", "slept badly", "what's left?", "why that order?", \
        "move reading to tonight", "rescue my evening".
        With a model set (config set coach.llm.url URL, with coach.llm.model and \
        coach.llm.api openai|anthropic; the key only in SHERPA_LLM_API_KEY), a message goes \
        to the model with a summary of the day (--show-context prints exactly what is \
        sent) and the reply streams back; Ctrl-C stops it. What it proposes (a log, a skip, \
        a plan) is applied only on yes or with --apply. A message with signs of crisis \
        never leaves the machine; when the model cannot answer, the rule-based coach does. \
        --offline keeps the rule-based coach.
        """)

    @OptionGroup var store: StoreOptions

    @Flag(help: "Take the proposed plan without asking.")
    var apply = false

    @Flag(help: "Plan the evening now: what still fits before bedtime.")
    var rescue = false

    @Flag(help: "Show the plans the coach proposed over the last year, and what was taken.")
    var history = false

    @Flag(help: "Print the reply as one JSON object.")
    var json = false

    @Flag(help: "The rule-based coach, even when a model is set.")
    var offline = false

    @Flag(help: "Print exactly what would be sent to the model for MESSAGE, and send nothing.")
    var showContext = false

    @Argument(parsing: .allUnrecognized, help: "A message for the coach, in plain words.")
    var message: [String] = []

    func run(in workspace: Workspace) throws {
      let message = try PhraseWords.checked(self.message, of: Self.self)
      if history {
        guard message.isEmpty, !apply, !rescue else {
          throw CommandFailure(
            "--history shows past plans; say it on its own: sherpa coach --history")
        }
        return try CoachHistory(workspace: workspace, json: json).show()
      }
      try talk(String(message.joined(by: " ").trimmingWhitespace()), in: workspace)
    }

    /// A plan when there is no message (the evening's with `--rescue`), else a reply to it.
    private func talk(_ text: String, in workspace: Workspace) throws {
      if showContext { return try ModelCoach.showContext(for: text, in: workspace) }
      let conversation = CoachConversation(
        workspace: workspace, isInteractive: workspace.terminal.canAsk,
        apply: apply, json: json, isOffline: offline)
      if text.isEmpty {
        try conversation.propose(rescue ? .salvage : nil)
      } else {
        guard !rescue else {
          throw CommandFailure(
            "--rescue plans the evening; say it without a message: sherpa coach --rescue")
        }
        try conversation.reply(to: text)
      }
    }
  }
}
