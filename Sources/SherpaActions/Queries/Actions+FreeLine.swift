import SherpaCore
import SherpaParse
import SherpaStore

/// How a session reads a line that is not a command, before anything is done with it.
extension Actions {
  /// Whether the person's grammar reads `line` as said to the coach.
  ///
  /// - Returns: True for a message that needs care or one of the coach's (a skip with its
  ///   reason, tiredness, a question about the plan, a move); false for a check-in; nil
  ///   when it is neither.
  public func readsAsCoachMessage(_ line: String) throws -> Bool? {
    let grammar = try vocabulary.currentParser().grammar
    if grammar.concern(in: line) != nil { return true }
    switch grammar.coachMessage(line) {
    case .checkIn: return false
    case nil: return nil
    default: return true
    }
  }

  /// Whether the built-in grammar hears, in `line`, a message that needs care.
  public static func needsCare(_ line: String) -> Bool { Grammar.builtIn.concern(in: line) != nil }

  /// `phrase` read as an item to add.
  ///
  /// - Returns: Whether it says when, or why it does not read as an item.
  /// - Throws: `VocabularyFailure` when the person's grammar file cannot be read.
  public func readsAsItem(_ phrase: String, at moment: Moment) throws
    -> Result<Bool, ParseFailure>
  {
    let parser = try vocabulary.currentParser()
    let today = moment.today(try store.document().settings)
    return Result { () throws(ParseFailure) in
      try parser.parseSayingWhen(phrase, today: today).saysWhen
    }
  }
}
