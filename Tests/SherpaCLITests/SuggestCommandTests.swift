import Foundation
import Testing

/// `sherpa suggest` and `sherpa add --suggestion/--routine`, through the binary.
struct SuggestCommandTests {
  static let now = "2026-11-21T09:00"

  // MARK: - Listing

  @Test(arguments: [
    (
      ["suggest", "sleep"],
      [
        "Sleep",
        "  Go to bed                          effort 3  night      lighter: Lights out by 11:30pm",
        "  Set a bedtime alarm                effort 1  evening",
        "Routines",
        "  Evening wind-down (sleep, 6 items)",
        "    Ease out of the day so sleep comes more easily.",
        "    Tidy up, Limit screen time, Skincare routine, Floss, Read a paper book, Go to bed",
        "    sherpa add --routine \"Evening wind-down\"",
        "To add one: sherpa add --suggestion \"Go to bed\"",
      ]
    ),
    (
      ["suggest", "FITNESS"],
      [
        "Fitness",
        "  Run                     effort 4  morning    lighter: Walk 20 min",
        "  Beginner fitness (fitness, 5 items)",
      ]
    ),
    (
      ["suggest", "routines"],
      [
        "Routines",
        "  Morning routine (wellness, 5 items)",
        "    Drink a glass of water, Make the bed, Get sunlight, Meditate, Eat breakfast",
        "    sherpa add --routine \"Morning routine\"",
        "  Digital balance (wellness, 5 items)",
      ]
    ),
    (
      ["suggest"],
      [
        "Sleep", "Fitness", "Study", "Wellness", "Nutrition", "Mindfulness", "Home", "Work",
        "Routines",
        "  Morning routine      Drink a glass of water, Make the bed, Get sunlight, Meditate, Eat breakfast",
        "To add one: sherpa add --suggestion \"Go to bed\"",
        "To add a routine: sherpa add --routine \"Morning routine\"",
      ]
    ),
  ])
  func listsPinnedLines(_ args: [String], _ lines: [String]) throws {
    let run = try Sherpa.run(args, now: Self.now)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let shown = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    for line in lines { #expect(shown.contains(line), "\(line)\n---\n\(run.stdout)") }
    #expect(shown.allSatisfy { $0.count <= 100 }, "\(run.stdout)")
  }

  @Test func everythingListsEveryTemplateAndRoutineOnce() throws {
    let run = try Sherpa.run(["suggest"], now: Self.now)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.contains(" effort ") }.count == 145)
    let headings = lines.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("To add") }
    #expect(
      headings == [
        "Sleep", "Fitness", "Study", "Wellness", "Nutrition", "Mindfulness", "Home", "Work",
        "Routines",
      ])
    let routineLines = lines.drop { $0 != "Routines" }.dropFirst().filter {
      $0.hasPrefix("  ") && !$0.hasPrefix("   ")
    }
    #expect(routineLines.count == 12)
  }

  @Test func aQueryFindsTemplatesWithAWordStartingWithEachWord() throws {
    let run = try Sherpa.run(["suggest", "read", "BOOK"], now: Self.now)
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        Sleep
          Read a paper book  effort 2  night      lighter: Read poetry

        Study
          Read books         effort 3  anytime    lighter: Read 1 book a month

        To add one: sherpa add --suggestion "Read a paper book"

        """)
  }

  @Test func noMatchIsOneLineNamingTheCategories() throws {
    let run = try Sherpa.run(["suggest", "xyz"], now: Self.now)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "Error: No suggestion matches 'xyz'. Try a category: sleep, fitness, study, wellness, nutrition, mindfulness, home, work, or routines.\n"
    )
  }

  @Test func jsonHoldsEveryFieldOfTheMatches() throws {
    let run = try Sherpa.run(["suggest", "sleep", "--json"], now: Self.now)
    #expect(run.status == 0)
    let object = try StoreSession.object(run.stdout)
    #expect(Set(object.keys) == ["query", "suggestions", "routines"])
    #expect(object["query"] as? String == "sleep")
    let suggestions = try #require(object["suggestions"] as? [[String: Any]])
    #expect(suggestions.count == 17)
    let first = suggestions[0]
    #expect(
      Set(first.keys) == [
        "name", "kind", "phrase", "category", "effort", "phase", "lighter", "added", "command",
      ])
    #expect(first["name"] as? String == "Go to bed")
    #expect(first["phrase"] as? String == "go to bed by 10:30pm")
    #expect(first["effort"] as? Int == 3)
    #expect(first["added"] as? Bool == false)
    #expect(first["command"] as? String == "sherpa add --suggestion \"Go to bed\"")
    let lighter = try #require(first["lighter"] as? [String: Any])
    #expect(lighter["name"] as? String == "Lights out by 11:30pm")
    #expect(suggestions.last?["lighter"] is NSNull)
    let routines = try #require(object["routines"] as? [[String: Any]])
    #expect(routines.map { $0["name"] as? String } == ["Evening wind-down", "Sleep reset"])
    #expect(
      Set(routines[0].keys) == ["name", "category", "summary", "items", "addedItems", "command"])
    #expect((routines[1]["items"] as? [String])?.first == "Wake up")
  }

  @Test func itemsThePersonHasAreMarked() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["meditate 10 minutes every morning"], at: Self.now)
    let text = try session.run(["suggest", "mindfulness"], at: Self.now)
    #expect(
      text.contains(
        "\n  Meditate (added)             effort 2  morning    lighter: Meditate 3 min\n"))
    #expect(
      text.contains(
        "    Sit in silence, Breathing exercises, Meditate (added), Journal, Gratitude list"))
    let object = try session.object(["suggest", "calm"], at: Self.now)
    let routine = try #require((object["routines"] as? [[String: Any]])?.first)
    #expect(routine["addedItems"] as? [String] == ["Meditate"])
  }

  // MARK: - Adding one

  @Test(arguments: [
    ("go to bed", "Go to bed", "go to bed by 10:30pm"),
    ("MEDIT", "Meditate", "meditate 10 min every morning"),
    ("squats", "Do squats", "do 30 squats a day"),
  ])
  func addsATemplateByNameStartOrWord(_ typed: String, _ name: String, _ phrase: String)
    throws
  {
    let session = try StoreSession()
    defer { session.remove() }
    let text = try session.run(["add", "--suggestion", typed, "--yes"], at: Self.now)
    #expect(text.hasPrefix(name + " (habit)\n"))
    #expect(text.hasSuffix("Added \(name) as #1.\n"))
    let items = try StoreSession.array(session.run(["list", "--json"], at: Self.now))
    #expect(items.count == 1)
    #expect(items.first?["name"] as? String == name)
    #expect(items.first?["input"] as? String == phrase)
    let parsed = try StoreSession.object(session.run(["parse", "--json", phrase], at: Self.now))
    #expect(items.first?["rrule"] as? String == parsed["rrule"] as? String)
    #expect(
      (items.first?["target"] as? [String: Any])?["amount"] as? Double
        == (parsed["target"] as? [String: Any])?["amount"] as? Double)
  }

  @Test func addJSONIsTheItemAsAddGivesIt() throws {
    let session = try StoreSession()
    defer { session.remove() }
    let object = try session.object(["add", "--suggestion", "go to bed"], at: Self.now)
    #expect(object["name"] as? String == "Go to bed")
    #expect(object["id"] as? Int == 1)
    #expect(object["time"] as? String == "22:30")
  }

  @Test func dryRunShowsTheTemplateAndWritesNothing() throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    let run = try Sherpa.run(
      ["add", "--suggestion", "Go to bed", "--dry-run"], now: Self.now, in: sandbox)
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        Go to bed (habit)
          Schedule  Every day
          Starts    Sat 21 Nov 2026
          When      22:30
          Next      Sat 21 Nov, Sun 22 Nov, Mon 23 Nov, Tue 24 Nov, Wed 25 Nov, …

        """)
    #expect(!sandbox.storeExists)
    let routine = try Sherpa.run(
      ["add", "--routine", "calm mind", "--dry-run"], now: Self.now, in: sandbox)
    #expect(routine.status == 0)
    #expect(routine.stdout.hasPrefix("Calm mind (routine, 5 items to add)\n"))
    #expect(try sandbox.storeFiles().isEmpty)
  }

  @Test(arguments: [
    (
      ["add", "--suggestion", "medtate"],
      "There is no suggestion 'medtate'. Did you mean 'Meditate'?"
    ),
    (
      ["add", "--suggestion", "xyzzy"],
      "There is no suggestion 'xyzzy'. 'sherpa suggest' lists them."
    ),
    (
      ["add", "--suggestion", "limit"],
      "'limit' could be 'Limit screen time', 'Limit naps', 'Limit social media', 'Limit TV', 'Limit coffee' and 6 more. Say more of the name, like --suggestion \"Limit screen time\"."
    ),
    (
      ["add", "--routine", "mornng routin"],
      "There is no routine 'mornng routin'. Did you mean 'Morning routine'?"
    ),
    (
      ["add", "--routine", "re"],
      "'re' could be 'Sleep reset', 'Home reset' or 'Weekend reset'. Say more of the name, like --routine \"Sleep reset\"."
    ),
    (
      ["add", "run", "daily", "--suggestion", "Run"],
      "'run daily' and --suggestion 'Run' are two things to add. Add one at a time, like: sherpa add --suggestion \"Run\""
    ),
    (
      ["add", "--suggestion", "Run", "--routine", "Calm mind", "--yes"],
      "--suggestion 'Run' and --routine 'Calm mind' are two things to add. Add one at a time, like: sherpa add --routine \"Calm mind\""
    ),
  ])
  func aNameThatIsNotOneTemplateIsOneLine(_ args: [String], _ message: String) throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    let run = try Sherpa.run(args + ["--yes"], now: Self.now, in: sandbox)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "Error: " + message + "\n")
    #expect(!sandbox.storeExists)
  }

  @Test func aTemplateWhoseNameIsTakenIsRefusedUnlessForced() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["meditate 5 minutes daily"], at: Self.now)
    let run = try session.attempt(["add", "--suggestion", "meditate", "--yes"], at: Self.now)
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "Error: You already have 'Meditate' (#1). Use another name, or add --force to keep both.\n"
    )
    try session.run(["add", "--suggestion", "meditate", "--yes", "--force"], at: Self.now)
  }

  // MARK: - Routines

  @Test func aRoutineAddsItsItemsInOneTransaction() throws {
    let session = try StoreSession()
    defer { session.remove() }
    let text = try session.run(["add", "--routine", "beginner", "--yes"], at: Self.now)
    #expect(
      text == """
        Beginner fitness (routine, 5 items to add)
          Walk         habit  10,000 steps a day  Every day
          Stretch      habit  10 min a day        Every day  evening
          Do squats    habit  30 squats a day     Every day
          Do push-ups  habit  20 push-ups a day   Every day  morning
          Plank        habit  60 s a day          Every day
        Added Walk as #1.
        Added Stretch as #2.
        Added Do squats as #3.
        Added Do push-ups as #4.
        Added Plank as #5.

        """)
    let items = try StoreSession.array(session.run(["list", "--json"], at: Self.now))
    #expect(
      items.map { $0["name"] as? String } == [
        "Walk", "Stretch", "Do squats", "Do push-ups", "Plank",
      ])
    // Five add events, one per item, all with the stamp of the one run.
    let history = try session.sandbox.storeFiles().filter { $0.key.hasSuffix(".jsonl") }
    let events = history.values.flatMap {
      String(decoding: $0, as: UTF8.self).split(separator: "\n")
    }.map { try? StoreSession.object(String($0)) }
    #expect(events.count == 5)
    #expect(events.allSatisfy { $0?["event"] as? String == "add" })
    #expect(Set(events.map { $0?["at"] as? String }) == ["2026-11-21T09:00:00"])
  }

  @Test func aRoutineLeavesOutItemsThePersonHas() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["meditate 5 minutes daily", "journal every evening"], at: Self.now)
    let text = try session.run(["add", "--routine", "Calm mind", "--yes"], at: Self.now)
    #expect(text.hasPrefix("Calm mind (routine, 3 items to add)\n"))
    #expect(
      text.contains("Left out, as you have them already: Meditate (#1), Journal (#2).\n"))
    #expect(
      text.hasSuffix(
        "Added Sit in silence as #3.\nAdded Breathing exercises as #4.\nAdded Gratitude list as #5.\n"
      ))
    let again = try session.run(["add", "--routine", "Calm mind", "--yes"], at: Self.now)
    #expect(
      again
        == "You already have every item of Calm mind: Sit in silence (#3), Breathing exercises (#4), Meditate (#1), Journal (#2), Gratitude list (#5). Nothing was added.\n"
    )
    let items = try StoreSession.array(session.run(["list", "--json"], at: Self.now))
    #expect(items.count == 5)
  }

  @Test func aRoutineInJSONIsAnArrayOfItems() throws {
    let session = try StoreSession()
    defer { session.remove() }
    let text = try session.run(["add", "--routine", "Sleep reset", "--json"], at: Self.now)
    let items = try StoreSession.array(text)
    #expect(items.map { $0["id"] as? Int } == [1, 2, 3, 4, 5, 6])
    #expect(items.first?["name"] as? String == "Wake up")
  }

  // MARK: - The person's file

  static let userFile = """
    {"format": "sherpa-suggestions", "version": 1,
     "suggestions": [
       {"name": "Swim laps", "kind": "habit", "phrase": "swim 20 laps every Tuesday",
        "category": "fitness", "effort": 3, "phase": "morning",
        "lighter": {"name": "Swim 10 laps", "phrase": "swim 10 laps every Tuesday"}},
       {"name": "go to bed", "kind": "habit", "phrase": "go to bed by 11pm", "category": "sleep",
        "effort": 2, "phase": "night"}
     ],
     "routines": [
       {"name": "Pool days", "category": "fitness", "summary": "Water once a week.",
        "items": ["Swim laps", "Stretch"]}
     ]}
    """

  @Test func aUserFileAddsAndReplacesTemplates() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.sandbox.writeSuggestions(Self.userFile)
    let sleep = try session.run(["suggest", "sleep"], at: Self.now)
    #expect(sleep.contains("\n  go to bed                          effort 2  night\n"))
    #expect(!sleep.contains("Lights out"))
    let swim = try session.run(["suggest", "swim"], at: Self.now)
    #expect(swim.contains("\n  Swim laps  effort 3  morning    lighter: Swim 10 laps\n"))
    let pool = try session.run(["suggest", "routines"], at: Self.now)
    #expect(pool.contains("\n  Pool days (fitness, 2 items)\n"))

    let added = try session.object(["add", "--suggestion", "go to bed", "--yes"], at: Self.now)
    #expect(added["input"] as? String == "go to bed by 11pm")
    #expect(added["time"] as? String == "23:00")
    let text = try session.run(["add", "--routine", "pool", "--yes"], at: Self.now)
    #expect(text.hasSuffix("Added Swim laps as #2.\nAdded Stretch as #3.\n"))
  }

  @Test(arguments: [
    ("{\"suggestions\": [", "line 1, column 18: the document ends too early"),
    ("[1, 2]", "the file must hold one JSON object"),
    (
      #"{"suggestions": [{"name": "Nap", "kind": "habit", "phrase": "nap 20 minutes daily", "category": "sleep", "phase": "afternoon"}]}"#,
      "the suggestion 'Nap' has no effort"
    ),
    (
      #"{"suggestions": [{"kind": "habit", "phrase": "nap daily", "category": "sleep", "effort": 1, "phase": "night"}]}"#,
      "suggestion 1 has no name"
    ),
    (
      #"{"suggestions": [{"name": "Nap", "kind": "hobby", "phrase": "nap daily", "category": "sleep", "effort": 1, "phase": "night"}]}"#,
      "the suggestion 'Nap' has kind 'hobby'; use habit or task"
    ),
    (
      #"{"suggestions": [{"name": "Nap", "kind": "habit", "phrase": "nap daily", "category": "sleep", "effort": 9, "phase": "night"}]}"#,
      "the suggestion 'Nap' needs an effort from 1 to 5"
    ),
    (
      #"{"routines": [{"name": "Lazy", "category": "home", "summary": "Rest.", "items": ["Nap"]}]}"#,
      "the routine 'Lazy' names 'Nap', which is not a suggestion"
    ),
  ])
  func aDamagedUserFileIsOneLineAndNothingIsWritten(_ file: String, _ problem: String) throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    try sandbox.writeSuggestions(file)
    let line =
      "Error: Can't read the suggestions file ~/config/sherpa/suggestions.json (\(problem)). Fix it or move it aside.\n"
    for args in [["suggest"], ["add", "--suggestion", "run", "--yes"]] {
      let run = try Sherpa.run(args, now: Self.now, in: sandbox)
      #expect(run.status == 1)
      #expect(run.stdout.isEmpty)
      #expect(run.stderr == line)
    }
    #expect(try sandbox.storeFiles().isEmpty)
  }

  @Test func aRoutineWhoseTemplateDoesNotParseAddsNoneOfIt() throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    try sandbox.writeSuggestions(
      #"""
      {"suggestions": [{"name": "Odd", "kind": "habit", "phrase": "odd every blursday",
        "category": "home", "effort": 1, "phase": "night"}],
       "routines": [{"name": "Odd days", "category": "home", "summary": "Odd.",
        "items": ["Make the bed", "Odd"]}]}
      """#)
    let run = try Sherpa.run(["add", "--routine", "odd days", "--yes"], now: Self.now, in: sandbox)
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "Error: Didn't understand 'blursday'. Did you mean 'Thursday'? (in the suggestion 'Odd')\n"
    )
    #expect(try sandbox.storeFiles().isEmpty)
  }

  // MARK: - Completion

  @Test(arguments: [
    (["sherpa", "suggest", "sl"], ["sleep"]),
    (["sherpa", "suggest", "rou"], ["routines"]),
    (["sherpa", "add", "--suggestion", "Medi"], ["Meditate"]),
    (["sherpa", "add", "--routine", "Mor"], ["Morning routine"]),
  ])
  func shellCompletesCategoriesAndNames(_ words: [String], _ expected: [String]) throws {
    let session = try StoreSession()
    defer { session.remove() }
    #expect(try ShellCompletionTests.complete(words, in: session) == expected)
  }
}

extension Sherpa.Sandbox {
  /// Writes `text` as the person's suggestions file.
  fileprivate func writeSuggestions(_ text: String) throws {
    let file = config.appendingPathComponent("sherpa/suggestions.json")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }
}
