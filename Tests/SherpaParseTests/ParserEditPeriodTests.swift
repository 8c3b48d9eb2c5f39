import SherpaCore
import SherpaParse
import Testing

/// An edit that re-says a weekly or monthly target's amount keeps its period: "20 km" on
/// "15 km a week" is 20 km a week, not a day.
struct ParserEditPeriodTests {
  static let today = CivilDate(year: 2026, month: 11, day: 18)!

  @Test(arguments: [
    ("run 15 km a week", "20 km", "20 km a week"),
    ("gym 3 times a week", "4", "4 times a week"),
    ("ride 100 km a month", "120 km", "120 km a month"),
    ("run 15 km a week", "5 km a day", "5 km a day"),
  ])
  func anAmountAloneKeepsThePeriod(_ phrase: String, _ edit: String, _ target: String) throws {
    let parser = Parser()
    let item = try parser.parse(phrase, today: Self.today)
    let edited = try parser.edit(item, with: edit, today: Self.today)
    #expect(edited.target.text == target)
    #expect(edited.recurrence == item.recurrence)
  }
}
