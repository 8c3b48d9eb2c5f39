import SherpaCore
import SherpaParse
import Testing

struct QuantityTests {
  @Test(
    arguments: [
      ("2 mi", SherpaCore.Unit.km, 3.22),  // converted as read
      ("10k", .count, 10_000),  // "10k steps": thousands
      ("500m", .km, 0.5),  // "500m" on a run: metres
      ("30 min", .hours, 0.5),
      ("250ml", .km, nil),  // no conversion
      ("3", .km, nil),  // no unit read
    ] as [(String, SherpaCore.Unit, Double?)])
  func readsItsAmountInTheUnitItIsLoggedIn(
    _ text: String, _ unit: SherpaCore.Unit, _ expected: Double?
  ) throws {
    let quantity = try #require(Parser().readCheckIn(text).quantity)
    let amount = quantity.amount(in: unit)
    #expect(amount.map { Target.rounded($0) } == expected)
  }
}
