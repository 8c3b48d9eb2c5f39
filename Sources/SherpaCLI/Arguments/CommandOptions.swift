import ArgumentParser
import SherpaCore
import Synchronization

/// A command's option names, read from the command's own description of itself, so
/// completion offers exactly what the parser accepts.
enum CommandOptions {
  /// What one command says of itself: its long options, and the values its options and
  /// operands list for completion (`completion: .list`), by option name (operands' under "").
  private struct Description: Sendable {
    var options: [(name: String, takesValue: Bool)] = []
    var listed: [String: [String]] = [:]
  }

  /// Each command's description, read once, by command type: two commands may share a
  /// name (`start` of a timer and `focus start`).
  private static let described = Mutex<[ObjectIdentifier: Description]>([:])

  static func names(of command: any ParsableCommand.Type) -> [String] {
    options(of: command).map(\.name) + ["--help"]
  }

  static func takesValue(_ option: String, in command: any ParsableCommand.Type) -> Bool {
    options(of: command).contains { $0.name == option && $0.takesValue }
  }

  /// The values `option` lists for completion; the operands' when `option` is nil.
  static func values(of option: String?, in command: any ParsableCommand.Type) -> [String] {
    description(of: command).listed[option ?? ""] ?? []
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
    description(of: command).options
  }

  private static func description(of command: any ParsableCommand.Type) -> Description {
    let key = ObjectIdentifier(command)
    if let known = described.withLock({ $0[key] }) { return known }
    var found = Description()
    let dump = try? JSONValue(parsing: Array(command._dumpHelp().utf8))
    for argument in dump?["command"]?["arguments"]?.array ?? [] {
      let kind = argument["kind"]?.string
      let list = argument["completionKind"]?["list"]?["values"]?.strings
      if kind == "positional", let list { found.listed["", default: []] += list }
      // Hidden options (the countdown's `--seconds`, for tests) are neither offered nor named.
      guard kind == "option" || kind == "flag", argument["shouldDisplay"] != .bool(false)
      else { continue }
      for name in argument["names"]?.array ?? [] where name["kind"]?.string == "long" {
        guard let long = name["name"]?.string else { continue }
        found.options.append(("--" + long, kind == "option"))
        if let list { found.listed["--" + long] = list }
      }
    }
    described.withLock { $0[key] = found }
    return found
  }
}
