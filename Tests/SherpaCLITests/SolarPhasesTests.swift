import Foundation
import Testing

/// Solar phases through the built binary, each place in its own time zone (`TZ`), against
/// astral (Tests/Oracle/solar_oracle.py): sunrise and sunset within 2 minutes for 20 places
/// and dates — both hemispheres, days of a daylight-saving change, and polar days and nights
/// that fall back to the hand-set times.
struct SolarPhasesTests {
  struct Place: Sendable, CustomStringConvertible {
    let location: String
    let lat: Double
    let lon: Double
    let tz: String
    let date: String
    var description: String { "\(location) \(date)" }
  }

  static let places: [Place] = [
    Place(location: "london", lat: 51.5074, lon: -0.1278, tz: "Europe/London", date: "2026-11-21"),
    Place(location: "london", lat: 51.5074, lon: -0.1278, tz: "Europe/London", date: "2026-06-21"),
    // The day the clocks change, in spring and in autumn.
    Place(
      location: "new york", lat: 40.7128, lon: -74.006, tz: "America/New_York", date: "2026-03-08"),
    Place(
      location: "New York", lat: 40.7128, lon: -74.006, tz: "America/New_York", date: "2026-11-01"),
    Place(location: "berlin", lat: 52.52, lon: 13.405, tz: "Europe/Berlin", date: "2026-03-29"),
    Place(
      location: "sydney", lat: -33.8688, lon: 151.2093, tz: "Australia/Sydney", date: "2026-04-05"),
    Place(
      location: "sydney", lat: -33.8688, lon: 151.2093, tz: "Australia/Sydney", date: "2026-12-21"),
    Place(
      location: "wellington", lat: -41.2865, lon: 174.7762, tz: "Pacific/Auckland",
      date: "2026-09-27"),
    Place(
      location: "cape town", lat: -33.9249, lon: 18.4241, tz: "Africa/Johannesburg",
      date: "2026-06-21"),
    Place(
      location: "buenos aires", lat: -34.6037, lon: -58.3816, tz: "America/Argentina/Buenos_Aires",
      date: "2026-09-23"),
    Place(
      location: "singapore", lat: 1.3521, lon: 103.8198, tz: "Asia/Singapore", date: "2026-01-15"),
    Place(
      location: "nairobi", lat: -1.2921, lon: 36.8219, tz: "Africa/Nairobi", date: "2026-02-10"),
    Place(location: "tokyo", lat: 35.6762, lon: 139.6503, tz: "Asia/Tokyo", date: "2026-03-20"),
    Place(
      location: "los angeles", lat: 34.0522, lon: -118.2437, tz: "America/Los_Angeles",
      date: "2026-07-04"),
    Place(location: "mumbai", lat: 19.076, lon: 72.8777, tz: "Asia/Kolkata", date: "2026-05-01"),
    Place(
      location: "helsinki", lat: 60.1699, lon: 24.9384, tz: "Europe/Helsinki", date: "2026-06-21"),
    Place(
      location: "reykjavik", lat: 64.1466, lon: -21.9426, tz: "Atlantic/Reykjavik",
      date: "2026-12-21"),
    Place(
      location: "-54.8,-68.3", lat: -54.8, lon: -68.3, tz: "America/Argentina/Ushuaia",
      date: "2026-12-21"),
    // The polar night and the midnight sun: the hand-set times.
    Place(location: "tromso", lat: 69.6492, lon: 18.9553, tz: "Europe/Oslo", date: "2026-12-21"),
    Place(location: "tromso", lat: 69.6492, lon: 18.9553, tz: "Europe/Oslo", date: "2026-06-21"),
  ]

  /// astral's answers for every place, from one python3 run.
  static func oracle() throws -> [[String: Any]] {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Oracle/solar_oracle.py")
    let input =
      places.map {
        "{\"lat\": \($0.lat), \"lon\": \($0.lon), \"tz\": \"\($0.tz)\", \"date\": \"\($0.date)\"}"
      }.joined(separator: "\n") + "\n"
    // python3 as the person's PATH and HOME find it (a pyenv or a user install of astral).
    let home = ProcessInfo.processInfo.environment["HOME"] ?? "/"
    let run = try Sherpa.run(
      ["python3", script.path], now: "2026-11-21", stdin: input, env: ["HOME": home],
      program: "/usr/bin/env")
    #expect(
      run.status == 0,
      "python3 solar_oracle.py (is astral installed? pip install astral): \(run.stderr)")
    return try run.stdout.split(separator: "\n").map { try StoreSession.object(String($0)) }
  }

  static func minutes(_ text: String) -> Double {
    let parts = text.split(separator: ":").map { Double($0)! }
    return parts[0] * 60 + parts[1] + (parts.count > 2 ? parts[2] / 60 : 0)
  }

  @Test func sunriseAndSunsetAgreeWithAstralWithinTwoMinutes() throws {
    let expected = try Self.oracle()
    #expect(expected.count == Self.places.count)
    var polar = 0
    for (place, answer) in zip(Self.places, expected) {
      let session = try StoreSession(env: ["TZ": place.tz])
      defer { session.remove() }
      try session.run(["config", "set", "location", place.location], at: place.date)
      let today = try session.object(["today", "--by-phase"], at: place.date + "T09:00")
      let phases = try #require(today["phases"] as? [String: Any])
      let parts = try #require(phases["parts"] as? [[String: Any]])
      let starts = parts.map { $0["start"] as? String ?? "" }
      if let kind = answer["polar"] as? String {
        polar += 1
        #expect(phases["source"] as? String == "polar" + kind.capitalized, "\(place)")
        #expect(phases["sunrise"] is NSNull && phases["sunset"] is NSNull, "\(place)")
        #expect(starts == ["06:00", "12:00", "18:00", "22:00"], "\(place)")
        continue
      }
      #expect(phases["source"] as? String == "solar", "\(place)")
      let sunrise = try #require(phases["sunrise"] as? String, "\(place)")
      let sunset = try #require(phases["sunset"] as? String, "\(place)")
      let rise = try #require(answer["sunrise"] as? String, "\(place): \(answer)")
      let set = try #require(answer["sunset"] as? String, "\(place): \(answer)")
      #expect(
        abs(Self.minutes(sunrise) - Self.minutes(rise)) <= 2, "\(place): \(sunrise) vs \(rise)")
      #expect(abs(Self.minutes(sunset) - Self.minutes(set)) <= 2, "\(place): \(sunset) vs \(set)")
      // Morning from sunrise, evening from sunset, night two hours after.
      #expect(starts[0] == sunrise && starts[2] == sunset, "\(place)")
    }
    #expect(polar == 2)
  }

  /// "30 min before sunset" moves with the date in `today`, `upcoming` and `export ics`.
  @Test func aTimeBySunMovesWithTheDate() throws {
    let session = try StoreSession(env: ["TZ": "Europe/London"])
    defer { session.remove() }
    try session.run(["config", "set", "location", "london"], at: "2026-11-21T08:00")
    try session.add(["walk the dog 30 min before sunset"], at: "2026-11-21T08:00")
    let today = try session.object(["today"], at: "2026-11-21T09:00")
    let items = try #require(today["items"] as? [[String: Any]])
    #expect(items.first?["time"] as? String == "15:34")
    let summer = try session.object(["today", "--date", "2027-06-21"], at: "2026-11-21T09:00")
    #expect((summer["items"] as? [[String: Any]])?.first?["time"] as? String == "20:52")
    let upcoming = try session.object(["upcoming", "--days", "3"], at: "2026-11-21T09:00")
    let days = try #require(upcoming["days"] as? [[String: Any]])
    #expect(
      days.map { (($0["items"] as? [[String: Any]])?.first?["time"] as? String) ?? "" }
        == ["15:34", "15:33", "15:32"])
    let ics = try session.run(["export", "ics"], at: "2026-11-21T09:00")
    #expect(ics.contains("DTSTART:20261121T153400\r\n"))
    #expect(ics.contains("RDATE:20261122T153300,20261123T153200,"))
    #expect(!ics.contains("RRULE"))
    #expect(ics.contains("DESCRIPTION:Every day\\n30 min before sunset (the next 30 listed)\r\n"))
    let parsed = try session.object(["show", "walk"], at: "2026-11-21T09:00")
    #expect((parsed["solar"] as? [String: Any])?["offset"] as? Int == -30)
    #expect((parsed["nextTimes"] as? [String])?.prefix(2) == ["15:34", "15:33"])
  }
}
