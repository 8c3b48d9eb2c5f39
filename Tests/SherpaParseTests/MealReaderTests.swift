import SherpaCore
import SherpaParse
import Testing

/// Meal lines the ways people write them, read into a meal, a description and macros.
struct MealReaderTests {
  static let grammar = Grammar.builtIn

  struct Case: Sendable, CustomStringConvertible {
    let line: String
    let meal: Meal.Name?
    let text: String
    let macros: Macros
    var description: String { line }

    init(
      _ line: String, _ meal: Meal.Name?, _ text: String, kcal: Double? = nil,
      protein: Double? = nil, carbs: Double? = nil, fat: Double? = nil, fibre: Double? = nil
    ) {
      self.line = line
      self.meal = meal
      self.text = text
      macros = Macros(kcal: kcal, protein: protein, carbs: carbs, fat: fat, fibre: fibre)
    }
  }

  static let cases: [Case] = [
    // The Habitat way: meal, description, macros after a comma.
    Case(
      "lunch: chicken salad, 35g protein, 520 kcal", .lunch, "chicken salad", kcal: 520, protein: 35
    ),
    Case("chicken salad, 35g protein, 520 kcal", nil, "chicken salad", kcal: 520, protein: 35),
    Case(
      "Breakfast: oats with whey, 450 kcal, 35 g protein", .breakfast, "oats with whey", kcal: 450,
      protein: 35),
    Case(
      "dinner salmon and rice 650kcal 40g protein 60g carbs 20g fat", .dinner, "salmon and rice",
      kcal: 650, protein: 40, carbs: 60, fat: 20),
    // Markers stuck to their numbers, in any order, kcal first or last.
    Case(
      "dinner salmon rice 600cal p40 c50 f20", .dinner, "salmon rice", kcal: 600, protein: 40,
      carbs: 50, fat: 20),
    Case(
      "dinner salmon rice p40 c50 f20 600cal", .dinner, "salmon rice", kcal: 600, protein: 40,
      carbs: 50, fat: 20),
    Case(
      "lunch wrap 40p 30c 12f 520 kcal", .lunch, "wrap", kcal: 520, protein: 40, carbs: 30,
      fat: 12),
    Case("snack yogurt f5 p20", .snack, "yogurt", protein: 20, fat: 5),
    // No numbers at all.
    Case("leftover pasta", nil, "leftover pasta"),
    Case("lunch: leftover pasta", .lunch, "leftover pasta"),
    Case("dinner", .dinner, ""),
    Case("snack: an apple", .snack, "an apple"),
    Case("2 eggs and toast", nil, "2 eggs and toast"),
    Case("chicken 150g with rice", nil, "chicken 150g with rice"),
    // Nutrient first.
    Case("protein 35g, carbs 40g, fat 12g", nil, "", protein: 35, carbs: 40, fat: 12),
    Case("protein 35g carbs 40g fat 12g", nil, "", protein: 35, carbs: 40, fat: 12),
    Case("oats p30 c50 f10", nil, "oats", protein: 30, carbs: 50, fat: 10),
    Case("oats P: 30 C: 50 F: 10", nil, "oats", protein: 30, carbs: 50, fat: 10),
    Case("kcal 520, protein 35", nil, "", kcal: 520, protein: 35),
    Case("calories: 600", nil, "", kcal: 600),
    Case("shake - protein: 25g, kcal: 130", nil, "shake", kcal: 130, protein: 25),
    Case("Dinner: steak. Calories 700, protein 55g", .dinner, "steak.", kcal: 700, protein: 55),
    // Amount first, glued or spaced.
    Case("35gP 40gC 12gF", nil, "", protein: 35, carbs: 40, fat: 12),
    Case("35p 40c 12f", nil, "", protein: 35, carbs: 40, fat: 12),
    Case("wrap 35 g protein 480 kcal", nil, "wrap", kcal: 480, protein: 35),
    Case("wrap 35 grams of protein", nil, "wrap", protein: 35),
    Case("wrap, 35 grams protein", nil, "wrap", protein: 35),
    Case("wrap 35gprotein", nil, "wrap", protein: 35),
    Case("yogurt 20 protein", nil, "yogurt", protein: 20),
    Case("yogurt 150cal", nil, "yogurt", kcal: 150),
    Case("yogurt 150 cals", nil, "yogurt", kcal: 150),
    Case("yogurt 150 calories", nil, "yogurt", kcal: 150),
    Case("yogurt 150 Calories", nil, "yogurt", kcal: 150),
    Case("bar 200kcal 20g prot", nil, "bar", kcal: 200, protein: 20),
    Case("salad 8g fibre", nil, "salad", fibre: 8),
    Case("salad 8 g fiber", nil, "salad", fibre: 8),
    Case("toast 30g carbohydrates", nil, "toast", carbs: 30),
    Case("nuts 15 g fats", nil, "nuts", fat: 15),
    // Units other than kcal and g.
    Case("pasta 2500 kJ", nil, "pasta", kcal: 597.52),
    Case("pasta 2500kj", nil, "pasta", kcal: 597.52),
    // Ranges averaged, approximations dropped.
    Case("burrito 30-40g protein", nil, "burrito", protein: 35),
    Case("burrito 30–40 g protein", nil, "burrito", protein: 35),
    Case("burrito 600 to 700 kcal", nil, "burrito", kcal: 650),
    Case("burrito ~650 kcal", nil, "burrito", kcal: 650),
    Case("burrito ~650kcal ~35g protein", nil, "burrito", kcal: 650, protein: 35),
    Case("burrito about 650 kcal", nil, "burrito", kcal: 650),
    Case("burrito approx 650 kcal", nil, "burrito", kcal: 650),
    Case("burrito, roughly 35g protein", nil, "burrito", protein: 35),
    Case("curry around 800 calories", nil, "curry", kcal: 800),
    // Several of one nutrient add up.
    Case("eggs 12g protein, toast 4g protein", nil, "eggs, toast", protein: 16),
    Case("2 eggs (12g protein) and toast (4g protein)", nil, "2 eggs and toast", protein: 16),
    Case(
      "shake 25g protein + bar 20g protein, 400 kcal", nil, "shake + bar", kcal: 400, protein: 45),
    Case("rice 300 kcal and chicken 250 kcal", nil, "rice and chicken", kcal: 550),
    // Brackets and decimals.
    Case("greek yogurt (150 kcal, 25g protein)", nil, "greek yogurt", kcal: 150, protein: 25),
    Case("avocado toast [350 kcal | 10g protein]", nil, "avocado toast", kcal: 350, protein: 10),
    Case("cottage cheese 12.5g protein", nil, "cottage cheese", protein: 12.5),
    Case("oat milk latte .5g protein", nil, "oat milk latte", protein: 0.5),
    Case("big plate 1,200 kcal", nil, "big plate", kcal: 1200),
    Case("big plate 1200kcal", nil, "big plate", kcal: 1200),
    // Meal words.
    Case("brekkie: eggs 18g protein", .breakfast, "eggs", protein: 18),
    Case("supper: soup 300 kcal", .dinner, "soup", kcal: 300),
    Case("pre-workout: banana 100 kcal", .preWorkout, "banana", kcal: 100),
    Case("pre workout banana 100 kcal", .preWorkout, "banana", kcal: 100),
    Case("preworkout: rice cakes", .preWorkout, "rice cakes"),
    Case("Post-workout: shake 25g protein", .snack, "shake", protein: 25),
    Case("LUNCH chicken wrap 480kcal", .lunch, "chicken wrap", kcal: 480),
    Case(
      "snack - protein bar, 20g protein, 210 kcal", .snack, "protein bar", kcal: 210, protein: 20),
    Case("evening meal: stew 550 kcal", .dinner, "stew", kcal: 550),
    // Macro words in the description stay there without a number.
    Case("protein shake 25g protein", nil, "protein shake", protein: 25),
    Case("low fat yogurt 10g protein", nil, "low fat yogurt", protein: 10),
    Case("lunch: 3 tacos, 45 g carbs", .lunch, "3 tacos", carbs: 45),
  ]

  @Test(arguments: cases)
  func readsTheMeal(_ example: Case) throws {
    let draft = try Self.grammar.meal(example.line)
    #expect(draft.name == example.meal)
    #expect(draft.text == example.text)
    #expect(draft.macros == example.macros)
  }

  @Test func thereAreAtLeastSixtyLines() {
    #expect(Self.cases.count >= 60)
  }

  @Test(arguments: [
    ("", MealFailure.empty),
    ("brunchy: eggs", .unknownMeal(word: "brunchy", suggestion: nil)),
    ("lunh: eggs", .unknownMeal(word: "lunh", suggestion: "lunch")),
    ("dinnr: stew", .unknownMeal(word: "dinnr", suggestion: "dinner")),
    ("salad -20g protein", .negative(words: "-20g protein")),
    ("salad protein -20g", .negative(words: "protein -20g")),
    ("cake 50000 kcal", .tooMuch(words: "50000 kcal", nutrient: .kcal)),
    ("steak 2000g protein", .tooMuch(words: "2000g protein", nutrient: .protein)),
  ])
  func refusesWhatCannotBeAMeal(_ line: String, _ failure: MealFailure) {
    #expect(throws: failure) { try Self.grammar.meal(line) }
  }

  @Test func failuresSayWhatWouldWork() {
    #expect(
      MealFailure.unknownMeal(word: "lunh", suggestion: "lunch").description
        == "Didn't understand 'lunh' as a meal. Did you mean 'lunch'?")
    #expect(
      MealFailure.negative(words: "-20g protein").description
        == "'-20g protein' is less than nothing. Say what the meal held, like '20g protein'.")
    #expect(
      MealFailure.tooMuch(words: "50000 kcal", nutrient: .kcal).description
        == "'50000 kcal' is more than one meal holds (at most 10,000 kcal). Check the number, like '520 kcal'."
    )
  }

  @Test func aMealWithNoMealWordIsNamedByTheTimeOfDay() {
    let words = Self.grammar.mealWords
    #expect(words.meal(at: TimeOfDay(hour: 7, minute: 30)!) == .breakfast)
    #expect(words.meal(at: TimeOfDay(hour: 12, minute: 45)!) == .lunch)
    #expect(words.meal(at: TimeOfDay(hour: 16, minute: 0)!) == .snack)
    #expect(words.meal(at: TimeOfDay(hour: 19, minute: 15)!) == .dinner)
    #expect(words.meal(at: TimeOfDay(hour: 23, minute: 0)!) == .snack)
  }
}
