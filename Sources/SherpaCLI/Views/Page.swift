/// One view in its two forms: the text a person reads and the object `--json` prints.
///
/// A command prints one of them; `sherpa mcp` returns both. Each is made only when asked
/// for, so a one-shot command renders only the form it prints.
struct Page {
  private let makeText: () -> String
  private let makeJSON: () -> String

  init(text: @escaping () -> String, json: @escaping () -> String) {
    makeText = text
    makeJSON = json
  }

  var text: String { makeText() }
  var json: String { makeJSON() }

  /// The form a command was asked for.
  func form(json: Bool) -> String { json ? self.json : text }
}
