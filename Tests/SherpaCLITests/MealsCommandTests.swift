import Foundation
import Testing

/// The Habitat week through the binary: the routine, targets, a week of meals and workouts,
/// `meals`, `today`, the kitchen's limit, undo and edit of a meal, export and import.
struct MealsCommandTests {
  /// Mon 16 Nov to Sun 22 Nov 2026; workouts Mon, Wed and Fri.
  static let template = StoreTemplate { try build() }

  static func day(_ d: Int, _ time: String) -> String { "2026-11-\(d)T\(time)" }

  static func build() throws -> StoreSession {
    let session = try StoreSession()
    let start = day(16, "07:00")
    try session.run(["add", "--routine", "habitat", "--yes"], at: start)
    try session.run(["config", "set", "nutrition.kcal", "1600-1800", "--training"], at: start)
    try session.run(["config", "set", "nutrition.kcal", "1400-1600", "--rest"], at: start)
    try session.run(["config", "set", "nutrition.protein", "140"], at: start)
    try session.run(["config", "set", "nutrition.protein.ideal", "150-160"], at: start)
    for d in 16...22 {
      try session.run(
        ["eat", "breakfast: oats with whey, 450 kcal, 35g protein"], at: day(d, "08:00"))
      try session.run(["eat", "lunch: chicken salad, 35g protein, 520 kcal"], at: day(d, "12:30"))
      if [16, 18, 20].contains(d) {
        try session.run(["eat", "pre-workout: banana 100 kcal 25g carbs"], at: day(d, "17:00"))
        try session.run(["done", "workout"], at: day(d, "18:30"))
      }
      try session.run(
        ["eat", "dinner: salmon and rice, 650 kcal, 45g protein"], at: day(d, "19:15"))
      if d == 19 { try session.run(["eat", "toast 200 kcal"], at: day(d, "22:30")) }
    }
    return session
  }

  @Test func mealsJSONTotalsTheDayAgainstItsTargets() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let wednesday = try session.object(
      ["meals", "--date", "2026-11-18"], at: Self.day(22, "21:00"))
    #expect(wednesday["training"] as? Bool == true)
    #expect((wednesday["meals"] as? [Any])?.count == 4)
    let total = try #require(wednesday["total"] as? [String: Double])
    #expect(total == ["kcal": 1720, "protein": 115, "carbs": 25])
    let targets = try #require(wednesday["targets"] as? [String: [String: Double]])
    #expect(targets["kcal"] == ["low": 1600, "high": 1800])
    #expect(targets["protein"] == ["low": 140])
    let tuesday = try session.object(["meals", "--date", "2026-11-17"], at: Self.day(22, "21:00"))
    #expect(tuesday["training"] as? Bool == false)
    #expect(
      (tuesday["targets"] as? [String: [String: Double]])?["kcal"] == ["low": 1400, "high": 1600])
    #expect(tuesday["total"] as? [String: Double] == ["kcal": 1620, "protein": 115])
  }

  @Test func thePreWorkoutMealIsThereOnlyOnWorkoutDays() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    for d in 16...22 {
      let today = try session.object(
        ["today", "--date", "2026-11-\(d)"], at: Self.day(22, "21:00"))
      let preWorkout = today.item("Pre-workout meal")
      let workout = today.item("Completed workout")
      if [16, 18, 20].contains(d) {
        #expect(preWorkout?["done"] as? Bool == true, "\(d)")
        #expect(preWorkout?["note"] as? String == "ate at 17:00")
        #expect(workout?["done"] as? Bool == true)
      } else {
        #expect(preWorkout == nil, "\(d)")
        #expect(workout == nil, "\(d)")
      }
      for meal in ["Breakfast", "Lunch", "Dinner"] {
        #expect(today.item(meal)?["done"] as? Bool == true, "\(meal) on \(d)")
      }
    }
  }

  @Test func theKitchenIsJudgedWhenTheDayEnds() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    // Thursday night after the late toast: not judged yet, one late meal on it.
    let thursday = try session.object(["today"], at: Self.day(19, "23:00"))
    let late = try #require(thursday.item("Kitchen closed"))
    #expect(late["judged"] as? Bool == false)
    #expect(late["done"] as? Bool == false)
    #expect(late["progress"] as? Double == 1)
    // Once the days are over: Wednesday kept it, Thursday did not.
    let now = Self.day(22, "21:00")
    let kept = try session.object(["today", "--date", "2026-11-18"], at: now)
    #expect(kept.item("Kitchen closed")?["judged"] as? Bool == true)
    #expect(kept.item("Kitchen closed")?["done"] as? Bool == true)
    let broken = try session.object(["today", "--date", "2026-11-19"], at: now)
    #expect(broken.item("Kitchen closed")?["done"] as? Bool == false)
    // Today, before bed: not judged yet, nothing against it.
    let sunday = try session.object(["today"], at: now)
    #expect(sunday.item("Kitchen closed")?["judged"] as? Bool == false)
    #expect(sunday.item("Kitchen closed")?["progress"] as? Double == 0)
  }

  @Test func statsCountTheWeeksMeals() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let stats = try session.object(["stats"], at: Self.day(22, "21:00"))
    let meals = try #require(stats["meals"] as? [String: Any])
    #expect(meals["days"] as? Int == 7)
    #expect(meals["meals"] as? Int == 7 * 3 + 3 + 1)
    #expect(meals["averageKcal"] as? Double == 1691)
    #expect(meals["averageProtein"] as? Double == 115)
    // Only the three training days kept their range; no day reached 140 g of protein.
    #expect(meals["kcalKept"] as? Int == 3 && meals["kcalDays"] as? Int == 7)
    #expect(meals["proteinKept"] as? Int == 0 && meals["proteinDays"] as? Int == 7)
    let text = try session.run(["stats"], at: Self.day(22, "21:00"))
    #expect(
      text.hasSuffix(
        """
        Meals            25 on 7 days of the last 30
        Average day      1691 kcal, 115 g protein
        Calories kept    3 of 7 days in range
        Protein kept     0 of 7 days at the floor

        """))
  }

  @Test func undoTakesBackTheMealAndTheHabitItCompleted() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let now = Self.day(23, "08:10")
    #expect(
      try session.run(["eat", "breakfast: eggs, 18g protein, 220 kcal"], at: now)
        == """
        Breakfast at 08:10 today: eggs (220 kcal, 18 g protein).
        Breakfast is done today.
        So far today: 220 kcal of 1600-1800, 18 g protein of 140+ (training day).

        """)
    #expect(try session.object(["today"], at: now).item("Breakfast")?["done"] as? Bool == true)
    #expect(
      try session.run(["undo"], at: now)
        == "Undid breakfast at 08:10 on Mon 23 Nov (eggs).\n")
    #expect(try session.object(["today"], at: now).item("Breakfast")?["done"] as? Bool == false)
    #expect((try session.object(["meals"], at: now)["meals"] as? [Any])?.isEmpty == true)
  }

  @Test func editSaysAMealAgainAndUndoBringsTheOldOneBack() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let now = Self.day(22, "21:00")
    #expect(
      try session.run(
        ["edit", "--meal", "2", "lunch: chicken wrap, 40g protein, 560 kcal"], at: now)
          == """
          Changed lunch at 12:30 today to lunch at 12:30: chicken wrap (560 kcal, 40 g protein).
          So far today: 1660 kcal of 1400-1600, 120 g protein of 140+ (rest day).

          """)
    let meals = try #require(try session.object(["meals"], at: now)["meals"] as? [[String: Any]])
    #expect(
      meals.map { $0["text"] as? String } == ["oats with whey", "chicken wrap", "salmon and rice"])
    try session.run(["undo"], at: now)
    let back = try #require(try session.object(["meals"], at: now)["meals"] as? [[String: Any]])
    #expect(
      back.map { $0["text"] as? String } == ["oats with whey", "chicken salad", "salmon and rice"])
  }

  @Test func mealsAndTodayMatchSnapshot() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let text = try Scenario.transcript(
      session,
      [["meals", "--date", "2026-11-18"], ["meals", "--date", "2026-11-19"], ["today"]],
      at: Self.day(20, "20:00"))
    #expect(Scenario.nonASCII(text).isEmpty, "plain output is not ASCII")
    #expect(text == (try Snapshot.expected(named: "mealsAndTodayMatchSnapshot", actual: text)))
  }

  @Test func exportCarriesMealsAsCSVAndJSONAndImportKeepsThem() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let now = Self.day(22, "21:00")
    try session.run(
      ["goal", "add", "run a 10k by March", "--habits", "completed workout"], at: now)
    let folder = session.sandbox.root.appendingPathComponent("csv").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try session.run(["export", "csv", "--out", folder], at: now)
    let csv = try String(contentsOfFile: folder + "/meals.csv", encoding: .utf8)
    let lines = csv.split(separator: "\r\n").map(String.init)
    #expect(lines.first == "seq,day,time,meal,text,kcal,protein,carbs,fat,fibre")
    #expect(lines.count == 1 + 7 * 3 + 3 + 1)
    #expect(lines.contains { $0.hasSuffix(",2026-11-19,22:30,snack,toast,200,,,,") })
    let export = try session.run(["export", "json"], at: now)
    let fresh = try StoreSession()
    defer { fresh.remove() }
    let file = fresh.sandbox.root.appendingPathComponent("export.json")
    try Data(export.utf8).write(to: file)
    try fresh.run(["import", "json", file.path], at: now)
    #expect(try fresh.run(["export", "json"], at: now) == export)
    #expect(
      try fresh.run(["meals", "--date", "2026-11-19", "--json"], at: now)
        == (try session.run(["meals", "--date", "2026-11-19", "--json"], at: now)))
    #expect(try fresh.run(["goal"], at: now) == (try session.run(["goal"], at: now)))
  }

  @Test func theCoachAnswersFromTheDay() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    // Sunday 21:30, a rest day: 1,620 kcal and 115 g protein eaten, the kitchen closing at 22:00.
    #expect(
      try session.run(["coach", "I'm hungry"], at: Self.day(22, "21:30"))
        == """
        You're at the top of today's range (1400-1600 kcal), with 25 g protein to go. If you eat, keep it lean:
          1. Tuna, one can, on salad (190 kcal, 40 g protein)
        Why: Protein comes before calories, but keep it small.

        """)
    #expect(
      try session.run(["coach", "I'm hungry"], at: Self.day(22, "22:15"))
        == """
        The kitchen closed at 22:00. Water or herbal tea, and bed. The 25 g of protein can wait for breakfast.
        Why: Keeping the kitchen closed comes before protein and calories.

        """)
    let recap = try session.object(["coach", "workout recap"], at: Self.day(20, "19:00"))
    #expect(recap["training"] as? Bool == true)
    #expect(
      (recap["lines"] as? [String])?.first
        == "Completed workout is done. Recovery first: protein within the next couple of hours.")
  }

  @Test func lastNightsSleepComesFromTheMorningReflection() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let now = Self.day(23, "09:00")
    try session.run(["reflect", "morning", "--sleep", "2"], at: Self.day(23, "07:00"))
    let check = try session.object(["coach", "quick sanity check"], at: now)
    #expect(
      (check["lines"] as? [String])?.first
        == "Sleep: a rough night. Keep today simple and get to bed by 23:00.")
  }

  @Test func badMealsAndGoalsChangeNothing() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let cases: [([String], String)] = [
      (
        ["eat", "salad -20g protein"],
        "'-20g protein' is less than nothing. Say what the meal held, like '20g protein'."
      ),
      (
        ["eat", "cake", "50000", "kcal"],
        "'50000 kcal' is more than one meal holds (at most 10,000 kcal). Check the number, like '520 kcal'."
      ),
      (
        ["eat", "brunchy: eggs"],
        "Didn't understand 'brunchy' as a meal. Start with breakfast, lunch, dinner, snack or pre-workout, like 'lunch: chicken salad'."
      ),
      (["eat", "lunh: eggs"], "Didn't understand 'lunh' as a meal. Did you mean 'lunch'?"),
      (
        ["eat"],
        "Say what you ate, like 'sherpa eat \"lunch: chicken salad, 35g protein, 520 kcal\"'."
      ),
      (
        ["eat", "eggs", "--at", "25:99"],
        "Didn't understand '25:99' as a time. Say it like '--at 12:30' or '--at 7pm'."
      ),
      (
        ["edit", "--meal", "9", "eggs"],
        "There is no meal 9 today; 'sherpa meals' numbers them 1 to 3."
      ),
      (
        ["goal", "add", "read more by March 2025"],
        "'by March 2025' is 31 Mar 2025, which has passed. Give the goal a day to come, like 'by June'."
      ),
      (
        ["goal", "add", "run a marathon"],
        "'run a marathon' says what, but not by when. Add a date, like 'run a marathon by March'."
      ),
      (
        ["config", "set", "nutrition.kcal", "lots"],
        "'lots' is not a value for nutrition.kcal. Try '1600-1800', '140' or 'training 1600-1800, rest 1400-1600'."
      ),
      (
        ["profile", "set", "wake", "25:00"],
        "'25:00' is not a value for profile wake. Try '06:30' or '6:30am'."
      ),
    ]
    for (args, message) in cases {
      // One line, exit 1, nothing on stdout, the store's files byte for byte as they were.
      #expect(try BadInputTests.failure(args, in: session) == message, "\(args)")
    }
  }

  @Test func goalsAndTheProfileAreOneUndoEach() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let now = Self.day(22, "21:00")
    #expect(
      try session.run(
        ["goal", "add", "run a 10k by March", "--habits", "completed workout"], at: now)
        == "Goal #1: Run a 10k by 31 Mar 2027 (18 weeks left). Fed by Completed workout.\n")
    #expect(
      try session.run(["goal"], at: now)
        == "#1  Run a 10k by 31 Mar 2027 (18 weeks left)\n    Completed workout\n")
    #expect(try session.run(["undo"], at: now) == "Undid the goal 'Run a 10k'.\n")
    #expect(try session.run(["goal"], at: now).hasPrefix("No goals yet."))
    try session.run(
      [
        "profile", "set", "wake", "06:30", "bed", "22:30", "workout", "mon,wed,fri", "focus",
        "fitness",
      ],
      at: now)
    #expect(try session.run(["config", "get", "bedtime"], at: now) == "22:30\n")
    #expect(try session.run(["undo"], at: now) == "Undid the change to your profile.\n")
    #expect(try session.run(["config", "get", "bedtime"], at: now) == "23:00\n")
  }
}
