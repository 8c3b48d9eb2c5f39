import SherpaCore
import SherpaParse

/// A session line that is not a command: a check-in to log, or something to add.
///
/// - "ran 5k", "did my run": logged through `done`, when the activity names one item.
/// - "read 10 pages every night": shown and added through `add` (which asks on a terminal).
/// - A phrase that does not say when ("buy milk") is offered on a terminal; a script must
///   say `add buy milk`, so a mistyped command never becomes an item.
struct Intake {
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
      throw CommandFailure("'\(line)' is a message for the coach. In a script, say 'coach \(line)'.")
    }
    try CoachConversation(workspace: try Workspace(path: nil), isInteractive: isInteractive)
      .reply(to: line)
  }

  func take(_ words: [String]) throws {
    let workspace = try Workspace(path: nil)
    let document = try workspace.store.document()
    let parser = try workspace.parser()
    let today = workspace.today(document.settings)
    let phrase = words.joined(separator: " ")
    let parsed = Result { () throws(ParseFailure) in
      try parser.parseSayingWhen(phrase, today: today)
    }
    if case .success(let reading) = parsed, reading.saysWhen {
      return try Session.runCommand(SherpaCommand.Add.self, ["add"] + words)
    }
    if let checkIn = parser.grammar.checkIn(words) {
      let tracked = try Self.item(for: checkIn, in: document.items)
      return try Session.runCommand(
        SherpaCommand.Done.self, ["done", "#\(tracked.id)"] + (checkIn.amount ?? []))
    }
    let first = words[0]
    if words.count == 1 || Self.nearestCommand(to: first) != nil {
      throw Self.unknownCommand(first, items: document.items)
    }
    switch parsed {
    case .failure(let failure):
      throw CommandFailure(failure.description)
    case .success where isInteractive:
      try Session.runCommand(SherpaCommand.Add.self, ["add"] + words)
    case .success:
      throw CommandFailure(
        "'\(phrase)' is not a command. To add it, say 'add \(phrase)'.")
    }
  }

  /// The one item a check-in's activity names: the item whose name holds most of its words.
  ///
  /// - Throws: `CommandFailure` asking which one, when several fit equally; or saying there
  ///   is none.
  static func item(for checkIn: CheckIn, in items: [TrackedItem]) throws(CommandFailure)
    -> TrackedItem
  {
    let best = candidates(for: checkIn.activity, in: items)
    let activity = checkIn.activity.joined(separator: " ")
    guard let found = best.first else {
      throw CommandFailure(
        "There is no item for '\(activity)'. 'list' shows your items; to start one, say 'add \(activity) daily'."
      )
    }
    guard best.count == 1 else {
      throw CommandFailure(
        "Which one: \(choice(best))? Say it like 'done \(best[0].name.lowercased())'.")
    }
    return found
  }

  /// "'A', 'B' or 'C'": the first four of `items`, to choose from.
  static func choice(_ items: [TrackedItem]) -> String {
    items.prefix(4).map { "'\($0.name)'" }.listed("or")
  }

  /// The items whose names hold most of `activity`'s words: one when the words are clear,
  /// several when they fit equally, none when no name holds any of them.
  static func candidates(for activity: [String], in items: [TrackedItem]) -> [TrackedItem] {
    let wanted = activity.map(stem)
    var best: [TrackedItem] = []
    var bestScore = 0
    for tracked in items where !tracked.isArchived && tracked.completed == nil {
      let names = tracked.name.lowercased().split(whereSeparator: { $0 == " " || $0 == "/" })
        .map { stem(String($0)) }
      let score = wanted.filter { word in
        names.contains { $0 == word || (word.count >= 3 && $0.hasPrefix(word)) }
      }.count
      if score > bestScore {
        best = [tracked]
        bestScore = score
      } else if score == bestScore && score > 0 {
        best.append(tracked)
      }
    }
    return best
  }

  /// A word's stem for matching: "running" and "runs" are "run", "push-ups" is "pushup".
  static func stem(_ word: String) -> String {
    var word = word.lowercased().filter { $0 != "-" }
    for suffix in ["ing", "es", "s", "ed"] where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
      word.removeLast(suffix.count)
      break
    }
    // "runn" from "running", "swimm" from "swimming".
    if word.count > 3, let last = word.last, word.dropLast().last == last, !"aeiouls".contains(last) {
      word.removeLast()
    }
    return word
  }

  /// The command a mistyped word was probably meant to be.
  static func nearestCommand(to word: String) -> String? {
    let word = word.lowercased()
    guard word.count >= 2 else { return nil }
    return (Array(Session.commands.keys) + Session.sessionWords)
      .map { ($0, Grammar.editDistance(Array(word.unicodeScalars), Array($0.unicodeScalars))) }
      .filter { $0.1 <= (word.count <= 4 ? 1 : 2) }
      .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
  }

  static func unknownCommand(_ word: String, items: [TrackedItem]) -> CommandFailure {
    if let command = nearestCommand(to: word) {
      return CommandFailure("There is no command '\(word)'. Did you mean '\(command)'?")
    }
    if ItemMatch.names(word, in: items) {
      return CommandFailure(
        "There is no command '\(word)'. To log it, say 'done \(word.lowercased())'.")
    }
    return CommandFailure("There is no command '\(word)'. Type 'help' for the commands.")
  }
}
