import SherpaActions
import SherpaCore

extension CoachConversation {
  /// Answers a nutrition question from the day: the meals, the targets, the time, the
  /// workout, the kitchen, last night's sleep, the goals and the profile.
  func nutrition(_ ask: NutritionAsk) throws {
    let day = try workspace.actions.nutritionDay(at: workspace.moment)
    let foods = try workspace.actions.foods()
    let reply = NutritionCoach.reply(to: ask, on: day, foods: foods)
    var out = Output()
    if json {
      out.line(
        JSONText.object([
          ("ask", JSONText.string(ask.rawValue)),
          ("training", day.isTraining ? "true" : "false"),
          ("lines", JSONText.array(reply.lines.map(JSONText.string))),
          ("options", JSONText.array(reply.options.map { JSONText.string($0.text) })),
          ("reasons", JSONText.array(reply.reasons.map(JSONText.string))),
        ]))
    } else {
      out.line(NutritionView(reply: reply).text)
    }
    out.flush()
  }
}
