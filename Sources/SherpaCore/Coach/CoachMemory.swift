/// What the model-backed coach remembers between messages: the last few turns of the
/// conversation, and the tokens spent today against `coach.llm.daily_tokens`.
///
/// Kept on this machine only, beside the store, never synced: it is a convenience, and a
/// missing or damaged memory starts afresh.
public struct CoachMemory: Equatable, Sendable {
  public struct Turn: Equatable, Sendable {
    /// "user" or "assistant".
    public var role: String
    public var text: String

    public init(role: String, text: String) {
      self.role = role
      self.text = text
    }
  }

  /// The day `tokens` counts.
  public var day: CivilDate
  public var tokens = 0
  public var turns: [Turn] = []

  /// How many turns are kept and sent: the last three exchanges.
  public static let keptTurns = 6
  /// The longest turn kept, in characters.
  public static let turnLength = 600

  public init(day: CivilDate) { self.day = day }

  /// This memory as of `today`: yesterday's tokens no longer count.
  public func on(_ today: CivilDate) -> CoachMemory {
    guard day != today else { return self }
    var memory = self
    memory.day = today
    memory.tokens = 0
    return memory
  }

  /// Whether today's tokens have reached `limit` (0 is no limit).
  public func isSpent(limit: Int) -> Bool { limit > 0 && tokens >= limit }

  /// One exchange added, each side cut to `turnLength`, the oldest turns let go.
  public mutating func remember(_ message: String, reply: String, tokens: Int) {
    self.tokens += tokens
    for (role, text) in [("user", message), ("assistant", reply)] where !text.isEmpty {
      turns.append(Turn(role: role, text: String(text.prefix(Self.turnLength))))
    }
    if turns.count > Self.keptTurns { turns.removeFirst(turns.count - Self.keptTurns) }
  }

  /// A rough count for a provider that reports no usage: a token is about four characters.
  public static func estimate(_ texts: String...) -> Int {
    texts.reduce(0) { $0 + $1.utf8.count } / 4 + 1
  }
}
