import ArgumentParser
import SherpaActions
import SherpaCore

/// `[MINUTES] [ITEM]` of `focus` and `focus start`: a first word that starts like a number is
/// the minutes (25 when there is none), the rest names the item. `--seconds` (hidden) gives
/// the length in seconds instead, for tests.
struct FocusWords: ParsableArguments {
  @Option(help: .hidden) var seconds: Int?

  @Argument(
    parsing: .allUnrecognized, help: "Minutes (25 by default), then the item it counts toward.",
    completion: ItemCompletion.shell(archived: false))
  var words: [String] = []

  /// The session's length in seconds and the item's words.
  ///
  /// - Throws: `TimeFailure.length` for a length out of range, `CommandFailure` for a word
  ///   that looks like an option of `command` but is none.
  func split(of command: any ParsableCommand.Type) throws -> (seconds: Int, item: [String]) {
    var item = try PhraseWords.checked(words, of: command)
    var length = FocusSession.defaultMinutes * 60
    if let first = item.first, let lead = first.first, lead.isNumber || "-+.".contains(lead) {
      length = try Actions.focusSeconds(first)
      item.removeFirst()
    }
    if let seconds {
      guard (1...FocusSession.longest).contains(seconds) else {
        throw TimeFailure.length("\(seconds)s")
      }
      length = seconds
    }
    return (length, item)
  }
}
