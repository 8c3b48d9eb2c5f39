import SherpaParse

/// The person's own additions to the grammar: `$XDG_CONFIG_HOME/sherpa/grammar.json`.
enum UserGrammar {
  static func load(into grammar: Grammar, from env: Environment) throws -> Grammar {
    guard let directory = env.configDirectory else { return grammar }
    let path = directory + "/grammar.json"
    guard let bytes = readFile(path) else { return grammar }
    do {
      return try grammar.adding(userFile: bytes, named: path)
    } catch {
      throw CommandFailure(error.description)
    }
  }
}
