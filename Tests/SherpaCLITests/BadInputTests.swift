import Foundation
import Testing

/// Every input Sherpa cannot act on: one line on stderr starting `Error: `, exit status 1,
/// nothing on stdout, and the store's files exactly as they were.
struct BadInputTests {
  static let now = "2026-11-21T09:00"  // a Saturday

  /// Run, Read, Brush teeth, a task done yesterday and Floss archived, added on Monday,
  /// with some history.
  static func session() throws -> StoreSession { try template.session() }

  static let template = StoreTemplate { try build() }

  static func build() throws -> StoreSession {
    let session = try StoreSession()
    try session.add(
      [
        "run 5 km daily", "read 10 pages every night", "brush teeth twice a day",
        "task: buy milk on 20 Nov", "floss daily",
      ], at: "2026-11-16T08:00")
    try session.run(["done", "run", "3km"], at: "2026-11-20T20:00")
    try session.run(["done", "milk"], at: "2026-11-20T20:00")
    try session.run(["done", "read", "10"], at: now)
    try session.run(["archive", "floss"], at: now)
    try session.run(["today"], at: now)  // writes the streak cache too
    return session
  }

  /// Runs `args` on the session's store and checks the failure leaves no trace.
  ///
  /// - Returns: The line on stderr, without `Error: ` and the newline.
  static func failure(
    _ args: [String], in session: StoreSession, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let before = try session.sandbox.storeFiles()
    #expect(before["store.json"] != nil, sourceLocation: sourceLocation)
    let run = try session.attempt(args, at: now)
    #expect(run.status == 1, sourceLocation: sourceLocation)
    #expect(run.stdout.isEmpty, "stdout: \(run.stdout)", sourceLocation: sourceLocation)
    #expect(run.stderr.hasPrefix("Error: "), sourceLocation: sourceLocation)
    #expect(run.stderr.hasSuffix("\n"), sourceLocation: sourceLocation)
    #expect(
      run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)", sourceLocation: sourceLocation)
    let after = try session.sandbox.storeFiles()
    #expect(Set(after.keys) == Set(before.keys), sourceLocation: sourceLocation)
    for (path, bytes) in before where after[path] != bytes {
      Issue.record("\(path) changed", sourceLocation: sourceLocation)
    }
    var line = Substring(run.stderr)
    if line.hasPrefix("Error: ") { line = line.dropFirst(7) }
    if line.hasSuffix("\n") { line = line.dropLast() }
    return String(line)
  }

  // MARK: - Items

  @Test(arguments: [
    // Unknown, with the nearest name.
    (["done", "rnu"], "There is no item 'rnu'. Did you mean 'Run'?"),
    (["done", "bursh"], "There is no item 'bursh'. Did you mean 'Brush teeth'?"),
    (["done", "xyzzy"], "There is no item 'xyzzy'. 'sherpa list' shows your items."),
    (["skip", "rnu"], "There is no item 'rnu'. Did you mean 'Run'?"),
    (["show", "rnu"], "There is no item 'rnu'. Did you mean 'Run'?"),
    (["edit", "rnu", "10 km"], "There is no item 'rnu'. Did you mean 'Run'?"),
    (["rename", "rnu", "jog"], "There is no item 'rnu'. Did you mean 'Run'?"),
    (["archive", "rnu"], "There is no item 'rnu'. Did you mean 'Run'?"),
    (["delete", "--yes", "rnu"], "There is no item 'rnu'. Did you mean 'Run'?"),
    // Ambiguous: two items start with the same letters.
    (
      ["done", "r"],
      "'r' could be Run (#1), Read (#2). Say more of the name, or its number, like '#1'."
    ),
    (
      ["skip", "r"],
      "'r' could be Run (#1), Read (#2). Say more of the name, or its number, like '#1'."
    ),
    (
      ["show", "r"],
      "'r' could be Run (#1), Read (#2). Say more of the name, or its number, like '#1'."
    ),
    (
      // A bare number fits both; "2km" would be Run's (the unit settles it).
      ["done", "r", "2"],
      "'r' could be Run (#1), Read (#2). Say more of the name, or its number, like '#1'."
    ),
    // Archived, and no item at all.
    (["done", "floss"], "'Floss' is archived. 'sherpa list --archived' shows it."),
    (["done"], "Say which item, like 'done run'."),
    (["skip"], "Say which item: its name, the start of it, or its number, like '#1'."),
    (["done", "3km"], "Say which item '3km' is for, like 'done water 3km'."),
    (["rename", "run"], "Say the new name, like 'sherpa rename run morning run'."),
  ])
  func anItemThatCannotBeFoundIsOneLine(_ args: [String], _ message: String) throws {
    let session = try Self.session()
    defer { session.remove() }
    #expect(try Self.failure(args, in: session) == message)
  }

  // MARK: - Amounts and days

  @Test(arguments: [
    (
      ["done", "run", "3.2furlongs"],
      "'3.2furlongs' doesn't fit Run, which is counted in km. Log it like 'done run 5km'."
    ),
    (
      ["done", "run", "20min"],
      "'20min' doesn't fit Run, which is counted in km. Log it like 'done run 5km'."
    ),
    (
      ["done", "read", "5", "apples"],
      "'5 apples' doesn't fit Read, which is counted in pages. Log it like 'done read 10'."
    ),
    (["done", "run", "-10km"], "That would take Run below zero today (0 logged)."),
    (
      ["done", "run", "-4km", "--date", "yesterday"],
      "That would take Run below zero yesterday (3 logged)."
    ),
    (
      ["done", "run", "0"], "Log an amount above zero, like 'done run 1', or below zero to correct."
    ),
    (
      ["done", "run", "2000000000km"], "2000000000 is more than Sherpa keeps. Log a smaller amount."
    ),
    (["done", "milk"], "Buy milk is already done (Fri 20 Nov 2026)."),
    (["skip", "read"], "Read is already done today. 'sherpa undo' takes back the last change."),
    // Dates.
    (
      ["done", "run", "--date", "2026-12-25"],
      "Fri 25 Dec 2026 is still to come. Log today or an earlier day, like '--date yesterday'."
    ),
    (
      ["skip", "run", "--date", "2026-11-22"],
      "Sun 22 Nov 2026 is still to come. Log today or an earlier day, like '--date yesterday'."
    ),
    (
      ["done", "run", "--date", "someday"],
      "Didn't understand the date 'someday'. Say today, yesterday, a weekday like 'mon', or a date like 2026-11-20."
    ),
    (
      ["done", "run", "--date", "2026-02-30"],
      "Didn't understand the date '2026-02-30'. Say today, yesterday, a weekday like 'mon', or a date like 2026-11-20."
    ),
    (
      ["done", "run", "--date", "2026-11-01"],
      "Run was added on Mon 16 Nov 2026; log it on that day or later."
    ),
    (
      ["skip", "run", "--date", "2026-11-15"],
      "Run was added on Mon 16 Nov 2026; log it on that day or later."
    ),
  ])
  func anAmountOrDayThatDoesNotFitIsOneLine(_ args: [String], _ message: String) throws {
    let session = try Self.session()
    defer { session.remove() }
    #expect(try Self.failure(args, in: session) == message)
  }

  /// An amount that is not understood, or in a unit the item is not counted in, is named.
  @Test(arguments: [
    (["done", "run", "abc"], "Didn't understand the amount 'abc'. Log it like 'done run 5km'."),
    (
      ["done", "run", "3.2.1km"],
      "Didn't understand the amount '3.2.1km'. Log it like 'done run 5km'."
    ),
    (
      ["done", "teeth", "2km"],
      "'2km' doesn't fit Brush teeth, which is counted in times. Log it like 'done brush teeth 2'."
    ),
  ])
  func aRefusalNamesWhatWasWrong(_ args: [String], _ message: String) throws {
    let session = try Self.session()
    defer { session.remove() }
    #expect(try Self.failure(args, in: session) == message)
  }

  /// A day still to come can be looked at, just not logged; "500m" of a run is metres.
  @Test func aFutureDayCanBeShownAndMetresFitAKmTarget() throws {
    let session = try Self.session()
    defer { session.remove() }
    #expect(
      try session.run(["today", "--date", "2026-12-25"], at: Self.now).hasPrefix("Fri 25 Dec 2026"))
    #expect(
      try session.run(["done", "run", "500m"], at: Self.now)
        == "Run +0.5 km: 0.5 / 5 km today. 1 of 3 habits done today.\n")
  }

  // MARK: - add, edit, rename

  @Test(arguments: [
    (
      ["add", "--yes", "run 5 km daily"],
      "You already have 'Run' (#1). Use another name, or add --force to keep both."
    ),
    (
      ["add", "--yes", "RUN every Monday"],
      "You already have 'Run' (#1). Use another name, or add --force to keep both."
    ),
    (
      ["add", "--yes", "read every blursday"],
      "Didn't understand 'blursday'. Did you mean 'Thursday'?"
    ),
    (
      ["add", "--yes", "every Monday"],
      "'every Monday' says when, but not what. Add the activity, like 'read every Monday'."
    ),
    (
      ["add", "--yes"],
      "There is nothing to add. Say what and when, like 'read 10 pages every night'."
    ),
    (
      ["add", "--dry-run", "every Monday"],
      "'every Monday' says when, but not what. Add the activity, like 'read every Monday'."
    ),
    // edit with nothing to change, or nothing understood.
    (["edit", "run"], "Say what changes for Run, like 'sherpa edit run every weekday at 7am'."),
    (["edit", "run", "5 km"], "Run already reads that way; nothing changed."),
    (["edit", "run", "every blursday"], "Didn't understand 'blursday'. Did you mean 'Thursday'?"),
  ])
  func aPhraseThatCannotBeKeptIsOneLine(_ args: [String], _ message: String) throws {
    let session = try Self.session()
    defer { session.remove() }
    #expect(try Self.failure(args, in: session) == message)
  }

  /// A name in use is refused, and the advice it gives (`--force`) works for both.
  @Test(arguments: [["rename", "run", "read"]])
  func aNameInUseIsRefusedWithAdviceThatWorks(_ args: [String]) throws {
    let session = try Self.session()
    defer { session.remove() }
    let line = try Self.failure(args, in: session)
    #expect(line.hasPrefix("You already have '"))
    #expect(line.hasSuffix("Use another name, or add --force to keep both."))
    #expect(try session.attempt(args + ["--force"], at: Self.now).status == 0)
    let names = try StoreSession.array(session.run(["list", "--json"], at: Self.now))
      .compactMap { $0["name"] as? String }
    #expect(!names.contains { $0.contains("--force") })
    #expect(!names.contains("Run"))
  }

  // MARK: - config, delete

  @Test(arguments: [
    (
      ["config", "set", "colour", "always"],
      "There is no setting 'colour'. Settings are dayBoundary, weekStart, color, bedtime, phases, phase.morning, phase.afternoon, phase.evening, phase.night, location, reminders.cap, reminders.cooldown, reminders.lead, coach.llm.url, coach.llm.model, coach.llm.api, coach.llm.timeout, coach.llm.daily_tokens."
    ),
    (
      ["config", "get", "nope"],
      "There is no setting 'nope'. Settings are dayBoundary, weekStart, color, bedtime, phases, phase.morning, phase.afternoon, phase.evening, phase.night, location, reminders.cap, reminders.cooldown, reminders.lead, coach.llm.url, coach.llm.model, coach.llm.api, coach.llm.timeout, coach.llm.daily_tokens."
    ),
    (
      ["config", "set", "color", "purple"],
      "'purple' is not a value for color. Try 'auto', 'always' or 'never'."
    ),
    (
      ["config", "set", "dayBoundary", "25:00"],
      "'25:00' is not a value for dayBoundary. Try '03:00' (a time before noon)."
    ),
    (
      ["config", "set", "dayBoundary", "13:00"],
      "'13:00' is not a value for dayBoundary. Try '03:00' (a time before noon)."
    ),
    (
      ["config", "set", "dayBoundary", "3am"],
      "'3am' is not a value for dayBoundary. Try '03:00' (a time before noon)."
    ),
    (
      ["config", "set", "weekStart", "friday"],
      "'friday' is not a value for weekStart. Try 'monday' or 'sunday'."
    ),
    (
      ["config", "set", "color"],
      "Say the setting and its value, like 'sherpa config set weekStart sunday'."
    ),
    (
      ["config", "frob"],
      "'frob' is not a config action. Say 'get' or 'set', like 'sherpa config set weekStart sunday'."
    ),
    (["delete", "run"], "Deleting needs a yes: run it on a terminal, or add --yes."),
  ])
  func aSettingOrDeleteThatCannotBeDoneIsOneLine(_ args: [String], _ message: String) throws {
    let session = try Self.session()
    defer { session.remove() }
    #expect(try Self.failure(args, in: session) == message)
  }

  // MARK: - Without a store

  @Test(arguments: [
    ["done", "run"], ["skip", "run"], ["show", "run"], ["edit", "run", "10 km"],
    ["rename", "run", "jog"], ["archive", "run"], ["delete", "--yes", "run"], ["undo"],
    ["config", "set", "color", "purple"],
  ])
  func aFailureOnAnEmptyStoreCreatesNoStore(_ args: [String]) throws {
    let sandbox = try Sherpa.Sandbox()
    defer { sandbox.remove() }
    let run = try Sherpa.run(args, now: Self.now, in: sandbox)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("Error: ") && run.stderr.filter { $0 == "\n" }.count == 1)
    #expect(!sandbox.storeExists)
    #expect(
      !FileManager.default.fileExists(
        atPath: sandbox.root.appendingPathComponent("store.history").path))
  }

  @Test func aFailedRunDoesNotStopTheNextOne() throws {
    let session = try Self.session()
    defer { session.remove() }
    _ = try Self.failure(["done", "run", "20min"], in: session)
    #expect(
      try session.run(["done", "run", "2km"], at: Self.now).hasPrefix("Run +2 km: 2 / 5 km today."))
    #expect(try session.run(["undo"], at: Self.now) == "Undid Run +2 km on Sat 21 Nov.\n")
  }
}
