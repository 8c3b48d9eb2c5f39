import ArgumentParser
import SherpaActions
import SherpaCore

/// Item names for Tab, in the REPL and in the shell.
///
/// A name completes from its start or from the words already typed: after `done drink`,
/// "w" completes to "water" of "Drink water". Matching ignores case; the part already
/// typed keeps the person's case, so a shell's own prefix filter still matches.
enum ItemCompletion {
  /// - Parameters:
  ///   - operands: The words already typed after the command.
  ///   - typed: The word at the cursor, unquoted.
  static func candidates(
    operands: [String], typed: String, items: [ItemName], archived: Bool
  ) -> [String] {
    let before = operands.map { $0.lowercased() }
    let lowered = typed.lowercased()
    var seen = Set<String>()
    var out: [String] = []
    for item in items where archived || !item.isArchived {
      let rest: Substring
      if before.isEmpty {
        rest = Substring(item.name)
      } else {
        let words = item.name.split(separator: " ")
        guard words.count > before.count,
          zip(words, before).allSatisfy({ $0.lowercased() == $1 })
        else { continue }
        rest = item.name[words[before.count].startIndex...]
      }
      guard rest.lowercased().hasPrefix(lowered) else { continue }
      let candidate = typed + rest.dropFirst(typed.count)
      if seen.insert(candidate.lowercased()).inserted { out.append(candidate) }
    }
    return out.sorted { $0.lowercased() < $1.lowercased() }
  }

  /// The shell's call-back for an item argument: the store named by `--store` on the line,
  /// else the usual one.
  static func shell(archived: Bool) -> CompletionKind {
    .custom { words, index, prefix in
      var path: String?
      for (i, word) in words.enumerated() where i != index {
        if word == "--store", i + 1 < words.count { path = unquoted(words[i + 1]) }
        if word.hasPrefix("--store=") { path = unquoted(String(word.dropFirst(8))) }
      }
      guard let workspace = try? Workspace(path: path),
        let names = try? workspace.actions.itemNames()
      else { return [] }
      // The words typed since the command's name, up to the one being completed.
      guard var position = words.firstIndex(where: { Session.commands[$0] != nil }),
        var command = Session.commands[words[position]], position < index
      else { return [] }
      // A subcommand (`focus start`): its words follow its own name.
      while position + 1 < index,
        let sub = command.configuration.subcommands.first(where: {
          $0.configuration.commandName == words[position + 1]
        })
      {
        command = sub
        position += 1
      }
      let operands = CommandOptions.operands(
        words[(position + 1)..<min(index, words.count)], of: command
      )
      .map(unquoted)
      return candidates(
        operands: operands, typed: unquoted(prefix), items: names, archived: archived)
    }
  }

  /// A shell word as written, with its quotes and escapes taken out.
  private static func unquoted(_ word: String) -> String {
    ShellWords.splitLeniently(word).joined(by: " ")
  }
}
