import Foundation
import SherpaActions
import SherpaCore
import SherpaStore
import Testing

/// The check-in corpus (`Tests/Corpus/log-checkins.jsonl`, written apart from the code's
/// vocabulary): every line answered against its household's store as the contract says.
/// `Tests/Corpus/log-score.py` scores the same lines through the binary.
struct CheckInCorpusTests {
  struct Case: Sendable, CustomStringConvertible {
    let id: String
    let household: String
    let now: String
    let input: String
    let expect: [String: JSONValue]
    var description: String { "\(id): \(input)" }
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Corpus")

  static func load() throws -> [Case] {
    let text = try String(
      contentsOf: folder.appendingPathComponent("log-checkins.jsonl"), encoding: .utf8)
    return try text.split(separator: "\n").map { line in
      let value = try JSONValue(parsing: Array(line.utf8))
      return Case(
        id: value["id"]?.string ?? "", household: value["household"]?.string ?? "",
        now: value["now"]?.string ?? "2026-11-26T19:00", input: value["input"]?.string ?? "",
        expect: Dictionary(uniqueKeysWithValues: value["expect"]?.members ?? []))
    }
  }

  static func moment(_ text: String) -> Moment {
    let date = CivilDate(iso: String(text.prefix(10)))!
    let parts = text.dropFirst(11).split(separator: ":").compactMap { Int($0) }
    return Moment(date: date, time: TimeOfDay(hour: parts[0], minute: parts[1])!)
  }

  /// Actions on a new store with the household's items, added as the scorer adds them.
  static func household(_ name: String) throws -> Actions {
    let text = try Data(contentsOf: folder.appendingPathComponent("log-households.json"))
    let all = try JSONValue(parsing: Array(text))
    let house = try #require(all[name])
    let root = FileManager.default.temporaryDirectory.appending(path: "sherpa-log-\(UUID())")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let actions = Actions(
      store: Store(path: root.appending(path: "store.json").path),
      vocabulary: Vocabulary(folder: nil))
    for phrase in house["phrases"]?.strings ?? [] {
      _ = try actions.add(
        .phrase(phrase), force: false, at: moment(house["created"]?.string ?? ""))
    }
    for phrase in house["tasks"]?.strings ?? [] {
      _ = try actions.add(
        .phrase(phrase), force: false, at: moment(house["tasksCreated"]?.string ?? ""))
    }
    return actions
  }

  /// What of the answer differs from the line's expectation, or nil.
  static func miss(_ answer: CheckInAnswer, _ expect: [String: JSONValue]) -> String? {
    let action = expect["action"]?.string ?? ""
    guard answer.action.rawValue == action else { return "\(answer.action) (\(answer.why))" }
    if action == "refuse" || action == "none" { return nil }
    if let item = expect["item"]?.string, answer.item?.name != item {
      return "item \(answer.item?.name ?? "none")"
    }
    if let amount = expect["amount"]?.number, abs((answer.amount ?? -1) - amount) > 0.011 {
      return "amount \(answer.amount ?? -1)"
    }
    if let day = expect["day"]?.string, answer.day?.description != day {
      return "day \(answer.day?.description ?? "none")"
    }
    if let names = expect["candidates"]?.strings,
      answer.candidates.map(\.name).sorted() != names.sorted()
    {
      return "candidates \(answer.candidates.map(\.name))"
    }
    return nil
  }

  /// At least 300 lines; at most 3% missed (the contract's target is 97%).
  @Test func theCheckInCorpusIsAnsweredAsWritten() throws {
    let cases = try Self.load()
    #expect(cases.count >= 300)
    var houses: [String: Actions] = [:]
    var misses: [String] = []
    for line in cases {
      if houses[line.household] == nil {
        houses[line.household] = try Self.household(line.household)
      }
      let answer = try houses[line.household]!.answer(line.input, at: Self.moment(line.now))
      if let miss = Self.miss(answer, line.expect) { misses.append("\(line): \(miss)") }
    }
    #expect(Double(misses.count) <= Double(cases.count) * 0.03, "\(misses)")
  }
}
