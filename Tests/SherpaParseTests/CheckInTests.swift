import SherpaCore
import SherpaParse
import Testing

/// The one check-in reader, word by word: the verb, the activity, the amount as the intake
/// reads amounts, servings, the day said, a skip and its note. Which item is not its work.
struct CheckInTests {
  static let parser = Parser()

  static func read(_ text: String) -> CheckInReading { parser.readCheckIn(text) }

  @Test(
    arguments: [
      ("did my run", nil, ["run"]),
      ("ran 5k", "run", []),
      ("I just ran 3 miles", "run", []),
      ("finished my reading", nil, ["reading"]),
      ("drank 500ml of water", "drink", ["water"]),
      ("worked out", "work out", []),
      ("walked the dog", "walk", ["dog"]),
      ("had a coffee", nil, ["coffee"]),
      ("went for a swim", nil, ["swim"]),
    ] as [(String, String?, [String])])
  func theVerbAndTheActivity(text: String, verb: String?, activity: [String]) {
    let reading = Self.read(text)
    #expect(reading.verb == verb)
    #expect(reading.activity == activity)
  }

  @Test(
    arguments: [
      ("ran 3.2 km", 3.2, Unit.km),
      ("ran 1.5 mi", 2.414016, .km),
      ("ran two and a half miles", 4.02336, .km),
      ("half a litre of water", 500, .ml),
      ("slept an hour and a half", 1.5, .hours),
      ("did 30 min of yoga", 30, .min),
      ("practised 1h30", 90, .min),
      ("stretched twice", 2, .count),
      ("walked 7.5k steps", 7500, .steps),
    ] as [(String, Double, SherpaCore.Unit)])
  func amountsAreReadWithTheirUnit(text: String, amount: Double, unit: SherpaCore.Unit) throws {
    let quantity = try #require(Self.read(text).quantity)
    #expect(abs(quantity.amount - amount) < 0.0001)
    #expect(quantity.unit == unit)
  }

  @Test func containersAreCountedNotMillilitres() throws {
    let reading = Self.read("drank 2 glasses of water")
    #expect(reading.servingName == "glass" && reading.servingCount == 2)
    #expect(reading.quantity?.unit == nil)
    #expect(Self.read("had a bottle").servingName == "bottle")
    #expect(Self.read("a sip of water").noAmount)
  }

  @Test func countedThingsKeepTheirWords() {
    #expect(Self.read("read 20 pages").countedWord == "pages")
    #expect(Self.read("had 2 protein shakes").countedWord == "protein shakes")
    #expect(Self.read("did 3x15 push-ups").quantity?.amount == 45)
  }

  @Test(arguments: [
    ("ran 5k yesterday", CheckInReading.Day.offset(-1)),
    ("read last night", .offset(-1)),
    ("meditated this morning", .offset(0)),
    ("swam on saturday", .weekday(.saturday)),
    ("ran 3 miles 2 days ago", .offset(-2)),
    ("flossed on the 24th", .monthDay(24)),
    ("ran 5k on 2026-11-20", .date(CivilDate(year: 2026, month: 11, day: 20))),
    ("yoga next tuesday", .coming(.tuesday)),
    ("did yoga the day before yesterday", .offset(-2)),
  ])
  func theDaySaid(text: String, day: CheckInReading.Day) {
    #expect(Self.read(text).day == day)
  }

  @Test func ordinalsSayWhichOneNotHowMany() {
    let reading = Self.read("my 2nd coffee")
    #expect(reading.ordinal == 2 && reading.quantity == nil && reading.activity == ["coffee"])
  }

  @Test(
    arguments: [
      ("skipping yoga, knee hurts", ["yoga"], "knee hurts"),
      ("skip the gym because my knee hurts", ["gym"], "my knee hurts"),
      ("not doing my run today - travelling", ["run"], "travelling"),
      ("skipping yoga", ["yoga"], nil),
    ] as [(String, [String], String?)])
  func skipsAndTheirNotes(text: String, activity: [String], note: String?) {
    let reading = Self.read(text)
    #expect(reading.isSkip)
    #expect(reading.activity == activity)
    #expect(reading.note == note)
  }

  @Test func planningWordsAreNoCheckIn() {
    #expect(Self.read("read 10 pages every night").plans)
    #expect(Self.read("run 5k daily").plans)
    #expect(!Self.read("ran 5k yesterday").plans)
  }
}
