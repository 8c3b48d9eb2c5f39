import SherpaCore

/// Why a meal line could not be logged; `description` is what the person reads.
public enum MealFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing said at all.
  case empty
  /// "brunchy: eggs": the word before the colon is no meal.
  case unknownMeal(word: String, suggestion: String?)
  /// "-20g protein".
  case negative(words: String)
  /// "50000 kcal": more than one meal holds.
  case tooMuch(words: String, nutrient: Macros.Nutrient)

  public var description: String {
    switch self {
    case .empty:
      "Say what you ate, like 'sherpa eat \"lunch: chicken salad, 35g protein, 520 kcal\"'."
    case .unknownMeal(let word, let suggestion?):
      "Didn't understand '\(word)' as a meal. " + Spelling.didYouMean(suggestion)
    case .unknownMeal(let word, nil):
      "Didn't understand '\(word)' as a meal. Start with breakfast, lunch, dinner, snack or "
        + "pre-workout, like 'lunch: chicken salad'."
    case .negative(let words):
      "'\(words)' is less than nothing. Say what the meal held, like '\(words.filter { $0 != "-" })'."
    case .tooMuch(let words, let nutrient):
      "'\(words)' is more than one meal holds (at most "
        + "\(Target.format(nutrient.mealLimit, grouping: true)) \(nutrient.unit)"
        + "\(nutrient == .kcal ? "" : " of \(nutrient.rawValue)")). Check the number, like "
        + "'\(nutrient == .kcal ? "520 kcal" : "35g \(nutrient.rawValue)")'."
    }
  }
}
