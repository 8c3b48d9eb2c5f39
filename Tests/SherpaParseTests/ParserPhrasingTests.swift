import SherpaCore
import SherpaParse
import Testing

/// Ways of saying things found while trying the parser on new phrases: each pinned by the
/// item it must give (today is Saturday 21 Nov 2026).
struct ParserPhrasingTests {
  static let today = CivilDate(year: 2026, month: 11, day: 21)!

  struct Case: Sendable, CustomTestStringConvertible {
    let phrase: String
    let name: String
    let target: String
    let summary: String
    let start: String
    var time: String? = nil
    var after: String? = nil
    var testDescription: String { phrase }
  }

  @Test(arguments: [
    Case(
      phrase: "Do 3 sets of 10 push-ups", name: "Do push-ups", target: "30 push-ups a day",
      summary: "Every day", start: "2026-11-21"),
    Case(
      phrase: "Meditate twice a day for 10 minutes", name: "Meditate", target: "20 min a day",
      summary: "Every day", start: "2026-11-21"),
    Case(
      phrase: "Run 5 km three times a week", name: "Run", target: "15 km a week",
      summary: "Any days", start: "2026-11-21"),
    Case(
      phrase: "meds @ 8am & 8pm", name: "Meds", target: "2 times a day", summary: "Every day",
      start: "2026-11-21", time: "08:00"),
    Case(
      phrase: "Floss after brushing my teeth every night", name: "Floss", target: "once a day",
      summary: "Every day", start: "2026-11-21", after: "brushing teeth"),
    Case(
      phrase: "Read daily until the end of the month", name: "Read", target: "once a day",
      summary: "Every day, ends on 30 Nov 2026", start: "2026-11-21"),
    Case(
      phrase: "Run every day until the end of next month", name: "Run", target: "once a day",
      summary: "Every day, ends on 31 Dec 2026", start: "2026-11-21"),
    Case(
      phrase: "Yoga every Wednesday starting next week", name: "Yoga", target: "once a day",
      summary: "Every week on Wed", start: "2026-11-25"),
    Case(
      phrase: "piano practice 30min daily except sundays", name: "Piano practice",
      target: "30 min a day", summary: "Every day except Sun",
      start: "2026-11-21"),
    Case(
      phrase: "swim 1500m mon wed fri", name: "Swim", target: "1.5 km a day",
      summary: "Every week on Mon, Wed & Fri", start: "2026-11-23"),
    Case(
      phrase: "Lift weights 4 days a week", name: "Lift weights", target: "4 times a week",
      summary: "Any days", start: "2026-11-21"),
    Case(
      phrase: "Daily standup Mon-Fri at 9:15", name: "Standup", target: "once a day",
      summary: "Every weekday", start: "2026-11-23", time: "09:15"),
    Case(
      phrase: "Call grandma every second Sunday of the month", name: "Call grandma",
      target: "once a day", summary: "Every month on the second Sunday", start: "2026-12-13"),
    Case(
      phrase: "Prepare slides by Friday 5pm", name: "Prepare slides", target: "once a day",
      summary: "Once on Fri 27 Nov 2026", start: "2026-11-27", time: "17:00"),
    Case(
      phrase: "take melatonin at 10pm, remind me", name: "Take melatonin", target: "once a day",
      summary: "Every day", start: "2026-11-21", time: "22:00"),
    Case(
      phrase: "Check the smoke detectors every January and July on the 1st",
      name: "Check the smoke detectors", target: "once a day",
      summary: "Every year on the 1st of January & July", start: "2027-01-01"),
    Case(
      phrase: "Take out compost every Tuesday and Friday until March", name: "Take out compost",
      target: "once a day", summary: "Every week on Tue & Fri, ends on 28 Feb 2027",
      start: "2026-11-24"),
    Case(
      phrase: "swim daily through March", name: "Swim", target: "once a day",
      summary: "Every day, ends on 31 Mar 2027", start: "2026-11-21"),
    Case(
      phrase: "WALK THE DOG 7AM + 6PM", name: "Walk the dog", target: "2 times a day",
      summary: "Every day", start: "2026-11-21", time: "07:00"),
  ])
  func readsAsMeant(_ c: Case) throws {
    let item = try Parser().parse(c.phrase, today: Self.today)
    #expect(item.name == c.name)
    #expect(item.target.text == c.target)
    #expect(item.summary == c.summary)
    #expect(item.start.description == c.start)
    #expect(item.time?.description == c.time)
    #expect(item.after == c.after)
  }
}
