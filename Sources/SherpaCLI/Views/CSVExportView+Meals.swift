import SherpaCore

extension CSVExportView {
  static let mealColumns = [
    "seq", "day", "time", "meal", "text", "kcal", "protein", "carbs", "fat", "fibre",
  ]

  /// `meals.csv`: each meal as it stands now (undone ones left out, edited ones in their
  /// last version), by day and time.
  var mealsTable: String {
    let days = LoggedMeal.meals(in: events)
    var rows: [[String]] = []
    for day in days.keys.sorted() {
      for logged in days[day] ?? [] {
        let meal = logged.meal
        rows.append(
          [
            String(logged.seq), day.description, meal.time.description, meal.name.rawValue,
            meal.text,
          ] + Macros.Nutrient.allCases.map { meal.macros[$0].map(JSONText.number) ?? "" })
      }
    }
    return CSVText.table(header: Self.mealColumns, rows: rows)
  }
}
