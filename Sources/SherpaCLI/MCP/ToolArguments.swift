import SherpaActions

/// One argument of a tool call as the client sent it.
package enum ToolInput: Equatable, Sendable {
  case text(String)
  case flag(Bool)
  case null
  /// A number, a list or an object: no tool takes one.
  case other
}

/// A tool call's arguments, checked against its `ToolSpec` before anything runs: an unknown
/// tool or argument, a missing one, or one of the wrong kind is one line, as a command's
/// mistake is.
struct ToolArguments {
  private let values: [String: ToolInput]

  init(_ values: [String: ToolInput], for name: String) throws(CommandFailure) {
    guard let spec = ToolSpec.named(name) else {
      let names = ToolSpec.all.map(\.name).joined(by: ", ")
      throw CommandFailure("There is no tool '\(Shown.text(name))'. The tools are \(names).")
    }
    let known = spec.arguments.map(\.name)
    for key in values.keys.sorted() where !known.contains(key) {
      throw CommandFailure(
        known.isEmpty
          ? "\(name) takes no arguments, so '\(Shown.text(key))' was not read."
          : "\(name) takes \(known.map { "'\($0)'" }.joined(by: ", ")); "
            + "'\(Shown.text(key))' is not one of them.")
    }
    for argument in spec.arguments {
      let value = values[argument.name]
      if value == nil || value == .null {
        guard !argument.isRequired else {
          throw CommandFailure(
            "\(name) needs '\(argument.name)': \(argument.about.lowercasedFirst)")
        }
        continue
      }
      switch (argument.kind, value) {
      case (.string, .text(let text)?):
        guard !text.allSatisfy(\.isWhitespace) || !argument.isRequired else {
          throw CommandFailure(
            "'\(argument.name)' is empty. \(name) needs it: \(argument.about.lowercasedFirst)")
        }
        try Self.check(text, of: argument.name)
      case (.boolean, .flag?): break
      default:
        throw CommandFailure(
          "'\(argument.name)' should be \(argument.kind == .string ? "text" : "true or false").")
      }
    }
    self.values = values
  }

  /// Refuses text a session would refuse as a line: too long, or holding control characters.
  private static func check(_ text: String, of name: String) throws(CommandFailure) {
    let count = text.unicodeScalars.count
    guard count <= Session.longestLine else {
      throw CommandFailure(
        "'\(name)' is \(count) characters long; it can hold up to \(Session.longestLine). "
          + "Say it in fewer words.")
    }
    if text.unicodeScalars.contains(where: { ($0.value < 32 && $0 != "\t") || $0.value == 127 }) {
      throw CommandFailure("'\(name)' holds a control character, so it was not read.")
    }
  }

  /// A required text argument, checked to be there.
  func text(_ name: String) -> String { optionalText(name) ?? "" }

  func optionalText(_ name: String) -> String? {
    if case .text(let text)? = values[name] { text } else { nil }
  }

  /// A true-or-false argument; false when not given.
  func flag(_ name: String) -> Bool {
    if case .flag(let flag)? = values[name] { flag } else { false }
  }
}

extension String {
  fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
