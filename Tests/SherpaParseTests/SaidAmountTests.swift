import SherpaCore
import Testing

@testable import SherpaParse

/// The one amount reader, over the lexemes of a phrase: what it reads at the first lexeme,
/// in how many lexemes, and what it noted on the way.
struct SaidAmountTests {
  static func read(
    _ text: String, skipping used: [Bool] = [],
    isOne: (Lexeme) -> Bool = { $0.unit.map { $0.unit != .count } == true },
    isThousands: (Lexeme) -> Bool = { _ in false }
  ) -> SaidAmount? {
    let lexemes = Lexer(grammar: .builtIn).lexemes(of: Array(text.unicodeScalars))
    return SaidAmount(
      at: 0, in: lexemes, skipping: used, isOne: isOne, isThousands: isThousands)
  }

  /// What was noted, by name, for a table.
  static func notes(_ said: SaidAmount) -> Set<String> {
    let all = [
      ("half", said.hasHalf), ("hours and minutes", said.isHoursAndMinutes),
      ("thousands", said.isThousands), ("currency first", said.isCurrencyFirst),
      ("sets of reps", said.isSetsOfReps), ("multiplicative", said.isMultiplicative),
    ]
    return Set(all.filter(\.1).map(\.0))
  }

  @Test(
    arguments: [
      ("10,000 steps", 10_000, Unit.steps, "steps", 2, []),
      ("2 mi", 3.22, .km, "mi", 2, []),
      ("an hour and a half", 1.5, .hours, "hour", 4, ["half"]),
      ("2 miles and a half", 4.02, .km, "miles", 4, ["half"]),
      ("1 ½ hours", 1.5, .hours, "hours", 3, ["half"]),
      ("1½ hours", 1.5, .hours, "hours", 2, []),
      ("one and a half hours", 1.5, .hours, "hours", 2, []),
      ("1h30", 90, .min, "min", 3, ["hours and minutes"]),
      ("1h 30m", 90, .min, "min", 4, ["hours and minutes"]),
      ("1 hr 30 min", 90, .min, "min", 4, ["hours and minutes"]),
      ("2 hours 30 pages", 2, .hours, "hours", 2, []),
      ("1 h 30", 90, .min, "min", 3, ["hours and minutes"]),
      ("1 hour 30, then", 90, .min, "min", 3, ["hours and minutes"]),
      ("1 hour 30 days", 1, .hours, "hour", 2, []),
      ("10k", 10, .km, "k", 2, []),
      ("a 10k run", nil, nil, nil, 0, []),
      ("10k steps", 10_000, .steps, "steps", 3, ["thousands"]),
      ("10k words", 10, .km, "k", 2, []),
      ("ten k steps", 10_000, .steps, "steps", 3, ["thousands"]),
      ("1500m", 1500, .min, "m", 2, []),
      ("20-min yoga", 20, .min, "min", 3, []),
      ("3 times a week", 3, .count, "times", 2, []),
      ("3 x a week", 3, .count, "x", 2, []),
      ("3x15", 3, nil, nil, 2, ["sets of reps"]),
      ("5 x 5", 5, nil, nil, 2, ["sets of reps"]),
      ("3 x ten", 3, .count, "x", 2, []),
      ("$4.50", 4.5, .usd, "$", 2, ["currency first"]),
      ("€4", 4, .eur, "€", 2, ["currency first"]),
      ("$4 pages", 4, .usd, "$", 2, ["currency first"]),
      ("4 dollars", 4, .usd, "dollars", 2, []),
      ("half a litre", 500, .ml, "litre", 2, []),
      ("half a pizza", 0.5, nil, nil, 1, []),
      ("a dozen eggs", 12, nil, nil, 1, []),
      ("an hour", 1, .hours, "hour", 2, []),
      ("a glass", nil, nil, nil, 0, []),
      ("a time", nil, nil, nil, 0, []),
      ("2 glasses", 2, nil, nil, 1, []),
      ("20 pages", 20, nil, nil, 1, []),
      ("twice", 2, nil, nil, 1, ["multiplicative"]),
      ("x3 a week", 3, nil, nil, 2, ["multiplicative"]),
      ("10 m/w/f", 10, nil, nil, 1, []),
      ("pages", nil, nil, nil, 0, []),
    ] as [(String, Double?, SherpaCore.Unit?, String?, Int, Set<String>)])
  func readsTheAmountAtALexeme(
    _ text: String, _ amount: Double?, _ unit: SherpaCore.Unit?, _ word: String?,
    _ taken: Int, _ notes: Set<String>
  ) {
    let said = Self.read(text)
    #expect(said.map { Target.rounded($0.value * $0.factor) } == amount)
    #expect(said?.unit == unit)
    #expect(said?.word == word)
    #expect(said?.range.count ?? 0 == taken)
    #expect(said.map(Self.notes) ?? [] == notes)
  }

  /// The number as said stays apart from the amount: a check-in shows "7.5" of "7.5k
  /// steps" and "1" of "1h30".
  @Test(arguments: [("7.5k steps", 7.5), ("1h30", 1), ("3 miles", 3), ("1 ½ km", 1.5)])
  func keepsTheNumberAsSaid(_ text: String, _ number: Double) {
    #expect(Self.read(text)?.number == number)
  }

  /// The intake counts thousands of a plural noun ("10k words"); by default the "k" is
  /// kilometres and the noun is left to the caller.
  @Test func thousandsOfANounAreTheCallersToSay() throws {
    let said = try #require(Self.read("10k words", isThousands: { $0.lower.hasSuffix("s") }))
    #expect(said.value == 10_000)
    #expect(said.unit == nil)
    #expect(said.range.count == 2)
  }

  /// A check-in's "a glass" is one glass: the caller says which words "a" counts.
  @Test func aCallerSaysWhatAnArticleCounts() throws {
    let said = try #require(Self.read("a glass", isOne: { $0.lower == "glass" }))
    #expect(said.number == 1)
    #expect(said.range.count == 1)
  }

  /// Lexemes another rule took are not read: "10 km" with the unit taken is a bare 10.
  @Test func skipsWhatAnotherRuleTook() throws {
    let said = try #require(Self.read("10 km", skipping: [false, true]))
    #expect(said.unit == nil)
    #expect(said.range == 0..<1)
    #expect(Self.read("10 km", skipping: [true, false]) == nil)
  }

  /// The unit a target was typed in is read as the amount is: "2 miles and a half" is typed
  /// in miles.
  @Test(arguments: [
    ("drink 2 l of water a day", Unit.ml, 2000, "l"),
    ("run 2 miles and a half a day", .km, 4.02336, "miles"),
    ("drink 1 ½ l a day", .ml, 1500, "l"),
  ])
  func readsTheUnitATargetWasTypedIn(
    _ input: String, _ unit: SherpaCore.Unit, _ amount: Double, _ word: String
  ) {
    #expect(Parser().typedUnit(of: input, for: unit, amount: amount)?.word == word)
  }
}
