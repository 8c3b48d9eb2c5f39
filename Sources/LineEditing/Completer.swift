/// What the person has typed when they press Tab: the line before the word at the cursor,
/// that word, and the quote it is inside, if any.
public struct CompletionRequest: Equatable, Sendable {
  /// The line before the word being completed, as typed (quotes and backslashes kept).
  public let before: String
  /// The word being completed, without its opening quote; backslashes are kept.
  public let word: String
  /// `"` or `'` when the word is inside an open quote.
  public let quote: Character?

  public init(before: String, word: String, quote: Character?) {
    self.before = before
    self.word = word
    self.quote = quote
  }

  /// The longest start the strings share, compared without case, in the first one's case.
  public static func commonPrefix(of strings: [String]) -> String {
    guard var prefix = strings.first.map(Array.init) else { return "" }
    for string in strings.dropFirst() {
      let shared = zip(prefix, string).prefix { $0.lowercased() == $1.lowercased() }.count
      prefix.removeLast(prefix.count - shared)
    }
    return String(prefix)
  }
}

/// Answers Tab: the replacements for the word at the cursor, quoted as they should be typed.
public protocol Completer: AnyObject {
  func completions(for request: CompletionRequest) -> [String]
}
