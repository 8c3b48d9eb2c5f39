import SherpaCore
import SherpaParse
import Testing

/// Input at the edges of what Sherpa can count or date: a clear failure, never a trap.
struct ParserLimitsTests {
  static let today = CivilDate(year: 2026, month: 11, day: 21)!

  @Test(arguments: [
    ("floss daily except", ParseFailure.unplaced(words: ["except"], suggestion: nil)),
    ("read every 9223372036854775807th day", .tooLarge("every 9223372036854775807th day")),
    ("read every 2000000000000000000th week", .tooLarge("every 2000000000000000000th week")),
    ("read every 1001 days", .tooLarge("every 1001 days")),
    ("read every 1.5 days", .notWhole("every 1.5 days")),
    ("buy milk in 10000 years", .pastCalendar("in 10000 years")),
    ("read every day for 10000 years", .pastCalendar("for 10000 years")),
    ("read 0.001 pages", .notPositive("0.001 pages")),
    ("read 999999999 pages 999999999 times a week", .tooLarge("999999999 times a week")),
    (
      "read daily 5 times for 3 weeks",
      .conflictingSchedules("5 times", "for 3 weeks", activity: "read")
    ),
    ("read 10 pages 5 pages", .twoAmounts("10 pages", "5 pages", activity: "read")),
    ("read at 25:00", .impossibleTime("at 25:00")),
  ])
  func failsClearly(_ phrase: String, _ expected: ParseFailure) {
    #expect(throws: expected) { try Parser().parse(phrase, today: Self.today) }
  }

  @Test func lastDayOfTheCalendarHasNoTomorrow() {
    let last = CivilDate(year: 9999, month: 12, day: 31)!
    #expect(throws: ParseFailure.pastCalendar("tomorrow")) {
      try Parser().parse("buy milk tomorrow", today: last)
    }
  }

  @Test func yearlyOrdinalBeyondTheFifthSaysOfTheYearAndReadsBack() throws {
    let item = try Parser().parse("read on the 20th Monday of the year", today: Self.today)
    #expect(item.summary == "Every year on the 20th Monday of the year")
    let again = try Parser().parse("read " + item.summary, today: Self.today)
    #expect(again.recurrence == item.recurrence)
  }

  @Test func builtInGrammarHasNoProblems() {
    #expect(Grammar.builtIn.problems.isEmpty)
  }

  @Test(arguments: [
    #"{"frequencies": {"x": ["daily", 1e300]}}"#, #"{"ordinals": {"zilch": 0}}"#,
    #"{"conversions": {"laps": ["km", -1]}}"#, #"{"multiplicatives": {"lots": 1e999}}"#,
  ])
  func userGrammarWithNumbersOutOfRangeIsRefused(_ file: String) {
    #expect(throws: GrammarFailure.self) {
      try Grammar.builtIn.adding(userFile: Array(file.utf8), named: "g.json")
    }
  }

  @Test func loneSurrogateInAUserGrammarIsReadAsAReplacementCharacter() throws {
    let file = #"{"units": {"km": ["\uD800\u0041"]}}"#
    let grammar = try Grammar.builtIn.adding(userFile: Array(file.utf8), named: "g.json")
    #expect(grammar.problems.isEmpty)
  }
}
