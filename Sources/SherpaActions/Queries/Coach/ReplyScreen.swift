import SherpaParse

/// The model's reply as the person may read it, sentence by sentence: `ReplyFilter` (the
/// tone and safety rules of `grammars/safety.json`) for the coach's talk.
public struct ReplyScreen: Sendable {
  private var filter: ReplyFilter

  /// - Parameter replacement: What a sentence the rules refuse is replaced with.
  public init(replacement: String) { filter = ReplyFilter(replacement: replacement) }

  /// The text that may be printed now, from the words so far: every complete sentence.
  public mutating func take(_ text: String) -> String { filter.take(text) }

  /// The rest, once the reply has ended.
  public mutating func finish() -> String { filter.finish() }

  /// How many sentences were replaced.
  public var replaced: Int { filter.problems.count }
}
