import SherpaCore
import SherpaParse
import Testing

/// "after X" and "only on X days": the activity's words as said, next to the schedule they do
/// not change; today is Saturday 21 Nov 2026.
struct ParserRelationTests {
  static let today = CivilDate(year: 2026, month: 11, day: 21)!

  @Test(
    arguments: [
      // phrase, name, after, onlyOn, summary
      ("pre-workout shake only on workout days", "Pre-workout shake", nil, "workout", "Every day"),
      ("shake on gym days", "Shake", nil, "gym", "Every day"),
      ("shake on workout days only", "Shake", nil, "workout", "Every day"),
      ("take creatine only on my gym days", "Take creatine", nil, "gym", "Every day"),
      ("stretch only on days I run", "Stretch", nil, "run", "Every day"),
      ("stretch on days when I run", "Stretch", nil, "run", "Every day"),
      ("protein meal on days with a workout", "Protein meal", nil, "workout", "Every day"),
      ("foam roll on days I go to the gym", "Foam roll", nil, "gym", "Every day"),
      ("shake only on workout days every Monday", "Shake", nil, "workout", "Every week on Mon"),
      ("stretch after my run only on workout days", "Stretch", "run", "workout", "Every day"),
      ("take fish oil after dinner", "Take fish oil", "dinner", nil, "Every day"),
      (
        "tidy the kitchen after breakfast every weekend", "Tidy the kitchen", "breakfast", nil,
        "Every weekend"
      ),
      // Days of the week and sets of them stay a schedule.
      ("read on Mondays", "Read", nil, nil, "Every week on Mon"),
      ("read on weekdays", "Read", nil, nil, "Every weekday"),
      ("read on school days", "Read", nil, nil, "Every weekday"),
      ("walk on alternate days", "Walk", nil, nil, "Every 2 days"),
      ("read on Tue/Thu", "Read", nil, nil, "Every week on Tue & Thu"),
    ] as [(String, String, String?, String?, String)])
  func relationWords(
    _ phrase: String, _ name: String, _ after: String?, _ onlyOn: String?, _ summary: String
  ) throws {
    let item = try Parser().parse(phrase, today: Self.today)
    #expect(item.name == name)
    #expect(item.after == after)
    #expect(item.onlyOn == onlyOn)
    #expect(item.summary == summary)
  }

  @Test func afterAClockTimeIsATimeNotARelation() throws {
    let item = try Parser().parse("run after 5pm", today: Self.today)
    #expect(item.time?.description == "17:00")
    #expect(item.after == nil)
    #expect(item.onlyOn == nil)
  }

  @Test(arguments: [
    (
      "walk on odd days",
      "'on odd days' doesn't name an activity to keep to. Name one, like 'walk only on workout days', or say the days, like 'walk every other day'."
    ),
    (
      "stretch only on rest days",
      "'only on rest days' doesn't name an activity to keep to. Name one, like 'stretch only on workout days', or say the days, like 'stretch every other day'."
    ),
    (
      "shake only on workout and rest days",
      "'only on workout and rest days' names more than one activity. Keep one, like 'shake only on workout days'."
    ),
    (
      "shake on gym days and on run days",
      "'on gym days' and 'on run days' are two different schedules. Keep one, like 'shake on run days'."
    ),
  ])
  func unclearRelationsSayHowToSayThem(_ phrase: String, _ message: String) {
    #expect(throws: ParseFailure.self) { try Parser().parse(phrase, today: Self.today) }
    do {
      _ = try Parser().parse(phrase, today: Self.today)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func anEditSetsTheRelationAndKeepsTheRest() throws {
    let parser = Parser()
    let shake = try parser.parse("shake every weekday at 7am", today: Self.today)
    let edited = try parser.edit(shake, with: "only on workout days", today: Self.today)
    #expect(edited.onlyOn == "workout")
    #expect(edited.recurrence == shake.recurrence)
    #expect(edited.start == shake.start)
    #expect(edited.time == shake.time)
    #expect(edited.name == "Shake")
    let after = try parser.edit(edited, with: "after my run", today: Self.today)
    #expect(after.after == "run")
    #expect(after.onlyOn == "workout")
  }

  @Test func onlyOnSaysWhen() throws {
    #expect(try Parser().parseSayingWhen("shake on gym days", today: Self.today).saysWhen)
  }

  @Test func theContractObjectCarriesOnlyOnNextToAfter() throws {
    let item = try Parser().parse("shake after my run only on gym days", today: Self.today)
    let json = item.json(input: "x")
    #expect(json.contains(#""after":"run""#))
    #expect(json.contains(#""onlyOn":"gym","phase""#))
    let plain = try Parser().parse("floss daily", today: Self.today).json(input: "floss daily")
    #expect(plain.contains(#""onlyOn":null"#))
  }
}
