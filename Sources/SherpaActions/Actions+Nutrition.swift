import SherpaCore
import SherpaParse
import SherpaStore

extension Actions {
  /// What the nutrition coach needs to know of today: the meals, the targets of the kind of
  /// day it is, the workout, the kitchen's closing, the bedtime, last night's sleep (from
  /// this morning's reflection, when there is one), the profile and the goals.
  public func nutritionDay(at moment: Moment) throws -> NutritionDay {
    let document = try store.document()
    let journal = try HistoryWindow(store, document: document, at: moment, back: 0)
    let today = journal.today
    let words = MealWords.builtIn
    let agenda = journal.agenda
    let mealDay = mealDay(
      today, today: today, document: document, events: journal.events, agenda: agenda)
    let workouts = document.items.filter {
      $0.item.kind == .habit && !$0.isArchived && words.isWorkout($0.name)
    }
    let workout = workouts.first { agenda.entry(for: $0, on: today) != nil } ?? workouts.first
    let kitchen = document.items.first {
      words.isKitchen($0) && agenda.entry(for: $0, on: today) != nil
    }
    let goals = document.goals.filter { $0.by >= today }.sorted { $0.by < $1.by }
    // After midnight but before the day boundary it is still the night before, at its end.
    let time =
      moment.time < document.settings.dayBoundary ? TimeOfDay(hour: 23, minute: 59)! : moment.time
    return NutritionDay(
      time: time, isTraining: mealDay.isTraining,
      workoutDone: workouts.contains { agenda.entry(for: $0, on: today)?.isDone == true },
      workoutName: workout?.name, meals: mealDay.meals.map(\.meal), targets: mealDay.targets,
      kitchenCloses: kitchen?.item.time, bedtime: document.settings.bedtime,
      sleep: journal.sleep(),
      profile: document.settings.profile,
      goals: goals.map { ($0.title, $0.timeLeft(from: today)) },
      avoid: words.avoided(by: document.settings.profile.constraints))
  }
}
