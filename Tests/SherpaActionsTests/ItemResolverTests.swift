import SherpaActions
import SherpaCore
import SherpaParse
import Testing

/// The one resolver: names in tiers, numbers, ties, check-ins by stem, and the unit rule.
struct ItemResolverTests {
  static let today = CivilDate(year: 2026, month: 11, day: 21)!

  static func items(_ phrases: [String]) throws -> [TrackedItem] {
    let parser = Parser(grammar: .builtIn)
    return try phrases.enumerated().map { index, phrase in
      TrackedItem(
        id: index + 1, item: try parser.parse(phrase, today: today), input: phrase,
        created: today)
    }
  }

  @Test(arguments: [
    ("run", "Run"), ("RUN", "Run"), ("#2", "Drink water"), ("2", "Drink water"),
    ("dri", "Drink water"), ("teeth", "Brush teeth"), ("water the", "Water the plants"),
  ])
  func findsByNameNumberStartAndWord(typed: String, expected: String) throws {
    let resolver = ItemResolver(
      try Self.items([
        "run 5km daily", "drink 2 l of water daily", "brush teeth twice a day",
        "water the plants every 3 days",
      ]))
    #expect(try resolver.find(typed).name == expected)
  }

  @Test func aTieNamesTheChoicesAndANearMissSuggests() throws {
    let resolver = ItemResolver(
      try Self.items(["read 20 pages daily", "reading notes daily", "run 5km daily"]))
    #expect(throws: ItemFailure.self) { try resolver.find("rea") }
    let others = ItemResolver(try Self.items(["drink 2 l of water daily", "run 5km daily"]))
    do {
      _ = try others.find("rnu")
      Issue.record("'rnu' found an item")
    } catch {
      #expect(error.message == "There is no item 'rnu'. Did you mean 'Run'?")
    }
  }

  /// The unit of an amount settles which item: water 500ml is the one counted in ml.
  @Test(arguments: [
    ("500ml", "Drink water"), ("0.5 l", "Drink water"), ("1", "Water the plants"),
  ])
  func theUnitOfAnAmountSettlesWhichItem(amount: String, expected: String) throws {
    let resolver = ItemResolver(
      try Self.items(["water the plants daily", "drink 2 l of water daily"]))
    let quantity = try #require(Parser().readCheckIn(amount).quantity)
    #expect(try resolver.find("water", fitting: quantity).name == expected)
  }

  @Test(arguments: [
    (["meditation"], "Meditate"), (["reading"], "Read"), (["run"], "Run"),
    (["push-ups"], "Push-ups"),
  ])
  func checkInsFindItemsByStem(activity: [String], expected: String) throws {
    let resolver = ItemResolver(
      try Self.items([
        "meditate 10 min daily", "read 20 pages daily", "run 5km daily", "40 push-ups daily",
      ]))
    #expect(try resolver.item(for: activity).name == expected)
  }

  @Test func aCheckInAmountPicksBetweenEqualNames() throws {
    let resolver = ItemResolver(
      try Self.items(["water the plants daily", "drink 2 l of water daily"]))
    let quantity = try #require(Parser().readCheckIn("250ml").quantity)
    #expect(resolver.candidates(for: ["water"]).count == 2)
    #expect(resolver.candidates(for: ["water"], fitting: quantity).map(\.name) == ["Drink water"])
  }

  @Test func splitTakesTheLongestNameFirst() throws {
    let resolver = ItemResolver(try Self.items(["brush teeth twice a day", "brush hair daily"]))
    let (item, rest) = try resolver.split(["brush", "teeth", "every", "morning"])
    #expect(item.name == "Brush teeth")
    #expect(rest == ["every", "morning"])
  }
}
