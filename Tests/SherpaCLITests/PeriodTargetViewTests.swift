import Foundation
import Testing

/// Weekly and monthly targets read as such in `list`, `show` and `today`, golden, and
/// `today`'s header counts exactly the rows it shows.
struct PeriodTargetViewTests {
  static let now = "2026-11-19T09:00"  // a Thursday

  static let template = StoreTemplate {
    let session = try StoreSession(env: ["NO_COLOR": "1"])
    try session.add(
      [
        "run 15 km a week", "gym 3 times a week", "ride 100 km a month", "floss daily",
        "at most 2 coffees a day", "read 20 pages every evening", "call mum on friday",
      ], at: "2026-10-26T08:00")
    for (day, km) in [
      ("2026-11-02", "8km"), ("2026-11-04", "8km"), ("2026-11-10", "6km"),
      ("2026-11-16", "5km"), ("2026-11-17", "8km"),
    ] {
      try session.run(["done", "run", km], at: day + "T07:00")
    }
    for day in ["2026-11-03", "2026-11-05", "2026-11-06", "2026-11-16", "2026-11-18"] {
      try session.run(["done", "gym"], at: day + "T18:00")
    }
    for day in ["2026-11-01", "2026-11-08", "2026-11-15"] {
      try session.run(["done", "ride", "30km"], at: day + "T10:00")
    }
    try session.run(["done", "floss"], at: "2026-11-18T22:00")
    return session
  }

  @Test func listShowAndTodayMatchTheSnapshot() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let text = try Scenario.transcript(
      session, [["list"], ["show", "run"], ["show", "ride"], ["show", "gym"], ["today"]],
      at: Self.now)
    #expect(text == (try Snapshot.expected(named: "periodTargetsMatchSnapshot", actual: text)))
    #expect(text.contains("#1  Run       habit  15 km a week             Any days"))
    #expect(!text.contains("scheduled days done"))
  }

  /// "N of M daily habits done, K of L weekly targets met, …": M + L + … is the number of
  /// habit rows, on every day of three weeks.
  @Test func todaysHeaderCountsItsRows() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    for offset in 0..<21 {
      let day = Calendar(identifier: .gregorian).date(
        byAdding: .day, value: offset - 17,
        to: ISO8601DateFormatter().date(from: "2026-11-19T09:00:00Z")!)!
      let date = String(ISO8601DateFormatter().string(from: day).prefix(10))
      let out = try session.run(["today", "--date", date], at: Self.now)
      let lines = out.split(separator: "\n")
      let header = String(lines[0])
      let habits = lines.drop { $0 != "Habits" }.dropFirst().prefix { $0.hasPrefix("  ") }
      let counted = header.matches(of: /of (\d+) (daily habit|habit|weekly target|monthly target)/)
        .map { Int($0.1)! }.reduce(0, +)
      #expect(counted == habits.count, "\(date): \(header) over \(habits.count) rows")
    }
  }
}
