extension DayPlan {
  /// This plan with each step that feeds a goal saying so in its reason: "it feeds your goal
  /// 'Run a 10k', 8 weeks left". The soonest goal still to come is named.
  public func citingGoals(_ goals: [Goal], items: [TrackedItem], today: CivilDate) -> DayPlan {
    guard !goals.isEmpty else { return self }
    var plan = self
    for index in plan.steps.indices {
      guard let tracked = items.first(where: { $0.id == plan.steps[index].id }),
        let goal = Goal.fed(by: tracked, among: goals, items: items, today: today)
      else { continue }
      let citation = "it feeds your goal '\(goal.title)', \(goal.timeLeft(from: today))"
      let reason = plan.steps[index].reason
      plan.steps[index].reason = reason.isEmpty ? citation : reason + "; " + citation
    }
    return plan
  }
}
