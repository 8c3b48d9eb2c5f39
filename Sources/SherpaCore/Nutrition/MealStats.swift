/// How eating went over a span of days: the days with meals, their averages, and how many
/// kept the day's targets.
public struct MealStats: Hashable, Sendable {
  /// Days with at least one meal.
  public var days = 0
  public var meals = 0
  /// Meals that gave any numbers (kcal or a macro): a meal without counts as a meal, and
  /// is left out of the averages of the numbers it does not have.
  public var mealsWithNumbers = 0
  /// Averages of a day's total over the days whose every meal gave that number.
  public var averageKcal: Double?
  public var averageProtein: Double?
  /// Days with meals and an energy target, and of those, the days within it.
  public var kcalDays = 0
  public var kcalKept = 0
  /// Days with meals and a protein floor, and of those, the days that reached it.
  public var proteinDays = 0
  public var proteinKept = 0

  public init() {}

  /// The stats of the days in `range`.
  ///
  /// - Parameters:
  ///   - meals: Each day's meals (see `LoggedMeal.meals(in:)`).
  ///   - targets: The targets of a day (its training or rest targets).
  public init(
    meals: [CivilDate: [LoggedMeal]], in range: ClosedRange<CivilDate>,
    targets: (CivilDate) -> NutritionTargets.Day
  ) {
    var kcal = 0.0
    var kcalCounted = 0
    var protein = 0.0
    var proteinCounted = 0
    for (day, logged) in meals where range.contains(day) && !logged.isEmpty {
      days += 1
      self.meals += logged.count
      mealsWithNumbers += logged.filter { !$0.meal.macros.isEmpty }.count
      let total = Macros.total(logged.map(\.meal.macros))
      // A day with a meal that gave no kcal has no known kcal total: left out.
      let allKcal = logged.allSatisfy { $0.meal.macros.kcal != nil }
      let allProtein = logged.allSatisfy { $0.meal.macros.protein != nil }
      if let k = total.kcal, allKcal {
        kcal += k
        kcalCounted += 1
      }
      if let p = total.protein, allProtein {
        protein += p
        proteinCounted += 1
      }
      let aims = targets(day)
      if let band = aims[.kcal] {
        kcalDays += 1
        let have = total.kcal ?? 0
        if have >= (band.low ?? 0) && have <= (band.high ?? .infinity) { kcalKept += 1 }
      }
      if let band = aims[.protein] {
        proteinDays += 1
        if band.toFloor(from: total.protein ?? 0) == 0 { proteinKept += 1 }
      }
    }
    averageKcal = kcalCounted > 0 ? (kcal / Double(kcalCounted)).rounded() : nil
    averageProtein = proteinCounted > 0 ? (protein / Double(proteinCounted)).rounded() : nil
  }
}
