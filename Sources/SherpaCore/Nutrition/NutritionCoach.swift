/// The rule-based nutrition coach: each answer is computed from the day (what is eaten, what
/// is left to the targets, training or rest, the time, last night's sleep) following the
/// priority stack — recovery and sleep, habit integrity, protein, calories, macro precision,
/// in that order. It suggests food, never treatment: it says nothing about medication,
/// diagnoses or supplements' doses. Care comes before it (see `CareReply`).
public enum NutritionCoach {
  /// The answer to `ask` on `day`, with options picked from `foods`.
  public static func reply(to ask: NutritionAsk, on day: NutritionDay, foods: [Food])
    -> NutritionReply
  {
    var reply: NutritionReply
    switch ask {
    case .mealsSoFar: reply = mealsSoFar(day)
    case .workoutRecap: reply = workoutRecap(day, foods)
    case .hungry: reply = hungry(day, foods)
    case .planMeal: reply = planMeal(day, foods)
    case .sanityCheck: reply = sanityCheck(day)
    case .unwind: reply = unwind(day)
    }
    reply.reasons += citations(day)
    return reply
  }

  // MARK: The answers

  static func mealsSoFar(_ day: NutritionDay) -> NutritionReply {
    var lines: [String] = []
    if day.meals.isEmpty {
      lines.append(
        "Nothing logged yet today. Log one with: sherpa eat \"lunch: chicken salad, 35g protein, 520 kcal\""
      )
    }
    for meal in day.meals {
      let macros = meal.macros.isEmpty ? "no numbers" : meal.macros.text
      lines.append(
        "\(meal.time) \(meal.name.title): \(meal.text.isEmpty ? "-" : meal.text) (\(macros))")
    }
    lines.append(totals(day))
    return NutritionReply(lines: lines)
  }

  static func workoutRecap(_ day: NutritionDay, _ foods: [Food]) -> NutritionReply {
    let workout = day.workoutName ?? "your workout"
    guard day.isTraining else {
      return NutritionReply(
        lines: [
          "Rest day today: the rest-day targets hold\(kcalPhrase(day)). Recovery is sleep and "
            + "steady protein, not extra food."
        ], reasons: ["A rest day: no workout is scheduled or done."])
    }
    if day.workoutDone {
      let left = day.proteinLeft ?? 0
      var lines = ["\(workout) is done. Recovery first: protein within the next couple of hours."]
      if day.isKitchenClosed {
        lines = [
          "\(workout) is done. The kitchen has closed, so recovery tonight is water and "
            + "sleep; protein first thing tomorrow."
        ]
        return NutritionReply(lines: lines, reasons: ["Habit integrity comes before protein."])
      }
      let options = proteinOptions(day, foods, wanted: min(max(left, 25), 45))
      if left > 0 { lines.append("\(Target.format(left)) g protein to go to today's floor.") }
      return NutritionReply(
        lines: lines, options: options,
        reasons: ["A training day: protein feeds recovery, and the kcal range is the training one."]
      )
    }
    return NutritionReply(
      lines: [
        "\(workout) is still to come today. A small meal 60-90 minutes before helps: some "
          + "carbs and protein, light on fat."
      ],
      options: Array(
        choose(foods, day, wanted: 20, room: min(day.kcalRoom ?? 400, 400)).prefix(2)),
      reasons: ["A training day: \(workout) is scheduled."])
  }

  static func hungry(_ day: NutritionDay, _ foods: [Food]) -> NutritionReply {
    var reasons: [String] = []
    // 1. Recovery and sleep: past bedtime, bed is the answer.
    if day.time >= day.bedtime {
      return NutritionReply(
        lines: [
          "It's past your bedtime (\(day.bedtime)). Water, then bed: sleep is the priority now."
        ],
        reasons: ["Recovery and sleep come first."])
    }
    // 2. Habit integrity: a closed kitchen stays closed.
    if let closes = day.kitchenCloses, day.isKitchenClosed {
      let left = day.proteinLeft ?? 0
      return NutritionReply(
        lines: [
          "The kitchen closed at \(closes). Water or herbal tea, and bed."
            + (left > 0 ? " The \(Target.format(left)) g of protein can wait for breakfast." : "")
        ], reasons: ["Keeping the kitchen closed comes before protein and calories."])
    }
    if day.sleptBadly {
      reasons.append("A rough night: regular meals and an early night help more than willpower.")
    }
    let left = day.proteinLeft ?? 0
    let room = day.kcalRoom
    if let room, room <= 0 {
      // 4. Calories: the range is reached; only lean protein if protein is short.
      if left > 0 {
        let lean = Array(leanest(foods, day).prefix(1))
        return NutritionReply(
          lines: [
            "You're at the top of today's range\(kcalPhrase(day)), with \(Target.format(left)) g "
              + "protein to go. If you eat, keep it lean:"
          ], options: lean, reasons: reasons + ["Protein comes before calories, but keep it small."]
        )
      }
      let then = day.isLate ? "bed." : "let the hunger pass."
      return NutritionReply(
        lines: [
          room == 0
            ? "You're at the top of today's range. Water, and " + then
            : "You're \(Target.format(-room)) kcal past today's range. Water, and " + then
              + " Tomorrow evens it out; no need to make up for it."
        ],
        reasons: reasons + ["Calories are at the top of the range."])
    }
    if left <= 0 && day.targets[.protein] != nil && withinKcal(day) {
      return NutritionReply(
        lines: [
          day.isLate
            ? "You're within target; water and bed."
            : "You're within target today. If you're truly hungry, something light:"
        ],
        options: day.isLate
          ? [] : Array(choose(foods, day, wanted: 10, room: min(room ?? 200, 200)).prefix(2)),
        reasons: reasons + ["Protein and calories are both where they should be."])
    }
    var lines: [String] = []
    if let closes = day.kitchenCloses, day.time.minutes >= closes.minutes - 45 {
      lines.append("The kitchen closes at \(closes): one protein-first option, then it's closed.")
    } else if left > 0 {
      lines.append("Protein first: \(Target.format(left)) g to go today.")
    } else {
      lines.append("Something balanced fits.")
    }
    let size = left > 0 ? min(left, day.isLate ? 40 : 50) : 20
    var options = proteinOptions(day, foods, wanted: size)
    if let room { lines.append("\(Target.format(room)) kcal left under the top of the range.") }
    if options.isEmpty && left > 0 {
      lines.append("Little room is left, so if you eat, keep it lean:")
      options = Array(leanest(foods, day).prefix(1))
    }
    reasons.append(left > 0 ? "Protein comes before calories." : "Calories leave room.")
    return NutritionReply(
      lines: lines, options: Array(options.prefix(day.isLate ? 1 : 3)), reasons: reasons)
  }

  static func planMeal(_ day: NutritionDay, _ foods: [Food]) -> NutritionReply {
    if day.isKitchenClosed || day.time >= day.bedtime {
      return NutritionReply(
        lines: [
          "The kitchen is closed for today. Plan tomorrow's breakfast: protein-first, about 30-40 g."
        ],
        options: Array(choose(foods, day, wanted: 35, room: 600).prefix(2)),
        reasons: ["Keeping the kitchen closed comes before another meal."])
    }
    let next = nextMeal(day)
    let remaining = remainingMeals(after: day.time, day)
    let left = day.proteinLeft ?? 0
    let share = remaining > 0 ? left / Double(remaining) : left
    var line = "Next up, \(next.title.lowercased())"
    var sizes: [String] = []
    if let room = day.kcalRoom, room > 0 {
      sizes.append("about \(Target.format((room / Double(max(remaining, 1))).rounded())) kcal")
    }
    if share > 0 { sizes.append("\(Target.format(share.rounded())) g protein") }
    if !sizes.isEmpty { line += ": " + sizes.joined(by: " and ") }
    line += "."
    let options = proteinOptions(day, foods, wanted: share > 0 ? share : 25)
    return NutritionReply(
      lines: [line], options: Array(options.prefix(3)),
      reasons: [
        "What's left to the targets, shared over the \(remaining == 1 ? "last meal" : "\(remaining) meals left") of a \(day.kind)."
      ])
  }

  static func sanityCheck(_ day: NutritionDay) -> NutritionReply {
    var lines: [String] = []
    var reasons: [String] = []
    if day.sleptBadly {
      lines.append("Sleep: a rough night. Keep today simple and get to bed by \(day.bedtime).")
    }
    if let closes = day.kitchenCloses {
      lines.append(
        day.isKitchenClosed
          ? "Kitchen: closed since \(closes). Keep it that way."
          : "Kitchen: open until \(closes).")
    }
    let eaten = day.eaten
    if let band = day.targets[.protein] {
      let have = eaten.protein ?? 0
      let left = band.toFloor(from: have)
      var line = "Protein: \(Target.format(have)) g"
      if left > 0 {
        line += ", \(Target.format(left)) g short of the \(Target.format(band.low ?? 0)) g floor."
      } else if let ideal = day.targets.idealProtein, let high = ideal.high, have < (ideal.low ?? 0)
      {
        line +=
          ", floor reached; \(Target.format((ideal.low ?? high) - have)) g more reaches the sweet spot."
      } else {
        line += ", on target."
      }
      lines.append(line)
    }
    if let band = day.targets[.kcal] {
      let have = eaten.kcal ?? 0
      var line =
        "Calories: \(Target.format(have, grouping: true)) kcal of \(band.text) (\(day.kind))"
      if let high = band.high, have > high {
        line +=
          ", \(Target.format(have - high)) over. Tomorrow evens it out; no need to make it up."
      } else if let low = band.low, have < low {
        line += ", \(Target.format(low - have)) to the range."
      } else {
        line += ", in range."
      }
      lines.append(line)
    }
    for nutrient in [Macros.Nutrient.carbs, .fat, .fibre] {
      guard let band = day.targets[nutrient] else { continue }
      let have = eaten[nutrient] ?? 0
      var state = "fine"
      if let high = band.high, have > high { state = "\(Target.format(have - high)) g over" }
      if let low = band.low, have < low { state = "\(Target.format(low - have)) g to go" }
      lines.append(
        "\(nutrient.rawValue.capitalizedFirst): \(Target.format(have)) g of \(band.text), \(state)."
      )
    }
    if lines.isEmpty {
      lines.append(
        "No targets are set, so there's nothing to check against. Set some with: sherpa config set nutrition.kcal 1600-1800"
      )
    }
    if day.meals.contains(where: { $0.macros.isEmpty }) {
      reasons.append("Some meals have no numbers; the totals count only what was said.")
    }
    reasons.append(
      "Checked in order: sleep, the kitchen, protein, calories, then the other macros.")
    return NutritionReply(lines: lines, reasons: reasons)
  }

  static func unwind(_ day: NutritionDay) -> NutritionReply {
    var lines: [String] = []
    if day.time >= day.bedtime {
      lines.append("It's past your bedtime: screens off, lights low, straight to bed.")
    } else {
      let minutes = day.bedtime.minutes - day.time.minutes
      lines.append(
        "Bed at \(day.bedtime), \(minutes >= 60 ? "in \(minutes / 60) h \(minutes % 60) min" : "in \(minutes) min"): "
          + "dim the lights and put the screens away for the last half hour.")
    }
    if let closes = day.kitchenCloses {
      lines.append(
        day.isKitchenClosed
          ? "The kitchen is closed: water or herbal tea only."
          : "The kitchen closes at \(closes); herbal tea after that.")
    }
    if day.sleptBadly {
      lines.append("After last night, an early night is the best thing you can do.")
    }
    if let left = day.proteinLeft, left > 0, !day.isKitchenClosed {
      lines.append(
        "\(Target.format(left)) g protein is still open; a small protein snack is fine, but sleep matters more."
      )
    } else if !day.meals.isEmpty {
      lines.append(
        "Food is done for today. "
          + (withinKcal(day) ? "You're within target." : "Tomorrow is a fresh page."))
    }
    return NutritionReply(lines: lines, reasons: ["Recovery and sleep come first."])
  }

  // MARK: Pieces

  /// "So far: 1,130 kcal of 1,600-1,800 (training day), 95 g protein (45 g to the floor)."
  static func totals(_ day: NutritionDay) -> String {
    let eaten = day.eaten
    var parts: [String] = []
    let kcal = Target.format(eaten.kcal ?? 0, grouping: true) + " kcal"
    parts.append(kcal + (day.targets[.kcal].map { " of \($0.text)" } ?? ""))
    var protein = Target.format(eaten.protein ?? 0) + " g protein"
    if let left = day.proteinLeft {
      protein += left > 0 ? " (\(Target.format(left)) g to the floor)" : " (floor reached)"
    }
    parts.append(protein)
    return "So far (\(day.kind)): " + parts.joined(by: ", ") + "."
  }

  private static func kcalPhrase(_ day: NutritionDay) -> String {
    day.targets[.kcal].map { " (\($0.text) kcal)" } ?? ""
  }

  private static func withinKcal(_ day: NutritionDay) -> Bool {
    guard let band = day.targets[.kcal] else { return true }
    let have = day.eaten.kcal ?? 0
    return have <= (band.high ?? .infinity) && have >= (band.low ?? 0)
  }

  /// The meal the time of day calls for next.
  static func nextMeal(_ day: NutritionDay) -> Meal.Name {
    let had = Set(day.meals.map(\.name))
    let minutes = day.time.minutes
    if minutes < 10 * 60 && !had.contains(.breakfast) { return .breakfast }
    if minutes < 14 * 60 && !had.contains(.lunch) { return .lunch }
    if day.isTraining && !day.workoutDone && !had.contains(.preWorkout) && minutes < 18 * 60 {
      return .preWorkout
    }
    if !had.contains(.dinner) && minutes < 21 * 60 { return .dinner }
    return .snack
  }

  /// How many of breakfast, lunch and dinner are still to come at `time`.
  static func remainingMeals(after time: TimeOfDay, _ day: NutritionDay) -> Int {
    let had = Set(day.meals.map(\.name))
    let ends: [(Meal.Name, Int)] = [(.breakfast, 10 * 60), (.lunch, 14 * 60), (.dinner, 21 * 60)]
    let count = ends.filter { !had.contains($0.0) && time.minutes < $0.1 }.count
    return max(count, 1)
  }

  /// Foods for `wanted` g of protein within the kcal room, protein-first.
  static func proteinOptions(_ day: NutritionDay, _ foods: [Food], wanted: Double) -> [Food] {
    choose(foods, day, wanted: wanted, room: day.kcalRoom)
  }

  /// Up to three foods the person can eat, within `room` kcal, closest to `wanted` g of
  /// protein, the leaner first among equals.
  static func choose(_ foods: [Food], _ day: NutritionDay, wanted: Double, room: Double?)
    -> [Food]
  {
    let allowed = foods.filter { $0.tags.isDisjoint(with: day.avoid) }
    let fitting = allowed.filter { food in
      room.map { (food.macros.kcal ?? 0) <= max($0, 0) } ?? true
    }
    return Array(
      fitting.sorted { a, b in
        let da = abs((a.macros.protein ?? 0) - wanted)
        let db = abs((b.macros.protein ?? 0) - wanted)
        if da != db { return da < db }
        return (a.macros.kcal ?? 0) < (b.macros.kcal ?? 0)
      }.prefix(3))
  }

  /// The foods with the most protein for their energy.
  static func leanest(_ foods: [Food], _ day: NutritionDay) -> [Food] {
    foods.filter { $0.tags.isDisjoint(with: day.avoid) }.sorted {
      density($0) > density($1) || density($0) == density($1) && $0.name < $1.name
    }
  }

  private static func density(_ food: Food) -> Double {
    (food.macros.protein ?? 0) / max(food.macros.kcal ?? 1, 1)
  }

  /// The reasons the goals and the profile add: "Your 10k goal: 8 weeks left."
  static func citations(_ day: NutritionDay) -> [String] {
    var lines: [String] = []
    if let goal = day.goals.first {
      lines.append("Your goal: \(goal.title), \(goal.left).")
    }
    if let focus = day.profile.focus { lines.append("Your focus: \(focus).") }
    if !day.profile.constraints.isEmpty {
      lines.append("Working around: \(day.profile.constraints.joined(by: ", ")).")
    }
    return lines
  }
}

extension String {
  /// The text with its first letter in capitals: "carbs" → "Carbs".
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
