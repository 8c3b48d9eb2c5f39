import Foundation
import Testing

/// A week of one person's store, built through the commands: the views it gives are golden.
///
/// Added on Mon 16 Nov 2026; viewed on Sat 21 Nov at 09:00. Run is a km target, Brush teeth
/// a 2x/day count, Swim 3 times a week, Coffees an at-most limit, Call mum a task left
/// overdue, Buy milk a task done today, Read a phased habit, Stretch a timed one, Floss
/// archived today. Thu 19 Nov was filled in on Fri with `--date`.
enum Scenario {
  static let now = "2026-11-21T09:00"

  static let phrases = [
    "run 5 km daily", "brush teeth twice a day", "swim 3 times a week",
    "no more than 2 coffees a day", "task: call mum on 18 Nov", "task: buy milk on 21 Nov",
    "read 10 pages every night", "stretch 10 min every day at 7:30am", "floss daily",
  ]

  static let days: [(now: String, commands: [[String]])] = [
    (
      "2026-11-16T21:00",
      [
        ["done", "run", "5.2km"], ["done", "teeth"], ["done", "teeth"], ["done", "swim"],
        ["done", "coffees"], ["log", "read", "10"],
      ]
    ),
    (
      "2026-11-17T21:00",
      [
        ["done", "run", "2mi"], ["done", "teeth"], ["done", "coffees", "3"], ["done", "stretch"],
      ]
    ),
    (
      "2026-11-18T21:00",
      [
        ["skip", "run", "--note", "sore knee"], ["done", "swim"], ["done", "teeth"],
        ["done", "teeth"], ["done", "read", "12", "pages"],
      ]
    ),
    (
      "2026-11-20T21:00",
      [
        ["done", "teeth", "--date", "yesterday"], ["done", "teeth", "--date", "thu"],
        ["done", "read", "10", "--date", "2026-11-19"], ["done", "floss", "--date", "thu"],
        ["done", "swim"], ["done", "run", "5km"], ["done", "stretch", "10min"], ["skip", "read"],
      ]
    ),
    (
      now,
      [
        ["done", "run", "1.5km"], ["done", "teeth"], ["done", "coffees"],
        ["done", "stretch", "4min", "--note", "stiff back"], ["done", "milk"],
        ["archive", "floss"],
      ]
    ),
  ]

  /// Built once per test run; each test gets its own copy.
  static let template = StoreTemplate { try build() }

  static func build() throws -> StoreSession {
    let session = try StoreSession()
    try session.add(phrases, at: "2026-11-16T08:00")
    for (now, commands) in days {
      for command in commands { try session.run(command, at: now) }
    }
    return session
  }

  /// The characters of `text` outside ASCII.
  static func nonASCII(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.isASCII }))
  }

  /// `$ sherpa ARGS` and its output, for each command: one golden file.
  static func transcript(_ session: StoreSession, _ commands: [[String]], at now: String = now)
    throws -> String
  {
    var text = ""
    for args in commands {
      let out = try session.run(args, at: now)
      text += "$ sherpa " + args.joined(separator: " ") + "\n" + out + "\n"
    }
    return text
  }
}

/// The golden views of a week's store: `today` plain and in colour, `list`, `show`, and
/// `today --json`.
struct StoreViewTests {
  @Test func todayMatchesSnapshot() throws {
    let session = try Scenario.template.session()
    defer { session.remove() }
    let text = try Scenario.transcript(
      session, [["today"], ["today", "--date", "2026-11-17"], ["today", "--date", "thu"]])
    #expect(Scenario.nonASCII(text).isEmpty, "plain output is not ASCII")
    #expect(text == (try Snapshot.expected(named: "todayMatchesSnapshot", actual: text)))
  }

  @Test func todayInColorMatchesSnapshot() throws {
    // NO_COLOR set to nothing is NO_COLOR not set.
    let session = try Scenario.template.session(env: ["NO_COLOR": ""])
    defer { session.remove() }
    #expect(
      try session.run(["config", "set", "color", "always"], at: Scenario.now)
        == "color is always.\n")
    let text = try Scenario.transcript(session, [["today"]])
    #expect(text.contains("\u{1B}[1mSat 21 Nov 2026\u{1B}[0m   🔥 3 days"))
    #expect(text.contains("✓") && text.contains("█") && text.contains("░"))
    #expect(text == (try Snapshot.expected(named: "todayInColorMatchesSnapshot", actual: text)))

    // Piped without the setting, the same day is plain.
    #expect(
      try session.run(["config", "set", "color", "auto"], at: Scenario.now) == "color is auto.\n")
    #expect(!(try session.run(["today"], at: Scenario.now)).contains("\u{1B}["))
  }

  @Test func listMatchesSnapshot() throws {
    let session = try Scenario.template.session()
    defer { session.remove() }
    let text = try Scenario.transcript(
      session, [["list"], ["list", "--all"], ["list", "--archived"]])
    #expect(Scenario.nonASCII(text).isEmpty, "plain output is not ASCII")
    #expect(text == (try Snapshot.expected(named: "listMatchesSnapshot", actual: text)))
  }

  @Test func showMatchesSnapshot() throws {
    let session = try Scenario.template.session()
    defer { session.remove() }
    let text = try Scenario.transcript(
      session,
      [
        ["show", "run"], ["show", "teeth"], ["show", "swim"], ["show", "coffees"],
        ["show", "mum"], ["show", "milk"], ["show", "#8"], ["show", "floss"],
      ])
    #expect(Scenario.nonASCII(text).isEmpty, "plain output is not ASCII")
    #expect(text == (try Snapshot.expected(named: "showMatchesSnapshot", actual: text)))
  }

  @Test func todayJSONHasTheDayAndEveryItemWithItsProgress() throws {
    let session = try Scenario.template.session()
    defer { session.remove() }
    let line = try session.run(["today", "--json"], at: Scenario.now)
    #expect(line.hasSuffix("}\n") && line.filter { $0 == "\n" }.count == 1)
    let day = try StoreSession.object(line)
    #expect(day["date"] as? String == "2026-11-21")
    #expect(day["streak"] as? Int == 3)
    #expect(day["xp"] as? Int == 10)  // Buy milk
    #expect(day["status"] as? String == "open")
    #expect(day["complete"] as? Int == 0)
    #expect(day["countable"] as? Int == 4)
    #expect(
      (day["days"] as? [[String: Any]])?.map { $0["status"] as? String } == [
        "rest", "counts", "missed", "counts", "counts", "counts", "open",
      ])
    // Habits in time order (07:30, then those with no part of the day, then night), then tasks; Swim has its
    // three for the week and Floss is archived.
    #expect(
      day.items.map { $0["name"] as? String } == [
        "Stretch", "Run", "Brush teeth", "Coffees", "Read", "Call mum", "Buy milk",
      ])
    for item in day.items {
      #expect(Set(item.keys) == StoreCommandTests.entryKeys, "\(item)")
      let target = try #require(item["target"] as? [String: Any])
      #expect(Set(target.keys) == ["amount", "unit", "label", "period", "goal"])
    }

    let run = try #require(day.item("Run"))
    #expect(run["id"] as? Int == 1)
    #expect(run["kind"] as? String == "habit")
    #expect(run["progress"] as? Double == 1.5)
    #expect(run["done"] as? Bool == false)
    #expect(run["skipped"] as? Bool == false)
    #expect(run["note"] is NSNull)
    let target = try #require(run["target"] as? [String: Any])
    #expect(target["amount"] as? Double == 5)
    #expect(target["unit"] as? String == "km")
    #expect(target["period"] as? String == "day")
    #expect(target["goal"] as? String == "atLeast")

    let stretch = try #require(day.item("Stretch"))
    #expect(stretch["progress"] as? Double == 4)
    #expect(stretch["note"] as? String == "stiff back")
    #expect(stretch["time"] as? String == "07:30")

    let coffees = try #require(day.item("Coffees"))
    #expect(coffees["judged"] as? Bool == false)
    #expect((coffees["target"] as? [String: Any])?["goal"] as? String == "atMost")

    let mum = try #require(day.item("Call mum"))
    #expect(mum["kind"] as? String == "task")
    #expect(mum["overdueSince"] as? String == "2026-11-18")
    #expect(mum["done"] as? Bool == false)
    #expect(day.item("Buy milk")?["done"] as? Bool == true)

    // A day that has ended, asked for by date.
    let wednesday = try session.object(["today", "--date", "2026-11-18"], at: Scenario.now)
    #expect(wednesday["streak"] as? Int == 1)
    #expect(wednesday["xp"] as? Int == 80)  // Swim's week is not done: Teeth, Coffees, Read, +50
    #expect(wednesday.item("Run")?["skipped"] as? Bool == true)
    #expect(wednesday.item("Run")?["note"] as? String == "sore knee")
    #expect(wednesday.item("Swim")?["progress"] as? Double == 2)
  }
}
