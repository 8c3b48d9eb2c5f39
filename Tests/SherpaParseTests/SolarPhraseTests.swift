import SherpaCore
import Testing

@testable import SherpaParse

/// Times said by the sun: the grammar's `solarEvents` and `solarSides`.
struct SolarPhraseTests {
  static let today = CivilDate(year: 2026, month: 11, day: 21)!

  @Test(arguments: [
    ("walk the dog at sunset", "Walk the dog", SolarTime.Event.sunset, 0),
    ("meditate 30 min before sunset", "Meditate", .sunset, -30),
    ("run an hour after sunrise", "Run", .sunrise, 60),
    ("photo walk half an hour before dusk on saturdays", "Photo walk", .sunset, -30),
    ("yoga at dawn", "Yoga", .sunrise, 0),
    ("pray 90 minutes after sundown", "Pray", .sunset, 90),
    ("close the curtains @ sunset", "Close the curtains", .sunset, 0),
    ("water the garden 1.5 hours before sunset daily", "Water the garden", .sunset, -90),
  ])
  func readsTheSunsTimes(_ phrase: String, _ name: String, _ event: SolarTime.Event, _ offset: Int)
    throws
  {
    let item = try Parser().parse(phrase, today: Self.today)
    #expect(item.name == name)
    #expect(item.solar == SolarTime(event: event, offset: offset))
    #expect(item.time == nil)
    #expect(item.kind == .habit)
  }

  @Test func theTargetBesideItStaysATarget() throws {
    let item = try Parser().parse("stretch 10 min at sunrise", today: Self.today)
    #expect(item.target.amount == 10 && item.target.unit == .min)
    #expect(item.solar == SolarTime(event: .sunrise))
  }

  @Test func theContractObjectCarriesIt() throws {
    let item = try Parser().parse("meditate 30 min before sunset", today: Self.today)
    #expect(item.json(input: "x").contains("\"solar\":{\"event\":\"sunset\",\"offset\":-30}"))
    let plain = try Parser().parse("floss daily", today: Self.today)
    #expect(plain.json(input: "x").contains("\"solar\":null"))
  }
}

extension SolarPhraseTests {
  @Test func anEditSwapsAClockTimeAndATimeBySun() throws {
    let parser = Parser()
    let walk = try parser.parse("walk the dog at 6pm", today: Self.today)
    let bySun = try parser.edit(walk, with: "30 min before sunset", today: Self.today)
    #expect(bySun.solar == SolarTime(event: .sunset, offset: -30) && bySun.time == nil)
    let back = try parser.edit(bySun, with: "at 7pm", today: Self.today)
    #expect(back.solar == nil && back.time == TimeOfDay(hour: 19, minute: 0))
  }
}
