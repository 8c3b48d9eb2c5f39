import ArgumentParser
import SherpaCore

/// The usual arguments of the one-shot commands run most (`today`, `done`, `parse`), read
/// by hand: building the argument parser's picture of a command costs more than most of
/// what the command then does. Only the plain forms are read here — long options as
/// `--name value` or `--name=value`, flags, and free words that do not start with a dash;
/// anything else (a short option, `--`, an option given twice, an unknown one, a word like
/// `-250ml`) leaves it to the argument parser, which reads and answers it as always.
struct QuickArguments {
  /// The options given, by name: a handful, kept as a list (a dictionary of strings here
  /// would cost every one-shot a run-time look-up of its generic parts, 0.28 M instructions).
  var values: [(name: String, value: String)] = []
  var flags: Set<String> = []
  var words: [String] = []

  /// - Parameters:
  ///   - options: The long options that take a value, without `--`.
  ///   - flags: The long flags, without `--`.
  ///   - takesWords: Whether free words are allowed.
  init?(_ arguments: [String], options: Set<String>, flags: Set<String>, takesWords: Bool) {
    var rest = arguments[...]
    while let word = rest.popFirst() {
      guard word.hasPrefix("-") else {
        guard takesWords else { return nil }
        words.append(word)
        continue
      }
      guard word.hasPrefix("--"), word.count > 2 else { return nil }
      let body = word.dropFirst(2)
      if let equals = body.firstIndex(of: "=") {
        let name = String(body[..<equals])
        guard options.contains(name), value(name) == nil else { return nil }
        values.append((name, String(body[body.index(after: equals)...])))
      } else if options.contains(String(body)) {
        guard value(String(body)) == nil, let value = rest.popFirst(), !value.hasPrefix("-")
        else { return nil }
        values.append((String(body), value))
      } else if flags.contains(String(body)) {
        guard self.flags.insert(String(body)).inserted else { return nil }
      } else {
        return nil
      }
    }
  }

  /// The value given for the option `name`.
  func value(_ name: String) -> String? { values.first { $0.name == name }?.value }

  /// A command read here: its type (which words its errors) and what it does, run without
  /// making the command itself, whose option wrappers alone cost a one-shot more than
  /// reading its arguments (0.34 M instructions).
  struct Command {
    let type: any ParsableCommand.Type
    let run: () throws -> Void
  }

  /// The command `arguments` (the name first) ask for, when they are all read here.
  static func command(_ arguments: [String]) -> Command? {
    guard let name = arguments.first else { return nil }
    let rest = Array(arguments.dropFirst())
    switch name {
    case SherpaCommand.Today.configuration.commandName:
      guard
        let read = QuickArguments(
          rest, options: ["store", "date"], flags: ["by-phase", "json"], takesWords: false)
      else { return nil }
      return Command(type: SherpaCommand.Today.self) {
        try Workspace.running(store: read.value("store")) { workspace in
          try SherpaCommand.Today.show(
            in: workspace, date: read.value("date"), byPhase: read.flags.contains("by-phase"),
            json: read.flags.contains("json"))
        }
      }
    case SherpaCommand.Done.configuration.commandName:
      guard
        let read = QuickArguments(
          rest, options: ["store", "date", "note"], flags: ["json"], takesWords: true)
      else { return nil }
      return Command(type: SherpaCommand.Done.self) {
        try Workspace.running(store: read.value("store")) { workspace in
          try SherpaCommand.Done.log(
            read.words, in: workspace, date: read.value("date"), note: read.value("note"),
            json: read.flags.contains("json"))
        }
      }
    case SherpaCommand.Parse.configuration.commandName:
      guard
        let read = QuickArguments(
          rest, options: ["store", "date"], flags: ["json", "log"], takesWords: true)
      else { return nil }
      return Command(type: SherpaCommand.Parse.self) {
        try SherpaCommand.Parse.run(
          read.words, json: read.flags.contains("json"), log: read.flags.contains("log"),
          date: read.value("date"), store: read.value("store"))
      }
    default:
      return nil
    }
  }
}
