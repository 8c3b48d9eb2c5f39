/// The person's own templates: `$XDG_CONFIG_HOME/sherpa/suggestions.json`.
enum UserSuggestions {
  static func load(into suggestions: Suggestions, from env: Environment) throws -> Suggestions {
    guard let directory = env.configDirectory else { return suggestions }
    let path = directory + "/suggestions.json"
    guard let bytes = readFile(path) else { return suggestions }
    do {
      return try suggestions.adding(userFile: bytes, named: env.display(path))
    } catch {
      throw CommandFailure(error.description)
    }
  }
}

extension Suggestions {
  /// The templates a command works with: the built-in ones and the person's file.
  ///
  /// - Throws: `CommandFailure` naming the person's file and what is wrong in it.
  static func load(from env: Environment) throws -> Suggestions {
    try UserSuggestions.load(into: .builtIn, from: env)
  }
}

extension Workspace {
  /// The templates, with the person's suggestions file added.
  func suggestions() throws -> Suggestions { try Suggestions.load(from: env) }
}
