import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa snooze ITEM [5m|15m|60m|until TIME]`: hold an item's reminders for a while.
  struct Snooze: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "snooze",
      abstract: "Hold an item's reminders: 5m, 15m (the default), 60m, or until a time.",
      discussion: """
        sherpa snooze run            15 minutes
        sherpa snooze run 60m
        sherpa snooze run until 18:30
        'undo' takes a snooze back; 'skip ITEM' leaves the item out for the day.
        """)

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the snooze as one JSON object.")
    var json = false

    @Argument(
      help: "The item, then how long: 5m, 15m, 60m, or until a time like 18:30.",
      completion: Snooze.itemCompletion)
    var words: [String] = []

    func run(in workspace: Workspace) throws {
      let (item, length) = try Self.split(words)
      let result = try workspace.actions.snooze(item, for: length, at: workspace.moment)
      var out = Output()
      let until =
        result.until.time.description
        + (result.until.date == workspace.moment.date ? "" : " on " + result.until.date.shortText)
      if json {
        out.line(
          JSONText.object([
            ("id", String(result.item.id)), ("name", JSONText.string(result.item.name)),
            (
              "until",
              JSONText.string(result.until.date.description + "T" + result.until.time.description)
            ),
          ]))
      } else {
        out.line("Snoozed \(result.item.name) until \(until). 'undo' takes it back.")
      }
      out.flush()
    }

    /// The item's words and the length: the last word ("15m"), or "until" and a time.
    static func split(_ words: [String]) throws -> ([String], SnoozeLength) {
      if words.count >= 2, words[words.count - 2].lowercased() == "until" {
        guard let time = SnoozeLength.time(words.last!) else {
          throw ReminderFailure.length("until " + words.last!)
        }
        return (Array(words.dropLast(2)), .until(time))
      }
      if let last = words.last, words.count >= 2, let length = SnoozeLength(length: last) {
        return (Array(words.dropLast()), length)
      }
      if let last = words.last, words.count >= 2, last.first?.isNumber == true {
        throw ReminderFailure.length(last)
      }
      return (words, .minutes(15))
    }
  }
}
