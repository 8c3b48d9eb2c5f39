import SherpaCore
import Testing

struct TargetTests {
  @Test(arguments: [
    (10_000.0, true, "10,000"),
    (10_000.0, false, "10000"),
    (1_234.0, true, "1234"),
    (1_000_000.0, true, "1,000,000"),
    (3.218688, false, "3.22"),
    (1.5, true, "1.5"),
    (0.25, false, "0.25"),
    (2.0, false, "2"),
    (2.999, false, "3"),
    (16.09344, false, "16.09"),
    (-12_345.0, true, "-12,345"),
  ])
  func formatsTheShortestDecimal(_ value: Double, _ grouping: Bool, _ text: String) {
    #expect(Target.format(value, grouping: grouping) == text)
  }

  @Test(arguments: [
    (Target(), "once a day"),
    (Target(amount: 10_000, unit: .steps), "10,000 steps a day"),
    (Target(amount: 25, label: "pages"), "25 pages a day"),
    (Target(amount: 2, label: "coffees", goal: .atMost), "at most 2 coffees a day"),
    (Target(amount: 3, period: .week), "3 times a week"),
    (Target(amount: 1, unit: .hours), "1 hour a day"),
    (Target(amount: 1.5, unit: .hours), "1.5 hours a day"),
    (Target(amount: 3.22, unit: .km), "3.22 km a day"),
    (Target(amount: 90, unit: .sec), "90 s a day"),
    (Target(amount: 30, unit: .min, goal: .atMost), "at most 30 min a day"),
    (Target(amount: 20, unit: .km, period: .week), "20 km a week"),
    (Target(amount: 4, label: "documentaries", period: .month), "4 documentaries a month"),
    (Target(amount: 2500, unit: .ml), "2500 ml a day"),
  ])
  func readsAsAPersonWouldSayIt(_ target: Target, _ text: String) {
    #expect(target.text == text)
  }

  @Test func plainCheckOffIsOnceADayAtLeast() {
    #expect(Target.checkOff.isCheckOff)
    #expect(
      Target.checkOff == Target(amount: 1, unit: .count, label: nil, period: .day, goal: .atLeast))
    #expect(!Target(amount: 1, period: .week).isCheckOff)
    #expect(!Target(amount: 1, goal: .atMost).isCheckOff)
  }

  @Test func thereAreTenUnitsAndThreeCurrencies() {
    #expect(
      Unit.allCases.map(\.rawValue)
        == [
          "count", "sec", "min", "hours", "km", "steps", "kcal", "g", "ml", "oz", "usd", "eur",
          "gbp",
        ])
    #expect(Unit.allCases.compactMap(\.currencySymbol) == ["$", "€", "£"])
  }
}
