import Foundation
import Testing

/// `sherpa coach` over hand-built days: the plan it proposes, its reasons, and what it
/// leaves in the store.
struct CoachCommandTests {
  static let morning = "2026-11-21T07:30"  // a Saturday
  static let evening = "2026-11-21T21:00"

  /// Eight habits added on Thursday. Run was skipped Thursday and Friday (no note); the
  /// rest were done both days. Stretch comes after Run; Journal after Reading.
  static let template = StoreTemplate {
    let session = try StoreSession(env: ["NO_COLOR": "1"])
    try session.add(
      [
        "meditate 10 minutes every morning", "take vitamins daily at 8am", "run 5 km daily",
        "stretch 10 minutes daily after my run", "reading 20 pages every evening",
        "journal every night after reading", "yoga 30 minutes daily", "reading notes daily",
      ], at: "2026-11-19T08:00")
    for day in ["2026-11-19", "2026-11-20"] {
      try session.run(["skip", "run"], at: day + "T21:00")
      for item in ["meditate", "vitamins", "stretch", "#5 20", "journal", "yoga", "notes"] {
        try session.run(["done"] + item.split(separator: " ").map(String.init), at: day + "T21:00")
      }
    }
    return session
  }

  /// The store's events from `from` on, one JSON line each.
  static func events(_ session: StoreSession, after count: Int) throws -> [String] {
    let url = session.sandbox.root.appendingPathComponent("store.history/2026-11.jsonl")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    return lines.dropFirst(count).map(String.init)
  }

  /// The document and the history: what a command may not change (views keep caches).
  static func storeFiles(_ session: StoreSession) throws -> [String: Data] {
    try session.sandbox.storeFiles().filter { !$0.key.contains(".cache") }
  }

  static func eventCount(_ session: StoreSession) throws -> Int {
    try events(session, after: 0).count
  }

  @Test func aMorningPlanPutsTheSlippedItemFirstAndKeepsRelations() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let before = try Self.eventCount(session)
    let out = try session.run(["coach", "--apply"], at: Self.morning)
    #expect(
      out == """
        Good morning. You're on a 2-day streak.

        Here's an order for what's left (8 items):
          1. Run            ~30 min   up 2    slipped on 2 of the last 2 days: first, while energy is high
          2. Take vitamins  ~5 min    down 1  set for 08:00
          3. Yoga           ~30 min   up 2    a morning item
          4. Meditate       ~10 min   down 2  a morning item
          5. Stretch        ~10 min   down 1  after Run
          6. Reading        ~10 min   up 1    for the evening
          7. Reading notes  ~10 min   down 1  before bed
          8. Journal        ~10 min           after Reading
        Done: today follows this plan. 'undo' takes it back.

        """)
    #expect(
      try Self.events(session, after: before) == [
        #"{"day":"2026-11-21","seq":25,"at":"2026-11-21T07:30:00","event":"coach","kind":"order","proposed":[3,2,7,1,4,5,8,6],"accepted":true}"#
      ])
    let today = try session.object(["today"], at: Self.morning)
    #expect(
      today.items.map { $0["name"] as! String } == [
        "Run", "Take vitamins", "Yoga", "Meditate", "Stretch", "Reading", "Reading notes",
        "Journal",
      ])
  }

  @Test func withoutATerminalThePlanIsShownAndNothingIsWritten() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let files = try Self.storeFiles(session)
    let out = try session.run(["coach"], at: Self.morning)
    #expect(out.hasSuffix("To take it: sherpa coach --apply\n"))
    #expect(try Self.storeFiles(session) == files)
  }

  @Test func at21WithThreeItemsLeftTheEveningIsRebalanced() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    for item in ["meditate", "vitamins", "#5 20", "notes", "yoga"] {
      try session.run(["done"] + item.split(separator: " ").map(String.init), at: "2026-11-21T18:00")
    }
    try session.run(["config", "set", "bedtime", "22:00"], at: "2026-11-21T18:00")
    let before = try Self.eventCount(session)
    let out = try session.run(["coach", "--apply"], at: Self.evening)
    #expect(
      out == """
        Good evening. You're on a 3-day streak. 5 things done already.

        Let's rebalance your evening: about 1 h until 22:00; this plan takes about 45 min.
          1. Run                           ~30 min           slipped on 2 of the last 2 days: first, before the day winds down
          2. Stretch                       ~10 min           after Run
          3. Journal -> Write a line in …  ~5 min            the lighter form fits: Write a line in my journal, about 5 min
        Done: today follows this plan. 'undo' takes it back.

        """)
    #expect(
      try Self.events(session, after: before) == [
        #"{"day":"2026-11-21","seq":31,"at":"2026-11-21T21:00:00","event":"coach","kind":"salvage","proposed":[3,4,6],"accepted":true,"lighter":{"6":"Write a line in my journal"}}"#
      ])
  }

  @Test func aLateEveningSkipsWithANoteAndUndoTakesTheSkipsBackToo() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let before = try Self.eventCount(session)
    let out = try session.run(["coach", "--apply"], at: "2026-11-21T22:30")
    #expect(out.contains("Let's rebalance your evening: about 30 min until 23:00"))
    let recorded = try Self.events(session, after: before)
    let skips = recorded.filter { $0.contains(#""event":"skip""#) }
    #expect(!skips.isEmpty)
    #expect(skips.allSatisfy { $0.contains(#""note":"skipped by plan: no time for it tonight"#) })
    let undo = try session.run(["undo"], at: "2026-11-21T22:31")
    #expect(undo == "Undid the evening's plan for Sat 21 Nov.\n")
    let today = try session.object(["today"], at: "2026-11-21T22:32")
    #expect(today.items.allSatisfy { $0["skipped"] as? Bool != true })
  }

  @Test(arguments: [
    (
      "did my run", "Run: 5 / 5 km, done today. 8 of 8 habits done today.\n'undo' takes it back.\n",
      #""event":"done","item":3}"#
    ),
    (
      "ran 3 miles",
      "Run +4.83 km: 4.83 / 5 km today. 7 of 8 habits done today.\n'undo' takes it back.\n",
      #""event":"progress","item":3,"amount":4.83}"#
    ),
    (
      "only 20 minutes of yoga",
      "Yoga +20 min: 20 / 30 min today. 5 of 8 habits done today.\n'undo' takes it back.\n",
      #""event":"progress","item":7,"amount":20}"#
    ),
    (
      "skipping yoga, I'm sick",
      "Skipped Yoga today (I'm sick); it is out of the day's count.\nTake care. 'undo' takes it back.\n",
      #""event":"skip","item":7,"note":"I'm sick"}"#
    ),
    (
      "move yoga to tonight",
      "Moved Yoga to the evening; today now lists it there. 'undo' takes it back.\n",
      #""event":"coach","kind":"move","proposed":[3,4,7],"accepted":true}"#
    ),
  ])
  func aCheckInSaysWhatItDidAndIsOneEvent(_ message: String, _ reply: String, _ event: String)
    throws
  {
    let session = try Self.template.session()
    defer { session.remove() }
    if message != "did my run" && message != "ran 3 miles" {
      for item in ["meditate", "vitamins", "#5 20", "journal", "notes"] {
        try session.run(["done"] + item.split(separator: " ").map(String.init), at: "2026-11-21T09:00")
      }
    } else {
      for item in ["meditate", "vitamins", "#5 20", "journal", "notes", "yoga", "stretch"] {
        try session.run(["done"] + item.split(separator: " ").map(String.init), at: "2026-11-21T09:00")
      }
    }
    let before = try Self.eventCount(session)
    let out = try session.run(["coach"] + message.split(separator: " ").map(String.init), at: "2026-11-21T10:00")
    #expect(out == reply)
    let recorded = try Self.events(session, after: before)
    #expect(recorded.count == 1)
    #expect(recorded.first?.hasSuffix(event) == true, "\(recorded)")
  }

  @Test func questionsAboutThePlanChangeNothing() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let files = try Self.storeFiles(session)
    let left = try session.run(["coach", "what's", "left?"], at: Self.morning)
    #expect(
      left
        == "Left today (8, about 1 h 55 min): Take vitamins, Meditate, Run, Stretch, Yoga, Reading notes, Reading, Journal.\n"
    )
    let why = try session.run(["coach", "why that order?"], at: Self.morning)
    #expect(why.contains("  Run: slipped on 2 of the last 2 days: first, while energy is high\n"))
    #expect(why.contains("  Journal: after Reading\n"))
    #expect(try Self.storeFiles(session) == files)
  }

  @Test func sleptBadlyOffersTheLighterDay() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let before = try Self.eventCount(session)
    let out = try session.run(["coach", "--apply", "slept badly"], at: Self.morning)
    #expect(out.hasPrefix("Sorry about that; let's make today gentler.\n\nHere's a lighter day (8 items):\n"))
    #expect(out.contains("  1. Run -> Walk 20 min"))
    let recorded = try Self.events(session, after: before)
    #expect(recorded.count == 1)
    #expect(recorded[0].contains(#""kind":"lighter""#))
    #expect(recorded[0].contains(#""3":"Walk 20 min""#))
  }

  @Test func anAmbiguousCheckInAsksWhichOneAndLogsNothing() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let files = try Self.storeFiles(session)
    let run = try session.attempt(["coach", "read 10 pages"], at: Self.morning)
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "Error: Which one: 'Reading' or 'Reading notes'? Say it with the whole name, like 'did my reading notes'.\n"
    )
    #expect(try Self.storeFiles(session) == files)
  }

  @Test func theHistoryShowsWhatWasProposedAndTaken() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    try session.run(["coach", "--apply"], at: Self.morning)
    try session.run(["coach", "move yoga to tonight"], at: "2026-11-21T09:00")
    try session.run(["undo"], at: "2026-11-21T09:01")
    let out = try session.run(["coach", "--history"], at: "2026-11-21T09:02")
    #expect(
      out == """
        Sat 21 Nov 07:30  order    taken      Run, Take vitamins, Yoga, Meditate, Stretch, Reading, Reading notes, Journal
        Sat 21 Nov 09:00  move     undone     Run, Take vitamins, Meditate, Stretch, Yoga, Reading, Reading notes, Journal

        """)
  }

  @Test func aMessageItDoesNotUnderstandIsOneLine() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let run = try session.attempt(["coach", "blorp"], at: Self.morning)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "Error: Didn't understand 'blorp'. Tell me what you did ('did my run', 'ran 3 miles'), what you skip and why ('skipping yoga, sick'), or ask 'what's left?'.\n"
    )
  }
}
