import LineEditing
import SherpaActions
import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tab in the REPL: command names, a command's options, the person's item names, units
/// after an amount, suggestions after `add`, categories after `suggest`, and the values an
/// option lists (days after `--date`, template names after `--suggestion`).
final class SessionCompleter: Completer {
  /// The session's workspace, once it is made.
  var workspace: Workspace?
  private var names: ItemNames?

  func completions(for request: CompletionRequest) -> [String] {
    let words = ShellWords.splitLeniently(request.before)
    let typed = request.quote == nil ? ShellWords.unescaped(request.word) : request.word
    if names == nil {
      names = (workspace ?? (try? Workspace(path: nil))).map { ItemNames(of: $0.actions) }
    }
    let candidates = Self.candidates(after: words, typed: typed, names: &names)
    let lowered = typed.lowercased()
    return candidates.filter { $0.lowercased().hasPrefix(lowered) }
      .map { request.quote == nil ? ShellWords.escaped($0) : $0 }
  }

  /// Every word that could go where `typed` is, before filtering by what was typed.
  static func candidates(after words: [String], typed: String, names: inout ItemNames?)
    -> [String]
  {
    guard let first = words.first else {
      return (Array(Session.commands.keys) + Session.sessionWords).sorted()
    }
    if first == "help" { return words.count == 1 ? Array(Session.commands.keys).sorted() : [] }
    guard let command = Session.commands[first] else { return [] }
    let name = command.configuration.commandName!
    if words.last == "--date" { return DayWord.words }
    if typed.hasPrefix("-") && !(name == "done" && typed.dropFirst().first?.isNumber == true) {
      return CommandOptions.names(of: command)
    }
    if words.last?.hasPrefix("--") == true, CommandOptions.takesValue(words.last!, in: command) {
      return CommandOptions.values(of: words.last!, in: command)
    }
    let operands = CommandOptions.operands(words.dropFirst(), of: command)
    if let itemCommand = command as? any ItemCommand.Type {
      if name == "done", let number = typed.first, number.isNumber || number == "+",
        !operands.isEmpty
      {
        return units(for: operands.joined(by: " "), typed: typed, names: names)
      }
      return ItemCompletion.candidates(
        operands: operands, typed: typed, items: names?.items() ?? [],
        archived: itemCommand.offersArchived)
    }
    switch name {
    case "focus":
      // `focus start|status|stop`, or minutes and then an item.
      if operands.isEmpty {
        return ["start", "status", "stop"]
          + (typed.isEmpty
            ? []
            : ItemCompletion.candidates(
              operands: [], typed: typed, items: names?.items() ?? [], archived: false))
      }
      let rest = operands.drop { ["start", "live"].contains($0) || $0.first?.isNumber == true }
      guard !["status", "stop"].contains(operands[0]) else { return [] }
      return ItemCompletion.candidates(
        operands: Array(rest), typed: typed, items: names?.items() ?? [], archived: false)
    case "reflect":
      return operands.isEmpty ? Reflection.Kind.allCases.map(\.rawValue) : []
    case "add":
      return operands.isEmpty ? Suggestions.builtIn.phrases : []
    case "eat":
      return operands.isEmpty ? Meal.Name.allCases.map { $0.rawValue + ":" } : []
    case "goal":
      return operands.isEmpty ? ["add", "remove"] : []
    case "profile":
      return operands.isEmpty ? ["set"] : operands.first == "set" ? Profile.fields : []
    case "suggest":
      return operands.isEmpty ? CommandOptions.values(of: nil, in: command) : []
    case "sync":
      return operands.isEmpty ? ["setup"] : []
    default:
      return []
    }
  }

  /// "3" → "3km", "3mi", … in the units the item can be logged in.
  private static func units(for itemWords: String, typed: String, names: ItemNames?) -> [String] {
    let number = String(typed.prefix { $0.isNumber || $0 == "." || $0 == "+" || $0 == "-" })
    return (names?.unitWords(for: itemWords) ?? []).map { number + $0 }
  }
}
