import Foundation
import Testing

/// The logging contract at every door: the same words give the same answer through
/// `parse --log`, `done`, a coach message and a script line (the session's reader), and what
/// is written is exactly the answer: the item, the amount in its unit, the day. A line that
/// writes nothing (`none`, `ask`, `refuse`) leaves the store's files byte-identical.
@Suite(.serialized)
struct CheckInDoorTests {
  static let now = "2026-11-26T19:00"  // a Thursday

  static let template = StoreTemplate {
    let session = try StoreSession(env: ["NO_COLOR": "1"])
    try session.add(
      [
        "drink 2 l of water a day", "water the plants every sunday", "run 5 km daily",
        "read 30 pages every night", "reading notes 15 min daily", "no more than 3 coffees a day",
        "walk 10,000 steps a day", "walk the dog daily", "stretch twice a day",
      ], at: "2026-11-01T09:00")
    try session.add(["pay rent on 25 Nov"], at: "2026-11-20T09:00")
    return session
  }

  /// A line, what it writes (item number, amount in the item's unit or nil for a
  /// completion, day), or nil when it writes nothing.
  struct Line: Sendable, CustomStringConvertible {
    let words: String
    let action: String
    let item: Int?
    let amount: Double?
    let day: String?
    var description: String { words }

    init(
      _ words: String, _ action: String, _ item: Int? = nil, _ amount: Double? = nil,
      _ day: String? = nil
    ) {
      self.words = words
      self.action = action
      self.item = item
      self.amount = amount
      self.day = day
    }
  }

  static let lines: [Line] = [
    // Servings are millilitres of the drink, never millilitres themselves.
    Line("drank 2 glasses", "log", 1, 500, "2026-11-26"),
    Line("drank a glass of water", "log", 1, 250, "2026-11-26"),
    Line("had a bottle of water", "log", 1, 500, "2026-11-26"),
    Line("half a litre of water", "log", 1, 500, "2026-11-26"),
    // A bare number in the unit the target was typed in (litres).
    Line("water 0.5", "log", 1, 500, "2026-11-26"),
    // Day words, miles with decimals, number words.
    Line("ran 3 miles yesterday", "log", 3, 4.83, "2026-11-25"),
    Line("ran 1.5 mi on monday", "log", 3, 2.41, "2026-11-23"),
    Line("ran two and a half km 2 days ago", "log", 3, 2.5, "2026-11-24"),
    // The unit settles which of two names.
    Line("read 30 pages", "log", 4, 30, "2026-11-26"),
    Line("read 20 min", "log", 5, 20, "2026-11-26"),
    Line("walked 5000 steps", "log", 7, 5000, "2026-11-26"),
    Line("walked the dog", "complete", 8, nil, "2026-11-26"),
    // Counts: one more, an ordinal is one more, "twice" is two.
    Line("had a coffee", "log", 6, 1, "2026-11-26"),
    Line("my 2nd coffee", "log", 6, 1, "2026-11-26"),
    Line("stretched twice", "log", 9, 2, "2026-11-26"),
    // A task on its own day.
    Line("paid the rent", "complete", 10, nil, "2026-11-25"),
    // Nothing understood, two that fit, amounts that cannot be right.
    Line("jogged 3 km", "none"),
    Line("flosd", "none"),
    Line("water", "ask"),
    Line("ran 900 km", "refuse"),
    Line("ran 5k tomorrow", "refuse"),
    Line("drank 2 glasses of juice", "none"),
  ]

  /// The doors that write.
  enum Door: String, CaseIterable {
    case done, coach, script

    /// The arguments and standard input that say `words` at this door.
    func run(_ words: String) -> (args: [String], stdin: String?) {
      switch self {
      case .done:
        var args = ["done"]
        args.append(contentsOf: words.split(separator: " ").map { String($0) })
        return (args, nil)
      case .coach: return (["coach", words], nil)
      case .script: return ([], words + "\n")
      }
    }
  }

  @Test(arguments: lines)
  func parseLogAnswersAsTheContractSays(line: Line) throws {
    let session = try Self.template.session()
    defer { session.remove() }
    let before = try session.sandbox.storeFiles()
    let answer = try session.object(["parse", "--log", line.words], at: Self.now)
    #expect(answer["action"] as? String == line.action)
    if let item = line.item {
      let found: [String: Any]? = answer["item"] as? [String: Any]
      let id: Int? = found?["id"] as? Int
      #expect(id == item)
      #expect(answer["day"] as? String == line.day)
    }
    if let amount = line.amount {
      let got: Double? = answer["amount"] as? Double
      #expect(Self.near(got, amount))
    }
    #expect(try session.sandbox.storeFiles() == before)
  }

  @Test(arguments: lines)
  func everyDoorWritesExactlyTheAnswer(line: Line) throws {
    for door in Door.allCases {
      let session = try Self.template.session()
      defer { session.remove() }
      let before = try session.sandbox.storeFiles()
      let said = door.run(line.words)
      let run = try Sherpa.run(
        said.args, now: Self.now, stdin: said.stdin, env: ["NO_COLOR": "1"], in: session.sandbox)
      guard let item = line.item else {
        #expect(run.status != 0, "\(door.rawValue) wrote '\(line.words)': \(run.stdout)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(door.rawValue): \(run.stderr)")
        #expect(try session.sandbox.storeFiles() == before, "\(door.rawValue) changed the store")
        continue
      }
      #expect(run.status == 0, "\(door.rawValue) '\(line.words)': \(run.stderr)")
      let event = try #require(try Self.lastEvent(session), "\(door.rawValue) wrote nothing")
      let id: Int? = event["item"] as? Int
      #expect(id == item, "\(door.rawValue) '\(line.words)' logged on another item")
      #expect(event["day"] as? String == line.day, "\(door.rawValue) '\(line.words)': day")
      if let amount = line.amount {
        let got: Double? = event["amount"] as? Double
        #expect(Self.near(got, amount), "\(door.rawValue) '\(line.words)': \(event)")
      }
    }
  }

  static func near(_ got: Double?, _ wanted: Double) -> Bool {
    guard let got else { return false }
    return abs(got - wanted) < 0.001
  }

  /// The last line of the store's history, read as JSON.
  static func lastEvent(_ session: StoreSession) throws -> [String: Any]? {
    let folder = session.sandbox.root.appendingPathComponent("store.history")
    let months = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".jsonl") }.sorted()
    guard let month = months.last else { return nil }
    let text = try String(contentsOf: folder.appendingPathComponent(month), encoding: .utf8)
    guard let line = text.split(separator: "\n").last else { return nil }
    return try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
  }
}
