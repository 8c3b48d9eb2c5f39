import SherpaActions
import SherpaCore

/// A day's meals: each with its macro line, then the totals against the day's targets as
/// bars.
struct MealView {
  let day: MealDay
  let style: Style

  var text: String {
    let kind = day.isTraining ? "training day" : "rest day"
    let count = day.meals.count == 1 ? "1 meal" : "\(day.meals.count) meals"
    var lines = [
      style.bold(day.day.longText) + (style.unicode ? "  ·  " : " - ") + kind
        + (style.unicode ? "  ·  " : " - ") + count
    ]
    if day.meals.isEmpty {
      lines.append(
        "No meals logged \(DayWord.text(day.day, today: day.today)). Log one like: "
          + "sherpa eat \"lunch: chicken salad, 35g protein, 520 kcal\"")
    }
    let nameWidth = day.meals.map(\.meal.name.title.count).max() ?? 0
    for (index, logged) in day.meals.enumerated() {
      let meal = logged.meal
      let number = String(index + 1).padding(2)
      lines.append(
        ("  " + number + " " + style.dim(meal.time.description) + "  "
          + meal.name.title.padding(nameWidth) + "  " + meal.text).trimmingTrailingSpaces())
      let macros = meal.macros.isEmpty ? "no numbers given" : Self.macroLine(meal.macros)
      lines.append(String(repeating: " ", count: 12) + style.dim(macros))
    }
    lines += totals
    return lines.joined(by: "\n")
  }

  /// "520 kcal  35 g protein  40 g carbs".
  static func macroLine(_ macros: Macros) -> String {
    macros.said.map { nutrient, amount in
      nutrient == .kcal
        ? Target.format(amount, grouping: true) + " kcal"
        : Target.format(amount) + " g " + nutrient.rawValue
    }.joined(by: "  ")
  }

  /// The totals, each nutrient with a target as a bar.
  var totals: [String] {
    let total = day.total
    let nutrients = Macros.Nutrient.allCases.filter { total[$0] != nil || day.targets[$0] != nil }
    guard !nutrients.isEmpty else { return [] }
    var lines = [
      style.bold("Totals")
        + (day.targets.isEmpty
          ? "" : style.dim(" (against the \(day.isTraining ? "training" : "rest")-day targets)"))
    ]
    let amounts = nutrients.map { nutrient -> String in
      let amount = total[nutrient] ?? 0
      return nutrient == .kcal
        ? Target.format(amount, grouping: true) + " kcal" : Target.format(amount) + " g"
    }
    let targets = nutrients.map { day.targets[$0].map { "of " + $0.text } ?? "" }
    let amountWidth = amounts.map(\.count).max() ?? 0
    let targetWidth = targets.map(\.count).max() ?? 0
    for (i, nutrient) in nutrients.enumerated() {
      var parts = [
        "  " + nutrient.rawValue.padding(7), amounts[i].padding(amountWidth),
        targets[i].padding(targetWidth),
      ]
      if let band = day.targets[nutrient] {
        let (bar, state) = Self.gauge(total[nutrient] ?? 0, band, nutrient, style)
        parts += [bar, state]
      }
      lines.append(parts.joined(by: " ").trimmingTrailingSpaces())
    }
    if let ideal = day.targets.idealProtein, let high = ideal.high {
      let have = total.protein ?? 0
      let note =
        have > high
        ? "past the sweet spot (\(ideal.text) g)"
        : have >= (ideal.low ?? high)
          ? "in the sweet spot (\(ideal.text) g)" : "sweet spot \(ideal.text) g"
      lines.append("  " + String(repeating: " ", count: 8) + style.dim(note))
    }
    return lines
  }

  /// Ten cells toward the top of the band (or its floor), and how it stands in words.
  static func gauge(
    _ have: Double, _ band: NutritionTargets.Band, _ nutrient: Macros.Nutrient, _ style: Style
  )
    -> (bar: String, state: String)
  {
    let unit = nutrient == .kcal ? " kcal" : " g"
    let goal = band.high ?? band.low ?? 1
    let fraction = goal > 0 ? max(0, min(1, have / goal)) : 1
    let filled = Int((fraction * 10).rounded(.down))
    let full = String(repeating: style.unicode ? "█" : "#", count: filled)
    let empty = String(repeating: style.unicode ? "░" : ".", count: 10 - filled)
    var state: String
    var over = false
    if let high = band.high, have > high {
      state = Target.format(have - high, grouping: true) + unit + " over"
      over = true
    } else if let low = band.low, have < low {
      state = Target.format(low - have, grouping: true) + unit + " to go"
    } else {
      state =
        band.low != nil && band.high != nil ? "in range" : band.low != nil ? "reached" : "under"
    }
    let body =
      over
      ? style.warm(full) : (state == "in range" || state == "reached" ? style.good(full) : full)
    let bar = style.unicode ? body + style.dim(empty) : "[" + full + empty + "]"
    if over { state = style.warm(state) }
    return (bar, state)
  }

  /// `today`'s line: "Nutrition (training day): 970 kcal of 1600-1800, 70 g protein of 140+".
  var nutritionLine: String {
    let total = day.total
    var parts: [String] = []
    for nutrient in Macros.Nutrient.allCases where day.targets[nutrient] != nil {
      let amount = total[nutrient] ?? 0
      var part =
        nutrient == .kcal
        ? Target.format(amount, grouping: true) + " kcal"
        : Target.format(amount) + " g " + nutrient.rawValue
      if let band = day.targets[nutrient] { part += " of " + band.text }
      parts.append(part)
    }
    let count = day.meals.count == 1 ? "1 meal" : "\(day.meals.count) meals"
    return style.bold("Nutrition")
      + style.dim(" (\(day.isTraining ? "training" : "rest") day, \(count))")
      + (style.unicode ? "  " : ": ") + parts.joined(by: ", ")
  }

  /// `today --json`'s `"nutrition"`: training or rest, the totals and the targets.
  static func nutritionJSON(_ day: MealDay) -> String {
    JSONText.object([
      ("training", day.isTraining ? "true" : "false"), ("meals", String(day.meals.count)),
      ("total", JSONText.object(day.total.said.map { ($0.0.rawValue, JSONText.number($0.1)) })),
      ("targets", targetsJSON(day.targets)),
    ])
  }

  static func targetsJSON(_ targets: NutritionTargets.Day) -> String {
    var pairs: [(String, String)] = []
    for nutrient in Macros.Nutrient.allCases {
      guard let band = targets[nutrient] else { continue }
      pairs.append((nutrient.rawValue, band.json))
    }
    if let ideal = targets.idealProtein { pairs.append(("proteinIdeal", ideal.json)) }
    return JSONText.object(pairs)
  }

  /// The day as one JSON object.
  static func json(_ day: MealDay) -> String {
    func macros(_ m: Macros) -> String {
      JSONText.object(m.said.map { ($0.0.rawValue, JSONText.number($0.1)) })
    }
    return JSONText.object([
      ("date", JSONText.string(day.day.description)),
      ("training", day.isTraining ? "true" : "false"),
      (
        "meals",
        JSONText.array(
          day.meals.enumerated().map { index, logged in
            JSONView.meal(logged, number: index + 1)
          })
      ),
      ("total", macros(day.total)),
      ("targets", targetsJSON(day.targets)),
    ])
  }
}

extension JSONView {
  /// A logged meal: its number in the day, meal, time, text and macros.
  static func meal(_ logged: LoggedMeal, number: Int) -> String {
    let meal = logged.meal
    return JSONText.object([
      ("number", String(number)), ("seq", String(logged.seq)),
      ("meal", JSONText.string(meal.name.rawValue)),
      ("time", JSONText.string(meal.time.description)),
      ("text", JSONText.string(meal.text)),
      ("macros", JSONText.object(meal.macros.said.map { ($0.0.rawValue, JSONText.number($0.1)) })),
    ])
  }
}

extension NutritionTargets.Band {
  /// `{"low": 1600, "high": 1800}`, each only when set.
  var json: String {
    JSONText.object(
      [low.map { ("low", JSONText.number($0)) }, high.map { ("high", JSONText.number($0)) }]
        .compactMap { $0 })
  }
}
