import SherpaActions
import SherpaCore
import SherpaModelWire

/// The coach with a model behind it (`coach.llm.url` set, no `--offline`): a message goes to
/// the model with a summary of the day, the reply streams back sentence by sentence through
/// the tone and clinical checks, and what the model proposes (a log, a skip, a plan) is read
/// by the same code as a typed command and applied only on yes or `--apply`.
///
/// A message with signs of crisis or abuse never leaves the machine: the rule-based coach's
/// care reply answers it. When the model fails, one line says how and the rule-based coach
/// answers instead.
struct ModelCoach {
  let workspace: Workspace
  let settings: CoachModelSettings
  let isInteractive: Bool
  var apply = false
  var json = false

  /// The key, read from the environment only.
  static let keyVariable = "SHERPA_LLM_API_KEY"

  /// The rule-based coach, for what stays on the machine and for when the model fails.
  var offline: CoachConversation {
    CoachConversation(
      workspace: workspace, isInteractive: isInteractive, apply: apply, json: json,
      isOffline: true)
  }

  func reply(to message: String) throws {
    let concern = try workspace.actions.concern(in: message)
    if concern == .crisis || concern == .abuse { return try offline.reply(to: message) }
    let day = try workspace.actions.coachDay(at: workspace.moment)
    var memory = workspace.actions.coachMemory(on: day.today)
    guard !memory.isSpent(limit: settings.dailyTokens) else {
      Self.note(
        "today's model budget (coach.llm.daily_tokens, \(settings.dailyTokens)) is spent; "
          + "the offline coach answers until tomorrow.")
      return try fallback(message)
    }
    let request = try Self.request(
      for: message, day: day, memory: memory, concern: concern, settings: settings)
    // The key stays in the environment, which sherpa-model inherits.
    let endpoint = ModelEndpoint(settings: settings, key: nil)
    let body = request.body(for: settings.api)
    let filter = ReplyScreen(replacement: Self.replacement(for: concern))
    let reply: ModelReply
    do {
      reply = try ModelReply.stream(
        ModelWire.Request(settings: settings, body: body), filter: filter, printing: !json)
    } catch let failure as CommandFailure {
      Self.note(failure.description + "; the offline coach answers.")
      return try fallback(message)
    }
    if let failure = reply.failure, failure != .stopped {
      if reply.shown.isEmpty {
        Self.note("the model at \(endpoint.shownURL) \(failure); the offline coach answers.")
        return try fallback(message)
      }
      Self.note("the reply was cut short: the model \(failure).")
    }
    let tokens = reply.tokens ?? CoachMemory.estimate(body, reply.shown)
    memory.remember(message, reply: reply.shown, tokens: tokens)
    workspace.actions.keep(memory)
    if reply.failure == .stopped {
      if !json { Self.say("(stopped)") }
      return
    }
    var proposals = ModelProposals(
      workspace: workspace, isInteractive: isInteractive, apply: apply, json: json)
    for call in reply.calls { try proposals.take(call) }
    if json {
      var out = Output()
      out.line(
        JSONText.object([
          ("reply", JSONText.string(reply.shown)), ("model", JSONText.string(settings.model)),
          ("replaced", String(reply.replaced)),
          ("proposals", JSONText.array(proposals.results)),
        ]))
      out.flush()
    }
  }

  /// The rule-based coach's answer; a message it does not understand gets its help line, as
  /// a reply rather than an error, since the person asked the coach, not a command.
  private func fallback(_ message: String) throws {
    do {
      try offline.reply(to: message)
    } catch let failure as CommandFailure {
      Self.say(failure.description)
    }
  }

  /// What stands in for a sentence the checks take out.
  static func replacement(for concern: Concern?) -> String {
    concern == .clinical
      ? CareReply.text(for: .clinical)
      : "Let's keep it simple: one small step today is enough, and 'coach' can plan the rest."
  }

  /// A line about the model on stderr, so that stdout stays the coach's words.
  static func note(_ text: String) {
    _ = FileAccess.writeAll(Array(("Coach: " + text + "\n").utf8), to: 2)
  }

  static func say(_ text: String) {
    var out = Output()
    out.line(text)
    out.flush()
  }
}
