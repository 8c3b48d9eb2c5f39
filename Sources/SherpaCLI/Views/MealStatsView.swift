import SherpaCore

/// The meals part of `stats`: the last 30 days of eating.
struct MealStatsView {
  let stats: MealStats
  let style: Style

  var text: String {
    var rows: [(String, String)] = [
      (
        "Meals",
        "\(stats.meals) on \(stats.days == 1 ? "1 day" : "\(stats.days) days") of the last 30"
          + (stats.mealsWithNumbers < stats.meals
            ? "; \(stats.mealsWithNumbers) of \(stats.meals) meals had numbers" : "")
      )
    ]
    var averages: [String] = []
    if let kcal = stats.averageKcal {
      averages.append(Target.format(kcal, grouping: true) + " kcal")
    }
    if let protein = stats.averageProtein { averages.append(Target.format(protein) + " g protein") }
    if !averages.isEmpty { rows.append(("Average day", averages.joined(by: ", "))) }
    if stats.kcalDays > 0 {
      rows.append(("Calories kept", "\(stats.kcalKept) of \(stats.kcalDays) days in range"))
    }
    if stats.proteinDays > 0 {
      rows.append(
        ("Protein kept", "\(stats.proteinKept) of \(stats.proteinDays) days at the floor"))
    }
    return rows.map { style.accent($0.0.padding(16)) + " " + $0.1 }.joined(by: "\n")
  }

  static func json(_ stats: MealStats) -> String {
    JSONText.object([
      ("days", String(stats.days)), ("meals", String(stats.meals)),
      ("mealsWithNumbers", String(stats.mealsWithNumbers)),
      ("averageKcal", stats.averageKcal.map(JSONText.number) ?? "null"),
      ("averageProtein", stats.averageProtein.map(JSONText.number) ?? "null"),
      ("kcalDays", String(stats.kcalDays)), ("kcalKept", String(stats.kcalKept)),
      ("proteinDays", String(stats.proteinDays)), ("proteinKept", String(stats.proteinKept)),
    ])
  }
}

extension StatsView {
  /// `meals`: `{"days", "meals", "averageKcal", …}` when the last 30 days had meals.
  var mealsJSON: [(String, String)] {
    guard let meals, meals.days > 0 else { return [] }
    return [("meals", MealStatsView.json(meals))]
  }
}
