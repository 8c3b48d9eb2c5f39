import Foundation
import Testing

/// Every store command's happy path, end to end.
struct StoreCommandTests {
  static let today = "2026-11-21T09:00"  // a Saturday

  static let parseKeys: Set<String> = [
    "input", "kind", "name", "target", "recurrence", "rrule", "start", "time", "phase", "after",
    "onlyOn", "notify", "summary", "occurrences", "times", "solar",
  ]
  /// The store keeps one time of day, so a kept item's object has no `times` (yet).
  static let itemKeys = parseKeys.subtracting(["times"])
    .union(["id", "created", "archived", "completed"])
  static let entryKeys: Set<String> = [
    "id", "name", "kind", "target", "progress", "done", "skipped", "note", "judged", "time",
    "phase", "overdueSince",
  ]

  // MARK: - add

  @Test func addShowsWhatItUnderstoodAndKeepsIt() throws {
    let session = try StoreSession()
    defer { session.remove() }
    let out = try session.run(["add", "--yes", "run 5 km every weekday"], at: Self.today)
    #expect(
      out == """
        Run (habit)
          Target    5 km a day
          Schedule  Every weekday
          Starts    Mon 23 Nov 2026
          Next      Mon 23 Nov, Tue 24 Nov, Wed 25 Nov, Thu 26 Nov, Fri 27 Nov, …
        Added Run as #1.

        """)
    let items = try StoreSession.array(session.run(["list", "--json"], at: Self.today))
    #expect(items.count == 1)
    #expect(items.first?["id"] as? Int == 1)
    #expect(items.first?["input"] as? String == "run 5 km every weekday")
    #expect(items.first?["created"] as? String == "2026-11-21")
  }

  @Test func addWithoutATerminalAddsWithoutAsking() throws {
    let session = try StoreSession()
    defer { session.remove() }
    let out = try session.run(["add", "floss", "every", "night"], at: Self.today)
    #expect(out.hasSuffix("Added Floss as #1.\n"))
    #expect(!out.contains("[Y/n]"))
  }

  @Test func addDryRunWritesNothing() throws {
    let session = try StoreSession()
    defer { session.remove() }
    let out = try session.run(["add", "--dry-run", "floss every night"], at: Self.today)
    #expect(out.hasPrefix("Floss (habit)\n"))
    #expect(!out.contains("Added"))
    let json = try session.object(["add", "--dry-run", "floss every night"], at: Self.today)
    #expect(Set(json.keys) == Self.parseKeys)
    #expect(!session.sandbox.storeExists)
  }

  @Test func addJSONIsTheParseObjectWithTheStoreFields() throws {
    let session = try StoreSession()
    defer { session.remove() }
    let json = try session.object(["add", "--yes", "read 10 pages every night"], at: Self.today)
    #expect(Set(json.keys) == Self.itemKeys)
    #expect(json["id"] as? Int == 1)
    #expect(json["created"] as? String == "2026-11-21")
    #expect(json["archived"] is NSNull)
    #expect(json["completed"] is NSNull)
    #expect(json["name"] as? String == "Read")
  }

  @Test func addForceKeepsTwoItemsOfOneName() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily"], at: Self.today)
    let out = try session.run(["add", "--yes", "--force", "run 10 km daily"], at: Self.today)
    #expect(out.hasSuffix("Added Run as #2.\n"))
    let items = try StoreSession.array(session.run(["list", "--json"], at: Self.today))
    #expect(items.map { $0["name"] as? String } == ["Run", "Run"])
    // Two of one name are told apart by number.
    #expect(
      try session.attempt(["show", "run"], at: Self.today).stderr
        == "Error: 'run' could be Run (#1), Run (#2). Say more of the name, or its number, like '#1'.\n"
    )
    #expect(
      try session.run(["done", "#2", "4km"], at: Self.today).hasPrefix("Run +4 km: 4 / 10 km"))
  }

  /// `done`, `edit` and `rename` take the first of two items with the name typed, where
  /// `show`, `skip` and `archive` list both.
  @Test(arguments: [["done", "run"], ["edit", "run", "20 km"], ["rename", "run", "jog"]])
  func aNameTwoItemsShareIsAmbiguousForEveryCommand(_ args: [String]) throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily"], at: Self.today)
    try session.run(["add", "--yes", "--force", "run 10 km daily"], at: Self.today)
    let before = try session.sandbox.storeFiles()
    let run = try session.attempt(args, at: Self.today)
    let after = try session.sandbox.storeFiles()
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "Error: 'run' could be Run (#1), Run (#2). Say more of the name, or its number, like '#1'.\n"
    )
    #expect(after == before)
  }

  // MARK: - edit, rename, archive, delete

  @Test func editChangesOnlyWhatIsSaid() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily at 7am"], at: Self.today)
    let out = try session.run(["edit", "run", "10 km"], at: Self.today)
    #expect(
      out == """
        Run (habit)
          Target    10 km a day
          Schedule  Every day
          Starts    Sat 21 Nov 2026
          When      07:00
          Next      Sat 21 Nov, Sun 22 Nov, Mon 23 Nov, Tue 24 Nov, Wed 25 Nov, …
        Changed Run (#1).

        """)
    let json = try session.object(["edit", "run", "every weekday"], at: Self.today)
    #expect(Set(json.keys) == Self.itemKeys)
    #expect(json["rrule"] as? String == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
    #expect((json["target"] as? [String: Any])?["amount"] as? Double == 10)
    #expect(json["time"] as? String == "07:00")
    #expect(json["input"] as? String == "run 5 km daily at 7am; 10 km; every weekday")
  }

  @Test func editKeepsThePastDaysAsTheyWere() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily"], at: "2026-11-19T08:00")
    try session.run(["done", "run", "6km"], at: "2026-11-20T08:00")
    try session.run(["edit", "run", "10 km"], at: Self.today)
    let friday = try #require(
      try session.object(["today", "--date", "yesterday"], at: Self.today).item("Run"))
    #expect((friday["target"] as? [String: Any])?["amount"] as? Double == 5)
    #expect(friday["done"] as? Bool == true)
    let saturday = try #require(try session.object(["today"], at: Self.today).item("Run"))
    #expect((saturday["target"] as? [String: Any])?["amount"] as? Double == 10)
  }

  @Test func renameKeepsTheHistory() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily"], at: Self.today)
    try session.run(["done", "run", "3km"], at: Self.today)
    #expect(
      try session.run(["rename", "run", "morning jog"], at: Self.today)
        == "Renamed Run to Morning jog.\n")
    let day = try session.object(["today"], at: Self.today)
    #expect(day.items.map { $0["name"] as? String } == ["Morning jog"])
    #expect(day.item("Morning jog")?["progress"] as? Double == 3)
    #expect(
      try session.run(["done", "jog", "2km"], at: Self.today).hasPrefix(
        "Morning jog +2 km: 5 / 5 km"))
  }

  @Test func archiveStopsTheItemFromTodayAndKeepsItsPast() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily", "floss daily"], at: "2026-11-20T08:00")
    try session.run(["done", "run", "5km"], at: "2026-11-20T20:00")
    #expect(
      try session.run(["archive", "run"], at: Self.today)
        == "Archived Run. Its history stays; 'sherpa undo' brings it back.\n")
    #expect(try session.object(["today"], at: Self.today).item("Run") == nil)
    #expect(
      try session.object(["today", "--date", "yesterday"], at: Self.today).item("Run")?["done"]
        as? Bool == true)
    let archived = try StoreSession.array(
      session.run(["list", "--archived", "--json"], at: Self.today))
    #expect(archived.map { $0["name"] as? String } == ["Run"])
    #expect(archived.first?["archived"] as? String == "2026-11-21")
    let active = try StoreSession.array(session.run(["list", "--json"], at: Self.today))
    #expect(active.map { $0["name"] as? String } == ["Floss"])
    #expect(
      try session.object(["show", "run"], at: Self.today)["archived"] as? String == "2026-11-21")
  }

  @Test func deleteWithYesRemovesTheItemAndItsHistory() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily", "floss daily"], at: "2026-11-20T08:00")
    try session.run(["done", "run", "5km"], at: "2026-11-20T20:00")
    #expect(
      try session.run(["delete", "--yes", "run"], at: Self.today)
        == "Deleted Run. 'sherpa undo' brings it back.\n")
    let all = try StoreSession.array(session.run(["list", "--all", "--json"], at: Self.today))
    #expect(all.map { $0["name"] as? String } == ["Floss"])
    #expect(
      try session.object(["today", "--date", "yesterday"], at: Self.today).item("Run") == nil)
    // Ids are never reused.
    #expect(try session.object(["add", "--yes", "swim daily"], at: Self.today)["id"] as? Int == 3)
  }

  // MARK: - list, show, config

  @Test func listOfAnEmptyStoreSaysHowToStart() throws {
    let run = try Sherpa.run(["list"], now: Self.today)
    #expect(run.status == 0)
    #expect(run.stdout == "No items yet. Add one, like: sherpa add \"floss every night\"\n")
    #expect(try Sherpa.run(["list", "--json"], now: Self.today).stdout == "[]\n")
  }

  @Test func listArchivedWithNothingArchivedDoesNotSayThereAreNoItems() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["floss daily"], at: Self.today)
    let out = try session.run(["list", "--archived"], at: Self.today)
    #expect(out == "Nothing is archived.\n")
  }

  @Test func listAllShowsDoneTasksAndArchivedItems() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily", "task: buy milk today", "floss daily"], at: Self.today)
    try session.run(["done", "milk"], at: Self.today)
    try session.run(["archive", "floss"], at: Self.today)
    func names(_ args: [String]) throws -> [String?] {
      try StoreSession.array(session.run(args + ["--json"], at: Self.today)).map {
        $0["name"] as? String
      }
    }
    #expect(try names(["list"]) == ["Run"])
    #expect(try names(["list", "--all"]) == ["Run", "Buy milk", "Floss"])
    #expect(try names(["list", "--archived"]) == ["Floss"])
    let milk = try StoreSession.array(session.run(["list", "--all", "--json"], at: Self.today))[1]
    #expect(milk["completed"] as? String == "2026-11-21")
    #expect(Set(milk.keys) == Self.itemKeys)
  }

  @Test func showJSONHasTheNextDatesAndTheLastDays() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily"], at: "2026-11-16T08:00")
    try session.run(["done", "run", "5km", "--date", "mon"], at: Self.today)
    try session.run(["skip", "run", "--date", "tue", "--note", "rain"], at: Self.today)
    let show = try session.object(["show", "run"], at: Self.today)
    #expect(
      Set(show.keys) == Self.itemKeys.union(["next", "last7", "last30", "streak", "periods"]))
    let next = try #require(show["next"] as? [String])
    #expect(next.count == 14)
    #expect(next.first == "2026-11-21")
    let week = try #require(show["last7"] as? [String: Any])
    #expect(week["scheduled"] as? Int == 5)  // Mon–Fri: today counts once it is done
    #expect(week["done"] as? Int == 1)
    #expect(week["skipped"] as? Int == 1)
    let days = try #require(week["days"] as? [[String: Any]])
    #expect(days.count == 7)
    #expect(days.first?["date"] as? String == "2026-11-15")
    #expect(days.last?["date"] as? String == "2026-11-21")
    #expect(
      Set(days.first?.keys ?? [:].keys) == [
        "date", "scheduled", "progress", "done", "skipped", "note", "share",
      ])
    #expect(days[2]["note"] as? String == "rain")
    // The chart's value: Monday done, Tuesday skipped with a note, Sunday not scheduled.
    #expect(days[1]["share"] as? Double == 1)
    #expect(days[2]["share"] is NSNull && days[0]["share"] is NSNull)
    let streak = try #require(show["streak"] as? [String: Any])
    #expect(streak["current"] as? Int == 0 && streak["longest"] as? Int == 1)
    #expect(((show["last30"] as? [String: Any])?["days"] as? [Any])?.count == 30)
  }

  @Test func configGetAndSet() throws {
    let session = try StoreSession()
    defer { session.remove() }
    #expect(
      try session.run(["config", "get"], at: Self.today)
        == """
        dayBoundary        02:00
        weekStart          monday
        color              auto
        bedtime            23:00
        phases             auto
        phase.morning      06:00
        phase.afternoon    12:00
        phase.evening      18:00
        phase.night        22:00
        location           none
        reminders.cap      8
        reminders.cooldown 45
        reminders.lead     10

        """)
    #expect(
      try session.run(["config", "set", "dayBoundary", "03:00"], at: Self.today)
        == "dayBoundary is 03:00.\n")
    #expect(
      try session.run(["config", "set", "weekStart", "Sunday"], at: Self.today)
        == "weekStart is sunday.\n")
    #expect(
      try session.run(["config", "set", "color", "never", "--json"], at: Self.today)
        == #"{"color":"never"}"# + "\n")
    #expect(try session.run(["config", "get", "weekStart"], at: Self.today) == "sunday\n")
    #expect(
      try session.run(["config", "get", "--json"], at: Self.today)
        == #"{"bedtime":"23:00","color":"never","dayBoundary":"03:00","location":"none","phase.afternoon":"12:00","phase.evening":"18:00","phase.morning":"06:00","phase.night":"22:00","phases":"auto","reminders.cap":"8","reminders.cooldown":"45","reminders.lead":"10","weekStart":"sunday"}"#
        + "\n"
    )
  }

  // MARK: - The store on disk

  @Test func storeOptionWinsOverTheVariable() throws {
    let session = try StoreSession()
    defer { session.remove() }
    let other = session.sandbox.root.appendingPathComponent("elsewhere/mine.json")
    try session.run(["add", "--yes", "--store", other.path, "floss daily"], at: Self.today)
    #expect(!session.sandbox.storeExists)
    #expect(FileManager.default.fileExists(atPath: other.path))
    #expect(try session.run(["list", "--store", other.path], at: Self.today).contains("Floss"))
  }

  @Test func aChangeWritesTheDocumentItsBackupAndAMonthOfHistory() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["run 5 km daily"], at: Self.today)
    try session.run(["done", "run", "2km"], at: Self.today)
    try session.run(["rename", "run", "jog"], at: Self.today)
    let files = try session.sandbox.storeFiles()
    #expect(
      Set(files.keys).isSuperset(of: [
        "store.json", "store.json.bak", "store.json.lock", "store.history/2026-11.jsonl",
        "store.device",
      ]))
    #expect(files["store.device"] == Data("test\n".utf8))
    let document = try StoreSession.object(
      String(decoding: files["store.json"] ?? Data(), as: UTF8.self))
    #expect(document["format"] as? String == "sherpa-store")
    #expect(document["version"] as? Int == 2)
    let backup = String(decoding: files["store.json.bak"] ?? Data(), as: UTF8.self)
    #expect(backup.contains(#""name":"Run""#))
    let history = String(decoding: files["store.history/2026-11.jsonl"] ?? Data(), as: UTF8.self)
    let lines = history.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(
      try lines.map { try StoreSession.object(String($0))["event"] as? String } == [
        "add", "progress", "rename",
      ])
    let attributes = try FileManager.default.attributesOfItem(atPath: session.sandbox.store.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }
}
