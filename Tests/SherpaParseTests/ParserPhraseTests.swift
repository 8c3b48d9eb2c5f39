import SherpaCore
import SherpaParse
import Testing

/// Phrases a person might type, with what the parse contract says each one means. Every
/// expectation was worked out from `parse-contract.md` by hand, with today Saturday 21 Nov 2026.
struct ParserPhraseTests {
  static let today = CivilDate(year: 2026, month: 11, day: 21)!

  /// A recurrence written as RRULE-like parts, decoded here (not by the code under test):
  /// `FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=2026-11-30`, `COUNT=10`, or `NONE` for a one-off.
  struct Rule: Equatable, CustomStringConvertible {
    var freq = "none"
    var interval = 1
    var byWeekday: [String] = []
    var byMonthDay: [Int] = []
    var byMonth: [Int] = []
    var end = "never"

    init(_ spec: String) {
      guard spec != "NONE" else { return }
      for part in spec.split(separator: ";") {
        let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
        let value = pair[1]
        switch pair[0] {
        case "FREQ": freq = value.lowercased()
        case "INTERVAL": interval = Int(value)!
        case "BYDAY": byWeekday = value.split(separator: ",").map(String.init)
        case "BYMONTHDAY": byMonthDay = value.split(separator: ",").map { Int($0)! }
        case "BYMONTH": byMonth = value.split(separator: ",").map { Int($0)! }
        case "UNTIL": end = "until " + value
        case "COUNT": end = "count " + value
        default: fatalError("unknown part \(part)")
        }
      }
    }

    init(_ recurrence: Recurrence) {
      freq = recurrence.frequency.rawValue
      interval = recurrence.interval
      byWeekday = recurrence.byWeekday.map(\.description)
      byMonthDay = recurrence.byMonthDay
      byMonth = recurrence.byMonth
      switch recurrence.end {
      case .never: end = "never"
      case .until(let date): end = "until \(date)"
      case .count(let n): end = "count \(n)"
      }
    }

    var description: String {
      "\(freq)/\(interval) day=\(byWeekday) monthDay=\(byMonthDay) month=\(byMonth) end=\(end)"
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let phrase: String
    let kind: Item.Kind
    let name: String
    let target: Target
    let rule: String
    let start: String
    let time: String?
    let phase: Phase?
    let after: String?
    let notify: Bool

    var testDescription: String { phrase }
  }

  static func habit(
    _ phrase: String, _ name: String, _ target: Target = .checkOff, _ rule: String = "FREQ=DAILY",
    start: String = "2026-11-21", time: String? = nil, phase: Phase? = nil, after: String? = nil,
    notify: Bool = false
  ) -> Case {
    Case(
      phrase: phrase, kind: .habit, name: name, target: target, rule: rule, start: start,
      time: time, phase: phase, after: after, notify: notify)
  }

  static func task(
    _ phrase: String, _ name: String, _ rule: String = "NONE", start: String,
    time: String? = nil, phase: Phase? = nil, notify: Bool = false
  ) -> Case {
    Case(
      phrase: phrase, kind: .task, name: name, target: .checkOff, rule: rule, start: start,
      time: time, phase: phase, after: nil, notify: notify)
  }

  static let weekdays = "MO,TU,WE,TH,FR"

  static let cases: [Case] = [
    // Units and conversions.
    habit(
      "Cycle 3 miles every Tues", "Cycle", Target(amount: 4.83, unit: .km),
      "FREQ=WEEKLY;BYDAY=TU", start: "2026-11-24"),
    habit("Drink 1.5 litres of water", "Drink water", Target(amount: 1500, unit: .ml)),
    habit("Eat 0.25 kg of oats", "Eat oats", Target(amount: 250, unit: .g)),
    habit(
      "Nap 2 h on weekends", "Nap", Target(amount: 2, unit: .hours), "FREQ=WEEKLY;BYDAY=SA,SU"),
    habit(
      "Plank 45 seconds every morning", "Plank", Target(amount: 45, unit: .sec),
      phase: .morning),
    habit(
      "Burn 500 cal mon-fri", "Burn", Target(amount: 500, unit: .kcal),
      "FREQ=WEEKLY;BYDAY=\(weekdays)", start: "2026-11-23"),
    habit("Walk 12k steps", "Walk", Target(amount: 12_000, unit: .steps)),
    habit("Jog 8k on Saturdays", "Jog", Target(amount: 8, unit: .km), "FREQ=WEEKLY;BYDAY=SA"),

    // Number words and countable nouns.
    habit("Do fifteen squats", "Do squats", Target(amount: 15, label: "squats")),
    habit("Drink eight glasses of water", "Drink water", Target(amount: 8, label: "glasses")),
    habit("Bake a dozen cookies", "Bake cookies", Target(amount: 12, label: "cookies")),
    habit("Walk five thousand steps", "Walk", Target(amount: 5000, unit: .steps)),
    habit("Swim a couple of laps", "Swim", Target(amount: 2, label: "laps")),
    habit(
      "Read thirty pages every night", "Read", Target(amount: 30, label: "pages"),
      phase: .night),

    // Amounts per day, week or month.
    habit("Meditate twice a day", "Meditate", Target(amount: 2)),
    habit("Go swimming twice a week", "Go swimming", Target(amount: 2, period: .week)),
    habit("Brush teeth 2x/day", "Brush teeth", Target(amount: 2)),
    habit("Cycle 100 km a month", "Cycle", Target(amount: 100, unit: .km, period: .month)),

    // Limits.
    habit(
      "No more than 3 sodas a week", "Sodas",
      Target(amount: 3, label: "sodas", period: .week, goal: .atMost)),
    habit("At most 45 min of TV a day", "TV", Target(amount: 45, unit: .min, goal: .atMost)),
    habit("Max 1 dessert a day", "Dessert", Target(amount: 1, label: "dessert", goal: .atMost)),
    habit(
      "Less than 3 hours of screen time", "Screen time",
      Target(amount: 3, unit: .hours, goal: .atMost)),

    // Relations.
    habit("Journal after breakfast", "Journal", after: "breakfast"),
    habit(
      "Foam roll after my run on Mon/Wed", "Foam roll", .checkOff, "FREQ=WEEKLY;BYDAY=MO,WE",
      start: "2026-11-23", after: "run"),
    habit("Water the plants after lunch", "Water the plants", after: "lunch"),

    // Weekday words and lists.
    habit(
      "Piano every Thurs at 5pm", "Piano", .checkOff, "FREQ=WEEKLY;BYDAY=TH",
      start: "2026-11-26", time: "17:00"),
    habit("Gym M/W/F", "Gym", .checkOff, "FREQ=WEEKLY;BYDAY=MO,WE,FR", start: "2026-11-23"),
    habit(
      "Tennis T/Th at 19:00", "Tennis", .checkOff, "FREQ=WEEKLY;BYDAY=TU,TH",
      start: "2026-11-24", time: "19:00"),
    habit(
      "Check email mon-fri at 9am", "Check email", .checkOff,
      "FREQ=WEEKLY;BYDAY=\(weekdays)", start: "2026-11-23", time: "09:00"),
    habit("Call home weekends", "Call home", .checkOff, "FREQ=WEEKLY;BYDAY=SA,SU"),
    habit(
      "Review goals weekdays", "Review goals", .checkOff, "FREQ=WEEKLY;BYDAY=\(weekdays)",
      start: "2026-11-23"),
    habit(
      "Deep work every Tues and Thurs", "Deep work", .checkOff, "FREQ=WEEKLY;BYDAY=TU,TH",
      start: "2026-11-24"),
    habit("Sleep in on weekends", "Sleep in", .checkOff, "FREQ=WEEKLY;BYDAY=SA,SU"),

    // Intervals.
    habit("Run every other Saturday", "Run", .checkOff, "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA"),
    habit(
      "Mop the floors every other week", "Mop the floors", .checkOff,
      "FREQ=WEEKLY;INTERVAL=2"),
    habit(
      "Clean the oven fortnightly on Sunday", "Clean the oven", .checkOff,
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU", start: "2026-11-22"),
    habit(
      "Stretch hamstrings every other day", "Stretch hamstrings", .checkOff,
      "FREQ=DAILY;INTERVAL=2"),
    habit(
      "Deep clean the fridge every 6 weeks", "Deep clean the fridge", .checkOff,
      "FREQ=WEEKLY;INTERVAL=6"),

    // Months and years, ordinals.
    habit(
      "Book club on the 2nd Tuesday of every month", "Book club", .checkOff,
      "FREQ=MONTHLY;BYDAY=2TU", start: "2026-12-08"),
    habit(
      "Pay rent on the first of every month", "Pay rent", .checkOff,
      "FREQ=MONTHLY;BYMONTHDAY=1", start: "2026-12-01"),
    habit(
      "Back up laptop on the last Friday of the month", "Back up laptop", .checkOff,
      "FREQ=MONTHLY;BYDAY=-1FR", start: "2026-11-27"),
    habit(
      "Clean the gutters every month on the 2nd", "Clean the gutters", .checkOff,
      "FREQ=MONTHLY;BYMONTHDAY=2", start: "2026-12-02"),
    habit(
      "Service the boiler every year on 2nd March", "Service the boiler", .checkOff,
      "FREQ=YEARLY;BYMONTHDAY=2;BYMONTH=3", start: "2027-03-02"),

    // One-off tasks and date words.
    task("Pick up parcel today", "Pick up parcel", start: "2026-11-21"),
    task("Return library books tmrw", "Return library books", start: "2026-11-22"),
    task("Email landlord tomorrow at noon", "Email landlord", start: "2026-11-22", time: "12:00"),
    task("Send card on 3 Dec", "Send card", start: "2026-12-03"),
    task("Order the turkey Dec 3rd", "Order the turkey", start: "2026-12-03"),
    task(
      "Dentist appointment Jan 8th at 10:30am", "Dentist appointment", start: "2027-01-08",
      time: "10:30"),
    task("Renew car tax in 3 days", "Renew car tax", start: "2026-11-24"),
    task("Visit gran on Friday", "Visit gran", start: "2026-11-27"),
    task("File taxes on 5 Jan 2027", "File taxes", start: "2027-01-05"),
    task("todo: call the bank", "Call the bank", start: "2026-11-21"),
    task(
      "task: wash the car every Sunday", "Wash the car", "FREQ=WEEKLY;BYDAY=SU",
      start: "2026-11-22"),
    task(
      "remind me to renew the lease on 1 Feb", "Renew the lease", start: "2027-02-01",
      notify: true),

    // Times and phases.
    habit("Take meds at 7am", "Take meds", time: "07:00"),
    habit("Walk the dog 7:30pm", "Walk the dog", time: "19:30"),
    habit("Go outside at noon", "Go outside", time: "12:00"),
    habit(
      "Practice guitar at 6:45pm every weekday", "Practice guitar", .checkOff,
      "FREQ=WEEKLY;BYDAY=\(weekdays)", start: "2026-11-23", time: "18:45"),
    habit("Journal before bed", "Journal", phase: .night),
    habit(
      "Yoga in the morning on weekdays", "Yoga", .checkOff, "FREQ=WEEKLY;BYDAY=\(weekdays)",
      start: "2026-11-23", phase: .morning),
    habit(
      "Water the tomatoes every evening, remind me", "Water the tomatoes", phase: .evening,
      notify: true),

    // Ends.
    habit(
      "Physio exercises daily until 15 Dec", "Physio exercises", .checkOff,
      "FREQ=DAILY;UNTIL=2026-12-15"),
    habit(
      "Language lesson every Monday ends on 1 Feb", "Language lesson", .checkOff,
      "FREQ=WEEKLY;BYDAY=MO;UNTIL=2027-02-01", start: "2026-11-23"),
    habit(
      "Antibiotics twice a day for 7 days", "Antibiotics", Target(amount: 2),
      "FREQ=DAILY;COUNT=7"),
    habit(
      "Cold shower every morning, 10 times", "Cold shower", .checkOff, "FREQ=DAILY;COUNT=10",
      phase: .morning),
    habit("Run Tue/Thu/Sat for 6 weeks", "Run", .checkOff, "FREQ=WEEKLY;BYDAY=TU,TH,SA;COUNT=18"),
    habit(
      "Practice scales every day for 2 weeks", "Practice scales", .checkOff,
      "FREQ=DAILY;COUNT=14"),
    habit(
      "Skate every Sunday until 6 Dec", "Skate", .checkOff,
      "FREQ=WEEKLY;BYDAY=SU;UNTIL=2026-12-06", start: "2026-11-22"),
    habit(
      "Call grandma every 2 weeks on Sunday until 31 Jan", "Call grandma", .checkOff,
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU;UNTIL=2027-01-31", start: "2026-11-22"),
  ]

  @Test(arguments: cases)
  func phraseMeansWhatTheContractSays(_ c: Case) throws {
    let item = try Parser().parse(c.phrase, today: Self.today)
    #expect(item.kind == c.kind)
    #expect(Self.nameMatches(item.name, c), "name \(item.name)")
    #expect(
      item.name.first.map { $0.isUppercase || !$0.isLetter } == true, "name starts upper-case")
    #expect(item.target.amount == c.target.amount, "amount")
    #expect(item.target.unit == c.target.unit, "unit")
    #expect(item.target.label == c.target.label, "label")
    #expect(item.target.period == c.target.period, "period")
    #expect(item.target.goal == c.target.goal, "goal")
    #expect(Rule(item.recurrence) == Rule(c.rule))
    #expect(item.start.description == c.start, "start")
    #expect(item.time?.description == c.time, "time")
    #expect(item.phase == c.phase, "phase")
    #expect(item.after == c.after, "after")
    #expect(item.notify == c.notify, "notify")
  }

  /// Names are compared leniently: case aside, and the contract does not settle whether a
  /// countable noun that became the label ("squats") also stays in the name ("Do squats").
  static func nameMatches(_ name: String, _ c: Case) -> Bool {
    let actual = name.lowercased()
    let expected = c.name.lowercased()
    if actual == expected { return true }
    guard let label = c.target.label?.lowercased() else { return false }
    let withoutLabel = expected.split(separator: " ").filter { $0 != label }.joined(separator: " ")
    return actual == withoutLabel
  }

  @Test(arguments: cases.filter { $0.kind == .habit || $0.rule != "NONE" })
  func summaryParsesBackToTheSameRecurrence(_ c: Case) throws {
    let item = try Parser().parse(c.phrase, today: Self.today)
    let again = try Parser().parse(item.name + " " + item.summary, today: Self.today)
    #expect(Rule(again.recurrence) == Rule(item.recurrence), "\(item.summary)")
  }
}
