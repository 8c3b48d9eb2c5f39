import SherpaCore
import SherpaParse
import Testing

/// Phrases typed in a hurry (contract, "Version 3: hurried typing"), one table per rule, each
/// pinned by the item it must give; today is Saturday 21 Nov 2026, as in `ParserPhraseTests`.
struct ParserHurriedTypingTests {
  typealias Case = ParserPhraseTests.Case
  static let today = ParserPhraseTests.today
  static let weekdays = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"

  static func habit(
    _ phrase: String, _ name: String, _ target: Target = .checkOff, _ rule: String = "FREQ=DAILY",
    start: String = "2026-11-21", time: String? = nil, phase: Phase? = nil, after: String? = nil
  ) -> Case {
    ParserPhraseTests.habit(
      phrase, name, target, rule, start: start, time: time, phase: phase, after: after)
  }

  static func task(
    _ phrase: String, _ name: String, start: String, time: String? = nil, phase: Phase? = nil
  ) -> Case {
    ParserPhraseTests.task(phrase, name, start: start, time: time, phase: phase)
  }

  /// One edit away — added, dropped, doubled, swapped or replaced — where a schedule word is
  /// expected.
  static let typos: [Case] = [
    habit("run every mondya", "Run", .checkOff, "FREQ=WEEKLY;BYDAY=MO", start: "2026-11-23"),
    habit("yoga evry tuesady", "Yoga", .checkOff, "FREQ=WEEKLY;BYDAY=TU", start: "2026-11-24"),
    habit(
      "gym on wednsday and firday", "Gym", .checkOff, "FREQ=WEEKLY;BYDAY=WE,FR",
      start: "2026-11-25"),
    habit("read evrey night", "Read", phase: .night),
    habit("stretch evey 2 days", "Stretch", .checkOff, "FREQ=DAILY;INTERVAL=2"),
    habit("water the ferns evrey other day", "Water the ferns", .checkOff, "FREQ=DAILY;INTERVAL=2"),
    habit("walk the dog evry mornnig", "Walk the dog", phase: .morning),
    habit("meditate dialy", "Meditate"),
    habit("floss every nite", "Floss", phase: .night),
    habit("journal at nigth", "Journal", phase: .night),
    habit(
      "swim every saturdday morning", "Swim", .checkOff, "FREQ=WEEKLY;BYDAY=SA", phase: .morning),
    habit(
      "pay rent on the 1st of evrey month", "Pay rent", .checkOff, "FREQ=MONTHLY;BYMONTHDAY=1",
      start: "2026-12-01"),
    task("submit report tomorrw", "Submit report", start: "2026-11-22"),
    task("call the dentist on fridy", "Call the dentist", start: "2026-11-27"),
    task("study tonigt", "Study", start: "2026-11-21", phase: .night),
    task("send card on 14 ferbuary", "Send card", start: "2027-02-14"),
    task("book flights decmber 3", "Book flights", start: "2026-12-03"),
  ]

  /// Words of the name are never corrected, however near a schedule word they are.
  static let namesKept: [Case] = [
    habit(
      "call Marc every tuesday", "Call Marc", .checkOff, "FREQ=WEEKLY;BYDAY=TU", start: "2026-11-24"
    ),
    habit("read Dune 30 min nightly", "Read Dune", Target(amount: 30, unit: .min), phase: .night),
    task("buy dairy", "Buy dairy", start: "2026-11-21"),
    habit(
      "visit Augusta every sunday", "Visit Augusta", .checkOff, "FREQ=WEEKLY;BYDAY=SU",
      start: "2026-11-22"),
    habit("turn off the light", "Turn off the light"),
  ]

  static let numbers: [Case] = [
    habit("walk two and a half miles", "Walk", Target(amount: 4.02, unit: .km)),
    habit("run 5 and a half km", "Run", Target(amount: 5.5, unit: .km)),
    habit("swim an hour and a half", "Swim", Target(amount: 1.5, unit: .hours)),
    habit("meditate half an hour", "Meditate", Target(amount: 0.5, unit: .hours)),
    habit("drink half a litre of water", "Drink water", Target(amount: 500, unit: .ml)),
    habit("walk 2½ miles", "Walk", Target(amount: 4.02, unit: .km)),
    habit("read ¾ hour", "Read", Target(amount: 0.75, unit: .hours)),
    habit("drink ½ litre of juice", "Drink juice", Target(amount: 500, unit: .ml)),
    habit("eat an apple", "Eat apple", Target(amount: 1, label: "apple")),
    habit("do a hundred situps", "Do situps", Target(amount: 100, label: "situps")),
    habit("plank 2h10", "Plank", Target(amount: 130, unit: .min)),
  ]

  static let compactUnits: [Case] = [
    habit("study 2hrs daily", "Study", Target(amount: 2, unit: .hours)),
    habit("plank 45s", "Plank", Target(amount: 45, unit: .sec)),
    habit("stretch 10-min daily", "Stretch", Target(amount: 10, unit: .min)),
    habit("20-min yoga flow", "Yoga flow", Target(amount: 20, unit: .min)),
    habit("run 20km/wk", "Run", Target(amount: 20, unit: .km, period: .week)),
    habit("drink 3L water", "Drink water", Target(amount: 3000, unit: .ml)),
    habit("run 5K", "Run", Target(amount: 5, unit: .km)),
    habit("walk 5 kilometres", "Walk", Target(amount: 5, unit: .km)),
  ]

  static let howOften: [Case] = [
    habit("swim x3 a week", "Swim", Target(amount: 3, period: .week)),
    habit("lift 3x/wk", "Lift", Target(amount: 3, period: .week)),
    habit("gym 4 times weekly", "Gym", Target(amount: 4, period: .week)),
    habit("run thrice weekly", "Run", Target(amount: 3, period: .week)),
    habit("swim 1km x3 a week", "Swim", Target(amount: 3, unit: .km, period: .week)),
    habit("floss twice daily", "Floss", Target(amount: 2)),
    habit("call mom once a week", "Call mom", Target(amount: 1, period: .week)),
    habit("deep clean twice a month", "Deep clean", Target(amount: 2, period: .month)),
    habit("water plants every couple of days", "Water plants", .checkOff, "FREQ=DAILY;INTERVAL=2"),
    habit("visit grandma every 2nd week", "Visit grandma", .checkOff, "FREQ=WEEKLY;INTERVAL=2"),
  ]

  static let exceptions: [Case] = [
    habit("walk every day but sunday", "Walk", .checkOff, "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA"),
    habit("meditate daily but skip weekends", "Meditate", .checkOff, weekdays, start: "2026-11-23"),
    habit(
      "work out weekdays, not fridays", "Work out", .checkOff, "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH",
      start: "2026-11-23"),
    habit(
      "read every morning except saturday", "Read", .checkOff,
      "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SU", start: "2026-11-22", phase: .morning),
    habit(
      "run mon-fri but skip thursday", "Run", .checkOff, "FREQ=WEEKLY;BYDAY=MO,TU,WE,FR",
      start: "2026-11-23"),
    habit("slow but steady", "Slow but steady"),
  ]

  static let quitting: [Case] = [
    habit("quit smoking", "Quit smoking"),
    habit("no sugar", "No sugar"),
    habit("don't snooze", "Don't snooze"),
    habit(
      "cut down to 2 coffees a day", "Coffees", Target(amount: 2, label: "coffees", goal: .atMost)),
    habit(
      "not more than 3 beers a week", "Beers",
      Target(amount: 3, label: "beers", period: .week, goal: .atMost)),
    habit(
      "cut down to 1 soda on weekends", "Soda", Target(amount: 1, label: "soda", goal: .atMost),
      "FREQ=WEEKLY;BYDAY=SA,SU"),
  ]

  static let clock: [Case] = [
    habit("go to bed at midnight", "Go to bed", time: "00:00"),
    habit("wake up at 0615", "Wake up", time: "06:15"),
    habit("gym @ 1730", "Gym", time: "17:30"),
    habit("dinner at 18h", "Dinner", time: "18:00"),
    habit("call home at 20h15", "Call home", time: "20:15"),
    habit("stand-up at 9.15", "Stand-up", time: "09:15"),
    habit("run at 6.30pm", "Run", time: "18:30"),
    habit("take meds at 9.15 a.m.", "Take meds", time: "09:15"),
    habit("call mum 7 pm", "Call mum", time: "19:00"),
    habit("run at half past 6", "Run", time: "18:30"),
    habit("standup at quarter past 9", "Standup", time: "09:15"),
    habit("alarm at quarter to 7", "Alarm", time: "06:45"),
    habit("lunch at quarter to 1", "Lunch", time: "12:45"),
    habit("bed at quarter to 11", "Bed", time: "22:45"),
    habit("dinner at 7 o'clock", "Dinner", time: "19:00"),
    habit("read in the evening", "Read", phase: .evening),
    habit("walk after noon", "Walk", time: "12:00"),
    habit("burn 2000 kcal", "Burn", Target(amount: 2000, unit: .kcal)),
  ]

  static let severalADay: [Case] = [
    habit("take enzymes with every meal", "Take enzymes", Target(amount: 3)),
    habit(
      "brush teeth morning, afternoon and night", "Brush teeth", Target(amount: 3),
      phase: .morning),
    habit(
      "pray mornings, afternoons and evenings", "Pray", Target(amount: 3), phase: .morning),
    habit(
      "take meds morning afternoon and evening", "Take meds", Target(amount: 3), phase: .morning),
    habit("inhaler at 0800 and 2000", "Inhaler", Target(amount: 2), time: "08:00"),
  ]

  static let months: [Case] = [
    habit(
      "service the boiler every quarter", "Service the boiler", .checkOff, "FREQ=MONTHLY;INTERVAL=3"
    ),
    habit(
      "pay tax on the 15th of each quarter", "Pay tax", .checkOff,
      "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15", start: "2026-12-15"),
    habit(
      "pay rent at the end of every month", "Pay rent", .checkOff, "FREQ=MONTHLY;BYMONTHDAY=-1",
      start: "2026-11-30"),
    habit(
      "invoice clients end of evry month", "Invoice clients", .checkOff,
      "FREQ=MONTHLY;BYMONTHDAY=-1", start: "2026-11-30"),
  ]

  static let startsAndEnds: [Case] = [
    task("team lunch this saturday", "Team lunch", start: "2026-11-28"),
    task("dentist next monday", "Dentist", start: "2026-11-23"),
    task("haircut on the 30th", "Haircut", start: "2026-11-30"),
    task("pay the plumber on the 3rd", "Pay the plumber", start: "2026-12-03"),
    habit(
      "pay credit card on the 15th", "Pay credit card", .checkOff, "FREQ=MONTHLY;BYMONTHDAY=15",
      start: "2026-12-15"),
    task("renew passport in 3 days", "Renew passport", start: "2026-11-24"),
    task("call grandma the day after tomorrow", "Call grandma", start: "2026-11-23"),
    habit("learn spanish from next month", "Learn spanish", start: "2026-12-01"),
    habit("meditate daily for the next 30 days", "Meditate", .checkOff, "FREQ=DAILY;COUNT=30"),
    habit("walk until the end of the year", "Walk", .checkOff, "FREQ=DAILY;UNTIL=2026-12-31"),
  ]

  static let noise: [Case] = [
    task("- [ ] buy milk tomorrow", "Buy milk", start: "2026-11-22"),
    habit("[x] floss daily", "Floss"),
    habit("* read 10 pages daily!!!", "Read", Target(amount: 10, label: "pages")),
    habit("**floss** nightly 🦷", "Floss", phase: .night),
    habit("\"walk the dog\" every morning :)", "Walk the dog", phase: .morning),
    habit("2 cups of coffee max", "Coffee", Target(amount: 2, label: "cups", goal: .atMost)),
  ]

  @Test(
    arguments: typos + namesKept + numbers + compactUnits + howOften + exceptions + quitting
      + clock + severalADay + months + startsAndEnds + noise)
  func phraseMeansWhatTheContractSays(_ c: Case) throws {
    try ParserPhraseTests().phraseMeansWhatTheContractSays(c)
  }

  /// The summary and the times say which reading was chosen.
  @Test(
    arguments: [
      ("walk every day but sunday", "Every day except Sun", []),
      ("run daily but skip wednesdays", "Every day except Wed", []),
      ("run mon-fri but skip thursday", "Every week on Mon, Tue, Wed & Fri", []),
      ("service the boiler every quarter", "Every 3 months", []),
      ("pay tax on the 15th of each quarter", "Every 3 months on the 15th", []),
      ("run at half past 6", "Every day", ["18:30"]),
      ("alarm at quarter to 7 and half past 9", "Every day", ["06:45", "09:30"]),
    ] as [(String, String, [String])])
  func summaryShowsTheReadingChosen(_ phrase: String, _ summary: String, _ times: [String]) throws {
    let item = try Parser().parse(phrase, today: Self.today)
    #expect(item.summary == summary)
    #expect(item.timesOfDay.map(\.description) == times)
    let again = try Parser().parse("walk " + item.summary, today: Self.today)
    #expect(again.recurrence == item.recurrence)
  }
}
