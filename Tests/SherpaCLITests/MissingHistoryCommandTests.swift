import Foundation
import Testing

/// A month file or the whole history folder deleted behind Sherpa's back is a damaged
/// store: every command that reads the store says so in one line, exits 1 and changes no
/// byte, since the document names the month files it was saved with.
struct MissingHistoryCommandTests {
  static let commands: [[String]] = [
    ["today"], ["list"], ["show", "floss"], ["week"], ["stats"], ["insights"], ["league"],
    ["coach"], ["export", "json"], ["done", "floss"], ["skip", "floss"],
    ["add", "--yes", "read daily"], ["edit", "floss", "twice", "daily"],
    ["rename", "floss", "Flossing"], ["archive", "floss"], ["delete", "--yes", "floss"],
    ["undo"], ["config", "set", "weekStart", "sunday"],
  ]

  /// What is deleted, and the month files the line names.
  @Test(arguments: [
    ("store.history/2026-10.jsonl", "has lost 2026-10.jsonl,"),
    ("store.history/2026-11.jsonl", "has lost 2026-11.jsonl,"),
    ("store.history", "has lost 2026-09.jsonl and 2 more month files,"),
  ])
  func everyCommandSaysSoInOneLine(_ gone: String, _ said: String) throws {
    let session = try StoreSession(env: ["NO_COLOR": "1"])
    defer { session.remove() }
    try session.add(["floss daily"], at: "2026-09-28T08:00")
    try session.run(["done", "floss"], at: "2026-10-02T21:00")
    try session.run(["done", "floss"], at: "2026-11-02T21:00")
    try FileManager.default.removeItem(at: session.sandbox.root.appendingPathComponent(gone))
    let before = try session.sandbox.storeFiles()
    for command in Self.commands {
      let run = try session.attempt(command, at: "2026-11-03T09:00")
      let context = "\(command.joined(separator: " ")): \(run.stderr)"
      #expect(run.status == 1, "\(context)")
      #expect(run.stderr.contains(said), "\(context)")
      #expect(
        run.stderr.hasSuffix(
          "put the missing month files back to go on ('sherpa doctor' lists what is missing).\n"),
        "\(context)")
      #expect(run.stderr.split(separator: "\n").count == 1, "\(context)")
      #expect(run.stdout.isEmpty, "\(context)")
      #expect(try session.sandbox.storeFiles() == before, "\(context)")
    }
  }
}
