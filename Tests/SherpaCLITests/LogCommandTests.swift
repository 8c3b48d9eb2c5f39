import Foundation
import Testing

/// `done` (and its alias `log`) and `skip`, end to end: amounts, units, days and notes.
struct LogCommandTests {
  static let today = StoreCommandTests.today  // a Saturday

  @Test(arguments: [
    ("run 5 km daily", ["3.2km"], "Run +3.2 km: 3.2 / 5 km today. 0 of 1 habit done today."),
    ("run 5 km daily", ["2mi"], "Run +3.22 km: 3.22 / 5 km today. 0 of 1 habit done today."),
    (
      "run 5 km daily", ["5000", "metres"],
      "Run +5 km: 5 / 5 km, done today. 1 of 1 habit done today."
    ),
    ("run 5 km daily", [], "Run: 5 / 5 km, done today. 1 of 1 habit done today."),
    (
      "water 2 l daily", ["+250ml"],
      "Water +250 ml: 250 / 2000 ml today. 0 of 1 habit done today."
    ),
    (
      "water 2 l daily", ["1.5l"],
      "Water +1500 ml: 1500 / 2000 ml today. 0 of 1 habit done today."
    ),
    (
      "brush teeth twice a day", [],
      "Brush teeth +1: 1 / 2 times today. 0 of 1 habit done today."
    ),
    ("floss daily", [], "Floss: done today. 1 of 1 habit done today."),
    (
      "read 10 pages every night", ["4", "pages"],
      "Read +4 pages: 4 / 10 pages today. 0 of 1 habit done today."
    ),
    (
      "meditate 20 min daily", ["1", "hour"],
      "Meditate +60 min: 60 / 20 min, done today. 1 of 1 habit done today."
    ),
    ("swim 3 times a week", ["2"], "Swim +2: 2 / 3 times this week."),
    ("no more than 2 coffees a day", [], "Coffees +1: 1 of at most 2 coffees today."),
    ("task: call mum on 21 Nov", [], "Call mum: done today."),
  ])
  func doneConvertsTheAmountAndSaysWhereTheDayStands(
    _ phrase: String, _ amount: [String], _ line: String
  ) throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add([phrase], at: Self.today)
    let name =
      try StoreSession.array(session.run(["list", "--json"], at: Self.today))
      .first?["name"] as? String ?? ""
    let out = try session.run(["done", name.lowercased()] + amount, at: Self.today)
    #expect(out == line + "\n")
  }

  @Test func aNegativeAmountCorrectsAndLogIsDone() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["water 2 l daily"], at: Self.today)
    try session.run(["log", "water", "+750ml"], at: Self.today)
    let out = try session.run(["done", "water", "-250ml"], at: Self.today)
    #expect(out == "Water -250 ml: 500 / 2000 ml today. 0 of 1 habit done today.\n")
    let json = try session.object(
      ["done", "water", "+1.5l", "--note", "hot day"], at: Self.today)
    #expect(json["date"] as? String == "2026-11-21")
    #expect(json["seq"] as? Int != nil)
    let item = try #require(json["item"] as? [String: Any])
    #expect(Set(item.keys) == StoreCommandTests.entryKeys)
    #expect(item["progress"] as? Double == 2000)
    #expect(item["done"] as? Bool == true)
    #expect(item["note"] as? String == "hot day")
  }

  @Test func twiceADayTakesTwoDones() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["brush teeth twice a day"], at: Self.today)
    try session.run(["done", "teeth"], at: "2026-11-21T07:00")
    #expect(
      try session.object(["today"], at: Self.today).item("Brush teeth")?["done"]
        as? Bool == false)
    let out = try session.run(["done", "brush", "teeth"], at: "2026-11-21T22:00")
    #expect(out == "Brush teeth +1: 2 / 2 times, done today. 1 of 1 habit done today.\n")
    #expect(
      try session.object(["today"], at: Self.today).item("Brush teeth")?["done"]
        as? Bool == true)
  }

  @Test func doneForAnEarlierDayLandsOnThatDay() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily"], at: "2026-11-16T08:00")
    #expect(
      try session.run(["done", "run", "6km", "--date", "yesterday"], at: Self.today)
        == "Run +6 km: 6 / 5 km, done yesterday. 1 of 1 habit done yesterday.\n")
    #expect(
      try session.run(["done", "run", "2km", "--date", "wed"], at: Self.today)
        == "Run +2 km: 2 / 5 km on Wed 18 Nov. 0 of 1 habit done on Wed 18 Nov.\n")
    #expect(
      try session.run(["done", "run", "1km", "--date", "2026-11-17"], at: Self.today)
        == "Run +1 km: 1 / 5 km on Tue 17 Nov. 0 of 1 habit done on Tue 17 Nov.\n")
    #expect(
      try session.run(["done", "run", "1km", "--date", "sat"], at: Self.today)
        == "Run +1 km: 1 / 5 km today. 0 of 1 habit done today.\n")
    let progress = try ["2026-11-17", "2026-11-18", "2026-11-20", "2026-11-21"].map { date in
      try session.object(["today", "--date", date], at: Self.today).item("Run")?[
        "progress"]
        as? Double
    }
    #expect(progress == [1, 2, 6, 1])
  }

  @Test func skipWithAndWithoutANote() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily", "floss daily"], at: Self.today)
    #expect(
      try session.run(["skip", "run"], at: Self.today)
        == "Skipped Run today. Add --note \"why\" to keep it out of the day's count.\n")
    #expect(
      try session.run(
        ["skip", "floss", "--note", "dentist said rest"], at: Self.today)
        == "Skipped Floss today (dentist said rest); it is out of the day's count.\n")
    let json = try session.object(
      ["skip", "run", "--note", "sore knee"], at: Self.today)
    let item = try #require(json["item"] as? [String: Any])
    #expect(item["skipped"] as? Bool == true)
    #expect(item["note"] as? String == "sore knee")
    let day = try session.object(["today"], at: Self.today)
    #expect(day["countable"] as? Int == 0)
    #expect(day["status"] as? String == "rest")
    #expect(
      try session.run(["today"], at: Self.today).contains(
        "  [-] Run   [..........]  0 / 5 km  skipped: sore knee\n"))
  }

  @Test func aLogAfterASkipTakesTheSkipAway() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily"], at: Self.today)
    try session.run(["skip", "run", "--note", "rain"], at: Self.today)
    try session.run(["done", "run", "2km"], at: Self.today)
    let run = try #require(try session.object(["today"], at: Self.today).item("Run"))
    #expect(run["skipped"] as? Bool == false)
    #expect(run["progress"] as? Double == 2)
  }

  @Test func anItemIsFoundByNameInAnyCaseByItsStartByAWordOrByItsNumber() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily", "brush teeth twice a day"], at: Self.today)
    #expect(
      try session.run(["done", "RUN", "1km"], at: Self.today).hasPrefix("Run +1 km"))
    #expect(
      try session.run(["done", "ru", "1km"], at: Self.today).hasPrefix("Run +1 km"))
    #expect(
      try session.run(["done", "#1", "1km"], at: Self.today).hasPrefix("Run +1 km"))
    #expect(
      try session.run(["done", "teeth"], at: Self.today).hasPrefix("Brush teeth +1"))
    #expect(
      try session.run(["done", "Brush", "Teeth"], at: Self.today).hasPrefix(
        "Brush teeth +1"))
    #expect(
      try session.run(["skip", "1"], at: Self.today).hasPrefix("Skipped Run today."))
    #expect(
      try session.run(["show", "2"], at: Self.today).hasPrefix(
        "Brush teeth (#2, habit)"))
    #expect(
      try session.run(["show", "#2"], at: Self.today).hasPrefix(
        "Brush teeth (#2, habit)"))
  }
}
