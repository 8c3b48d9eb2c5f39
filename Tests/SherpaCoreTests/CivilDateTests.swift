import SherpaCore
import Testing

struct CivilDateTests {
  @Test func dayNumberRoundTripsOverTwoCenturies() {
    let first = CivilDate(year: 1900, month: 1, day: 1)!.dayNumber
    let last = CivilDate(year: 2100, month: 12, day: 31)!.dayNumber
    var previous: CivilDate?
    for n in first...last {
      let date = CivilDate(dayNumber: n)
      #expect(date.dayNumber == n)
      #expect(CivilDate(year: date.year, month: date.month, day: date.day) == date)
      if let previous {
        #expect(previous < date)
        #expect(previous.adding(days: 1) == date)
        #expect(previous.weekday.rawValue == (date.weekday.rawValue + 6) % 7)
      }
      previous = date
    }
    #expect(last - first + 1 == 73_414)
  }

  @Test(arguments: [
    (1970, 1, 1, 0),
    (2000, 3, 1, 11_017),
    (1900, 1, 1, -25_567),
    (2026, 11, 21, 20_778),
  ])
  func dayNumberOfKnownDates(_ y: Int, _ m: Int, _ d: Int, _ n: Int) {
    #expect(CivilDate(year: y, month: m, day: d)!.dayNumber == n)
  }

  @Test(arguments: [
    ("1970-01-01", Weekday.thursday),
    ("2000-01-01", .saturday),
    ("1900-01-01", .monday),
    ("2026-11-21", .saturday),
    ("2026-11-23", .monday),
    ("2024-02-29", .thursday),
    ("2100-12-31", .friday),
    ("1969-07-20", .sunday),
  ])
  func weekdayOfKnownDates(_ iso: String, _ weekday: Weekday) {
    #expect(CivilDate(iso: iso)?.weekday == weekday)
  }

  @Test(arguments: [
    ("2026-01-31", 1, "2026-02-28"),
    ("2024-01-31", 1, "2024-02-29"),
    ("2026-03-31", 1, "2026-04-30"),
    ("2026-08-31", -6, "2026-02-28"),
    ("2024-02-29", 12, "2025-02-28"),
    ("2024-02-29", 48, "2028-02-29"),
    ("2026-11-21", 2, "2027-01-21"),
    ("2026-12-15", 1, "2027-01-15"),
    ("2027-01-15", -1, "2026-12-15"),
    ("2026-05-31", 0, "2026-05-31"),
    ("2026-03-31", -13, "2025-02-28"),
  ])
  func addingMonthsClampsToTheEndOfAShorterMonth(_ from: String, _ months: Int, _ to: String) {
    #expect(CivilDate(iso: from)?.adding(months: months).description == to)
  }

  @Test(arguments: [
    (2000, true), (1900, false), (2100, false), (2024, true), (2026, false), (1600, true),
  ])
  func leapYears(_ year: Int, _ isLeap: Bool) {
    #expect(CivilDate.isLeap(year) == isLeap)
    #expect(CivilDate.daysIn(month: 2, year: year) == (isLeap ? 29 : 28))
    #expect((CivilDate(year: year, month: 2, day: 29) != nil) == isLeap)
  }

  @Test(arguments: [
    (2026, 2, 29), (2026, 2, 30), (2026, 4, 31), (2026, 13, 1), (2026, 0, 1), (2026, 1, 0),
    (2026, 1, 32), (0, 1, 1), (10_000, 1, 1),
  ])
  func impossibleDatesAreNil(_ y: Int, _ m: Int, _ d: Int) {
    #expect(CivilDate(year: y, month: m, day: d) == nil)
  }

  @Test(arguments: ["2026-11-21", "0999-01-01", "2024-02-29"])
  func isoRoundTrips(_ text: String) {
    #expect(CivilDate(iso: text)?.description == text)
  }

  @Test(arguments: [
    "2026-2-01", "26-11-21", "2026-11-21T", "2026/11/21", "", "2026-02-30", "abcd-ef-gh",
  ])
  func malformedISOIsNil(_ text: String) {
    #expect(CivilDate(iso: text) == nil)
  }

  @Test func timeOfDayIsTwentyFourHour() {
    #expect(TimeOfDay(hour: 7, minute: 5)?.description == "07:05")
    #expect(TimeOfDay(hour: 23, minute: 59)?.description == "23:59")
    #expect(TimeOfDay(hour: 24, minute: 0) == nil)
    #expect(TimeOfDay(hour: 12, minute: 60) == nil)
    #expect(TimeOfDay(hour: 9, minute: 0)! < TimeOfDay(hour: 9, minute: 1)!)
  }
}
