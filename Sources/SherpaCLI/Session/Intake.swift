import SherpaActions
import SherpaCore

/// A session line that is not a command: a check-in to log, or something to add.
///
/// - "ran 5k", "did my run": logged, when the activity names one item.
/// - "read 10 pages every night": shown and added (asking on a terminal).
/// - A phrase that does not say when ("buy milk") is offered on a terminal; a script must
///   say `add buy milk`, so a mistyped command never becomes an item.
struct Intake {
  let workspace: Workspace
  let isInteractive: Bool

  /// Whether `line` is something said to the coach rather than a phrase to add: a message
  /// that needs care, a skip with its reason, tiredness, a question about the plan, a move.
  func isCoachMessage(_ line: String) throws -> Bool {
    // The person's own words count here as at the coach: the workspace's grammar.
    if let said = try workspace.actions.readsAsCoachMessage(line) { return said }
    // With a model behind the coach, a free question is for it ("why do I skip yoga?").
    guard line.trimmingWhitespace().hasSuffix("?") else { return false }
    return try CoachConversation(workspace: workspace, isInteractive: isInteractive).model()
      != nil
  }

  /// Answers a line said to the coach. In a script only a message that needs care is
  /// answered; anything else must say `coach …`, so a script's lines stay commands.
  func tell(_ line: String) throws {
    guard isInteractive || Actions.needsCare(line) else {
      throw CommandFailure(
        "'\(line)' is a message for the coach. In a script, say 'coach \(line)'.")
    }
    try CoachConversation(workspace: workspace, isInteractive: isInteractive).reply(to: line)
  }

  func take(_ words: [String]) throws {
    let actions = workspace.actions
    let items = try actions.items().items
    let phrase = words.joined(by: " ")
    // A line that names one of your items is a check-in, whatever day it says; one that
    // plans ("every night") or names none of them may be a phrase to add.
    let answer = try actions.answer(phrase, at: workspace.moment)
    let reading = answer.reading
    if !reading.plans && answer.action != .none && !isFuture(answer) {
      let result = try CheckInDoor(workspace, canAsk: isInteractive).log(phrase)
      var out = Output()
      out.line(LogView.text(result))
      out.flush()
      return
    }
    let parsed = try actions.readsAsItem(phrase, at: workspace.moment)
    if case .success(true) = parsed {
      return try AddFlow().run(.phrase(phrase), in: workspace)
    }
    if !reading.plans && reading.namesSomething && (reading.saysDone || reading.isSkip) {
      // "ran 5k" with no item for it: say so, with a near name when there is one.
      throw answer.refusal
    }
    let first = words[0]
    if words.count == 1 || Self.nearestCommand(to: first) != nil {
      throw Self.unknownCommand(first, items: items)
    }
    switch parsed {
    case .failure(let failure):
      throw CommandFailure(failure.description)
    case .success where isInteractive:
      try AddFlow().run(.phrase(phrase), in: workspace)
    case .success:
      throw CommandFailure(
        "'\(phrase)' is not a command. To add it, say 'add \(phrase)'.")
    }
  }

  /// A day still to come ("call the dentist tomorrow") plans rather than reports, unless
  /// the words say it was done ("ran 5k tomorrow" is refused).
  private func isFuture(_ answer: CheckInAnswer) -> Bool {
    answer.action == .refuse && answer.item == nil && answer.reading.day != nil
      && !answer.reading.saysDone
  }

  /// The command a mistyped word was probably meant to be.
  static func nearestCommand(to word: String) -> String? {
    Spelling.nearest(
      to: word.lowercased(), among: Array(Session.commands.keys) + Session.sessionWords)
  }

  static func unknownCommand(_ word: String, items: [TrackedItem]) -> CommandFailure {
    if let command = nearestCommand(to: word) {
      return CommandFailure("There is no command '\(word)'. " + Spelling.didYouMean(command))
    }
    if ItemResolver(items).names(word) {
      return CommandFailure(
        "There is no command '\(word)'. To log it, say 'done \(word.lowercased())'.")
    }
    return CommandFailure("There is no command '\(word)'. Type 'help' for the commands.")
  }
}
