import SherpaCore

/// How people write a meal down, from the `meals.json` sections of the grammar files: meal
/// words, nutrient words, units, the words of the nutrition coach and the foods it offers.
public struct MealWords: Sendable {
  /// "brekkie" → breakfast; phrases of several words as lowercased word lists, longest first.
  var meals: [([String], Meal.Name)] = []
  /// The hours each meal is usually eaten, for a meal with no meal word.
  var mealTimes: [(Meal.Name, ClosedRange<Int>)] = []
  var nutrients: [String: Macros.Nutrient] = [:]
  /// Energy units to kcal.
  var energyUnits: [String: Double] = [:]
  /// Mass units to grams.
  var massUnits: [String: Double] = [:]
  var approximately: Set<String> = []
  var rangeWords: Set<String> = []
  var joiners: Set<String> = []
  /// Words that make a habit a workout: "workout", "gym".
  public private(set) var workoutWords: Set<String> = []
  /// Words that make a limit with a time the kitchen's closing: "kitchen", "food".
  public private(set) var kitchenWords: Set<String> = []
  var asks: [([String], NutritionAsk)] = []
  /// What the nutrition coach can offer.
  public private(set) var foods: [Food] = []
  /// Constraint phrases and the food tags they rule out.
  var constraintAvoids: [(String, Set<String>)] = []

  /// The words of the grammar files compiled in, built on first use.
  public static let builtIn: MealWords = {
    var words = MealWords()
    // Only meals.json holds these sections: `today` reads them, so the other files are not
    // parsed for it.
    for file in Grammar.files where file.name == "meals.json" {
      // The files are part of the build and checked by tests; a broken one is a build bug.
      let document = try! JSONValue(parsing: file.bytes)
      if hasSections(document) { words.add(document) }
    }
    return words
  }()

  static let sections: Set<String> = [
    "meals", "mealTimes", "nutrients", "energyUnits", "massUnits", "approximately", "rangeWords",
    "joiners", "workoutWords", "kitchenWords", "nutritionAsks", "foods", "constraintAvoids",
  ]

  static func hasSections(_ doc: JSONValue) -> Bool {
    doc.members?.contains { sections.contains($0.0) } ?? false
  }

  mutating func add(_ doc: JSONValue) {
    for (phrase, value) in doc["meals"]?.members ?? [] {
      guard let name = value.string.flatMap(Meal.Name.init(rawValue:)) else { continue }
      meals.append((phrase.lowercased().split(separator: " ").map(String.init), name))
    }
    meals.sort { $0.0.count > $1.0.count }
    for (name, value) in doc["mealTimes"]?.members ?? [] {
      guard let meal = Meal.Name(rawValue: name), let text = value.string else { continue }
      let ends = text.split(separator: "-").compactMap { TimeOfDay(text: $0) }
      guard ends.count == 2, ends[0] <= ends[1] else { continue }
      mealTimes.append((meal, ends[0].minutes...ends[1].minutes))
    }
    for (word, value) in doc["nutrients"]?.members ?? [] {
      if let nutrient = value.string.flatMap(Macros.Nutrient.init(rawValue:)) {
        nutrients[word.lowercased()] = nutrient
      }
    }
    for (word, value) in doc["energyUnits"]?.members ?? [] {
      if let factor = value.number, factor > 0 { energyUnits[word.lowercased()] = factor }
    }
    for (word, value) in doc["massUnits"]?.members ?? [] {
      if let factor = value.number, factor > 0 { massUnits[word.lowercased()] = factor }
    }
    approximately.formUnion((doc["approximately"]?.strings ?? []).map { $0.lowercased() })
    rangeWords.formUnion((doc["rangeWords"]?.strings ?? []).map { $0.lowercased() })
    joiners.formUnion((doc["joiners"]?.strings ?? []).map { $0.lowercased() })
    workoutWords.formUnion((doc["workoutWords"]?.strings ?? []).map { $0.lowercased() })
    kitchenWords.formUnion((doc["kitchenWords"]?.strings ?? []).map { $0.lowercased() })
    for (phrase, value) in doc["nutritionAsks"]?.members ?? [] {
      guard let ask = value.string.flatMap(NutritionAsk.init(rawValue:)) else { continue }
      asks.append((CoachWords.words(phrase), ask))
    }
    asks.sort { $0.0.count > $1.0.count }
    for value in doc["foods"]?.array ?? [] {
      guard let name = value["name"]?.string else { continue }
      var macros = Macros()
      for nutrient in Macros.Nutrient.allCases {
        if let n = value[nutrient.rawValue]?.number, n.isFinite, n >= 0 { macros[nutrient] = n }
      }
      foods.append(Food(name: name, macros: macros, tags: Set(value["tags"]?.strings ?? [])))
    }
    for (phrase, value) in doc["constraintAvoids"]?.members ?? [] {
      constraintAvoids.append((phrase.lowercased(), Set(value.strings)))
    }
  }

  /// The meal usually eaten at `time`; a snack between meals.
  public func meal(at time: TimeOfDay) -> Meal.Name {
    mealTimes.first { $0.1.contains(time.minutes) }?.0 ?? .snack
  }

  /// The food tags a profile's constraints rule out: "vegetarian" → meat and fish.
  public func avoided(by constraints: [String]) -> Set<String> {
    var tags = Set<String>()
    for constraint in constraints {
      let words = " " + CoachWords.words(constraint).joined(by: " ") + " "
      for (phrase, avoid) in constraintAvoids where words.contains(" " + phrase + " ") {
        tags.formUnion(avoid)
      }
    }
    return tags
  }

  /// Whether a habit's name makes it a workout: it holds one of the workout words.
  public func isWorkout(_ name: String) -> Bool {
    CoachWords.words(name).contains { workoutWords.contains($0) }
  }

  /// Whether an item is the kitchen's closing: a daily limit with a time, whose name holds
  /// one of the kitchen words ("Kitchen closed").
  public func isKitchen(_ tracked: TrackedItem) -> Bool {
    tracked.item.kind == .habit && tracked.item.target.goal == .atMost && tracked.item.time != nil
      && CoachWords.words(tracked.name).contains { kitchenWords.contains($0) }
  }

  /// Every meal word, for completion and suggestions.
  public var mealWords: [String] { meals.map { $0.0.joined(by: " ") }.sorted() }
}

extension Grammar {
  /// The meal vocabulary (`meals.json`).
  public var mealWords: MealWords { MealWords.builtIn }

  /// The nutrition question a message to the coach asks, if it asks one.
  public func nutritionAsk(_ text: String) -> NutritionAsk? {
    let bare = CoachWords.words(text).filter { $0 != "," }
    guard !bare.isEmpty else { return nil }
    return mealWords.asks.first { $0.0 == bare }?.1
      ?? mealWords.asks.first { $0.0.count > 1 && bare.starts(with: $0.0) }?.1
  }
}
