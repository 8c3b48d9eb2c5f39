import Foundation
import Testing

/// `sherpa parse`, end to end: the built binary with `SHERPA_NOW` and a temporary store.
struct ParseCommandTests {
  static let today = "2026-11-21"  // a Saturday

  static let contractKeys: Set<String> = [
    "input", "kind", "name", "target", "recurrence", "rrule", "start", "time", "phase", "after",
    "onlyOn", "notify", "summary", "occurrences", "times", "solar",
  ]

  // MARK: - Errors

  @Test(arguments: [
    (
      "",
      "Error: There is nothing to add. Say what and when, like 'read 10 pages every night'."
    ),
    (
      "every Monday",
      "Error: 'every Monday' says when, but not what. Add the activity, like 'read every Monday'."
    ),
    (
      "floss daily every Monday",
      "Error: 'daily' and 'every Monday' are two different schedules. Keep one, like 'floss every Monday'."
    ),
    (
      "call mum on 31 Feb",
      "Error: '31 Feb' is not a day on the calendar. Pick a real date, like '28 Feb'."
    ),
    (
      "run daily until 1 Nov 2026",
      "Error: '1 Nov 2026' comes before the start, Sat 21 Nov 2026. Give an end after it, or a later year."
    ),
    (
      "read 0 pages",
      "Error: '0 pages' needs a number above zero, like 'every 2 days' or '10 pages'."
    ),
    (
      "water plants every 0 days",
      "Error: 'every 0 days' needs a number above zero, like 'every 2 days' or '10 pages'."
    ),
    (
      "read -5 pages",
      "Error: '-5 pages' needs a number above zero, like 'every 2 days' or '10 pages'."
    ),
    (
      "read every blursday",
      "Error: Didn't understand 'blursday'. Did you mean 'Thursday'?"
    ),
  ])
  func phraseThatFailsWritesOneLineAndNothingElse(_ phrase: String, _ message: String) throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    let run = try Sherpa.run(["parse", phrase], now: Self.today, in: sandbox)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == message + "\n")
    #expect(!sandbox.storeExists)
  }

  @Test func twoSchedulesMessageSuggestsAPhraseThatStillRepeats() throws {
    // The advice must itself parse to the schedule it keeps, not to a one-off task.
    let run = try Sherpa.run(["parse", "floss daily every Monday"], now: Self.today)
    let line = run.stderr.trimmingCharacters(in: .newlines)
    guard let open = line.range(of: "like '"), let close = line.range(of: "'.", options: .backwards)
    else {
      Issue.record("No suggestion in \(line)")
      return
    }
    let suggestion = String(line[open.upperBound..<close.lowerBound])
    let retry = try Sherpa.run(["parse", "--json", suggestion], now: Self.today)
    #expect(retry.status == 0)
    let object = try Self.object(retry.stdout)
    #expect(object["kind"] as? String == "habit")
    #expect((object["recurrence"] as? [String: Any])?["freq"] as? String == "weekly")
  }

  @Test func phraseOfTenThousandCharactersIsRefusedInOneLine() throws {
    let phrase = String(repeating: "read ", count: 2000)
    #expect(phrase.count == 10_000)
    let run = try Sherpa.run(["parse", phrase], now: Self.today)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "Error: That phrase is 10,000 characters long. Keep it to 500 or fewer, like 'read 10 pages every night'.\n"
    )
  }

  @Test(arguments: [
    "2026-13-01", "yesterday", "2026-11-21T25:00", "21/11/2026", "2026-11-21T9:00", "T",
    "2026-11-21T",
    // Outside 1970–9999: a date the store would refuse to read back.
    "0001-01-01T00:00", "1969-12-31T23:59", "10000-01-01T00:00",
  ])
  func malformedNowIsOneLineAndExitOne(_ now: String) throws {
    let run = try Sherpa.run(["parse", "floss daily"], now: now)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "Error: SHERPA_NOW is '\(now)', which is not a date-time. Set it like '2026-11-21T09:00' or '2026-11-21'.\n"
    )
  }

  @Test(arguments: ["2026-11-21", "2026-11-21T09:00", "2026-11-21T23:59:59"])
  func wellFormedNowIsAccepted(_ now: String) throws {
    let run = try Sherpa.run(["parse", "--json", "buy milk today"], now: now)
    #expect(run.status == 0)
    #expect(try Self.object(run.stdout)["start"] as? String == "2026-11-21")
  }

  // MARK: - JSON

  @Test func jsonForOnePhraseIsOneSortedLineWithEveryKey() throws {
    let phrase = "run 10,000 steps weekly Mon/Wed/Fri"
    let run = try Sherpa.run(["parse", "--json", phrase], now: Self.today)
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    #expect(run.stdout.hasSuffix("\n"))
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty)

    let object = try Self.object(run.stdout)
    #expect(Set(object.keys) == Self.contractKeys)
    #expect(
      Self.topLevelKeys(of: String(lines[0])) == Self.topLevelKeys(of: String(lines[0])).sorted())
    #expect(object["input"] as? String == phrase)
    #expect(object["kind"] as? String == "habit")
    #expect(object["name"] as? String == "Run")
    #expect(object["rrule"] as? String == "FREQ=WEEKLY;BYDAY=MO,WE,FR")
    #expect(object["start"] as? String == "2026-11-23")
    #expect(object["summary"] as? String == "Every week on Mon, Wed & Fri")
    #expect(object["notify"] as? Bool == false)
    #expect(object["time"] is NSNull)
    #expect((object["occurrences"] as? [String])?.count == 14)
    let target = try #require(object["target"] as? [String: Any])
    #expect(Set(target.keys) == ["amount", "unit", "label", "period", "goal"])
    let recurrence = try #require(object["recurrence"] as? [String: Any])
    #expect(
      Set(recurrence.keys) == ["freq", "interval", "byWeekday", "byMonthDay", "byMonth", "end"])
  }

  @Test func severalTimesOfDayAreTheTimesArrayAndTheViewShowsThemAll() throws {
    let phrase = "feed the cat at 7 and 6"
    let json = try Sherpa.run(["parse", "--json", phrase], now: Self.today)
    let object = try Self.object(json.stdout)
    #expect(object["times"] as? [String] == ["07:00", "18:00"])
    #expect(object["time"] as? String == "07:00")
    let text = try Sherpa.run(["parse", phrase], now: Self.today)
    #expect(text.stdout.contains("\n  When      07:00 & 18:00\n"))
    let money = try Sherpa.run(["parse", "spend less than $20 a day"], now: Self.today)
    #expect(money.stdout.contains("\n  Target    at most $20 a day\n"))
  }

  @Test func jsonForATaskHasNullRRULEAndOneOccurrence() throws {
    let run = try Sherpa.run(
      ["parse", "--json", "task: call mum on 3 Dec at 6pm"], now: Self.today)
    #expect(run.status == 0)
    let object = try Self.object(run.stdout)
    #expect(object["kind"] as? String == "task")
    #expect(object["rrule"] is NSNull)
    #expect(object["occurrences"] as? [String] == ["2026-12-03"])
    #expect(object["time"] as? String == "18:00")
    #expect(object["summary"] as? String == "Once on Thu 3 Dec 2026")
  }

  @Test func stdinGivesOneLinePerPhraseAndExitOneWhenALineFails() throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    let input = "floss daily\n\n   \nread every blursday\n\nrun 5k every Sat\n"
    let run = try Sherpa.run(["parse", "--json"], now: Self.today, stdin: input, in: sandbox)
    #expect(run.status == 1)
    #expect(run.stderr.isEmpty)
    #expect(!sandbox.storeExists)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    guard lines.count == 3 else { return }

    let first = try Self.object(lines[0])
    #expect(first["input"] as? String == "floss daily")
    #expect(Set(first.keys) == Self.contractKeys)

    #expect(
      lines[1]
        == #"{"error":"Didn't understand 'blursday'. Did you mean 'Thursday'?","input":"read every blursday"}"#
    )
    let failed = try Self.object(lines[1])
    #expect(Set(failed.keys) == ["error", "input"])

    let third = try Self.object(lines[2])
    #expect(third["input"] as? String == "run 5k every Sat")
    #expect(third["rrule"] as? String == "FREQ=WEEKLY;BYDAY=SA")
  }

  @Test func stdinWithEveryLineGoodExitsZero() throws {
    let run = try Sherpa.run(
      ["parse", "--json"], now: Self.today, stdin: "floss daily\r\nmeditate 10 min")
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(
      try lines.map { try Self.object($0)["input"] as? String } == [
        "floss daily", "meditate 10 min",
      ])
  }

  // MARK: - For a person

  @Test func humanRenderingMatchesSnapshot() throws {
    let phrases = [
      "run 10,000 steps weekly Mon/Wed/Fri",
      "knitting circle on the first Thursday of every month",
      "task: call mum on 3 Dec at 6pm",
      "no more than 2 coffees a day",
      "stretch 10 min at 7:30am in the morning after my run, 10 times",
    ]
    var text = ""
    for phrase in phrases {
      let run = try Sherpa.run(["parse", phrase], now: Self.today)
      #expect(run.status == 0, "\(phrase): \(run.stderr)")
      #expect(run.stderr.isEmpty)
      text += "$ sherpa parse '\(phrase)'\n" + run.stdout + "\n"
    }
    #expect(!text.contains("\u{1B}["), "NO_COLOR output has ANSI escapes")
    #expect(text == (try Snapshot.expected(named: "humanRenderingMatchesSnapshot", actual: text)))
  }

  // MARK: - The user's grammar file

  @Test func userGrammarFileAddsAWeekdayAndAUnit() throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    try sandbox.writeGrammar(#"{"weekdays": {"TH": ["thor"]}, "units": {"km": ["klicks"]}}"#)
    let run = try Sherpa.run(
      ["parse", "--json", "run 5 klicks every thor"], now: Self.today, in: sandbox)
    #expect(run.status == 0, "\(run.stderr)")
    let object = try Self.object(run.stdout)
    #expect(object["rrule"] as? String == "FREQ=WEEKLY;BYDAY=TH")
    #expect(object["start"] as? String == "2026-11-26")
    let target = try #require(object["target"] as? [String: Any])
    #expect(target["amount"] as? Double == 5)
    #expect(target["unit"] as? String == "km")
    #expect(!sandbox.storeExists)
  }

  @Test func withoutTheGrammarFileTheSynonymsAreUnknown() throws {
    let run = try Sherpa.run(["parse", "run 5 klicks every thor"], now: Self.today)
    // Without the file, "thor" is not a day; the phrase must not quietly become something else.
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("Error: "))
    #expect(run.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test(arguments: [
    (#"{"weekdays": {"TH": ["thor"]"#, "line 1, column 29: the document ends too early"),
    ("[1, 2]", "the file must hold one JSON object"),
    (#"{"frequencies": {"x": ["daily", 1e300]}}"#, "'x' needs a whole number from 1 to 1000"),
    (
      #"{"conversions": {"laps": ["km", 0]}}"#,
      #"'laps' needs a unit and a factor above zero, like ["km", 1.609344]"#
    ),
    (
      #"{"units": {"km": ["klicks"]}} trailing"#,
      "line 1, column 31: unexpected 't' after the document"
    ),
  ])
  func brokenGrammarFileIsOneLineAndExitOne(_ file: String, _ problem: String) throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    try sandbox.writeGrammar(file)
    let run = try Sherpa.run(["parse", "floss daily"], now: Self.today, in: sandbox)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "Error: Can't read the grammar file \(sandbox.grammarFile.path) (\(problem)). Fix it or move it aside.\n"
    )
    #expect(!sandbox.storeExists)
  }

  // MARK: - Helpers

  static func object(_ line: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(
      with: Data(line.utf8), options: [.fragmentsAllowed])
    return try #require(value as? [String: Any], "not a JSON object: \(line)")
  }

  /// The keys of the outermost object, in the order written.
  static func topLevelKeys(of line: String) -> [String] {
    var keys: [String] = []
    var depth = 0
    var inString = false
    var escaped = false
    var current = ""
    var expectingKey = false
    for c in line {
      if inString {
        if escaped {
          escaped = false
          current.append(c)
        } else if c == "\\" {
          escaped = true
        } else if c == "\"" {
          inString = false
          if expectingKey { keys.append(current) }
          expectingKey = false
        } else {
          current.append(c)
        }
        continue
      }
      switch c {
      case "\"":
        inString = true
        current = ""
      case "{", "[":
        depth += 1
        expectingKey = depth == 1 && c == "{"
      case "}", "]": depth -= 1
      case ",": expectingKey = depth == 1
      default: break
      }
    }
    return keys
  }

  @Test(arguments: [
    (
      ["-2 hours of TV"],
      "Error: '-2 hours of' needs a number above zero, like 'every 2 days' or '10 pages'.\n"
    ),
    (
      ["read", "-5", "pages"],
      "Error: '-5 pages' needs a number above zero, like 'every 2 days' or '10 pages'.\n"
    ),
  ])
  func wordsThatLookLikeOptionsArePartOfThePhrase(_ words: [String], _ message: String) throws {
    let run = try Sherpa.run(["parse", "--json"] + words, now: Self.today)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == message)
  }
}
