/// A morning or night reflection: how you slept and an intention for the day, or the day's
/// mood and what went well. +10 XP each, once a day; a second one the same day replaces the
/// first without a second +10.
public struct Reflection: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    case morning, night
  }

  /// The lowest and highest score: sleep (morning) or mood (night).
  public static let scores = 1...5

  public var kind: Kind
  /// Sleep (morning) or mood (night), 1–5; nil when not said.
  public var score: Int?
  /// The intention (morning) or what went well (night).
  public var text: String?

  public init(kind: Kind, score: Int?, text: String?) {
    self.kind = kind
    self.score = score
    self.text = text
  }

  public var bonus: XPBonus {
    switch kind {
    case .morning: .morningReflection
    case .night: .nightReflection
    }
  }

  /// What the score is of: "sleep" or "mood".
  public var scoreName: String { kind == .morning ? "sleep" : "mood" }
}

/// What a poor night means for the day: a sleep score of 1 or 2 in the morning's reflection
/// offers the lighter day without being asked.
public enum SleepRule {
  /// The highest sleep score that offers the lighter day.
  public static let poorSleep = 2

  /// Whether last night's sleep (the morning reflection's score) offers the lighter day.
  public static func offersLighterDay(sleep: Int?) -> Bool {
    guard let sleep else { return false }
    return sleep <= poorSleep
  }
}
