import Foundation
import Testing

/// Focus sessions, timers and reflections through the built binary, one-shot, with
/// `SHERPA_NOW`: what is logged, the XP, undo, and bad input leaving the store as it was.
struct FocusCommandTests {
  static let day = "2026-11-21"  // a Saturday

  /// Read (30 min a day), Meditate (10 min a day) and Floss, added on Friday.
  static let template = StoreTemplate {
    let session = try StoreSession()
    try session.add(
      ["read 30 min daily", "meditate 10 minutes every morning", "floss daily"],
      at: "2026-11-20T08:00")
    return session
  }

  static func at(_ time: String) -> String { day + "T" + time }

  static func xp(_ session: StoreSession, _ time: String) throws -> Int {
    try session.object(["today"], at: at(time))["xp"] as? Int ?? -1
  }

  @Test func aSessionStoppedAfterItsEndLogsItsPlannedMinutesAndEarnsItsXP() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    #expect(
      try session.run(["focus", "start", "25", "read"], at: Self.at("09:00"))
        == "Focus: 25 min toward Read, from 09:00 to 09:25. 'sherpa focus stop' ends it; "
        + "'sherpa focus status' shows it.\n")
    #expect(
      try session.run(["focus", "status"], at: Self.at("09:10"))
        == "Focus toward Read from 09:00: 10 min done, 15 min left.\n")
    #expect(
      try session.run(["focus", "stop"], at: Self.at("09:26"))
        == "Focus done: 25 min toward Read (+20 XP). Read +25 min: 25 / 30 min today. "
        + "0 of 3 habits done today.\n")
    let today = try session.object(["today"], at: Self.at("09:30"))
    #expect(today["xp"] as? Int == 20)
    let items = try #require(today["items"] as? [[String: Any]])
    #expect(items.first { $0["name"] as? String == "Read" }?["progress"] as? Int == 25)
    let focus = try #require(today["focus"] as? [String: Any])
    #expect(focus["minutes"] as? Int == 25)
    #expect(focus["sessions"] as? Int == 1)
    #expect(focus["running"] is NSNull)
  }

  @Test func aSessionLeftRunningCountsOnlyUpToItsPlannedEnd() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    try session.run(["focus", "start", "50", "read"], at: Self.at("09:00"))
    #expect(
      try session.run(["focus", "status"], at: Self.at("13:00"))
        == "Your 50 min focus session toward Read from 09:00 ended at 09:50. "
        + "'sherpa focus stop' keeps its 50 min.\n")
    let stop = try session.object(["focus", "stop"], at: Self.at("13:00"))
    #expect(stop["minutes"] as? Int == 50)
    #expect(stop["xp"] as? Int == 20)
    #expect(try Self.xp(session, "13:05") == 20 + 10)  // and Read is done
  }

  @Test func aShortOrDiscardedSessionEarnsNothingAndAnUntimedItemIsNotLogged() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    try session.run(["focus", "start", "20", "floss"], at: Self.at("09:00"))
    #expect(
      try session.run(["focus", "stop"], at: Self.at("09:30"))
        == "Focus done: 20 min toward Floss.\n")
    try session.run(["focus", "start"], at: Self.at("10:00"))
    #expect(
      try session.run(["focus", "stop", "--discard"], at: Self.at("10:30"))
        == "Stopped the focus session from 10:00; its minutes were not kept. "
        + "'undo' brings it back.\n")
    #expect(try Self.xp(session, "11:00") == 0)
    let focus = try #require(
      try session.object(["today"], at: Self.at("11:00"))["focus"] as? [String: Any])
    #expect(focus["minutes"] as? Int == 20)
  }

  @Test func undoOfAStopBringsTheSessionBackAndUndoOfTheStartEndsIt() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let before = try session.sandbox.storeFiles()["store.json"]
    try session.run(["focus", "start", "25", "read"], at: Self.at("09:00"))
    try session.run(["focus", "stop"], at: Self.at("09:26"))
    #expect(
      try session.run(["undo"], at: Self.at("09:27"))
        == "Undid stopping the focus session toward Read (25 min on Sat 21 Nov).\n")
    #expect(try Self.xp(session, "09:27") == 0)
    let status = try session.object(["focus", "status"], at: Self.at("09:27"))
    #expect(status["running"] as? Bool == true)
    #expect(status["over"] as? Bool == true)
    #expect(
      try session.run(["undo"], at: Self.at("09:28"))
        == "Undid starting the focus session toward Read.\n")
    #expect(
      try session.run(["focus", "status"], at: Self.at("09:28"))
        == "No focus session is running. 'sherpa focus 25' starts one.\n")
    // The document is as it was: no running session, the same items.
    let after = try session.sandbox.storeFiles()["store.json"]
    let strip = { (data: Data?) in
      String(decoding: data ?? Data(), as: UTF8.self).split(separator: "\n")
        .filter { !$0.contains("\"seq\"") }
    }
    #expect(strip(after) == strip(before))
  }

  @Test func timersRunAcrossInvocationsAndLogTheTimeInTheItemsUnit() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    try session.run(["start", "read"], at: Self.at("08:00"))
    try session.run(["start", "meditate"], at: Self.at("08:05"))
    #expect(
      try session.run(["timers"], at: Self.at("08:20"))
        == "Read      since 08:00  20 min\nMeditate  since 08:05  15 min\n")
    let refused = try session.attempt(["stop"], at: Self.at("08:20"))
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "Error: Several timers are running: Read, Meditate. Say which, like 'stop read'.\n")
    #expect(
      try session.run(["stop", "meditate"], at: Self.at("08:17"))
        == "Stopped Meditate after 12 min. Meditate +12 min: 12 / 10 min, done today. "
        + "1 of 3 habits done today.\n")
    #expect(
      try session.run(["stop"], at: Self.at("08:45"))
        == "Stopped Read after 45 min. Read +45 min: 45 / 30 min, done today. "
        + "2 of 3 habits done today.\n")
    #expect(try Self.xp(session, "09:00") == 20 + 50)
    #expect(
      try session.run(["undo"], at: Self.at("09:00"))
        == "Undid stopping the timer for Read (45 min on Sat 21 Nov).\n")
    let timers = try StoreSession.array(
      try session.run(["timers", "--json"], at: Self.at("09:00")))
    #expect(timers.map { $0["name"] as? String } == ["Read"])
    #expect(timers.first?["elapsedSeconds"] as? Int == 3600)
    #expect(
      try session.run(["undo"], at: Self.at("09:01"))
        == "Undid stopping the timer for Meditate (12 min on Sat 21 Nov).\n")
    #expect(try Self.xp(session, "09:01") == 0)
  }

  @Test func reflectionsEarnTenOnceADayEachAndASecondReplacesTheFirst() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    #expect(
      try session.run(
        ["reflect", "morning", "--sleep", "4", "--intention", "finish the report"],
        at: Self.at("07:30")) == "Morning reflection kept for Sat 21 Nov (+10 XP).\n")
    #expect(
      try session.run(["reflect", "morning", "--sleep", "3"], at: Self.at("07:40"))
        == "Morning reflection kept for Sat 21 Nov, in place of the earlier one (no second XP).\n")
    #expect(try Self.xp(session, "08:00") == 10)
    try session.run(
      ["reflect", "night", "--mood", "5", "--note", "a long walk"], at: Self.at("22:00"))
    #expect(try Self.xp(session, "22:05") == 20)
    let today = try session.object(["today"], at: Self.at("22:05"))
    let reflections = try #require(today["reflections"] as? [String: [String: Any]])
    #expect(reflections["morning"]?["score"] as? Int == 3)
    #expect(reflections["night"]?["text"] as? String == "a long walk")
    #expect(
      try session.run(["reflect", "--history"], at: Self.at("22:05"))
        == "Sat 21 Nov  morning  sleep 3\nSat 21 Nov  night    mood 5   a long walk\n")
    #expect(
      try session.run(["undo"], at: Self.at("22:06"))
        == "Undid the night reflection of Sat 21 Nov.\n")
    #expect(
      try session.run(["undo"], at: Self.at("22:06"))
        == "Undid the morning reflection of Sat 21 Nov.\n")
    // The first morning reflection stands again, with its +10.
    #expect(try Self.xp(session, "22:07") == 10)
    // The next day earns its own.
    try session.run(["reflect", "morning", "--sleep", "5"], at: "2026-11-22T08:00")
    #expect(try session.object(["today"], at: "2026-11-22T08:01")["xp"] as? Int == 10)
  }

  @Test func todayShowsTheReflectionsAndTheRunningSessionAndTimers() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    try session.run(["reflect", "morning", "--sleep", "4"], at: Self.at("07:30"))
    try session.run(["focus", "start", "25", "read"], at: Self.at("09:00"))
    try session.run(["start", "meditate"], at: Self.at("09:01"))
    let text = try session.run(["today"], at: Self.at("09:10"))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.contains("Focus    running toward Read, 15 min left"))
    #expect(lines.contains("Timers   Meditate since 09:01"))
    #expect(lines.contains("Reflect  morning done (sleep 4), night not yet"))
  }

  @Test(arguments: [
    (
      ["focus", "start", "0"],
      "Error: '0' is not a length to focus for. Say minutes from 1 to 600, like 'focus 25' or 'focus 50 read'."
    ),
    (
      ["focus", "start", "601", "read"],
      "Error: '601' is not a length to focus for. Say minutes from 1 to 600, like 'focus 25' or 'focus 50 read'."
    ),
    (
      ["focus", "start", "-5"],
      "Error: '-5' is not a length to focus for. Say minutes from 1 to 600, like 'focus 25' or 'focus 50 read'."
    ),
    (["focus", "25", "raed"], "Error: There is no item 'raed'. Did you mean 'Read'?"),
    (
      ["focus", "start", "25", "nothing"],
      "Error: There is no item 'nothing'. 'sherpa list' shows your items."
    ),
    (
      ["focus", "stop"],
      "Error: There is no focus session running. Start one with 'sherpa focus start 25'."
    ),
    (
      ["stop"],
      "Error: There is no timer running. Start one with 'sherpa start ITEM', like 'start read'."
    ),
    (
      ["stop", "read"],
      "Error: There is no timer running. Start one with 'sherpa start ITEM', like 'start read'."
    ),
    (
      ["start", "floss"],
      "Error: Floss is not counted in time, so it has no timer. Log it with 'done floss', or time a habit like 'add read 20 min daily'."
    ),
    (
      ["reflect", "morning", "--sleep", "6"],
      "Error: '6' is not a score from 1 to 5. Say how the night went from 1 (poor) to 5 (great), like '--sleep 4'."
    ),
    (
      ["reflect", "night", "--mood", "zero"],
      "Error: 'zero' is not a score from 1 to 5. Say how the day felt from 1 (poor) to 5 (great), like '--mood 4'."
    ),
    (
      ["reflect", "morning"],
      "Error: Say how you slept or an intention, like 'reflect morning --sleep 4 --intention \"finish the report\"'."
    ),
    (
      ["reflect", "noon", "--sleep", "3"],
      "Error: 'noon' is not a reflection. Say 'reflect morning' or 'reflect night'."
    ),
    (
      ["reflect", "morning", "--mood", "3"],
      "Error: A morning reflection takes --sleep and --intention; --mood and --note are for 'reflect night'."
    ),
    (
      ["focus", "--cycles", "0"],
      "Error: '0' is not a number of cycles. Say from 1 to 24, like '--cycles 4'."
    ),
  ])
  func badInputIsOneLineAndLeavesTheStoreAsItWas(_ args: [String], _ error: String) throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let before = try session.sandbox.storeFiles()
    let run = try session.attempt(args, at: Self.at("09:00"))
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(run.stderr == error + "\n")
    #expect(try session.sandbox.storeFiles() == before)
  }

  @Test func aSecondSessionOrTimerIsRefusedWithTheStoreAsItWas() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    try session.run(["focus", "start", "25"], at: Self.at("09:00"))
    try session.run(["start", "read"], at: Self.at("09:00"))
    let before = try session.sandbox.storeFiles()
    let focus = try session.attempt(["focus", "start", "25"], at: Self.at("09:05"))
    #expect(
      focus.stderr
        == "Error: A focus session is running already (from 09:00, 20 min left). "
        + "'sherpa focus stop' ends it, or 'sherpa focus status' shows it.\n")
    let timer = try session.attempt(["start", "read"], at: Self.at("09:05"))
    #expect(
      timer.stderr
        == "Error: The timer for Read is running already, since 09:00. "
        + "'sherpa stop read' stops it.\n")
    #expect(focus.status == 1 && timer.status == 1)
    #expect(try session.sandbox.storeFiles() == before)
  }

  @Test func statsShowAndTheCSVTablesCarryFocusAndReflections() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    try session.run(
      ["reflect", "morning", "--sleep", "2", "--intention", "rest, then read"], at: Self.at("07:00")
    )
    try session.run(["focus", "start", "30", "read"], at: Self.at("09:00"))
    try session.run(["focus", "stop"], at: Self.at("09:40"))
    let stats = try session.object(["stats"], at: Self.at("10:00"))
    let weeks = try #require((stats["focus"] as? [String: Any])?["weeks"] as? [[String: Any]])
    #expect(weeks.last?["minutes"] as? Int == 30)
    #expect(weeks.last?["sessions"] as? Int == 1)
    let sleep = (stats["reflections"] as? [String: [String: Any]])?["sleep"]
    #expect(sleep?["average"] as? Int == 2)
    let text = try session.run(["stats"], at: Self.at("10:00"))
    #expect(
      text.contains("Focus            0 / 0 / 0 / 30 min a week over the last 4 weeks, 1 session"))
    #expect(text.contains("Reflections      sleep 2 of 5 (1 day) over 30 days"))
    let show = try session.object(["show", "read"], at: Self.at("10:00"))
    #expect((show["focus"] as? [String: Any])?["minutes"] as? Int == 30)
    #expect(
      try session.run(["show", "read"], at: Self.at("10:00"))
        .contains("  Focus     30 min in 1 session over the last 30 days\n"))

    let out = session.sandbox.root.appendingPathComponent("csv")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try session.run(["export", "csv", "--out", out.path], at: Self.at("10:00"))
    let focus = try String(contentsOf: out.appendingPathComponent("focus.csv"), encoding: .utf8)
    #expect(
      focus
        == "seq,day,started,stopped,planned,minutes,item,name,kept,xp\r\n"
        + "7,2026-11-21,2026-11-21T09:00:00,2026-11-21T09:40:00,30,30,1,Read,yes,20\r\n")
    let reflections = try String(
      contentsOf: out.appendingPathComponent("reflections.csv"), encoding: .utf8)
    #expect(
      reflections
        == "seq,day,at,kind,score,text\r\n"
        + "4,2026-11-21,2026-11-21T07:00:00,morning,2,\"rest, then read\"\r\n")
  }

  @Test func theCoachOffersTheLighterDayAfterAPoorNight() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily"], at: "2026-11-20T08:00")
    try session.run(["reflect", "morning", "--sleep", "1"], at: Self.at("07:00"))
    let plan = try session.object(["coach"], at: Self.at("07:30"))
    #expect(plan["kind"] as? String == "lighter")
    #expect(
      (plan["greeting"] as? String)?.hasSuffix(
        "You rated last night's sleep 1 of 5, so here is a lighter day.") == true)
    // Asked for, the order is still the order.
    try session.run(["reflect", "morning", "--sleep", "4"], at: Self.at("07:40"))
    #expect(try session.object(["coach"], at: Self.at("07:45"))["kind"] as? String == "order")
  }

  @Test func exportAndImportCarryTheSessionTimersAndReflections() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    try session.run(["reflect", "night", "--mood", "4"], at: Self.at("21:00"))
    try session.run(["focus", "start", "25", "read"], at: Self.at("09:00"))
    try session.run(["focus", "stop"], at: Self.at("09:30"))
    try session.run(["focus", "start", "40", "read"], at: Self.at("10:00"))
    try session.run(["start", "meditate"], at: Self.at("10:00"))
    let export = try session.run(["export", "json"], at: Self.at("10:10"))
    let file = session.sandbox.root.appendingPathComponent("export.json")
    try Data(export.utf8).write(to: file)
    let copy = try StoreSession()
    defer { copy.remove() }
    try copy.run(["import", "json", file.path], at: Self.at("10:10"))
    #expect(try copy.run(["export", "json"], at: Self.at("10:10")) == export)
    #expect(try ImportCommandTests.storeState(copy) == ImportCommandTests.storeState(session))
    // A second import adds nothing.
    try copy.run(["import", "json", file.path], at: Self.at("10:11"))
    #expect(try copy.run(["export", "json"], at: Self.at("10:11")) == export)
  }

  @Test func theLeagueCountsTheWeeksRealFocusMinutes() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    try session.run(["focus", "start", "30", "read"], at: "2026-11-16T09:00")
    try session.run(["focus", "stop"], at: "2026-11-16T10:00")
    try session.run(["focus", "start", "25"], at: Self.at("09:00"))
    try session.run(["focus", "stop", "--discard"], at: Self.at("09:30"))
    try session.run(["focus", "start", "20"], at: Self.at("10:00"))
    try session.run(["focus", "stop"], at: Self.at("10:12"))
    let board = try session.object(["league"], at: Self.at("11:00"))
    let rows = try #require(board["rows"] as? [[String: Any]])
    let player = try #require(rows.first { $0["isPlayer"] as? Bool == true })
    // Monday's session was before the items, so it is not Read's; its minutes count all the same.
    #expect(player["focusMinutes"] as? Int == 30 + 12)
  }

  @Test func insightsLinkSleepToTheDayWhenTheSampleSaysSo() throws {
    let session = try StoreSession()
    defer { session.remove() }
    let names = ["walk", "stretch", "floss", "journal", "tidy"]
    try session.add(names.map { "\($0) daily" }, at: "2026-10-20T08:00")
    // Six mornings after a good night with every habit done, six after a poor one with one.
    let rested = (0..<6).map { isoDate(2026, 11, 2 + 3 * $0) }
    let tired = (0..<6).map { isoDate(2026, 11, 3 + 3 * $0) }
    for (day, sleep) in rested.map({ ($0, "5") }) + tired.map({ ($0, "1") }) {
      try session.run(["reflect", "morning", "--sleep", sleep], at: day + "T07:00")
    }
    var script = rested.flatMap { day in names.map { "done \($0) --date \(day)" } }
    script += tired.map { "done walk --date \($0)" }
    let run = try Sherpa.run(
      [], now: Self.at("09:00"), stdin: script.joined(separator: "\n") + "\n",
      env: session.env, in: session.sandbox)
    #expect(run.status == 0, "\(run.stderr)")
    let insights = try session.object(["insights"], at: Self.at("09:00"))
    let found = try #require(insights["insights"] as? [[String: Any]])
    let sleep = try #require(found.first { $0["kind"] as? String == "sleep" })
    #expect(
      sleep["text"] as? String
        == "Days after a good night's sleep go better: 100% of habits done (30 of 30) after "
        + "sleep rated 4 or 5, against 20% (6 of 30) after sleep rated 1 or 2.")
  }
}

/// "2026-11-02" for a test's days.
private func isoDate(_ year: Int, _ month: Int, _ day: Int) -> String {
  "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
}
