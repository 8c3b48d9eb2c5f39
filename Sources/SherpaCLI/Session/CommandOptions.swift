import SherpaActions
import ArgumentParser
import SherpaCore

/// A command's option names, read from the command's own description of itself, so
/// completion offers exactly what the parser accepts.
enum CommandOptions {
  nonisolated(unsafe) private static var known: [String: [(name: String, takesValue: Bool)]] = [:]
  /// The values a command's options and operands list for completion (`completion: .list`),
  /// by option name; the operands' under "".
  nonisolated(unsafe) private static var listed: [String: [String: [String]]] = [:]

  static func names(of command: any ParsableCommand.Type) -> [String] {
    options(of: command).map(\.name) + ["--help"]
  }

  static func takesValue(_ option: String, in command: any ParsableCommand.Type) -> Bool {
    options(of: command).contains { $0.name == option && $0.takesValue }
  }

  /// The values `option` lists for completion; the operands' when `option` is nil.
  static func values(of option: String?, in command: any ParsableCommand.Type) -> [String] {
    _ = options(of: command)
    return listed[command.configuration.commandName!]?[option ?? ""] ?? []
  }

  /// The words that are not options or option values: "done --note tired run" → ["run"].
  static func operands(_ words: ArraySlice<String>, of command: any ParsableCommand.Type)
    -> [String]
  {
    var operands: [String] = []
    var index = words.startIndex
    while index < words.endIndex {
      let word = words[index]
      if word.hasPrefix("--") {
        index += !word.contains("=") && takesValue(word, in: command) ? 2 : 1
        continue
      }
      operands.append(word)
      index += 1
    }
    return operands
  }

  private static func options(of command: any ParsableCommand.Type) -> [(
    name: String, takesValue: Bool
  )] {
    let key = command.configuration.commandName!
    if let options = known[key] { return options }
    var options: [(String, Bool)] = []
    var values: [String: [String]] = [:]
    let dump = try? JSONValue(parsing: Array(command._dumpHelp().utf8))
    for argument in dump?["command"]?["arguments"]?.array ?? [] {
      let kind = argument["kind"]?.string
      let list = argument["completionKind"]?["list"]?["values"]?.strings
      if kind == "positional", let list { values["", default: []] += list }
      guard kind == "option" || kind == "flag", argument["shouldDisplay"]?.string != "false"
      else { continue }
      for name in argument["names"]?.array ?? [] where name["kind"]?.string == "long" {
        guard let long = name["name"]?.string else { continue }
        options.append(("--" + long, kind == "option"))
        if let list { values["--" + long] = list }
      }
    }
    known[key] = options
    listed[key] = values
    return options
  }
}
