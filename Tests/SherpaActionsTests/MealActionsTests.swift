import Foundation
import SherpaActions
import SherpaCore
import SherpaParse
import Testing

@testable import SherpaStore

/// Meals, goals and the profile through the actions, without the binary.
struct MealActionsTests {
  static func at(_ hour: Int, _ minute: Int = 0, day: Int = 21) -> Moment {
    Moment(
      date: CivilDate(year: 2026, month: 11, day: day)!,
      time: TimeOfDay(hour: hour, minute: minute)!)
  }

  /// A store with the Habitat routine added on Saturday 21 Nov.
  static func habitat() throws -> Actions {
    let actions = try ActionsTests.actions([])
    let routine = try #require(
      try actions.vocabulary.currentSuggestions().routines.first { $0.name == "Habitat" })
    _ = try actions.add(.routine(routine), force: false, at: at(7))
    return actions
  }

  @Test func aMealCompletesItsHabitAndUndoTakesBothBack() throws {
    let actions = try Self.habitat()
    let result = try actions.eat(
      "lunch: chicken salad, 35g protein, 520 kcal", date: nil, time: nil, at: Self.at(12, 40))
    #expect(result.completed?.name == "Lunch")
    #expect(result.late == nil)
    #expect(result.day.total == Macros(kcal: 520, protein: 35))
    #expect(result.logged.meal.made.count == 1)
    let undone = try actions.undo(at: Self.at(12, 41))
    #expect(undone.event.seq == result.logged.seq)
    #expect(try actions.meals(date: nil, at: Self.at(12, 42)).meals.isEmpty)
    let journal = try HistoryWindow(actions.store, at: Self.at(12, 42), back: 0)
    let lunch = try #require(journal.document.items.first { $0.name == "Lunch" })
    #expect(journal.agenda.entry(for: lunch, on: journal.today)?.isDone == false)
  }

  @Test func aMealAfterTheKitchenClosedCountsAgainstItsLimit() throws {
    let actions = try Self.habitat()
    let result = try actions.eat("toast 200 kcal", date: nil, time: "22:30", at: Self.at(22, 45))
    #expect(result.logged.meal.name == .snack)
    #expect(result.late?.name == "Kitchen closed")
    // Half past midnight is still Saturday night, and still late.
    let night = try actions.eat("crisps", date: nil, time: nil, at: Self.at(0, 30, day: 22))
    #expect(night.late?.name == "Kitchen closed")
    #expect(night.day.day == CivilDate(year: 2026, month: 11, day: 21)!)
  }

  @Test func aRefusedMealWritesNothing() throws {
    let actions = try Self.habitat()
    let before = try actions.store.allEvents()
    #expect(
      ActionsTests.message {
        _ = try actions.eat("salad -20g protein", date: nil, time: nil, at: Self.at(12))
      } == "'-20g protein' is less than nothing. Say what the meal held, like '20g protein'.")
    #expect(
      ActionsTests.message {
        _ = try actions.eat("salad", date: "tomorrow", time: nil, at: Self.at(12))
      } != nil)
    #expect(try actions.store.allEvents() == before)
  }

  @Test func aTrainingDayHasAWorkoutScheduledOrDoneOrIsAProfileDay() throws {
    let actions = try Self.habitat()
    // Saturday: Completed workout is Mon, Wed, Fri.
    #expect(try actions.meals(date: nil, at: Self.at(9)).isTraining == false)
    #expect(try actions.meals(date: "2026-11-27", at: Self.at(9)).isTraining == true)
    _ = try actions.setProfile("workout sat", at: Self.at(9))
    #expect(try actions.meals(date: nil, at: Self.at(9)).isTraining == true)
  }

  @Test func aGoalIsReadFromItsWordsAndUndone() throws {
    let actions = try Self.habitat()
    let status = try actions.addGoal(
      "run a 10k by March", by: nil, habits: ["completed workout"], at: Self.at(9))
    #expect(status.goal.title == "Run a 10k")
    #expect(status.goal.by == CivilDate(year: 2027, month: 3, day: 31)!)
    #expect(status.habits.map(\.name) == ["Completed workout"])
    #expect(try actions.store.document().goals == [status.goal])
    _ = try actions.undo(at: Self.at(9, 1))
    #expect(try actions.store.document().goals.isEmpty)
  }

  @Test func theHistoryRebuildsGoalsTargetsAndTheProfile() throws {
    let actions = try Self.habitat()
    _ = try actions.set("nutrition.kcal", to: "training 1600-1800, rest 1400-1600", at: Self.at(8))
    _ = try actions.setProfile("wake 06:30 bed 22:30 workout mon,wed,fri", at: Self.at(8))
    let first = try actions.addGoal("run a 10k by March", by: nil, habits: [], at: Self.at(8))
    _ = try actions.addGoal("read 12 books by June", by: nil, habits: [], at: Self.at(8))
    _ = try actions.removeGoal("\(first.goal.id)", at: Self.at(9))
    _ = try actions.eat("lunch: salad 20g protein", date: nil, time: nil, at: Self.at(12))
    _ = try actions.undo(at: Self.at(13))  // the meal
    _ = try actions.undo(at: Self.at(13))  // the removal: the 10k goal is back
    let saved = try actions.store.document()
    #expect(saved.goals.count == 2)
    var rebuilt = StoreDocument.rebuilt(from: try actions.store.allEvents())
    rebuilt.months = saved.months  // named by the commit from the files, not by the events
    #expect(rebuilt == saved)
    #expect(StoreCodec.encode(rebuilt) == StoreCodec.encode(saved))
  }
}
