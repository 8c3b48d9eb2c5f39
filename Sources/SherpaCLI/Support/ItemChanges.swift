import SherpaCore
import SherpaStore

/// Finds the item at the start of some words and returns the rest: "brush teeth every
/// morning" is the item "Brush teeth" and "every morning".
enum ItemWords {
  /// The words of the arguments, a quoted "brush teeth" split like unquoted ones.
  static func words(_ arguments: [String]) -> [String] {
    arguments.flatMap { $0.split(separator: " ").map(String.init) }
  }

  static func split(_ arguments: [String], items: [TrackedItem], archived: Bool = false)
    throws(CommandFailure) -> (TrackedItem, [String])
  {
    let words = words(arguments)
    guard !words.isEmpty else { throw CommandFailure("Say which item first.") }
    let live = items.filter { archived || !$0.isArchived }
    for size in stride(from: words.count, through: 1, by: -1) {
      let name = words.prefix(size).joined(separator: " ")
      if ItemMatch.names(name, in: live) {
        return (
          try ItemMatch.find(name, in: items, archived: archived), Array(words.dropFirst(size))
        )
      }
    }
    // A quoted first argument is the whole item; otherwise its first word.
    let first = arguments[0].contains(" ") ? arguments[0] : words[0]
    let rest = arguments[0].contains(" ") ? Array(arguments.dropFirst()) : Array(words.dropFirst())
    return (try ItemMatch.find(first, in: items, archived: archived), rest)
  }

  /// Saves a change to one item: the document and the event, under the writer lock.
  /// `body` gets the transaction and the day it is, and returns the item before and after.
  ///
  /// - Returns: The item before and after, and the settings (for showing the result).
  static func change(
    _ kind: ItemChange.Kind, _ workspace: Workspace,
    _ body: (inout Transaction, CivilDate) throws -> (TrackedItem, TrackedItem?)
  ) throws -> (before: TrackedItem, after: TrackedItem?, settings: Settings) {
    try workspace.store.transaction(now: workspace.env.stamp) { transaction in
      let today = workspace.today(transaction.document.settings)
      let (before, after) = try body(&transaction, today)
      transaction.document.set(after, id: before.id)
      transaction.record(
        .change(ItemChange(kind: kind, id: before.id, before: before, after: after)),
        day: today)
      return (before, after, transaction.document.settings)
    }
  }
}
