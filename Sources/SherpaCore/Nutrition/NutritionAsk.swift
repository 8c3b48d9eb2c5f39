/// What a person asks the nutrition coach; the words for each live in `grammars/meals.json`.
public enum NutritionAsk: String, CaseIterable, Sendable {
  /// "show my meals so far"
  case mealsSoFar
  /// "workout recap"
  case workoutRecap
  /// "I'm hungry"
  case hungry
  /// "plan a meal"
  case planMeal
  /// "quick sanity check"
  case sanityCheck
  /// "unwind"
  case unwind
}

/// Something to eat the coach can offer: a serving, what it holds, and what it is (tags like
/// "dairy", "meat", "vegetarian") so a constraint can rule it out.
public struct Food: Hashable, Sendable {
  public let name: String
  public let macros: Macros
  public let tags: Set<String>

  public init(name: String, macros: Macros, tags: Set<String> = []) {
    self.name = name
    self.macros = macros
    self.tags = tags
  }

  /// "Greek yogurt, 250 g (150 kcal, 25 g protein)".
  public var text: String {
    let parts = [
      macros.kcal.map { Target.format($0) + " kcal" },
      macros.protein.map { Target.format($0) + " g protein" },
    ].compactMap { $0 }
    return parts.isEmpty ? name : name + " (" + parts.joined(by: ", ") + ")"
  }
}

/// What the nutrition coach knows of a day when it answers.
public struct NutritionDay: Sendable {
  public var time: TimeOfDay
  public var isTraining: Bool
  /// A workout habit done today.
  public var workoutDone: Bool
  /// The workout habit's name, when there is one: "Completed workout".
  public var workoutName: String?
  /// The day's meals, in the order eaten.
  public var meals: [Meal]
  /// The targets of this kind of day.
  public var targets: NutritionTargets.Day
  /// When the kitchen closes (the time of a "kitchen closed" limit), if there is one.
  public var kitchenCloses: TimeOfDay?
  public var bedtime: TimeOfDay
  /// Last night's sleep, 1 (bad) to 5 (great), when a reflection says.
  public var sleep: Int?
  public var profile: Profile
  /// The goals still to come, soonest first, with the time left to each ("8 weeks left").
  public var goals: [(title: String, left: String)]
  /// Food tags to leave out, from the profile's constraints ("vegetarian" → "meat", "fish").
  public var avoid: Set<String>

  public init(
    time: TimeOfDay, isTraining: Bool, workoutDone: Bool = false, workoutName: String? = nil,
    meals: [Meal] = [], targets: NutritionTargets.Day = .init(), kitchenCloses: TimeOfDay? = nil,
    bedtime: TimeOfDay = TimeOfDay(hour: 23, minute: 0)!, sleep: Int? = nil,
    profile: Profile = Profile(), goals: [(title: String, left: String)] = [],
    avoid: Set<String> = []
  ) {
    self.time = time
    self.isTraining = isTraining
    self.workoutDone = workoutDone
    self.workoutName = workoutName
    self.meals = meals
    self.targets = targets
    self.kitchenCloses = kitchenCloses
    self.bedtime = bedtime
    self.sleep = sleep
    self.profile = profile
    self.goals = goals
    self.avoid = avoid
  }

  public var eaten: Macros { Macros.total(meals.map(\.macros)) }

  /// Protein still to go to the floor (nil with no protein target).
  public var proteinLeft: Double? {
    targets[.protein].map { $0.toFloor(from: eaten.protein ?? 0) }
  }

  /// Energy room left under the top of the range (nil with no energy target).
  public var kcalRoom: Double? {
    targets[.kcal].flatMap { $0.toCeiling(from: eaten.kcal ?? 0) }
  }

  /// Whether the kitchen has closed for the night.
  public var isKitchenClosed: Bool { kitchenCloses.map { time >= $0 } ?? false }

  /// Whether it is within an hour of the kitchen closing, or of bed.
  public var isLate: Bool {
    let last = min(kitchenCloses?.minutes ?? 24 * 60, bedtime.minutes)
    return time.minutes >= last - 60 || time.minutes >= bedtime.minutes
  }

  /// A poor night: sleep 1 or 2 of 5.
  public var sleptBadly: Bool { (sleep ?? 3) <= 2 }

  /// "training day" or "rest day".
  public var kind: String { isTraining ? "training day" : "rest day" }
}

/// The coach's answer: a few lines, one to three options, and why (citing the day, the
/// goals and the profile).
public struct NutritionReply: Hashable, Sendable {
  public var lines: [String]
  public var options: [Food]
  public var reasons: [String]

  public init(lines: [String], options: [Food] = [], reasons: [String] = []) {
    self.lines = lines
    self.options = options
    self.reasons = reasons
  }
}
