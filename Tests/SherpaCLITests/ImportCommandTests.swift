import Foundation
import Testing

/// `sherpa import json FILE`: an export merged into a store, without duplicates.
struct ImportCommandTests {
  static let now = MonthOfHistory.now

  /// Writes `text` as `name` in the folder Sherpa runs in, and returns the name.
  static func put(_ text: String, as name: String, in session: StoreSession) throws -> String {
    try Data(text.utf8).write(to: session.sandbox.root.appendingPathComponent(name))
    return name
  }

  /// How many events an export holds: one per line in its `events` list.
  static func eventCount(_ export: String) -> Int {
    export.split(separator: "\n").filter { $0.hasPrefix("    {\"day\":") }.count
  }

  /// The store's own files: the document and the history, not the lock, backup or cache.
  static func storeState(_ session: StoreSession) throws -> [String: Data] {
    try session.sandbox.storeFiles().filter { path, _ in
      path == "store.json" || path.hasPrefix("store.history/")
    }
  }

  @Test func anExportImportedIntoAnEmptyStoreGivesTheSameStore() throws {
    let source = try MonthOfHistory.template.session()
    let copy = try StoreSession()
    defer {
      source.remove()
      copy.remove()
    }
    try source.run(["export", "json", "--out", "export.json"], at: Self.now)
    let exported = try String(
      contentsOf: source.sandbox.root.appendingPathComponent("export.json"), encoding: .utf8)
    // --store names the empty store; the source's own is left alone. Floss was deleted.
    let before = try source.sandbox.storeFiles()
    let said = try source.run(
      ["import", "json", "export.json", "--store", copy.sandbox.store.path], at: Self.now)
    #expect(said == "Imported export.json: 13 new items, \(Self.eventCount(exported)) events.\n")
    #expect(try source.sandbox.storeFiles() == before)
    #expect(try copy.run(["export", "json"], at: Self.now) == exported)
    // Byte for byte: the document and each month file of the history.
    #expect(try Self.storeState(copy) == Self.storeState(source))
    for view in [["today", "--json"], ["list", "--all", "--json"], ["show", "run", "--json"]] {
      #expect(try copy.run(view, at: Self.now) == source.run(view, at: Self.now))
    }
  }

  @Test func importingTheSameExportTwiceAddsNothing() throws {
    let session = try MonthOfHistory.template.session()
    defer { session.remove() }
    let file = try Self.put(
      session.run(["export", "json"], at: Self.now), as: "export.json", in: session)
    // Into the store it came from, and again after a first import elsewhere.
    let before = try session.sandbox.storeFiles()
    let said = try session.run(["import", "json", file], at: Self.now)
    #expect(said == "Nothing new in \(file): the store has all of it already.\n")
    #expect(try session.sandbox.storeFiles() == before)

    let other = try StoreSession()
    defer { other.remove() }
    _ = try Self.put(
      session.run(["export", "json"], at: Self.now), as: "export.json", in: other)
    try other.run(["import", "json", file], at: Self.now)
    let once = try other.sandbox.storeFiles()
    let again = try StoreSession.object(
      other.run(["import", "json", file, "--json"], at: Self.now))
    #expect(again["added"] as? Int == 0 && again["events"] as? Int == 0)
    #expect(try other.sandbox.storeFiles() == once)
  }

  @Test func aLaterExportBringsTheCopyUpToTheStoreItCameFrom() throws {
    let source = try MonthOfHistory.template.session()
    let copy = try StoreSession()
    defer {
      source.remove()
      copy.remove()
    }
    let early = try Self.put(
      source.run(["export", "json"], at: Self.now), as: "early.json", in: copy)
    try copy.run(["import", "json", early], at: Self.now)
    try MonthOfHistory.day(
      "2026-11-28T10:00",
      """
      done run 4km
      rename gym Weights
      add "drink water 2l daily" --yes
      done drink +500ml
      undo
      skip coffees --note "decaf week"
      """, source)
    let exported = try source.run(["export", "json"], at: "2026-11-28T11:00")
    let late = try Self.put(exported, as: "late.json", in: copy)
    let said = try copy.run(["import", "json", late], at: "2026-11-28T11:00")
    #expect(said == "Imported \(late): 1 new item, 1 item brought up to date, 6 events.\n")
    #expect(try copy.run(["export", "json"], at: "2026-11-28T11:00") == exported)
  }

  @Test func anImportIntoAnotherStoreKeepsBothAndRenumbersWhatItAdds() throws {
    let source = try MonthOfHistory.template.session()
    let other = try StoreSession()
    defer {
      source.remove()
      other.remove()
    }
    try MonthOfHistory.day(
      "2026-11-20T08:00", "add \"journal every night\" --yes\ndone journal", other)
    let file = try Self.put(
      source.run(["export", "json"], at: Self.now), as: "export.json", in: other)
    try other.run(["import", "json", file], at: Self.now)
    let mine = try StoreSession.array(other.run(["list", "--all", "--json"], at: Self.now))
    let theirs = try StoreSession.array(source.run(["list", "--all", "--json"], at: Self.now))
    #expect(mine.count == theirs.count + 1)
    #expect(mine.first?["name"] as? String == "Journal" && mine.first?["id"] as? Int == 1)
    #expect(
      mine.dropFirst().compactMap { $0["name"] as? String }
        == theirs.compactMap { $0["name"] as? String })
    // The export's setting change is new to this store, so it is taken; the imported days
    // count as they did.
    #expect(try other.run(["config", "get", "dayBoundary"], at: Self.now) == "03:00\n")
    let day = ["today", "--date", "2026-11-18", "--json"]
    let shown = try StoreSession.object(other.run(day, at: Self.now))
    let original = try StoreSession.object(source.run(day, at: Self.now))
    #expect(shown["xp"] as? Int == original["xp"] as? Int)
    let again = try StoreSession.object(
      other.run(["import", "json", file, "--json"], at: Self.now))
    #expect(again["added"] as? Int == 0 && again["events"] as? Int == 0)
  }

  @Test(arguments: [
    (
      "{\"format\":\"sherpa-export\",\"version\":1,\"document\":",
      "line 1, column 50: the document ends too early"
    ),
    ("{\"format\":\"something\"}\n", "it is not a Sherpa export"),
    (
      "{\"format\":\"sherpa-export\",\"version\":2}\n",
      "it was written by a newer Sherpa (export format 2; this one reads up to 1)"
    ),
    (
      "{\"format\":\"sherpa-store\",\"version\":1,\"seq\":0,\"nextId\":1,\"items\":[]}\n",
      "it is a store, not an export; export it first with 'sherpa export json --store FILE'"
    ),
  ])
  func aDamagedOrForeignFileIsOneLineAndChangesNothing(_ text: String, _ problem: String) throws {
    let session = try MonthOfHistory.template.session()
    defer { session.remove() }
    let file = try Self.put(text, as: "bad.json", in: session)
    let before = try session.sandbox.storeFiles()
    let run = try session.attempt(["import", "json", file], at: Self.now)
    #expect(run.status == 1 && run.stdout.isEmpty)
    #expect(run.stderr == "Error: Can't import \(file) (\(problem)). Nothing was changed.\n")
    #expect(try session.sandbox.storeFiles() == before)
  }

  @Test func anExportWhoseHistoryDoesNotHoldTogetherChangesNothing() throws {
    let session = try MonthOfHistory.template.session()
    defer { session.remove() }
    let exported = try session.run(["export", "json"], at: Self.now)
    let cases = [
      (#""undoes":\d+"#, "\"undoes\":99999", "takes back event 99999, which is not before it"),
      (#""seq":3,"#, "\"seq\":1,", "event 1 comes after event 2; events go in seq order"),
      (
        #""event":"progress","item":1,"#, "\"event\":\"progress\",\"item\":77,",
        "is about item 77, which nothing describes"
      ),
    ]
    for (pattern, replacement, problem) in cases {
      let range = try #require(exported.range(of: pattern, options: .regularExpression))
      var damaged = exported
      damaged.replaceSubrange(range, with: replacement)
      let file = try Self.put(damaged, as: "bad.json", in: session)
      let before = try session.sandbox.storeFiles()
      let run = try session.attempt(["import", "json", file], at: Self.now)
      #expect(run.status == 1 && run.stdout.isEmpty)
      #expect(
        run.stderr.hasPrefix("Error: Can't import \(file) (") && run.stderr.contains(problem),
        "\(run.stderr)")
      #expect(run.stderr.hasSuffix("). Nothing was changed.\n"))
      #expect(try session.sandbox.storeFiles() == before)
    }
  }
}
