import Foundation
import Testing

/// Names are text, not terminal codes: a name with escape sequences that comes in by
/// `sync`, `import json` or `rename` is kept and shown as its text, even with NO_COLOR.
@Suite struct NamesAsTextTests {
  static let day = SyncCommandTests.day
  /// A title-setting OSC, a clear-screen CSI, its 8-bit form and a bell around "Evil".
  static let hostile = "Evil\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}2J\u{07} twin"

  static func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
    }
  }

  static func addLine(seq: Int, name: String) -> String {
    let escaped = name.unicodeScalars.map { scalar in
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        ? String(format: "\\u%04x", scalar.value) : String(scalar)
    }.joined()
    return
      "{\"day\":\"\(day)\",\"seq\":\(seq),\"id\":\"intruder.\(seq)\",\"at\":\"\(day)T08:30:00\","
      + "\"event\":\"add\",\"item\":2,\"after\":{\"after\":null,\"archived\":null,"
      + "\"created\":\"\(day)\",\"id\":2,\"input\":\"x\",\"kind\":\"habit\",\"name\":\"\(escaped)\","
      + "\"notify\":false,\"phase\":null,\"rrule\":\"FREQ=DAILY\",\"start\":\"\(day)\","
      + "\"target\":{\"amount\":1,\"goal\":\"atLeast\",\"label\":null,\"period\":\"day\","
      + "\"unit\":\"count\"},\"time\":null}}\n"
  }

  @Test func aNameFromARemoteIsShownAsText() throws {
    let machines = try SyncRemoteInputTests.setUp()
    defer { machines.remove() }
    try SyncRemoteInputTests.tamper(machines) { clone in
      try SyncRemoteInputTests.append(
        Array(Self.addLine(seq: 3, name: Self.hostile).utf8), to: "2026-11", in: clone)
    }
    let came = try machines.run("laptop", ["sync"], at: "\(Self.day)T09:00")
    #expect(!Self.hasControl(came), "\(came)")
    for view in [["list"], ["today"], ["show", "evil"], ["week"]] {
      let shown = try machines.run("laptop", view, at: "\(Self.day)T09:01")
      #expect(shown.contains("Evil twin"), "\(view): \(shown)")
      #expect(!Self.hasControl(shown), "\(view): \(shown.debugDescription)")
    }
  }

  @Test func aNameFromAnImportOrARenameIsKeptAsText() throws {
    let session = try StoreSession(env: ["NO_COLOR": "1"])
    defer { session.remove() }
    try session.add(["read 10 pages daily"], at: "\(Self.day)T07:00")
    let renamed = try session.run(
      ["rename", "read", "Read\u{1B}[31m more\u{07}"], at: "\(Self.day)T07:01")
    #expect(renamed == "Renamed Read to Read more.\n")
    // An export whose item's name carries terminal codes.
    let source = try StoreSession(env: ["NO_COLOR": "1"])
    defer { source.remove() }
    try source.add(["floss daily"], at: "\(Self.day)T06:00")
    let escaped = Self.addLine(seq: 1, name: Self.hostile).components(separatedBy: "\"name\":\"")[1]
      .prefix { $0 != "\"" }
    let export = try source.run(["export", "json"], at: "\(Self.day)T06:01")
      .replacingOccurrences(of: "\"name\":\"Floss\"", with: "\"name\":\"\(escaped)\"")
    #expect(export.contains("\\u001b"))
    let file = session.sandbox.root.appendingPathComponent("hostile.json")
    try Data(export.utf8).write(to: file)
    let imported = try session.attempt(["import", "json", file.path], at: "\(Self.day)T07:02")
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(!Self.hasControl(imported.stdout + imported.stderr), "\(imported)")
    let list = try session.run(["list"], at: "\(Self.day)T07:03")
    #expect(list.contains("Read more") && list.contains("Evil twin"), "\(list)")
    #expect(!Self.hasControl(list), "\(list.debugDescription)")
    let stored = try String(contentsOf: session.sandbox.store, encoding: .utf8)
    #expect(!stored.contains("\\u001b") && !stored.contains("\\u0007"), "\(stored)")
  }
}
