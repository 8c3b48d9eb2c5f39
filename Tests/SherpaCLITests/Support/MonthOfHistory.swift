import Foundation
import Testing

/// Four weeks of one person's store, Mon 2 Nov to Sat 28 Nov 2026, with every kind of item:
/// daily with an amount, Mon/Wed/Fri, 3 times a week, monthly, an at-most limit, a timed
/// habit with a reminder, one with an end date and one with a count, one-off tasks (timed,
/// with a reminder, done), an archived item, a deleted one, a name with a comma and a quote,
/// a long name in UTF-8, an edit, a skip with a note, an undo and a setting. Each day's
/// commands run as one script, so several events share a stamp.
enum MonthOfHistory {
  static let now = "2026-11-28T09:00"  // a Saturday
  static let today = "2026-11-28"

  static let template = StoreTemplate { try build() }

  static let commaName = #"Stretch, "gently""#
  static let longName =
    "Water the plants on the balcony — écrire «arrosé» dans le carnet ☘, même en hiver"

  static func build() throws -> StoreSession {
    let session = try StoreSession()
    try day(
      "2026-11-02T08:00",
      """
      add "run 5 km daily" --yes
      add "stretch weekly Mon/Wed/Fri" --yes
      add "gym 3 times a week" --yes
      add "pay rent monthly on the 1st" --yes
      add "no more than 2 coffees a day" --yes
      add "meditate every day at 7am with a reminder" --yes
      add "task: call the dentist on 20 Nov" --yes
      add "remind me to book flights on 3 Dec" --yes
      add "read 10 pages every night" --yes
      add "choir every 2 weeks on Mon & Wed until 21 Dec" --yes
      add "water plants every 3 days 10 times" --yes
      add "floss daily" --yes
      add "yoga every Tuesday at 6pm until 15 Dec" --yes
      add "task: haircut on 4 Dec at 3pm" --yes
      rename stretch '\(commaName)'
      rename water '\(longName)'
      """, session)
    try day("2026-11-05T07:30", "config set dayBoundary 03:00", session)
    for d in 2...27 {
      let weekday = (d - 2) % 7  // 2 Nov 2026 is a Monday: 0 is Monday
      var lines = ["done run \(d % 3 == 0 ? 2 : 5)km", "done coffees \(d % 4 == 0 ? 3 : 1)"]
      if d % 2 == 0 { lines.append("done meditate") }
      if [0, 3, 5].contains(weekday) { lines.append("done gym") }
      if [0, 2, 4].contains(weekday) {
        lines.append(d == 11 ? #"skip stretch --note 'sore, "knee"'"# : "done stretch")
      }
      if d < 10 { lines += ["done floss", "done floss"] }
      if d == 10 { lines.append("delete floss --yes") }
      if d == 12 { lines += ["done run 1km", "undo"] }
      if d == 13 { lines.append("done read --note 'a chapter, at last'") }
      if d == 15 { lines.append("edit run 6 km") }
      if d == 16 { lines.append("archive read") }
      if d == 20 { lines.append("done dentist") }
      if d % 3 == 1 { lines.append("done water") }
      try day(
        "2026-11-\(d < 10 ? "0" : "")\(d)T21:\(d < 10 ? "0" : "")\(d)",
        lines.joined(separator: "\n"), session)
    }
    return session
  }

  /// Runs a day's commands as one script at `now`.
  static func day(_ now: String, _ script: String, _ session: StoreSession) throws {
    let run = try Sherpa.run([], now: now, stdin: script + "\n", in: session.sandbox)
    if run.status != 0 || !run.stderr.isEmpty {
      throw StoreTemplate.SetupFailure(description: "at \(now): \(run.stderr)")
    }
  }

  /// `Tests/Export/<name>`.
  static func script(_ name: String) -> String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // SherpaCLITests
      .deletingLastPathComponent()  // Tests
      .appendingPathComponent("Export/" + name).path
  }
}
