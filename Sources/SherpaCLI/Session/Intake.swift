import SherpaActions
import SherpaCore
import SherpaParse

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
  static func isCoachMessage(_ line: String) -> Bool {
    if Grammar.builtIn.concern(in: line) != nil { return true }
    switch Grammar.builtIn.coachMessage(line) {
    case nil, .checkIn: return false
    default: return true
    }
  }

  /// Answers a line said to the coach. In a script only a message that needs care is
  /// answered; anything else must say `coach …`, so a script's lines stay commands.
  func tell(_ line: String) throws {
    guard isInteractive || Grammar.builtIn.concern(in: line) != nil else {
      throw CommandFailure(
        "'\(line)' is a message for the coach. In a script, say 'coach \(line)'.")
    }
    try CoachConversation(workspace: workspace, isInteractive: isInteractive).reply(to: line)
  }

  func take(_ words: [String]) throws {
    let actions = workspace.actions
    let document = try workspace.store.document()
    let parser = try workspace.parser()
    let today = workspace.today(document.settings)
    let phrase = words.joined(separator: " ")
    let parsed = Result { () throws(ParseFailure) in
      try parser.parseSayingWhen(phrase, today: today)
    }
    if case .success(let reading) = parsed, reading.saysWhen {
      return try AddFlow().run(.phrase(phrase), in: workspace)
    }
    if let checkIn = parser.grammar.checkIn(words) {
      let found = try actions.candidates(for: checkIn, among: document.items)
      guard let tracked = found.first else {
        throw ItemFailure.noneForActivity(checkIn.activity.joined(separator: " "))
      }
      guard found.count == 1 else { throw ItemFailure.which(found) }
      let result = try workspace.terminal.confirmingLarge { large in
        try actions.log(
          item: tracked.id, amount: checkIn.amount, date: nil, note: nil, large: large,
          at: workspace.moment)
      }
      var out = Output()
      out.line(LogView.text(result))
      out.flush()
      return
    }
    let first = words[0]
    if words.count == 1 || Self.nearestCommand(to: first) != nil {
      throw Self.unknownCommand(first, items: document.items)
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

  /// The command a mistyped word was probably meant to be.
  static func nearestCommand(to word: String) -> String? {
    Spelling.nearest(
      to: word.lowercased(), among: Array(Session.commands.keys) + Session.sessionWords)
  }

  static func unknownCommand(_ word: String, items: [TrackedItem]) -> CommandFailure {
    if let command = nearestCommand(to: word) {
      return CommandFailure("There is no command '\(word)'. Did you mean '\(command)'?")
    }
    if ItemResolver(items).names(word) {
      return CommandFailure(
        "There is no command '\(word)'. To log it, say 'done \(word.lowercased())'.")
    }
    return CommandFailure("There is no command '\(word)'. Type 'help' for the commands.")
  }
}
