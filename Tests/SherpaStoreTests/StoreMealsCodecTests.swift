import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// Meals and goals in the store's files: written and read back the same, and a number or a
/// word out of range is one line, never a trap.
struct StoreMealsCodecTests {
  static let day = CivilDate(year: 2026, month: 11, day: 21)!

  @Test func aMealAndAGoalComeBackAsWritten() throws {
    let meal = Meal(
      name: .preWorkout, text: "banana, \"ripe\"", time: TimeOfDay(hour: 17, minute: 5)!,
      macros: Macros(kcal: 100.5, carbs: 25), replaces: 12, made: [10, 11])
    let goal = Goal(
      id: 3, title: "Run a 10k", by: CivilDate(year: 2027, month: 3, day: 31)!,
      habits: ["run", "stretch"], created: Self.day)
    for action in [
      Event.Action.meal(meal), .goal(GoalChange(id: 3, before: nil, after: goal)),
      .goal(GoalChange(id: 3, before: goal, after: nil)),
    ] {
      let event = Event(day: Self.day, seq: 14, at: "2026-11-21T17:05:00", action: action)
      let line = StoreCodec.encode(event)
      let read = try StoreCodec.event(try JSONValue(parsing: Array(line.utf8)))
      #expect(read == event, "\(line)")
    }
    var document = StoreDocument()
    document.goals = [goal]
    let bytes = StoreCodec.encode(document)
    #expect(try StoreCodec.document(try JSONValue(parsing: bytes)).goals == [goal])
    // A store without goals is written as before: no "goals" line.
    #expect(!String(decoding: StoreCodec.encode(StoreDocument()), as: UTF8.self).contains("goals"))
  }

  @Test(arguments: [
    (
      #"{"day":"2026-11-21","seq":2,"at":"2026-11-21T09:00:00","event":"meal","meal":"lunch","text":"","time":"12:30","kcal":1e300}"#,
      "line 2: meal of event 2 has kcal outside 0 to 10000"
    ),
    (
      #"{"day":"2026-11-21","seq":2,"at":"2026-11-21T09:00:00","event":"meal","meal":"lunch","text":"","time":"12:30","protein":-5}"#,
      "line 2: meal of event 2 has protein outside 0 to 1000"
    ),
    (
      #"{"day":"2026-11-21","seq":2,"at":"2026-11-21T09:00:00","event":"meal","meal":"brunch","text":"","time":"12:30"}"#,
      "line 2: meal of event 2 is not breakfast, lunch, pre-workout, dinner or snack"
    ),
    (
      #"{"day":"2026-11-21","seq":2,"at":"2026-11-21T09:00:00","event":"meal","meal":"lunch","text":"","time":"25:00"}"#,
      "line 2: meal of event 2 has no time like 12:30"
    ),
    (
      #"{"day":"2026-11-21","seq":2,"at":"2026-11-21T09:00:00","event":"meal","meal":"lunch","text":"","time":"12:30","made":[1e300]}"#,
      "line 2: meal of event 2 names an event Sherpa cannot read"
    ),
    (
      #"{"day":"2026-11-21","seq":2,"at":"2026-11-21T09:00:00","event":"goal","goal":1,"after":{"id":1,"title":"Run","by":"0001-01-01","created":"2026-11-21","habits":[]}}"#,
      "line 2: goal 1 by is not a date like 2027-03-31"
    ),
    (
      #"{"day":"2026-11-21","seq":2,"at":"2026-11-21T09:00:00","event":"goal","goal":-1}"#,
      "line 2: event 2 names no goal"
    ),
  ])
  func aMealOrGoalOutOfRangeIsOneLine(_ line: String, _ problem: String) throws {
    // The same check as any history line's.
    try StoreNumbersTests().aHistoryNumberOutOfRangeIsOneLine(line, problem)
  }
}
