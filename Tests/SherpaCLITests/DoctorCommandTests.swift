import Foundation
import Testing

/// `sherpa doctor [--repair]` on each kind of damage the reliability tests make, and a few
/// more: it finds each in one line naming the file, line and column; repairs what it can
/// without touching a valid event; and `undo` puts the files back as they were.
struct DoctorCommandTests {
  static let now = "2026-11-21T09:00"

  /// Three months of history: items added in September, logs in each month, a setting, an
  /// edit and an undo.
  static let template = StoreTemplate {
    let session = try StoreSession(env: ["NO_COLOR": "1"])
    try session.add(["drink water 2 l daily", "run 5 km daily"], at: "2026-09-10T08:00")
    try session.run(["done", "water", "+500ml"], at: "2026-09-10T09:00")
    try session.run(["done", "run", "5km"], at: "2026-10-02T09:00")
    try session.run(["config", "set", "weekStart", "sunday"], at: "2026-10-03T09:00")
    try session.add(["floss nightly"], at: "2026-10-04T09:00")
    try session.run(["edit", "run", "6 km"], at: "2026-11-18T09:00")
    try session.run(["done", "water", "+1l"], at: "2026-11-19T09:00")
    try session.run(["done", "floss"], at: "2026-11-20T09:00")
    try session.run(["skip", "run", "--note", "sore knee"], at: "2026-11-20T09:00")
    try session.run(["done", "water", "+250ml"], at: "2026-11-20T10:00")
    try session.run(["undo"], at: "2026-11-20T10:01")
    try session.run(["stats"], at: now)  // both caches
    try session.run(["today"], at: now)
    return session
  }

  enum Damage: String, CaseIterable, CustomTestStringConvertible {
    case midFileLine = "a garbage line in the middle of a month file"
    case truncatedDocument = "store.json cut in half"
    case garbageDocument = "store.json of garbage bytes"
    case emptyDocument = "a 0-byte store.json"
    case missingDocument = "a missing store.json"
    case cacheShape = "a past-days cache of the wrong shape"
    case cacheChecksum = "a streak cache whose checksum does not hold"
    case missingMonth = "a missing month file"
    case newerDocument = "store.json from a newer Sherpa"

    var testDescription: String { rawValue }

    /// What `doctor` says, from the start of its line.
    var finding: String {
      switch self {
      case .midFileLine: "store.history/2026-11.jsonl:3:28: unexpected 'g'; --repair: moved to"
      case .truncatedDocument: "store.json:"
      case .garbageDocument: "store.json:1:"
      case .emptyDocument: "store.json:1:1: empty, 0 bytes; --repair: rebuilt from the history"
      case .missingDocument: "store.json: missing, while the history holds"
      case .cacheShape: "store.cache.past.json: not the shape of a past-days cache"
      case .cacheChecksum: "store.cache.json: its checksum does not hold"
      case .missingMonth: "store.history: events 4–6 are missing: no file for 2026-10"
      case .newerDocument: "store.json: written by a newer Sherpa (format 99"
      }
    }

    var isRepairable: Bool { self != .missingMonth && self != .newerDocument }
    /// Whether every command stops on it (a cache is only worked out again).
    /// (A missing document or month file is for every command to notice: not this suite's.
    /// A newer document stops them with a line of its own: update Sherpa.)
    var stopsCommands: Bool {
      ![.cacheShape, .cacheChecksum, .missingDocument, .missingMonth, .newerDocument]
        .contains(self)
    }
  }

  static func damage(_ damage: Damage, in root: URL) throws {
    let document = root.appendingPathComponent("store.json")
    let month = root.appendingPathComponent("store.history/2026-11.jsonl")
    let good = try Data(contentsOf: document)
    switch damage {
    case .midFileLine:
      var lines = try String(contentsOf: month, encoding: .utf8).components(separatedBy: "\n")
      lines.insert(#"{"day":"2026-11-21","seq": garbage here"#, at: 2)
      try Data(lines.joined(separator: "\n").utf8).write(to: month)
    case .truncatedDocument: try good.prefix(good.count / 2).write(to: document)
    case .garbageDocument: try Data([0x6E, 0x6F, 0x00, 0xFF, 0x7B, 0x7B, 0x0A]).write(to: document)
    case .emptyDocument: try Data().write(to: document)
    case .missingDocument: try FileManager.default.removeItem(at: document)
    case .cacheShape:
      let json = Data(#"{"x":1}"#.utf8)
      let cache = root.appendingPathComponent("store.cache.past.json")
      try (json + Data("\ncheck \(checksum(json))\n".utf8)).write(to: cache)
    case .cacheChecksum:
      try Data("{\"anchors\":[],\"seq\":1}\ncheck 0000000000000000\n".utf8)
        .write(to: root.appendingPathComponent("store.cache.json"))
    case .missingMonth:
      try FileManager.default.removeItem(
        at: root.appendingPathComponent("store.history/2026-10.jsonl"))
    case .newerDocument:
      let text = String(decoding: good, as: UTF8.self)
        .replacingOccurrences(of: #""version": 2,"#, with: #""version": 99,"#)
      try Data(text.utf8).write(to: document)
    }
  }

  /// FNV-1a, 64 bits, in hex, as the caches carry it.
  static func checksum(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// A session on the template's store with the modes Sherpa gives its files (a copy is
  /// made with the usual 0644 and 0755).
  static func session() throws -> StoreSession {
    let session = try template.session()
    let manager = FileManager.default
    let root = session.sandbox.root
    for path in try session.sandbox.storeFiles().keys {
      try manager.setAttributes(
        [.posixPermissions: 0o600], ofItemAtPath: root.appendingPathComponent(path).path)
    }
    for folder in [root, root.appendingPathComponent("store.history")] {
      try manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
    }
    return session
  }

  /// The store's files without the doctor's backups and notes.
  static func files(_ session: StoreSession, caches: Bool = true) throws -> [String: Data] {
    try session.sandbox.storeFiles().filter { path, _ in
      !path.hasPrefix("store.doctor/") && !path.hasPrefix("store.history/rejected/")
        && (caches || !path.contains(".cache"))
    }
  }

  @Test(arguments: Damage.allCases)
  func doctorFindsRepairsAndUndoes(_ damage: Damage) throws {
    let session = try Self.session()
    defer { session.remove() }
    let healthy = try Self.files(session)
    let today = try session.run(["today", "--json"], at: Self.now)
    let healthyCheck = try session.run(["doctor"], at: Self.now)
    #expect(healthyCheck.hasSuffix("nothing wrong.\n"), "\(healthyCheck)")

    try Self.damage(damage, in: session.sandbox.root)
    let damaged = try Self.files(session)

    // Found, in one line naming the file (and line and column), nothing written.
    let check = try session.attempt(["doctor"], at: Self.now)
    #expect(check.status == 1)
    let lines = check.stdout.replacingOccurrences(of: "~/", with: "").split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix(damage.finding) }, "\(check.stdout)")
    #expect(try Self.files(session) == damaged)

    // Every command's one line names the doctor.
    if damage.stopsCommands {
      let stopped = try session.attempt(["today"], at: Self.now)
      #expect(stopped.status == 1)
      #expect(stopped.stderr.contains("sherpa doctor"), "\(stopped.stderr)")
    }

    let repair = try session.attempt(["doctor", "--repair"], at: Self.now)
    guard damage.isRepairable else {
      #expect(repair.status == 1)
      #expect(repair.stdout.contains("can't mend this"))
      #expect(try Self.files(session) == damaged)
      return
    }
    #expect(repair.status == 0, "\(repair.stdout)\(repair.stderr)")
    #expect(repair.stdout.contains("'undo' puts them back"))
    #expect(try session.run(["doctor"], at: Self.now).hasSuffix("nothing wrong.\n"))
    // Every valid event and the document are byte for byte as before the damage.
    #expect(try Self.files(session, caches: false) == healthy.filter { !$0.key.contains(".cache") })
    #expect(try session.run(["today", "--json"], at: Self.now) == today)
    if damage == .midFileLine {
      let notes = try String(
        contentsOf: session.sandbox.root.appendingPathComponent(
          "store.history/rejected/2026-11.jsonl"),
        encoding: .utf8)
      #expect(notes.contains(#""file":"2026-11.jsonl","line":3"#))
      #expect(notes.contains(#""text":"{\"day\":\"2026-11-21\",\"seq\": garbage here""#))
    }

    // Undo puts the damaged files back as they were.
    let undo = try session.run(["undo"], at: Self.now)
    #expect(undo.hasPrefix("Undid doctor's repair: "))
    let restored = try Self.files(session)
    #expect(
      restored.filter { !$0.key.contains(".cache") }
        == damaged.filter { !$0.key.contains(".cache") })
    for (path, bytes) in damaged where path.contains(".cache") { #expect(restored[path] == bytes) }
    // And the next undo is the last change before the repair.
    if damage == .cacheShape || damage == .cacheChecksum {
      let next = try session.run(["undo"], at: Self.now)
      #expect(next.hasPrefix("Undid ") && !next.hasPrefix("Undid doctor's"), "\(next)")
    }
  }

  @Test func aRepairFollowedByAChangeIsNotUndoneBehindIt() throws {
    let session = try Self.session()
    defer { session.remove() }
    try Self.damage(.midFileLine, in: session.sandbox.root)
    _ = try session.attempt(["doctor", "--repair"], at: Self.now)
    try session.run(["done", "floss"], at: Self.now)
    #expect(try session.run(["undo"], at: Self.now).hasPrefix("Undid Floss done on Sat 21 Nov"))
  }

  @Test func aHealthyOrMissingStoreHasNothingToRepair() throws {
    let session = try Self.session()
    defer { session.remove() }
    let before = try session.sandbox.storeFiles()
    #expect(try session.run(["doctor", "--repair"], at: Self.now) == "Nothing to repair.\n")
    #expect(try session.sandbox.storeFiles() == before)
    let empty = try StoreSession()
    defer { empty.remove() }
    #expect(try empty.run(["doctor"], at: Self.now).hasPrefix("No store at "))
    #expect(!empty.sandbox.storeExists)
  }

  @Test func theJSONNamesEachFinding() throws {
    let session = try Self.session()
    defer { session.remove() }
    try Self.damage(.midFileLine, in: session.sandbox.root)
    let run = try session.attempt(["doctor", "--json"], at: Self.now)
    let object = try StoreSession.object(run.stdout)
    let findings = object["findings"] as! [[String: Any]]
    #expect(findings.count == 1)
    #expect(findings[0]["kind"] as? String == "badLine")
    #expect(findings[0]["line"] as? Int == 3)
    #expect(findings[0]["column"] as? Int == 28)
  }
}
