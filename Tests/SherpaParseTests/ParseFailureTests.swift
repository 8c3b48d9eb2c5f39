import SherpaCore
import SherpaParse
import Testing

/// What a person reads when a phrase cannot become an item: one line, their own words, and a
/// way of saying it that works.
struct ParseFailureTests {
  static let today = CivilDate(year: 2026, month: 11, day: 21)!

  static func failure(_ phrase: String) -> ParseFailure? {
    do {
      _ = try Parser().parse(phrase, today: today)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    (
      ParseFailure.empty,
      "There is nothing to add. Say what and when, like 'read 10 pages every night'."
    ),
    (
      .tooLong(characters: 612),
      "That phrase is 612 characters long. Keep it to 500 or fewer, like 'read 10 pages every night'."
    ),
    (
      .unplaced(words: ["blursday"], suggestion: "Thursday"),
      "Didn't understand 'blursday'. Did you mean 'Thursday'?"
    ),
    (
      .unplaced(words: ["zork", "plugh"], suggestion: nil),
      "Didn't understand 'zork plugh'. Try a schedule like 'every Monday'."
    ),
    (
      .noActivity(phrase: "every Monday"),
      "'every Monday' says when, but not what. Add the activity, like 'read every Monday'."
    ),
    (
      .conflictingSchedules("daily", "every Monday", activity: "floss"),
      "'daily' and 'every Monday' are two different schedules. Keep one, like 'floss every Monday'."
    ),
    (
      .impossibleDate("31 Feb"),
      "'31 Feb' is not a day on the calendar. Pick a real date, like '28 Feb'."
    ),
    (
      .endBeforeStart(end: "1 Nov 2026", start: "Sat 21 Nov 2026"),
      "'1 Nov 2026' comes before the start, Sat 21 Nov 2026. Give an end after it, or a later year."
    ),
    (
      .notPositive("every 0 days"),
      "'every 0 days' needs a number above zero, like 'every 2 days' or '10 pages'."
    ),
    (
      .tooLarge("every 999999999 days"),
      "'every 999999999 days' is more than Sherpa can count. Use a smaller number."
    ),
  ])
  func descriptionIsTheSentenceAPersonReads(_ failure: ParseFailure, _ text: String) {
    #expect(failure.description == text)
    #expect(!text.contains("\n"))
    #expect(!text.contains("ParseFailure") && !text.lowercased().contains("invalid"))
  }

  @Test(arguments: [
    ("", ParseFailure.empty),
    ("  ,  ", .empty),
    ("every Monday", .noActivity(phrase: "every Monday")),
    ("at 7am", .noActivity(phrase: "at 7am")),
    ("read every blursday", .unplaced(words: ["blursday"], suggestion: "Thursday")),
    // One edit is read as the day (contract version 3); two are asked about.
    ("read every wednezdai", .unplaced(words: ["wednezdai"], suggestion: "Wednesday")),
    ("floss daily every Monday", .conflictingSchedules("daily", "every Monday", activity: "floss")),
    ("call mum on 31 Feb", .impossibleDate("31 Feb")),
    ("buy milk on 29 Feb 2027", .impossibleDate("29 Feb 2027")),
    ("read 0 pages", .notPositive("0 pages")),
    ("read -5 pages", .notPositive("-5 pages")),
    ("water plants every 0 days", .notPositive("every 0 days")),
    ("run for 0 days", .notPositive("for 0 days")),
    ("read every 999999999 days", .tooLarge("every 999999999 days")),
  ])
  func phraseFailsForTheRightReason(_ phrase: String, _ expected: ParseFailure) {
    #expect(Self.failure(phrase) == expected)
  }

  @Test func endBeforeStartNamesTheEndAndTheStart() {
    #expect(
      Self.failure("run daily until 1 Nov 2026")
        == .endBeforeStart(end: "1 Nov 2026", start: "Sat 21 Nov 2026"))
  }

  @Test func lengthLimitCountsCharactersAndAllowsTheMaximum() {
    let longest = "read " + String(repeating: "x", count: Parser.maximumLength - 5)
    #expect(Self.failure(longest) == nil)
    #expect(Self.failure(longest + "x") == .tooLong(characters: Parser.maximumLength + 1))
  }

  @Test(arguments: ["read 10 pages 5 pages", "drink 2 l water 3 glasses"])
  func aSecondAmountIsNotSilentlyDropped(_ phrase: String) {
    // The contract: anything the parser could not place is named, never dropped.
    #expect(Self.failure(phrase) != nil)
  }
}
