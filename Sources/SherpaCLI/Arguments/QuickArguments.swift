import ArgumentParser

/// The usual arguments of the one-shot commands run most (`today`, `done`, `parse`), read
/// by hand: building the argument parser's picture of a command costs more than most of
/// what the command then does. Only the plain forms are read here — long options as
/// `--name value` or `--name=value`, flags, and free words that do not start with a dash;
/// anything else (a short option, `--`, an option given twice, an unknown one, a word like
/// `-250ml`) leaves it to the argument parser, which reads and answers it as always.
struct QuickArguments {
  var values: [String: String] = [:]
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
        guard options.contains(name), values[name] == nil else { return nil }
        values[name] = String(body[body.index(after: equals)...])
      } else if options.contains(String(body)) {
        guard values[String(body)] == nil, let value = rest.popFirst(), !value.hasPrefix("-")
        else { return nil }
        values[String(body)] = value
      } else if flags.contains(String(body)) {
        guard self.flags.insert(String(body)).inserted else { return nil }
      } else {
        return nil
      }
    }
  }

  /// The command `arguments` (the name first) ask for, when they are all read here.
  static func command(_ arguments: [String]) -> (any ParsableCommand)? {
    guard let name = arguments.first else { return nil }
    let rest = Array(arguments.dropFirst())
    switch name {
    case SherpaCommand.Today.configuration.commandName:
      guard
        let read = QuickArguments(
          rest, options: ["store", "date"], flags: ["by-phase", "json"], takesWords: false)
      else { return nil }
      var command = SherpaCommand.Today()
      command.store = read.storeOptions
      command.date = read.values["date"]
      command.byPhase = read.flags.contains("by-phase")
      command.json = read.flags.contains("json")
      return command
    case SherpaCommand.Done.configuration.commandName:
      guard
        let read = QuickArguments(
          rest, options: ["store", "date", "note"], flags: ["json"], takesWords: true)
      else { return nil }
      var command = SherpaCommand.Done()
      command.store = read.storeOptions
      command.date = read.values["date"]
      command.note = read.values["note"]
      command.json = read.flags.contains("json")
      command.words = read.words
      return command
    case SherpaCommand.Parse.configuration.commandName:
      guard
        let read = QuickArguments(
          rest, options: ["store", "date"], flags: ["json", "log"], takesWords: true)
      else { return nil }
      var command = SherpaCommand.Parse()
      command.store = read.storeOptions
      command.date = read.values["date"]
      command.json = read.flags.contains("json")
      command.log = read.flags.contains("log")
      command.words = read.words
      return command
    default:
      return nil
    }
  }

  private var storeOptions: StoreOptions {
    var options = StoreOptions()
    options.path = values["store"]
    return options
  }
}
