import SherpaActions
import SherpaCore

/// What `eat` and a meal's edit say: the meal, what it completed, and the day so far.
struct MealResultView {
  let result: MealResult
  let style: Style

  var text: String {
    let meal = result.logged.meal
    let when = DayWord.text(result.day.day, today: result.day.today)
    var lines: [String] = []
    let what = meal.text.isEmpty ? "" : ": " + meal.text
    let macros = meal.macros.isEmpty ? "no numbers given" : meal.macros.text
    if let old = result.replaced {
      lines.append(
        "Changed \(old.meal.name.title.lowercased()) at \(old.meal.time) \(when) to "
          + "\(meal.name.title.lowercased()) at \(meal.time)\(what) (\(macros)).")
    } else {
      lines.append("\(meal.name.title) at \(meal.time) \(when)\(what) (\(macros)).")
    }
    if let habit = result.completed { lines.append("\(habit.name) is done \(when).") }
    if let kitchen = result.late, let closes = kitchen.item.time {
      lines.append(
        "That's after the kitchen closed (\(closes)): it counts against \(kitchen.name).")
    }
    lines.append(Self.soFar(result.day))
    return lines.joined(by: "\n")
  }

  /// "So far today: 970 kcal of 1600-1800, 70 g protein of 140+ (training day)."
  static func soFar(_ day: MealDay) -> String {
    let total = day.total
    var parts: [String] = []
    for nutrient in [Macros.Nutrient.kcal, .protein]
    where total[nutrient] != nil || day.targets[nutrient] != nil {
      let amount = total[nutrient] ?? 0
      var part =
        nutrient == .kcal
        ? Target.format(amount, grouping: true) + " kcal" : Target.format(amount) + " g protein"
      if let band = day.targets[nutrient] { part += " of " + band.text }
      parts.append(part)
    }
    let when = DayWord.text(day.day, today: day.today)
    let kind = day.isTraining ? "training day" : "rest day"
    guard !parts.isEmpty else { return "No numbers \(when) yet (\(kind))." }
    return "So far \(when): " + parts.joined(by: ", ") + " (\(kind))."
  }

  /// Prints what `eat` or `edit --meal` came to.
  static func show(_ result: MealResult, json: Bool, in workspace: Workspace) {
    var out = Output()
    if json {
      out.line(Self.json(result))
    } else {
      out.line(MealResultView(result: result, style: workspace.style(result.settings)).text)
    }
    out.flush()
  }

  static func json(_ result: MealResult) -> String {
    var pairs = [
      (
        "meal",
        JSONView.meal(
          result.logged,
          number: (result.day.meals.firstIndex { $0.seq == result.logged.seq } ?? 0) + 1)
      ),
      ("day", MealView.json(result.day)),
    ]
    if let habit = result.completed { pairs.append(("completed", String(habit.id))) }
    if let kitchen = result.late { pairs.append(("late", String(kitchen.id))) }
    if let old = result.replaced { pairs.append(("replaced", String(old.seq))) }
    return JSONText.object(pairs)
  }
}
