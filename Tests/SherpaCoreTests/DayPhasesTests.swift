import SherpaCore
import Testing

/// The parts of the day: by hand, by the sun, and by hand again where the sun does not rise
/// or set; and the settings that choose.
struct DayPhasesTests {
  static let day = CivilDate(year: 2026, month: 11, day: 21)!

  static func settings(_ pairs: [(String, String)]) throws -> Settings {
    var settings = Settings()
    for (key, value) in pairs { settings = try settings.setting(key, to: value) }
    return settings
  }

  @Test func theManualDefaultsAreTheProductsTimes() {
    let phases = DayPhases(date: Self.day, settings: Settings(), utcOffset: 0)
    #expect(phases.source == .manual)
    #expect(phases.starts == [360, 720, 1080, 1320])
    #expect(phases.end(of: .night) == 26 * 60)
    #expect(phases.phase(at: TimeOfDay(hour: 5, minute: 59)!) == .morning)
    #expect(phases.phase(at: TimeOfDay(hour: 12, minute: 0)!) == .afternoon)
    #expect(phases.phase(at: TimeOfDay(hour: 21, minute: 59)!) == .evening)
    #expect(phases.phase(at: TimeOfDay(hour: 1, minute: 30)!) == .night)
    #expect(phases.minute(of: TimeOfDay(hour: 1, minute: 30)!) == 25 * 60 + 30)
  }

  @Test func thePlansMorningBeginsAtTheDayBoundary() {
    // Up at 05:30, before the morning's 06:00: the plan reads it as this morning, so an item
    // set for 18:00 is still ahead, not late from last night.
    let boundaries = DayPhases(date: Self.day, settings: Settings(), utcOffset: 0).planClock
    let early = TimeOfDay(hour: 5, minute: 30)!
    #expect(boundaries.morning == TimeOfDay(hour: 2, minute: 0)!)
    #expect(boundaries.phase(at: early) == .morning)
    #expect(boundaries.clock(early) < boundaries.clock(TimeOfDay(hour: 18, minute: 0)!))
    #expect(boundaries.phase(at: TimeOfDay(hour: 1, minute: 30)!) == .night)
  }

  @Test func handSetTimesMoveTheParts() throws {
    let settings = try Self.settings([("phase.morning", "07:30"), ("phase.night", "23:00")])
    let phases = DayPhases(date: Self.day, settings: settings, utcOffset: 0)
    #expect(phases.starts == [450, 720, 1080, 1380])
    // A location makes them solar, unless the phases are set to manual.
    let solar = try Self.settings([("location", "london")])
    #expect(DayPhases(date: Self.day, settings: solar, utcOffset: 0).source == .solar)
    let manual = try Self.settings([("location", "london"), ("phases", "manual")])
    #expect(DayPhases(date: Self.day, settings: manual, utcOffset: 0).source == .manual)
  }

  @Test func londonInNovemberFollowsTheSun() throws {
    let settings = try Self.settings([("location", "51.5074,-0.1278")])
    let phases = DayPhases(date: Self.day, settings: settings, utcOffset: 0)
    // astral: sunrise 07:28:48, sunset 16:03:24.
    #expect(phases.sunrise.map { abs($0 - (7 * 60 + 29)) <= 1 } == true)
    #expect(phases.sunset.map { abs($0 - (16 * 60 + 3)) <= 1 } == true)
    #expect(phases.start(of: .night) == phases.sunset! + 120)
    let walk = try #require(SolarTime(event: .sunset, offset: -30))
    #expect(phases.time(of: walk).minutes == phases.sunset! - 30)
    #expect(walk.description == "30 min before sunset")
    #expect(SolarTime(event: .sunrise, offset: 90)!.description == "1 h 30 min after sunrise")
    #expect(SolarTime(event: .sunrise)!.description == "at sunrise")
  }

  @Test func polarDaysFallBackToTheHandSetTimes() throws {
    let settings = try Self.settings([("location", "tromso")])
    let winter = DayPhases(
      date: CivilDate(year: 2026, month: 12, day: 21)!, settings: settings, utcOffset: 60)
    #expect(winter.source == .polarNight)
    #expect(winter.starts == DayPhases.defaultStarts)
    let summer = DayPhases(
      date: CivilDate(year: 2026, month: 6, day: 21)!, settings: settings, utcOffset: 120)
    #expect(summer.source == .polarDay)
    // Without the sun, sunset is the evening's start.
    #expect(summer.time(of: SolarTime(event: .sunset)!) == TimeOfDay(hour: 18, minute: 0))
  }

  @Test func cityNamesAndCoordinatesRead() {
    #expect(Location(text: "New York")?.city == "New York")
    #expect(Location(text: " -33.87, 151.21 ")?.latitude == -33.87)
    #expect(Location(text: "91,0") == nil)
    #expect(Location(text: "atlantis") == nil)
    #expect(Location(text: "51.50741234,-0.1278")?.description == "51.5074,-0.1278")
  }
}
