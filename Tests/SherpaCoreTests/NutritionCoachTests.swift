import SherpaCore
import Testing

/// The nutrition coach: each question on a training or rest day, at four times of day,
/// after four ways the day's eating can stand.
struct NutritionCoachTests {
  static let foods = [
    Food(name: "Greek yogurt", macros: Macros(kcal: 150, protein: 25), tags: ["dairy"]),
    Food(name: "Protein shake", macros: Macros(kcal: 120, protein: 24), tags: ["dairy"]),
    Food(name: "Chicken breast", macros: Macros(kcal: 260, protein: 46), tags: ["meat"]),
    Food(name: "Tuna can", macros: Macros(kcal: 190, protein: 40), tags: ["fish"]),
    Food(name: "Tofu", macros: Macros(kcal: 250, protein: 28), tags: ["vegan"]),
    Food(name: "Rice cakes", macros: Macros(kcal: 150, protein: 2), tags: ["vegan"]),
  ]

  /// The Habitat targets.
  static let targets = NutritionTargets(
    training: .init(
      bands: [
        .kcal: .init(low: 1600, high: 1800), .protein: .init(low: 140, high: nil),
      ], idealProtein: .init(low: 150, high: 160)),
    rest: .init(
      bands: [
        .kcal: .init(low: 1400, high: 1600), .protein: .init(low: 140, high: nil),
      ], idealProtein: .init(low: 150, high: 160)))

  enum Eaten: String, CaseIterable, Sendable {
    case nothing, half, done, over

    var meals: [Meal] {
      let at = TimeOfDay(hour: 8, minute: 0)!
      switch self {
      case .nothing: return []
      case .half:
        return [Meal(name: .lunch, text: "salad", time: at, macros: Macros(kcal: 900, protein: 70))]
      case .done:
        return [
          Meal(name: .dinner, text: "steak", time: at, macros: Macros(kcal: 1550, protein: 150))
        ]
      case .over:
        return [
          Meal(name: .dinner, text: "pizza", time: at, macros: Macros(kcal: 1950, protein: 110))
        ]
      }
    }
  }

  static let times = [(8, 0), (14, 0), (21, 30), (22, 30)]

  static func day(training: Bool, _ hour: Int, _ minute: Int, _ eaten: Eaten) -> NutritionDay {
    NutritionDay(
      time: TimeOfDay(hour: hour, minute: minute)!, isTraining: training,
      workoutDone: training && hour >= 21,
      workoutName: "Completed workout", meals: eaten.meals,
      targets: targets.day(isTraining: training), kitchenCloses: TimeOfDay(hour: 22, minute: 0)!)
  }

  /// Every question × training or rest × time × what is eaten.
  static let grid: [(NutritionAsk, Bool, Int, Int, Eaten)] = NutritionAsk.allCases.flatMap { ask in
    [true, false].flatMap { training in
      times.flatMap { time in Eaten.allCases.map { (ask, training, time.0, time.1, $0) } }
    }
  }

  @Test(arguments: 0..<192)
  func everyAnswerKeepsTheRules(_ index: Int) {
    let (ask, training, hour, minute, eaten) = Self.grid[index]
    let day = Self.day(training: training, hour, minute, eaten)
    let reply = NutritionCoach.reply(to: ask, on: day, foods: Self.foods)
    let text = (reply.lines + reply.reasons + reply.options.map(\.text)).joined(separator: " ")
      .lowercased()
    #expect(!reply.lines.isEmpty)
    #expect(reply.options.count <= 3)
    // A coach, not a clinician.
    for word in [
      "medication", "diagnos", "prescri", "dose", "calorie deficit disorder", "you failed",
      "you missed",
    ] {
      #expect(!text.contains(word), "\(ask) \(training) \(hour):\(minute) \(eaten): \(text)")
    }
    // The kitchen stays closed: after 22:00 nothing to eat is offered tonight.
    if hour == 22 && ask == .hungry {
      #expect(reply.options.isEmpty)
      #expect(
        reply.lines[0].hasPrefix("The kitchen closed at 22:00. Water or herbal tea, and bed."))
    }
    // Offers fit the calories left, when there is room.
    if let room = day.kcalRoom, room > 0, ask == .hungry {
      #expect(
        reply.options.allSatisfy { ($0.macros.kcal ?? 0) <= room }
          || reply.lines.contains { $0.hasSuffix("keep it lean:") })
    }
    if ask == .mealsSoFar {
      #expect(reply.lines.last!.hasPrefix("So far (\(training ? "training" : "rest") day): "))
    }
    if ask == .workoutRecap && !training { #expect(reply.lines[0].hasPrefix("Rest day today")) }
    if ask == .sanityCheck {
      #expect(reply.lines.contains { $0.hasPrefix("Protein: ") })
      #expect(reply.lines.contains { $0.hasPrefix("Calories: ") })
    }
    if ask == .unwind && hour < 23 { #expect(reply.lines[0].hasPrefix("Bed at 23:00")) }
    if ask == .planMeal && hour == 22 { #expect(reply.lines[0].hasPrefix("The kitchen is closed")) }
  }

  @Test func theGridCoversEveryCombination() {
    #expect(Self.grid.count == 6 * 2 * 4 * 4)
  }

  @Test func hungryLateWithProteinToGoGetsOneProteinFirstOptionSizedToWhatIsLeft() {
    var day = Self.day(training: true, 21, 30, .nothing)
    day.meals = [
      Meal(
        name: .dinner, text: "pasta", time: TimeOfDay(hour: 19, minute: 0)!,
        macros: Macros(kcal: 1400, protein: 100))
    ]
    let reply = NutritionCoach.reply(to: .hungry, on: day, foods: Self.foods)
    #expect(
      reply.lines == [
        "The kitchen closes at 22:00: one protein-first option, then it's closed.",
        "400 kcal left under the top of the range.",
      ])
    #expect(reply.options.map(\.name) == ["Tuna can"])
    #expect(reply.reasons == ["Protein comes before calories."])
  }

  @Test func hungryLateWithinTargetIsWaterAndBed() {
    let reply = NutritionCoach.reply(
      to: .hungry, on: Self.day(training: false, 21, 30, .done), foods: Self.foods)
    #expect(reply.lines == ["You're within target; water and bed."])
    #expect(reply.options.isEmpty)
  }

  @Test func hungryOverTheRangeWithProteinShortGetsTheLeanestOnly() {
    let reply = NutritionCoach.reply(
      to: .hungry, on: Self.day(training: true, 14, 0, .over), foods: Self.foods)
    #expect(
      reply.lines == [
        "You're at the top of today's range (1600-1800 kcal), with 30 g protein to go. If you eat, keep it lean:"
      ])
    #expect(reply.options.map(\.name) == ["Tuna can"])
  }

  @Test func pastTheRangeWithProteinDoneIsWaterWithoutBlame() {
    var day = Self.day(training: false, 14, 0, .nothing)
    day.meals = [
      Meal(
        name: .lunch, text: "burger", time: TimeOfDay(hour: 13, minute: 0)!,
        macros: Macros(kcal: 1700, protein: 150))
    ]
    let reply = NutritionCoach.reply(to: .hungry, on: day, foods: Self.foods)
    #expect(
      reply.lines == [
        "You're 100 kcal past today's range. Water, and let the hunger pass. Tomorrow evens it out; no need to make up for it."
      ])
    #expect(reply.options.isEmpty)
  }

  @Test func constraintsRuleFoodsOut() {
    var day = Self.day(training: true, 14, 0, .half)
    day.avoid = ["meat", "fish", "dairy"]
    let reply = NutritionCoach.reply(to: .hungry, on: day, foods: Self.foods)
    #expect(!reply.options.isEmpty)
    #expect(reply.options.allSatisfy { $0.tags.isDisjoint(with: day.avoid) })
  }

  @Test func aRoughNightComesFirst() {
    var day = Self.day(training: true, 14, 0, .half)
    day.sleep = 1
    let check = NutritionCoach.reply(to: .sanityCheck, on: day, foods: Self.foods)
    #expect(check.lines[0] == "Sleep: a rough night. Keep today simple and get to bed by 23:00.")
    let hungry = NutritionCoach.reply(to: .hungry, on: day, foods: Self.foods)
    #expect(hungry.reasons.first?.hasPrefix("A rough night") == true)
  }

  @Test func reasonsCiteTheGoalAndTheProfile() {
    var day = Self.day(training: true, 8, 0, .nothing)
    day.goals = [(title: "Run a 10k", left: "8 weeks left")]
    day.profile = Profile(focus: "fitness", constraints: ["bad knee"])
    let reply = NutritionCoach.reply(to: .workoutRecap, on: day, foods: Self.foods)
    #expect(
      Array(reply.reasons.suffix(3)) == [
        "Your goal: Run a 10k, 8 weeks left.", "Your focus: fitness.",
        "Working around: bad knee.",
      ])
  }

  @Test func planningSharesWhatIsLeftOverTheMealsToCome() {
    let reply = NutritionCoach.reply(
      to: .planMeal, on: Self.day(training: true, 8, 0, .nothing), foods: Self.foods)
    #expect(reply.lines == ["Next up, breakfast: about 600 kcal and 47 g protein."])
    #expect(reply.options.first?.name == "Chicken breast")
  }
}
