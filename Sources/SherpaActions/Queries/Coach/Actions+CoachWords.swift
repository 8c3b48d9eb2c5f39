import SherpaCore
import SherpaParse
import SherpaStore

/// What the coach reads a message with (the person's grammar) and what it remembers.
extension Actions {
  /// What in `message` needs care before any coaching; nil when nothing does.
  public func concern(in message: String) throws -> Concern? {
    try vocabulary.currentParser().grammar.concern(in: message)
  }

  /// What `message` says to the coach; nil when the grammar does not read it.
  public func coachMessage(_ message: String) throws -> CoachMessage? {
    try vocabulary.currentParser().grammar.coachMessage(message)
  }

  /// The foods the meal words know, for the coach's nutrition answers.
  public func foods() throws -> [Food] { try vocabulary.currentParser().grammar.mealWords.foods }

  /// What the coach with a model remembers of today's talk.
  public func coachMemory(on today: CivilDate) -> CoachMemory { store.coachMemory(on: today) }

  /// Keeps what the coach remembers, beside the store.
  public func keep(_ memory: CoachMemory) { store.keep(memory) }
}
