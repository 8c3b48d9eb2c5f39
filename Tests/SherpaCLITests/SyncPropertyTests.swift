import Foundation
import Testing

/// Random interleavings of adds, logs, skips, renames, archives, deletes, settings, undos
/// and syncs on three machines: after a last round of syncs every machine has the same
/// `export json`, and every event any machine ever held (by its id) is in it.
@Suite(.serialized) struct SyncPropertyTests {
  static let names = ["laptop", "desk", "server"]
  static let phrases = [
    "drink water 2 l daily", "floss daily", "read 10 pages daily", "stretch daily",
    "run 5 km mon/wed/fri", "call mum weekly",
  ]
  static let items = ["water", "floss", "read", "stretch", "run", "mum"]

  @Test(arguments: [1, 2])
  func threeMachinesConvergeAndLoseNothing(seed: Int) throws {
    let machines = try SyncCommandTests.setUp(Self.names)
    defer { machines.remove() }
    var random = Draws(seed: UInt64(seed))
    var seen = Set<String>()
    var minute = 0
    for _ in 0..<200 {
      minute += 1
      let now = String(
        format: "2026-11-%02dT%02d:%02d", 21 + minute / 600, 8 + minute / 60 % 10, minute % 60)
      let name = Self.names[random.int(0...2)]
      let item = Self.items[random.int(0...Self.items.count - 1)]
      let args: [String]
      switch random.int(0...99) {
      case 0..<30:
        args = ["done", item] + (item == "water" ? ["+\(random.int(1...5) * 100)ml"] : [])
      case 30..<38: args = ["skip", item]
      case 38..<46: args = ["add", "--yes", Self.phrases[random.int(0...Self.phrases.count - 1)]]
      case 46..<54: args = ["rename", item, item.capitalized + " \(random.int(1...99))"]
      case 54..<58: args = ["delete", item, "--yes"]
      case 58..<66: args = ["undo"]
      case 66..<69: args = ["archive", item]
      case 69..<71:
        args = ["config", "set", "weekStart", random.int(0...1) == 0 ? "sunday" : "monday"]
      default: args = ["sync"]
      }
      let run = try machines.attempt(name, args, at: now)
      if args == ["sync"] {
        #expect(run.status == 0, "sync on \(name) at \(now): \(run.stderr)")
      }
      #expect(!run.stderr.contains("Fatal") && run.status <= 1, "\(args) on \(name): \(run.stderr)")
      seen.formUnion(try Self.ids(machines, name))
    }
    for name in Self.names + Self.names.prefix(2) {
      try machines.run(name, ["sync"], at: "2026-11-30T23:00")
    }
    let exports = try Self.names.map { try machines.export($0) }
    #expect(exports[0] == exports[1])
    #expect(exports[1] == exports[2])
    let merged = Self.ids(in: exports[0])
    #expect(seen.subtracting(merged).isEmpty, "lost: \(seen.subtracting(merged).sorted())")
    #expect(seen.count > 50)
  }

  /// The ids of the events in `name`'s history files now.
  static func ids(_ machines: Machines, _ name: String) throws -> Set<String> {
    var ids = Set<String>()
    for (path, data) in try machines.files(name) where path.hasSuffix(".jsonl") {
      ids.formUnion(Self.ids(in: String(decoding: data, as: UTF8.self)))
    }
    return ids
  }

  static func ids(in text: String) -> Set<String> {
    var ids = Set<String>()
    for line in text.split(separator: "\n") {
      guard let start = line.range(of: "\"id\":\"") else { continue }
      let rest = line[start.upperBound...]
      if let end = rest.firstIndex(of: "\"") { ids.insert(String(rest[..<end])) }
    }
    return ids
  }
}

/// SplitMix64, seeded: the same operations on every run and platform (the binary's own
/// SeededGenerator is not visible to these tests, which only run the binary).
private struct Draws {
  var state: UInt64
  init(seed: UInt64) { state = 0x5348_4552_5041_4C47 ^ seed }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return range.lowerBound + Int((z ^ (z >> 31)) % UInt64(range.count))
  }
}
