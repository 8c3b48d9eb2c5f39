import Foundation
import SherpaActions
import SherpaCore
import SherpaParse
import Testing

@testable import SherpaStore

/// The actions on a real store in a temporary folder, without the binary: what each records,
/// what it refuses, and that `undo` takes each back.
struct ActionsTests {
  static let now = Moment(
    date: CivilDate(year: 2026, month: 11, day: 21)!, time: TimeOfDay(hour: 9, minute: 0)!)

  /// Actions on a new store holding `phrases`, added in order.
  static func actions(_ phrases: [String]) throws -> Actions {
    let folder = FileManager.default.temporaryDirectory.appending(path: "sherpa-actions-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let actions = Actions(
      store: Store(path: folder.appending(path: "store.json").path),
      vocabulary: Vocabulary(folder: nil))
    for phrase in phrases { _ = try actions.add(.phrase(phrase), force: false, at: now) }
    return actions
  }

  static func message(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// Amounts in any unit that converts, in the item's unit.
  @Test(arguments: [
    (["run", "3.2km"], LogResult.Logged.amount(3.2)),
    (["run", "2mi"], .amount(3.22)),
    (["run", "500m"], .amount(0.5)),
    (["water", "+250ml"], .amount(250)),
    (["water", "0.5", "l"], .amount(500)),
    (["walk", "10k"], .amount(10000)),
    (["read", "12", "pages"], .amount(12)),
    (["teeth"], .one),
    (["floss"], .nothing),
  ])
  func logsAmountsInTheItemsUnit(words: [String], logged: LogResult.Logged) throws {
    let actions = try Self.actions([
      "run 5km daily", "drink 2 l of water daily", "walk 10,000 steps daily",
      "read 20 pages daily", "brush teeth twice a day", "floss daily",
    ])
    let result = try actions.checkIn(
      words.joined(separator: " "), date: nil, note: nil, at: Self.now)
    #expect(result.logged == logged)
  }

  @Test(arguments: [
    (
      ["run", "20min"],
      "'20min' doesn't fit Run, which is counted in km. Log it like 'done run 5km'."
    ),
    (["run", "-1km"], "That would take Run below zero today (0 logged)."),
    (["run", "zoom"], "Didn't understand the amount 'zoom'. Log it like 'done run 5km'."),
    (["3km"], "Say which item '3km' is for, like 'done water 3km'."),
    ([], "Say which item, like 'done run'."),
  ])
  func refusesWhatDoesNotFit(words: [String], message: String) throws {
    let actions = try Self.actions(["run 5km daily"])
    #expect(
      Self.message {
        _ = try actions.checkIn(words.joined(separator: " "), date: nil, note: nil, at: Self.now)
      } == message)
  }

  @Test func theUnitSettlesWhichItemALogIsFor() throws {
    let actions = try Self.actions(["water the plants daily", "drink 2 l of water daily"])
    let result = try actions.checkIn("water 500ml", date: nil, note: nil, at: Self.now)
    #expect(result.item.name == "Drink water" && result.logged == .amount(500))
  }

  @Test func aDayBeforeTheItemOrStillToComeIsRefused() throws {
    let actions = try Self.actions(["run 5km daily"])
    #expect(
      Self.message { _ = try actions.checkIn("run", date: "2026-11-20", note: nil, at: Self.now) }
        == "Run was added on Sat 21 Nov 2026; log it on that day or later.")
    #expect(
      Self.message { _ = try actions.checkIn("run", date: "2026-11-22", note: nil, at: Self.now) }
        == "Sun 22 Nov 2026 is still to come. Log today or an earlier day, like '--date yesterday'."
    )
  }

  /// Each kind of change, then `undo`: the store reads as before the change.
  @Test(arguments: ["log", "skip", "edit", "rename", "archive", "delete", "config", "add", "plan"])
  func undoTakesBackEachAction(kind: String) throws {
    let actions = try Self.actions(["run 5km daily", "floss daily"])
    let before = try actions.store.document()
    let setUp = try actions.store.allEvents().last!.seq
    let at = Self.now
    switch kind {
    case "log": _ = try actions.checkIn("run 2km", date: nil, note: "easy", at: at)
    case "skip": _ = try actions.skip(["floss"], date: nil, note: "sick", at: at)
    case "edit": _ = try actions.edit(["run", "every", "weekday"], at: at)
    case "rename": _ = try actions.rename(["run", "morning", "run"], at: at)
    case "archive": _ = try actions.archive("floss", at: at)
    case "delete": _ = try actions.delete(item: 2, name: "Floss", at: at)
    case "config": _ = try actions.set("weekStart", to: "sunday", at: at)
    case "add": _ = try actions.add(.phrase("read 10 pages daily"), force: false, at: at)
    default:
      let plan = DayPlan(
        kind: .salvage,
        steps: [PlanStep(id: 2, name: "Floss", action: .skip, minutes: 5, reason: "")])
      try actions.keep(plan, accepted: true, on: at.date, at: at)
    }
    let changed = try actions.store.allEvents()
    let undone = try actions.undo(at: at)
    #expect(undone.event.seq == changed.last!.seq)
    var after = try actions.store.document()
    after.seq = before.seq
    after.nextId = kind == "add" ? before.nextId : after.nextId
    #expect(after.items == before.items && after.settings == before.settings)
    let all = try actions.store.allEvents()
    let taken = Event.takenBack(in: all)
    let live = all.filter { event in
      guard event.seq > setUp, !taken.contains(event.seq) else { return false }
      if case .undo = event.action { return false }
      return true
    }
    #expect(live.isEmpty, "every event of the change is taken back")
  }

  @Test func nothingToUndoIsOneLine() throws {
    let actions = try Self.actions([])
    #expect(Self.message { _ = try actions.undo(at: Self.now) } == "There is nothing to undo.")
  }

  /// A check-in's activity and amount find the item the way a person means it.
  @Test(arguments: [
    ("did my meditation", "Meditate"), ("finished the reading", "Read"),
    ("ran 3k", "Run"), ("drank 250ml of water", "Drink water"), ("drank a coffee", "Coffees"),
    ("drank some water", "Drink water"),
  ])
  func checkInsFindTheirItem(line: String, expected: String) throws {
    let actions = try Self.actions([
      "meditate 10 min daily", "read 20 pages daily", "run 5km daily",
      "water the plants daily", "drink 2 l of water daily", "at most 2 coffees a day",
    ])
    #expect(try actions.answer(line, at: Self.now).item?.name == expected)
  }

  @Test func aRefusedActionWritesNothing() throws {
    let actions = try Self.actions(["run 5km daily"])
    let folder = (actions.store.path as NSString).deletingLastPathComponent
    func files() throws -> [String: Data] {
      var all: [String: Data] = [:]
      for name in try FileManager.default.subpathsOfDirectory(atPath: folder) {
        all[name] = FileManager.default.contents(atPath: folder + "/" + name)
      }
      return all
    }
    let before = try files()
    #expect(
      Self.message { _ = try actions.checkIn("run 20min", date: nil, note: nil, at: Self.now) }
        != nil)
    #expect(Self.message { _ = try actions.rename(["nothing", "x"], at: Self.now) } != nil)
    #expect(Self.message { _ = try actions.set("weekStart", to: "someday", at: Self.now) } != nil)
    #expect(
      Self.message { _ = try actions.add(.phrase("run daily"), force: false, at: Self.now) } != nil)
    #expect(try files() == before)
  }
}

/// A process that keeps its store open keeps the document it saved rather than reading it
/// back, so what is saved must read back the same: every phrase of every corpus, parsed,
/// kept in a document, written and read again.
struct SavedDocumentTests {
  static func phrases() throws -> [String] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Corpus")
    var phrases: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".jsonl") {
      let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        if let input = object?["input"] as? String { phrases.append(input) }
      }
    }
    return phrases
  }

  @Test func whatIsSavedReadsBackTheSame() throws {
    let parser = Parser(grammar: .builtIn)
    var document = StoreDocument()
    for phrase in try Self.phrases() {
      // Phrases the corpora expect to be refused are refused here too.
      guard let item = try? parser.parse(phrase, today: ActionsTests.now.date) else { continue }
      let tracked = TrackedItem(
        id: document.nextId, item: item, input: phrase, created: ActionsTests.now.date)
      document.set(tracked, id: tracked.id)
      document.nextId += 1
    }
    #expect(document.items.count > 600)
    #expect(document.items.contains { $0.item.times.count > 1 })
    let bytes = StoreCodec.encode(document)
    let read = try StoreCodec.document(JSONValue(parsing: bytes))
    for (a, b) in zip(document.items, read.items) where a != b {
      Issue.record("#\(a.id) '\(a.input)' reads back otherwise")
    }
    #expect(read == document)
  }
}
