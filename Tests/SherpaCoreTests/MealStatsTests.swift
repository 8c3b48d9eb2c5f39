import SherpaCore
import Testing

/// A meal with no numbers counts as a meal and is left out of the averages of the numbers
/// it does not have.
struct MealStatsTests {
  static let first = CivilDate(year: 2026, month: 11, day: 20)!
  static let second = CivilDate(year: 2026, month: 11, day: 21)!

  static func meal(_ day: CivilDate, _ seq: Int, kcal: Double?, protein: Double? = nil)
    -> LoggedMeal
  {
    LoggedMeal(
      seq: seq, day: day,
      meal: Meal(
        name: .lunch, text: "food", time: TimeOfDay(hour: 12, minute: 0)!,
        macros: Macros(kcal: kcal, protein: protein)))
  }

  @Test func averagesLeaveOutDaysWithAMealThatGaveNoNumber() {
    // Day one: two meals with kcal (1,800 in all). Day two: one with 600 kcal and two
    // without numbers, so its total is not known.
    let meals: [CivilDate: [LoggedMeal]] = [
      Self.first: [Self.meal(Self.first, 1, kcal: 1000), Self.meal(Self.first, 2, kcal: 800)],
      Self.second: [
        Self.meal(Self.second, 3, kcal: 600), Self.meal(Self.second, 4, kcal: nil),
        Self.meal(Self.second, 5, kcal: nil),
      ],
    ]
    let stats = MealStats(meals: meals, in: Self.first...Self.second) { _ in .init() }
    #expect(stats.meals == 5)
    #expect(stats.mealsWithNumbers == 3)
    #expect(stats.days == 2)
    #expect(stats.averageKcal == 1800)
  }

  @Test func withNoNumbersAtAllThereIsNoAverage() {
    let meals = [Self.first: [Self.meal(Self.first, 1, kcal: nil)]]
    let stats = MealStats(meals: meals, in: Self.first...Self.first) { _ in .init() }
    #expect(stats.meals == 1 && stats.mealsWithNumbers == 0 && stats.averageKcal == nil)
  }
}
