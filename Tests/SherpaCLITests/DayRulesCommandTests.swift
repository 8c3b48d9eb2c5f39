import Foundation
import Testing

/// The day rules through the built binary: which day a moment belongs to, when a day counts,
/// the streak and XP, week targets and at-most limits.
struct DayRulesCommandTests {
  // MARK: - The day boundary

  @Test(
    arguments: [
      ("2026-11-22T01:59", nil, "2026-11-21"),
      ("2026-11-22T02:00", nil, "2026-11-22"),
      ("2026-11-22T00:00", nil, "2026-11-21"),
      ("2026-11-21T23:59:59", nil, "2026-11-21"),
      ("2026-12-01T01:59", nil, "2026-11-30"),
      ("2027-01-01T01:30", nil, "2026-12-31"),
      ("2026-11-22T02:59", "03:00", "2026-11-21"),
      ("2026-11-22T03:00", "03:00", "2026-11-22"),
      ("2026-11-22T00:30", "00:00", "2026-11-22"),
    ] as [(String, String?, String)])
  func aDoneBeforeTheBoundaryLandsOnTheDayBefore(
    _ now: String, _ boundary: String?, _ day: String
  ) throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["floss daily"], at: "2026-11-20T09:00")
    if let boundary {
      try session.run(["config", "set", "dayBoundary", boundary], at: "2026-11-20T09:00")
    }
    let done = try session.object(["done", "floss"], at: now)
    #expect(done["date"] as? String == day)
    let today = try session.object(["today"], at: now)
    #expect(today["date"] as? String == day)
    #expect(today.item("Floss")?["done"] as? Bool == true)
    // No other day of the week before has it.
    let week = try #require(
      try session.object(["show", "floss"], at: now)["last7"] as? [String: Any])
    let days = try #require(week["days"] as? [[String: Any]])
    #expect(days.filter { $0["done"] as? Bool == true }.map { $0["date"] as? String } == [day])
  }

  @Test func theBoundaryMinuteByMinute() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["floss daily"], at: "2026-11-20T09:00")
    #expect(
      try session.run(["done", "floss"], at: "2026-11-22T01:59")
        == "Floss: done today. 1 of 1 habit done today.\n")
    #expect(
      try session.object(["today"], at: "2026-11-22T01:59")["date"] as? String == "2026-11-21")
    let after = try session.object(["today"], at: "2026-11-22T02:00")
    #expect(after["date"] as? String == "2026-11-22")
    #expect(after.item("Floss")?["done"] as? Bool == false)
    #expect(after["streak"] as? Int == 1)  // Saturday counted; Sunday is still open
  }

  /// `SHERPA_NOW` is local wall time. In Europe/London 29 Mar 2026 has no 01:30 (clocks
  /// go from 01:00 to 02:00) and 25 Oct 2026 has two (02:00 goes back to 01:00); either
  /// way a moment before the boundary is the day before.
  @Test(arguments: [
    ("2026-03-29T00:59", "2026-03-28"),
    ("2026-03-29T01:30", "2026-03-28"),
    ("2026-03-29T02:00", "2026-03-29"),
    ("2026-10-25T01:30", "2026-10-24"),
    ("2026-10-25T01:59", "2026-10-24"),
    ("2026-10-25T02:00", "2026-10-25"),
  ])
  func aDaylightSavingChangeInLondonKeepsTheBoundary(_ now: String, _ day: String) throws {
    let session = try StoreSession(env: ["TZ": "Europe/London"])
    defer { session.remove() }
    try session.add(["floss daily"], at: String(now.prefix(8)) + "01T12:00")
    let done = try session.object(["done", "floss"], at: now)
    #expect(done["date"] as? String == day)
    let today = try session.object(["today"], at: now)
    #expect(today["date"] as? String == day)
    #expect(today.item("Floss")?["done"] as? Bool == true)
  }

  // MARK: - The 40% rule

  static let fiveHabits = [
    "floss daily", "read daily", "walk daily", "stretch daily", "journal daily",
  ]

  /// Five daily habits: two done is 40% and the day counts; one done is 20% and it does not.
  @Test(arguments: [
    (0, 0, 0, "open", "missed"),
    (1, 0, 10, "open", "missed"),
    (2, 1, 70, "counts", "counts"),
    (3, 1, 80, "counts", "counts"),
    (5, 1, 100, "counts", "counts"),
  ])
  func aDayCountsFromFortyPercentOfItsHabits(
    _ done: Int, _ streak: Int, _ xp: Int, _ status: String, _ ended: String
  ) throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(Self.fiveHabits, at: "2026-11-21T08:00")
    for phrase in Self.fiveHabits.prefix(done) {
      try session.run(["done", String(phrase.prefix { $0 != " " })], at: "2026-11-21T20:00")
    }
    let day = try session.object(["today"], at: "2026-11-21T20:00")
    #expect(day["complete"] as? Int == done)
    #expect(day["countable"] as? Int == 5)
    #expect(day["streak"] as? Int == streak)
    #expect(day["xp"] as? Int == xp)
    #expect(day["status"] as? String == status)
    // Once the day is over, it counted or it was missed.
    let next = try session.object(["today"], at: "2026-11-22T09:00")
    #expect(
      (next["days"] as? [[String: Any]])?.last(where: { $0["date"] as? String == "2026-11-21" })?[
        "status"] as? String == ended)
    #expect(next["streak"] as? Int == streak)
  }

  /// Three habits, one done: 1 of 3 is 33%. A skip with a note takes one out of the count
  /// (1 of 2, 50%, the day counts); a skip without a note does not.
  @Test(arguments: [
    (["--note", "dentist said rest"], 1, 2, "counts", 1, 60),
    ([], 1, 3, "open", 0, 10),
  ])
  func aSkipWithANoteLeavesTheDaysCount(
    _ note: [String], _ complete: Int, _ countable: Int, _ status: String, _ streak: Int,
    _ xp: Int
  ) throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["floss daily", "read daily", "walk daily"], at: "2026-11-21T08:00")
    try session.run(["done", "read"], at: "2026-11-21T20:00")
    try session.run(["skip", "floss"] + note, at: "2026-11-21T20:00")
    let day = try session.object(["today"], at: "2026-11-21T20:00")
    #expect(day["complete"] as? Int == complete)
    #expect(day["countable"] as? Int == countable)
    #expect(day["status"] as? String == status)
    #expect(day["streak"] as? Int == streak)
    #expect(day["xp"] as? Int == xp)
    let floss = try #require(day.item("Floss"))
    #expect(floss["skipped"] as? Bool == true)
    #expect(floss["done"] as? Bool == false)
    #expect(floss["note"] as? String == note.last)
  }

  @Test func aDayOfSkipsWithNotesIsRestAndTheStreakPassesOverIt() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["floss daily", "read daily"], at: "2026-11-18T08:00")
    try session.run(["done", "floss"], at: "2026-11-18T20:00")
    try session.run(["skip", "floss", "--note", "travelling"], at: "2026-11-19T20:00")
    try session.run(["skip", "read", "--note", "travelling"], at: "2026-11-19T20:00")
    try session.run(["done", "read"], at: "2026-11-20T20:00")
    let thursday = try session.object(["today", "--date", "2026-11-19"], at: "2026-11-21T09:00")
    #expect(thursday["status"] as? String == "rest")
    #expect(thursday["countable"] as? Int == 0)
    #expect(thursday["xp"] as? Int == 0)
    let day = try session.object(["today"], at: "2026-11-21T09:00")
    #expect(
      (day["days"] as? [[String: Any]])?.suffix(4).map { $0["status"] as? String } == [
        "counts", "rest", "counts", "open",
      ])
    #expect(day["streak"] as? Int == 2)
  }

  /// Tasks earn XP but never weigh in the day's count.
  @Test func tasksNeverCount() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(
      [
        "floss daily", "read daily", "task: buy milk today", "task: call mum today",
        "task: pay rent today",
      ], at: "2026-11-21T08:00")
    for task in ["milk", "mum", "rent"] { try session.run(["done", task], at: "2026-11-21T12:00") }
    var day = try session.object(["today"], at: "2026-11-21T12:00")
    #expect(day["complete"] as? Int == 0)
    #expect(day["countable"] as? Int == 2)
    #expect(day["status"] as? String == "open")
    #expect(day["streak"] as? Int == 0)
    #expect(day["xp"] as? Int == 30)
    try session.run(["done", "floss"], at: "2026-11-21T12:00")
    day = try session.object(["today"], at: "2026-11-21T12:00")
    #expect(day["complete"] as? Int == 1)
    #expect(day["status"] as? String == "counts")
    #expect(day["streak"] as? Int == 1)
    #expect(day["xp"] as? Int == 90)
    // A day with only tasks is a rest day, however many are done.
    let tasks = try StoreSession()
    defer { tasks.remove() }
    try tasks.add(["task: buy milk today"], at: "2026-11-21T08:00")
    try tasks.run(["done", "milk"], at: "2026-11-21T08:00")
    let only = try tasks.object(["today"], at: "2026-11-21T08:00")
    #expect(only["status"] as? String == "rest")
    #expect(only["streak"] as? Int == 0)
    #expect(only["xp"] as? Int == 10)
  }

  // MARK: - The streak over weeks

  /// Floss every day from Mon 26 Oct, logged each evening, except Fri 30 Oct; seen on
  /// Fri 20 Nov. The history spans two month files.
  @Test func theStreakFollowsBackfillsAndUndoAcrossMonths() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["floss daily"], at: "2026-10-26T08:00")
    let october = (26...31).filter { $0 != 30 }.map { "2026-10-\($0)" }
    let november = (1...19).map { String(format: "2026-11-%02d", $0) }
    for day in october + november { try session.run(["done", "floss"], at: day + "T21:00") }
    let now = "2026-11-20T09:00"
    func streak(_ extra: [String] = []) throws -> Int? {
      try session.object(["today"] + extra, at: now)["streak"] as? Int
    }
    #expect(try streak() == 20)  // 31 Oct – 19 Nov; today is still open
    #expect(try streak() == 20)  // the same from the cache

    #expect(
      try session.run(["done", "floss", "--date", "2026-10-30"], at: now)
        == "Floss: done on Fri 30 Oct. 1 of 1 habit done on Fri 30 Oct.\n")
    #expect(try streak() == 25)
    #expect(try streak(["--date", "2026-11-01"]) == 7)
    #expect(try streak(["--date", "2026-10-29"]) == 4)

    try session.run(["undo"], at: now)
    #expect(try streak() == 20)
    #expect(try streak(["--date", "2026-11-01"]) == 2)

    try session.run(["done", "floss"], at: now)
    #expect(try streak() == 21)
    // The next morning before the boundary it is still Friday.
    #expect(try session.object(["today"], at: "2026-11-21T01:00")["streak"] as? Int == 21)
    #expect(try session.object(["today"], at: "2026-11-21T09:00")["streak"] as? Int == 21)
    #expect(try session.object(["today"], at: "2026-11-22T09:00")["streak"] as? Int == 0)
  }

  /// The streak cache keeps the streak at the end of last month, so a late log for a recent
  /// day is counted without reading older months, and a writer reads an older month again
  /// only when its stamp changed — shown by damaging September's file in place while keeping
  /// its length, inode and modification time: only a change to the far past (deleting Walk,
  /// done once in September) has to read it, and it finds the damage.
  @Test func aLateLogForARecentDayDoesNotRereadOldMonths() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["floss daily", "walk daily"], at: "2026-09-28T08:00")
    let days =
      (28...30).map { "2026-09-\($0)" } + (1...31).map { String(format: "2026-10-%02d", $0) }
      + (1...18).map { String(format: "2026-11-%02d", $0) }
    for day in days { try session.run(["done", "floss"], at: day + "T21:00") }
    try session.run(["done", "walk"], at: "2026-09-28T21:00")
    let now = "2026-11-20T09:00"
    // Thursday 19th is not logged yet.
    #expect(try session.object(["today"], at: now)["streak"] as? Int == 0)
    let september = session.sandbox.root.appendingPathComponent("store.history/2026-09.jsonl")
    // As if September's file had been written weeks ago (a stamp from the last two seconds
    // is never trusted alone).
    let stamp: [FileAttributeKey: Any] = [
      .modificationDate: Date(timeIntervalSince1970: 1_790_000_000)
    ]
    try FileManager.default.setAttributes(stamp, ofItemAtPath: september.path)

    // This writer reads September once, finds it sound and keeps its stamp.
    try session.run(["done", "floss", "--date", "yesterday"], at: now)
    #expect(try session.object(["today"], at: now)["streak"] as? Int == 53)
    let handle = try FileHandle(forWritingTo: september)
    try handle.write(contentsOf: Data("x".utf8))
    try handle.close()
    try FileManager.default.setAttributes(stamp, ofItemAtPath: september.path)
    try session.run(["add", "--yes", "read daily"], at: now)
    #expect(try session.object(["today"], at: now)["streak"] as? Int == 53)

    try session.run(["delete", "--yes", "walk"], at: now)
    let run = try session.attempt(["today"], at: now)
    #expect(run.status == 1)
    #expect(run.stderr.contains("2026-09.jsonl (line 1: "))
  }

  /// A month file damaged since a writer last read it stops the next writer with its line,
  /// as it stops the views that read it, whatever else the command would have said; the
  /// store is left as it was.
  @Test func aDamagedOlderMonthStopsWriters() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["floss daily"], at: "2026-09-28T08:00")
    try session.run(["done", "floss"], at: "2026-09-28T21:00")
    try session.run(["done", "floss"], at: "2026-10-01T21:00")
    let september = session.sandbox.root.appendingPathComponent("store.history/2026-09.jsonl")
    let good = try Data(contentsOf: september)
    try (good + Data("not an event\n".utf8)).write(to: september)
    let before = try session.sandbox.storeFiles()
    // A check-in that would fail on its own words is stopped by the damage first.
    for command in [["done", "floss"], ["add", "--yes", "read daily"], ["done", "xylophone"]] {
      let run = try session.attempt(command, at: "2026-10-02T09:00")
      #expect(run.status == 1)
      #expect(run.stderr.contains("2026-09.jsonl (line 3: "))
      #expect(run.stderr.split(separator: "\n").count == 1)
      #expect(try session.sandbox.storeFiles() == before)
    }
    try good.write(to: september)
    try session.run(["done", "floss"], at: "2026-10-02T09:00")
  }

  /// Floss done every day since Fri 30 Oct, Read and Walk never: one of three is 33%, so no
  /// day counted. Deleting Read judges the past without it (one of two, 50%); undo puts it
  /// back.
  @Test func deletingAHabitJudgesThePastWithoutIt() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["floss daily", "read daily", "walk daily"], at: "2026-10-30T08:00")
    let days = ["2026-10-30", "2026-10-31"] + (1...20).map { String(format: "2026-11-%02d", $0) }
    for day in days { try session.run(["done", "floss"], at: day + "T21:00") }
    let now = "2026-11-21T09:00"
    func streak() throws -> Int? { try session.object(["today"], at: now)["streak"] as? Int }
    #expect(try streak() == 0)
    try session.run(["delete", "--yes", "read"], at: now)
    #expect(try streak() == 22)
    try session.run(["archive", "walk"], at: now)
    #expect(try streak() == 22)  // archived from today: the past still holds it
    try session.run(["undo"], at: now)
    try session.run(["undo"], at: now)
    #expect(try streak() == 0)
  }

  // MARK: - Week targets

  /// Swim 3 times a week, weeks from Monday: due each day until the third, then gone until
  /// the next Monday.
  @Test func aWeekTargetStopsBeingDueOnceTheWeeksAreDone() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["swim 3 times a week", "floss daily"], at: "2026-11-16T08:00")
    try session.run(["done", "swim"], at: "2026-11-16T20:00")
    try session.run(["done", "swim"], at: "2026-11-18T20:00")
    func swim(_ now: String) throws -> [String: Any]? {
      try session.object(["today"], at: now).item("Swim")
    }
    #expect(try swim("2026-11-19T08:00")?["progress"] as? Double == 2)
    #expect(try swim("2026-11-19T08:00")?["done"] as? Bool == false)
    #expect(
      try session.run(["done", "swim"], at: "2026-11-19T20:00")
        == "Swim +1: 3 / 3 times this week, done.\n")
    // The day it is reached still shows it, done.
    let thursday = try #require(try swim("2026-11-19T20:00"))
    #expect(thursday["done"] as? Bool == true)
    #expect(thursday["progress"] as? Double == 3)
    for now in ["2026-11-20T08:00", "2026-11-21T08:00", "2026-11-22T08:00", "2026-11-23T01:59"] {
      let day = try session.object(["today"], at: now)
      #expect(day.item("Swim") == nil, "Swim is still due at \(now)")
      #expect(day.item("Floss") != nil)
    }
    let monday = try #require(try swim("2026-11-23T02:00"))
    #expect(monday["progress"] as? Double == 0)
    #expect(monday["done"] as? Bool == false)
    // Looking back, Thursday is as it was.
    let back = try session.object(["today", "--date", "2026-11-19"], at: "2026-11-23T09:00")
    #expect(back.item("Swim")?["done"] as? Bool == true)
    // A week target never weighs in the day's count.
    #expect(back["countable"] as? Int == 1)
  }

  @Test func aWeekThatStartsOnSundayBringsTheTargetBackOnSunday() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["swim 3 times a week"], at: "2026-11-16T08:00")
    try session.run(["config", "set", "weekStart", "sunday"], at: "2026-11-16T08:00")
    for day in 16...18 { try session.run(["done", "swim"], at: "2026-11-\(day)T20:00") }
    #expect(try session.object(["today"], at: "2026-11-21T09:00").item("Swim") == nil)
    #expect(
      try session.object(["today"], at: "2026-11-22T09:00").item("Swim")?["progress"] as? Double
        == 0)
  }

  // MARK: - At-most limits

  @Test func anAtMostLimitIsJudgedWhenItsDayEnds() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["no more than 2 coffees a day", "floss daily"], at: "2026-11-19T08:00")
    try session.run(["done", "coffees", "3"], at: "2026-11-19T12:00")
    try session.run(["done", "coffees"], at: "2026-11-20T12:00")
    let during = try session.object(["today"], at: "2026-11-20T12:00")
    let open = try #require(during.item("Coffees"))
    #expect(open["judged"] as? Bool == false)
    #expect(open["done"] as? Bool == false)
    #expect(during["countable"] as? Int == 1)  // Floss only, until the day ends

    let later = "2026-11-21T09:00"
    let over = try #require(
      try session.object(["today", "--date", "2026-11-19"], at: later).item("Coffees"))
    #expect(over["judged"] as? Bool == true)
    #expect(over["done"] as? Bool == false)
    #expect(over["progress"] as? Double == 3)
    let friday = try session.object(["today", "--date", "yesterday"], at: later)
    let under = try #require(friday.item("Coffees"))
    #expect(under["judged"] as? Bool == true)
    #expect(under["done"] as? Bool == true)
    #expect(friday["countable"] as? Int == 2)
    #expect(friday["complete"] as? Int == 1)
    #expect(friday["status"] as? String == "counts")
    #expect(friday["xp"] as? Int == 60)
  }
}
