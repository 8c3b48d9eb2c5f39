import Foundation
import Testing

/// Six weeks of one person's habits, logged day by day through the binary with a fixed
/// pattern, so that `week`, `stats`, `insights` and `league` have something true to show.
///
/// Added on Mon 12 Oct 2026 at 08:00; each day's logs run at 21:00 as one script; viewed on
/// Sat 21 Nov 2026 at 09:00, after that morning's logs at 08:30. Day `d` is 12 Oct + d.
///
/// - Run: patchy for two weeks (done every third day, 2 km otherwise), then done nearly
///   every day (3 km on days 22 and 31; skipped with a note on day 24): on the way up.
/// - Gym (Mon, Wed, Fri): always done on Wednesdays and Fridays; on Mondays only on days 0
///   and 14 (skipped without a note on day 28): it slips on Mondays.
/// - Meditate (morning): done every day but days 5, 18 and 31.
/// - Read (night): done for two weeks, then on every third day, 10 pages on others: easing.
/// - Floss (night): done every day but days 9 and 25: a run of 14 against a record of 15.
/// - Drink water: 2000 ml, 1500 ml, 2500 ml in turn. Coffees: 3 on every fourth day, else 1.
/// - Swim (3 times a week): Tuesday, Thursday and Saturday, but only twice in the third week.
/// - Book the dentist (task, 2 Nov): done that day. Call mum (task, 18 Nov): still open.
enum HabitHistory {
  static let now = "2026-11-21T09:00"
  static let days = 41

  static let phrases = [
    "run 5 km daily", "gym on Mon, Wed and Fri", "meditate 10 min every morning",
    "read 20 pages every night", "floss every night", "drink 2000 ml of water daily",
    "no more than 2 coffees a day", "swim 3 times a week", "task: call mum on 18 Nov",
    "task: book the dentist on 2 Nov",
  ]

  /// `YYYY-MM-DD` of day `d`.
  static func date(_ d: Int) -> String {
    d < 20 ? "2026-10-\(12 + d)" : "2026-11-" + (d < 29 ? "0" : "") + "\(d - 19)"
  }

  /// Day `d`'s command lines; day 40 (the Saturday viewed) has only its morning.
  static func commands(_ d: Int) -> [String] {
    let weekday = d % 7  // 0 is Monday
    if d == 40 { return ["done meditate", "done water +500ml"] }
    var lines: [String] = []
    if d == 24 {
      lines.append("skip run --note \"sore knee\"")
    } else if d < 14 {
      lines.append(d % 3 == 0 ? "done run 5km" : "done run 2km")
    } else {
      lines.append(d == 22 || d == 31 ? "done run 3km" : "done run 5km")
    }
    if weekday == 2 || weekday == 4 || (weekday == 0 && (d == 0 || d == 14)) {
      lines.append("done gym")
    } else if d == 28 {
      lines.append("skip gym")
    }
    if ![5, 18, 31].contains(d) { lines.append("done meditate") }
    if d < 14 || d % 3 == 0 {
      lines.append("done read 20")
    } else if d % 3 == 1 {
      lines.append("done read 10")
    }
    if d != 9 && d != 25 { lines.append("done floss") }
    lines.append(["done water 2000ml", "done water 1500ml", "done water 2500ml"][d % 3])
    lines.append(d % 4 == 3 ? "done coffees 3" : "done coffees 1")
    if [1, 3, 5].contains(weekday) && !(d / 7 == 2 && weekday == 5) { lines.append("done swim") }
    if d == 21 { lines.append("done dentist") }
    return lines
  }

  /// Built once per test run; each test gets its own copy.
  static let template = StoreTemplate { try build() }

  struct StepFailure: Error, CustomStringConvertible {
    let description: String
  }

  static func build() throws -> StoreSession {
    let session = try StoreSession()
    try script(session, phrases.map { "add --yes \"\($0)\"" }, at: "2026-10-12T08:00")
    for d in 0..<days {
      try script(session, commands(d), at: date(d) + (d == days - 1 ? "T08:30" : "T21:00"))
    }
    return session
  }

  /// Runs `lines` as one script on standard input at `now`.
  static func script(_ session: StoreSession, _ lines: [String], at now: String) throws {
    let run = try Sherpa.run(
      [], now: now, stdin: lines.joined(separator: "\n") + "\n", env: session.env,
      in: session.sandbox)
    guard run.status == 0 else {
      throw StepFailure(description: "the script at \(now) failed: \(run.stderr)")
    }
  }

  /// Words a coach never says.
  static let unkind = ["failed", "fail", "lazy", "you missed", "disappointing", "missed", "bad"]
}
