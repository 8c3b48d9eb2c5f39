import Foundation
import Testing

/// `done`, check-ins, options and `edit` as people type them: a typo never changes data,
/// `done` means done, a limit says when it is passed, and an amount far past the target
/// is asked about, or refused in a script.
struct IntakeInTheWildTests {
  static let now = "2026-11-21T09:00"

  static let template = StoreTemplate {
    let session = try StoreSession()
    try session.add(
      [
        "gym mon wed fri", "read 20 pages daily", "at most 2 coffees a day",
        "drink 2 l of water daily", "water the plants every 3 days", "meditate 10 min daily",
        "brush teeth twice a day", "spend less than $20 a day",
      ], at: "2026-11-16T08:00")
    return session
  }

  /// An option that is none is named with the nearest, and nothing is written.
  @Test(arguments: [
    (["add", "floss nightly", "--yse"], "'--yse' is not an option of add. Did you mean '--yes'?"),
    (
      ["edit", "gym", "every tue thu at 7am", "--dry-rn"],
      "'--dry-rn' is not an option of edit. Did you mean '--dry-run'?"
    ),
    (["done", "gym", "--nte", "x"], "'--nte' is not an option of done. Did you mean '--note'?"),
    (["add", "-q", "floss nightly"], "'-q' is not an option of add."),
  ])
  func anOptionThatIsNoneIsAnError(_ args: [String], _ start: String) throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let line = try BadInputTests.failure(args, in: session)
    #expect(line.hasPrefix(start), "\(line)")
    #expect(line.hasSuffix("Words that start with a dash go after '--'."))
  }

  @Test func aPhraseThatStartsWithADashGoesAfterTheSeparator() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let parsed = try StoreSession.object(
      session.run(["parse", "--json", "--", "-x", "floss", "daily"], at: Self.now))
    #expect(parsed["name"] as? String == "X floss")
    // A negative amount is an amount, not an option.
    #expect(try session.run(["done", "water", "+500ml"], at: Self.now).contains("+500 ml"))
    #expect(try session.run(["done", "water", "-250ml"], at: Self.now).contains("-250 ml"))
  }

  @Test func editDryRunShowsAndKeepsNothing() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let before = try session.sandbox.storeFiles()
    let out = try session.run(["edit", "gym", "every tue thu at 7am", "--dry-run"], at: Self.now)
    #expect(out.contains("Every week on Tue & Thu"))
    #expect(out.contains("07:00"))
    #expect(out.hasSuffix("Nothing was changed (--dry-run).\n"))
    #expect(try session.sandbox.storeFiles() == before)
  }

  /// Edit changes what its phrase says; a name is `rename`'s job.
  @Test func editLeavesTheNameToRename() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    #expect(
      try BadInputTests.failure(["edit", "gym", "jogging"], in: session)
        == "'jogging' is not a schedule, amount, time or relation, so Gym was left as it was. "
        + "To rename it, say 'sherpa rename gym jogging'.")
    let changed = try StoreSession.object(
      session.run(["edit", "coffees", "at most 3 a day", "--json"], at: Self.now))
    let target = try #require(changed["target"] as? [String: Any])
    #expect(target["amount"] as? Double == 3 && target["goal"] as? String == "atMost")
    #expect(target["label"] as? String == "coffees" && target["unit"] as? String == "count")
    // "3 times" says what to count; a bare number keeps it.
    let read = try StoreSession.object(session.run(["edit", "read", "30", "--json"], at: Self.now))
    #expect((read["target"] as? [String: Any])?["label"] as? String == "pages")
    #expect(changed["name"] as? String == "Coffees")
  }

  @Test func doneMeansDone() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    #expect(
      try session.run(["done", "read"], at: Self.now)
        .hasPrefix("Read: 20 / 20 pages, done today."))
    #expect(
      try session.run(["done", "meditate"], at: Self.now)
        .hasPrefix("Meditate: 10 / 10 min, done today."))
    // A plain count of times goes up by one: brushing twice a day is two `done`s.
    #expect(try session.run(["done", "teeth"], at: Self.now).hasPrefix("Brush teeth +1: 1 / 2"))
    // The unit settles which item.
    #expect(
      try session.run(["done", "water", "500ml"], at: Self.now)
        .hasPrefix("Drink water +500 ml: 500 / 2000 ml today."))
  }

  @Test func aLimitSaysWhenItIsPassed() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    try session.run(["done", "coffees"], at: Self.now)
    try session.run(["done", "coffees"], at: Self.now)
    #expect(
      try session.run(["done", "coffees"], at: Self.now)
        == "Coffees +1: 3 of at most 2 coffees today, over the limit.\n")
    // A check-in with a drink goes to the item that counts it.
    let out = try Sherpa.run([], now: Self.now, stdin: "drank a coffee\n", in: session.sandbox)
    #expect(out.stdout == "Coffees +1: 4 of at most 2 coffees today, over the limit.\n")
  }

  /// An amount far past the target is refused in a script (asked about on a terminal).
  @Test func anImplausibleAmountIsRefusedInAScript() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    #expect(
      try BadInputTests.failure(["done", "read", "1000000", "pages"], in: session)
        == "'1000000 pages' is over 100 times Read's target of 20 pages a day. "
        + "If it is right, log it on a terminal and confirm.")
    #expect(
      try BadInputTests.failure(["done", "drink", "water", "0.5kl"], in: session).hasPrefix(
        "'0.5kl'"))
  }

  /// What a person typed comes back in an error without its control characters.
  @Test func errorsEchoNoEscapeSequences() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let line = try BadInputTests.failure(["done", "gym\u{1B}[31m"], in: session)
    #expect(!line.contains("\u{1B}"))
    #expect(line.contains("\\u{1B}"))
    let long = String(repeating: "x", count: 500)
    #expect(try BadInputTests.failure(["done", long], in: session).count < 200)
  }

  /// `--date` takes the days the grammar names in the past.
  @Test(arguments: [
    ("last friday", "2026-11-20"), ("2 days ago", "2026-11-19"),
    ("the day before yesterday", "2026-11-19"), ("yesterday", "2026-11-20"), ("wed", "2026-11-18"),
  ])
  func aDateCanBeSaidInWords(_ said: String, _ day: String) throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let logged = try session.object(["done", "read", "--date", said], at: Self.now)
    #expect(logged["date"] as? String == day)
  }

  @Test func moneyIsLoggedAndShownAsMoney() throws {
    let session = try Self.template.session()
    defer { session.remove() }
    #expect(
      try session.run(["done", "spend", "$4.50"], at: Self.now)
        == "Spend +$4.50: $4.50 of at most $20 today.\n")
  }
}
