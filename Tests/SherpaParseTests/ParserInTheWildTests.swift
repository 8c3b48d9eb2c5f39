import SherpaCore
import SherpaParse
import Testing

/// Phrases as people type them into a terminal (contract, "Version 2: how people type"), each
/// pinned by the item it must give; today is Saturday 21 Nov 2026, as in `ParserPhraseTests`.
struct ParserInTheWildTests {
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
    _ phrase: String, _ name: String, start: String = "2026-11-21", time: String? = nil,
    phase: Phase? = nil, notify: Bool = false
  ) -> Case {
    ParserPhraseTests.task(phrase, name, start: start, time: time, phase: phase, notify: notify)
  }

  static let weekdayShorthand: [Case] = [
    habit(
      "gym MWF 6pm", "Gym", .checkOff, "FREQ=WEEKLY;BYDAY=MO,WE,FR", start: "2026-11-23",
      time: "18:00"),
    habit("swim TTh", "Swim", .checkOff, "FREQ=WEEKLY;BYDAY=TU,TH", start: "2026-11-24"),
    habit("run MTWThF", "Run", .checkOff, weekdays, start: "2026-11-23"),
    habit("row mtwrf", "Row", .checkOff, weekdays, start: "2026-11-23"),
    habit(
      "yoga 10 min M-F", "Yoga", Target(amount: 10, unit: .min), weekdays,
      start: "2026-11-23"),
    habit(
      "piano mon wed fri", "Piano", .checkOff, "FREQ=WEEKLY;BYDAY=MO,WE,FR",
      start: "2026-11-23"),
    habit(
      "journal M W F", "Journal", .checkOff, "FREQ=WEEKLY;BYDAY=MO,WE,FR",
      start: "2026-11-23"),
    habit(
      "stretch mon thru thu", "Stretch", .checkOff, "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH",
      start: "2026-11-23"),
    habit(
      "standup wkdays 9:30", "Standup", .checkOff, weekdays, start: "2026-11-23",
      time: "09:30"),
    habit("review budget wknds", "Review budget", .checkOff, "FREQ=WEEKLY;BYDAY=SA,SU"),
    habit(
      "meal prep sunday evenings", "Meal prep", .checkOff, "FREQ=WEEKLY;BYDAY=SU",
      start: "2026-11-22", phase: .evening),
    // Words that merely look like day letters stay words ("a moth" is one, counted: version 3).
    habit("catch a moth", "Catch moth", Target(amount: 1, label: "moth")),
  ]

  static let amounts: [Case] = [
    habit("pushups 3x10", "Pushups", Target(amount: 30, label: "pushups")),
    habit("do 4x12 lunges", "Do lunges", Target(amount: 48, label: "lunges")),
    habit("pull-ups 3 x 8 daily", "Pull-ups", Target(amount: 24, label: "pull-ups")),
    habit("plank 3x60s", "Plank", Target(amount: 180, unit: .sec)),
    habit("sit-ups 3 sets of 15", "Sit-ups", Target(amount: 45, label: "sit-ups")),
    habit("go for a 10k run", "Go for a run", Target(amount: 10, unit: .km)),
    habit("write 10k words a week", "Write", Target(amount: 10_000, label: "words", period: .week)),
    habit(
      "dips 4x10 m/w/f", "Dips", Target(amount: 40, label: "dips"),
      "FREQ=WEEKLY;BYDAY=MO,WE,FR", start: "2026-11-23"),
    habit(
      "read 1h30 sundays", "Read", Target(amount: 90, unit: .min), "FREQ=WEEKLY;BYDAY=SU",
      start: "2026-11-22"),
    habit("practice guitar 1h 30m", "Practice guitar", Target(amount: 90, unit: .min)),
    habit(
      "20 kettlebell swings", "Kettlebell swings",
      Target(amount: 20, label: "kettlebell swings")),
    habit(
      "take 2 fish oil capsules", "Take fish oil capsules",
      Target(amount: 2, label: "fish oil capsules")),
    habit(
      "write 3 thank-you notes a week", "Write thank-you notes",
      Target(amount: 3, label: "thank-you notes", period: .week)),
    habit("learn 10 new words a day", "Learn new words", Target(amount: 10, label: "new words")),
    habit(
      "run a 5k every saturday", "Run", Target(amount: 5, unit: .km),
      "FREQ=WEEKLY;BYDAY=SA"),
    habit("2 snacks max", "Snacks", Target(amount: 2, label: "snacks", goal: .atMost)),
    habit(
      "read Dune 30 min nightly", "Read Dune", Target(amount: 30, unit: .min),
      phase: .night),
  ]

  static let money: [Case] = [
    habit("spend less than $20 a day", "Spend", Target(amount: 20, unit: .usd, goal: .atMost)),
    habit("save £50 a week", "Save", Target(amount: 50, unit: .gbp, period: .week)),
    habit(
      "coffee budget max €4.50 a day", "Coffee budget",
      Target(amount: 4.5, unit: .eur, goal: .atMost)),
    habit(
      "put 10 dollars in savings every friday", "Put in savings",
      Target(amount: 10, unit: .usd), "FREQ=WEEKLY;BYDAY=FR", start: "2026-11-27"),
    habit("invest 100 quid monthly", "Invest", Target(amount: 100, unit: .gbp), "FREQ=MONTHLY"),
    // Pounds are weight, never money.
    habit("gain 1 lb a week", "Gain", Target(amount: 453.59, unit: .g, period: .week)),
  ]

  static let clockHours: [Case] = [
    task("dentist on thursday at 3", "Dentist", start: "2026-11-26", time: "15:00"),
    habit("kids to bed at 8", "Kids to bed", time: "20:00"),
    habit("walk the dog at 7", "Walk the dog", time: "07:00"),
    habit("dinner by 7", "Dinner", time: "19:00"),
    habit("leave work by 5", "Leave work", time: "17:00"),
    habit("lunch walk at 12", "Lunch walk", time: "12:00"),
    habit("cook dinner daily at 5:30", "Cook dinner", time: "17:30"),
    habit("run at 6 every morning", "Run", time: "06:00", phase: .morning),
    habit(
      "bed by 11 on weeknights", "Bed", .checkOff, weekdays, start: "2026-11-23",
      time: "23:00"),
    habit("homework after school at 4", "Homework", time: "16:00", after: "school"),
    habit("feed the cat at 7am and 7pm", "Feed the cat", Target(amount: 2), time: "07:00"),
    habit("insulin at 7, 12 and 6", "Insulin", Target(amount: 3), time: "07:00"),
    habit("pray at 5 and 9", "Pray", Target(amount: 2), time: "09:00"),
    habit("pills at 8 and 8pm", "Pills", Target(amount: 2), time: "08:00"),
    habit("bed by 10:30", "Bed", time: "22:30"),
    habit("wake up at 6", "Wake up", time: "06:00"),
    habit("swim at 06:30", "Swim", time: "06:30"),
    habit(
      "brush teeth morning and evening", "Brush teeth", Target(amount: 2),
      phase: .morning),
  ]

  static let limits: [Case] = [
    habit("no screens after 10pm", "No screens after 10pm", time: "22:00"),
    habit("nothing sweet before noon", "Nothing sweet before noon", time: "12:00"),
    habit("no caffeine after 2", "No caffeine after 2", time: "14:00"),
    habit("no sugar", "No sugar"),
  ]

  static let names: [Case] = [
    habit(
      "coffee with Mary every other tuesday", "Coffee with Mary", .checkOff,
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", start: "2026-11-24"),
    habit(
      "every 2nd tuesday: coffee with Mary", "Coffee with Mary", .checkOff,
      "FREQ=MONTHLY;BYDAY=2TU", start: "2026-12-08"),
    habit(
      "lunch with June on fridays", "Lunch with June", .checkOff, "FREQ=WEEKLY;BYDAY=FR",
      start: "2026-11-27"),
    task("watch Blade Runner 2049 tomorrow", "Watch Blade Runner 2049", start: "2026-11-22"),
    habit("read Psalm 23 every morning", "Read Psalm 23", phase: .morning),
    task("to-do: clean the fridge", "Clean the fridge"),
    task("meet Jan for coffee friday", "Meet Jan for coffee", start: "2026-11-27"),
  ]

  static let endsAndRanges: [Case] = [
    habit("journal daily, 10 occurrences", "Journal", .checkOff, "FREQ=DAILY;COUNT=10"),
    habit("flossing 30 occurrences", "Flossing", .checkOff, "FREQ=DAILY;COUNT=30"),
    habit(
      "ballet tue and thu from 30 nov to 17 dec", "Ballet", .checkOff,
      "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=2026-12-17", start: "2026-12-01"),
    habit(
      "advent calendar from 1 dec to 24 dec", "Advent calendar", .checkOff,
      "FREQ=DAILY;UNTIL=2026-12-24", start: "2026-12-01"),
    habit("no sugar till end of dec", "No sugar", .checkOff, "FREQ=DAILY;UNTIL=2026-12-31"),
    habit("stretch daily til the 30th", "Stretch", .checkOff, "FREQ=DAILY;UNTIL=2026-11-30"),
    habit(
      "cold showers till the 15th", "Cold showers", .checkOff,
      "FREQ=DAILY;UNTIL=2026-12-15"),
    habit(
      "run tue/thu through 10 dec", "Run", .checkOff,
      "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=2026-12-10", start: "2026-11-24"),
  ]

  static let dates: [Case] = [
    task("call grandma on christmas day", "Call grandma", start: "2026-12-25"),
    task("party on new year's eve", "Party", start: "2026-12-31"),
    task("book restaurant before valentine's day", "Book restaurant", start: "2027-02-14"),
    task("carve pumpkins on halloween", "Carve pumpkins", start: "2027-10-31"),
    task("easter egg hunt on easter sunday", "Easter egg hunt", start: "2027-03-28"),
    task("buy christmas tree by 12 dec", "Buy christmas tree", start: "2026-12-12"),
    habit(
      "no alcohol until new year's day", "No alcohol", .checkOff,
      "FREQ=DAILY;UNTIL=2027-01-01"),
    task("log expenses last friday", "Log expenses", start: "2026-11-20"),
    task("submit timesheet 2 days ago", "Submit timesheet", start: "2026-11-19"),
    task(
      "return library books the day before yesterday", "Return library books",
      start: "2026-11-19"),
    habit(
      "backup laptop on the last friday of the month", "Backup laptop", .checkOff,
      "FREQ=MONTHLY;BYDAY=-1FR", start: "2026-11-27"),
  ]

  static let kinds: [Case] = [
    task("buy batteries", "Buy batteries"),
    task("pick up dry cleaning", "Pick up dry cleaning"),
    task("call the electrician", "Call the electrician"),
    task("phone insurance company", "Phone insurance company"),
    task("email Marcha re invoice", "Email Marcha re invoice"),
    task("renew passport by friday", "Renew passport", start: "2026-11-27"),
    task("pay the water bill before 5 dec", "Pay the water bill", start: "2026-12-05"),
    task(
      "reminder: take out recycling thursday", "Take out recycling", start: "2026-11-26",
      notify: true),
    habit("call mum", "Call mum"),
    habit("return to running", "Return to running"),
    task("renew subscription by the 30th", "Renew subscription", start: "2026-11-30"),
    habit("call my sister", "Call my sister"),
    habit(
      "order groceries every sunday", "Order groceries", .checkOff, "FREQ=WEEKLY;BYDAY=SU",
      start: "2026-11-22"),
    habit("send 5 cold emails a day", "Send cold emails", Target(amount: 5, label: "cold emails")),
    habit("habit: buy a paper", "Buy a paper"),
    habit("habit - tidy desk", "Tidy desk"),
  ]

  @Test(
    arguments: weekdayShorthand + amounts + money + clockHours + limits + names + endsAndRanges
      + dates + kinds)
  func phraseMeansWhatTheContractSays(_ c: Case) throws {
    try ParserPhraseTests().phraseMeansWhatTheContractSays(c)
  }

  @Test(arguments: [
    ("feed the cat at 7am and 7pm", ["07:00", "19:00"]),
    ("pray at 5 and 9", ["09:00", "17:00"]),
    ("walk the dog 7am, noon, 6pm", ["07:00", "12:00", "18:00"]),
    ("meds at 9", ["09:00"]),
    ("floss", []),
  ])
  func everyTimeOfDayIsKeptInOrder(_ phrase: String, _ times: [String]) throws {
    let item = try Parser().parse(phrase, today: Self.today)
    #expect(item.timesOfDay.map(\.description) == times)
    #expect(item.time?.description == times.first)
  }

  @Test func theContractObjectCarriesTimesAndMoney() throws {
    let item = try Parser().parse("feed the cat at 7am and 7pm", today: Self.today)
    #expect(item.json(input: "x").contains(#""times":["07:00","19:00"]"#))
    let spend = try Parser().parse("spend less than $20 a day", today: Self.today)
    #expect(spend.json(input: "x").contains(#""unit":"usd""#))
    #expect(spend.target.text == "at most $20 a day")
    #expect(Target(amount: 4.5, unit: .eur).text == "€4.50 a day")
  }

  @Test(arguments: [
    ("read every blursday", "Didn't understand 'blursday'. Did you mean 'Thursday'?"),
    // One edit is read as the day (contract version 3); two are asked about.
    ("swim at 7am on Mundy", "Didn't understand 'Mundy'. Did you mean 'Monday'?"),
  ])
  func aMisspeltScheduleWordIsStillCaught(_ phrase: String, _ message: String) {
    #expect(throws: ParseFailure.self) { try Parser().parse(phrase, today: Self.today) }
    do {
      _ = try Parser().parse(phrase, today: Self.today)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test(arguments: [
    ("today", "2026-11-21"), ("yesterday", "2026-11-20"),
    ("the day before yesterday", "2026-11-19"),
    ("2 days ago", "2026-11-19"), ("a week ago", "2026-11-14"), ("last friday", "2026-11-20"),
    ("last saturday", "2026-11-14"), ("fri", "2026-11-20"), ("saturday", "2026-11-21"),
    ("19 nov", "2026-11-19"), ("2026-11-02", "2026-11-02"), ("christmas", "2025-12-25"),
  ])
  func pastDayCountsBackFromToday(_ text: String, _ expected: String) {
    #expect(Parser().pastDay(text, today: Self.today)?.description == expected)
  }

  @Test(arguments: ["tomorrow", "in 3 days", "2026-12-01", "blursday", "", "last"])
  func pastDayRefusesWhatIsNotAPastDay(_ text: String) {
    #expect(Parser().pastDay(text, today: Self.today) == nil)
  }

  @Test(arguments: [(2026, "2026-04-05"), (2027, "2027-03-28"), (2038, "2038-04-25")])
  func easterFollowsTheComputus(_ year: Int, _ expected: String) throws {
    let item = try Parser().parse(
      "egg hunt on easter", today: CivilDate(year: year, month: 1, day: 1)!)
    #expect(item.start.description == expected)
  }
}

struct EditInTheWildTests {
  @Test func anEditOfTwoTimesKeepsTheNameAndSetsBothTimes() throws {
    let parser = Parser()
    let today = ParserPhraseTests.today
    let item = try parser.parse("feed the cat", today: today)
    let edited = try parser.edit(item, with: "at 7am and 7pm", today: today)
    #expect(edited.name == "Feed the cat")
    #expect(edited.timesOfDay.map(\.description) == ["07:00", "19:00"])
  }
}
