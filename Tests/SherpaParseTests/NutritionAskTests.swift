import SherpaCore
import SherpaParse
import Testing

/// The nutrition coach's questions, the ways people ask them, and the words that keep their
/// old meaning.
struct NutritionAskTests {
  static let grammar = Grammar.builtIn

  @Test(arguments: [
    ("show my meals so far", NutritionAsk.mealsSoFar), ("What have I eaten today?", .mealsSoFar),
    ("workout recap", .workoutRecap), ("I just worked out", .workoutRecap),
    ("I'm hungry", .hungry), ("im starving!", .hungry), ("what can I eat?", .hungry),
    ("plan a meal", .planMeal), ("What's for dinner?", .planMeal),
    ("quick sanity check", .sanityCheck), ("am I on track?", .sanityCheck),
    ("unwind", .unwind), ("help me unwind", .unwind),
  ])
  func asksAreRecognised(_ text: String, _ ask: NutritionAsk) {
    #expect(Self.grammar.coachMessage(text) == .nutrition(ask))
  }

  @Test(arguments: [
    ("plan my day", CoachMessage.plan), ("what's left?", .whatsLeft),
    ("rescue my evening", .rescue),
    ("thanks", .thanks),
  ])
  func otherMessagesKeepTheirMeaning(_ text: String, _ message: CoachMessage) {
    #expect(Self.grammar.coachMessage(text) == message)
  }
}
