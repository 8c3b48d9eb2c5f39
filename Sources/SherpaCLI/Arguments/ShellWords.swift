/// A line split into words as a shell splits it: blanks separate words, '…' keeps
/// everything inside as it is, "…" keeps everything but \" and \\, and a backslash outside
/// quotes keeps the character after it.
enum ShellWords {
  /// The words of `line`.
  ///
  /// - Throws: `CommandFailure` for a quote that is never closed.
  static func split(_ line: String) throws(CommandFailure) -> [String] {
    let (words, open) = scan(line)
    if let open {
      throw CommandFailure(
        "The \(open == "\"" ? "double" : "single") quote in '\(line.trimmingWhitespace())' is never closed. End it with \(open), like: done \(open)drink water\(open)."
      )
    }
    return words
  }

  /// The words of a line that may stop inside a quote, as when Tab is pressed.
  static func splitLeniently(_ line: String) -> [String] { scan(line).words }

  /// `text` as one shell word: as it is when plain, else in single quotes.
  static func quoted(_ text: String) -> String {
    if !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || "-_./:+".contains($0) }) {
      return text
    }
    return "'"
      + text.split(separator: "'", omittingEmptySubsequences: false)
      .joined(by: #"'\''"#) + "'"
  }

  /// `word` as it is typed outside quotes: blanks, quotes and backslashes escaped.
  static func escaped(_ word: String) -> String {
    var out = ""
    for character in word {
      if character == " " || character == "\t" || "\"'\\$`&|;<>()*?#".contains(character) {
        out.append("\\")
      }
      out.append(character)
    }
    return out
  }

  /// `word` with its backslash escapes taken out.
  static func unescaped(_ word: String) -> String {
    var out = ""
    var escaping = false
    for character in word {
      if escaping || character != "\\" {
        out.append(character)
        escaping = false
      } else {
        escaping = true
      }
    }
    return out
  }

  private static func scan(_ line: String) -> (words: [String], open: Character?) {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaping = false
    for character in line {
      if escaping {
        if quote == "\"" && character != "\"" && character != "\\" { word.append("\\") }
        word.append(character)
        escaping = false
        continue
      }
      switch (quote, character) {
      case (nil, " "), (nil, "\t"), (nil, "\n"), (nil, "\r"):
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case (nil, "'"), (nil, "\""):
        quote = character
        inWord = true
      case (nil, "\\"), ("\"", "\\"):
        escaping = true
        inWord = true
      case (let open?, _) where character == open:
        quote = nil
      default:
        word.append(character)
        inWord = true
      }
    }
    if escaping { word.append("\\") }
    if inWord { words.append(word) }
    return (words, quote)
  }
}
