import Foundation
import Testing

/// `due --notify` end to end through the built binary, with a `notify-send` stand-in first on
/// `PATH` that records its arguments; `--command`; `snooze` and `undo`.
struct RemindersCommandTests {
  /// A folder holding `notify-send`, which appends its arguments to `notify.log` beside it.
  static func standIn(in session: StoreSession) throws -> (bin: String, log: URL) {
    let bin = session.sandbox.root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let log = session.sandbox.root.appendingPathComponent("notify.log")
    let script = bin.appendingPathComponent("notify-send")
    try Data(
      """
      #!/bin/sh
      printf '%s|' "$SHERPA_NOW" "$@" >> '\(log.path)'
      printf '\\n' >> '\(log.path)'

      """.utf8
    ).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return (bin.path, log)
  }

  static let names = [
    "alpha", "bravo", "cello", "drums", "easel", "flute", "garden", "harp", "ink", "juggle",
    "kayak", "lute",
  ]

  static func clock(_ minute: Int) -> String {
    let h = minute / 60 % 24
    let m = minute % 60
    return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
  }

  /// Twelve timed items, the timer every five minutes from 06:00 to 01:55: exactly the
  /// reminders the rules allow go to notify-send — one an hour as each comes due, until the
  /// cap of 8 — and each is recorded once.
  @Test func twelveTimedItemsGetEightRemindersThroughNotifySend() throws {
    let session = try StoreSession(env: ["TZ": "UTC"])
    defer { session.remove() }
    try session.add(
      Self.names.enumerated().map { "\($1) at \(Self.clock((7 + $0) * 60)) daily" },
      at: "2026-11-21T05:00")
    let (bin, log) = try Self.standIn(in: session)
    let env = [
      "PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
      "DISPLAY": ":0",
    ]
    for minute in stride(from: 6 * 60, to: 26 * 60, by: 5) {
      let date = minute < 24 * 60 ? "2026-11-21" : "2026-11-22"
      let run = try session.attempt(
        ["due", "--notify"], at: date + "T" + Self.clock(minute), env: env)
      #expect(run.status == 0, "\(run.stderr)")
    }
    let sent = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
    let expected = (0..<8).map { n in
      "2026-11-21T\(Self.clock((6 + n) * 60 + 50))|--app-name=Sherpa|Sherpa: \(Self.names[n].capitalized)|set for \(Self.clock((7 + n) * 60))|"
    }
    #expect(sent == expected)
    let due = try session.object(["due"], at: "2026-11-21T23:00")
    #expect(due["sentToday"] as? Int == 8)
    // The records are reminders, not changes: undo passes over them to the last add.
    let undo = try session.run(["undo"], at: "2026-11-21T23:05")
    #expect(undo.hasPrefix("Undid adding Lute"))
  }

  /// `--command`: the text on standard input and in SHERPA_REMINDER_* variables.
  @Test func aHookGetsTheReminderOnItsInputAndInVariables() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["remind me to call the dentist"], at: "2026-11-21T08:00")
    let out = session.sandbox.root.appendingPathComponent("hook.txt").path
    let hook =
      "{ cat; echo \"$SHERPA_REMINDER_ID|$SHERPA_REMINDER_NAME|$SHERPA_REMINDER_PRIORITY|$SHERPA_REMINDER_WHY|$SHERPA_REMINDER_DATE\"; } > '\(out)'"
    let text = try session.run(["due", "--notify", "--command", hook], at: "2026-11-21T09:00")
    #expect(text == "Reminded: Call the dentist (by command).\n")
    // Nothing more to send: nothing said.
    #expect(try session.run(["due", "--notify"], at: "2026-11-21T09:05") == "")
    #expect(
      try String(contentsOfFile: out, encoding: .utf8)
        == "Call the dentist: a task for today\n1|Call the dentist|general|a task for today|2026-11-21\n"
    )
    // A hook that fails: one line, exit 1, the reminder still recorded (never sent twice).
    try session.add(["water the plants every morning"], at: "2026-11-21T09:10")
    let failed = try session.attempt(
      ["due", "--notify", "--command", "exit 3"], at: "2026-11-21T10:00")
    #expect(failed.status == 1)
    #expect(
      failed.stderr
        == "Error: The reminder command exited with status 3; the reminder of Water the plants is recorded as sent.\n"
    )
    let due = try session.object(["due"], at: "2026-11-21T10:01")
    #expect(due["sentToday"] as? Int == 2)
  }

  @Test func aSnoozeHoldsTheReminderAndUndoTakesItBack() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["meditate every morning", "read every evening"], at: "2026-11-21T05:00")
    #expect(
      try session.run(["snooze", "meditate"], at: "2026-11-21T06:00")
        == "Snoozed Meditate until 06:15. 'undo' takes it back.\n")
    var due = try session.run(["due"], at: "2026-11-21T06:10")
    #expect(due.contains("Meditate  for the morning, which began at 06:00  (snoozed until 06:15)"))
    #expect(
      try session.run(["snooze", "meditate", "until", "9am"], at: "2026-11-21T06:11")
        == "Snoozed Meditate until 09:00. 'undo' takes it back.\n")
    #expect(
      try session.run(["undo"], at: "2026-11-21T06:12") == "Undid snoozing Meditate until 09:00.\n")
    due = try session.run(["due"], at: "2026-11-21T06:16")
    #expect(due.contains("Meditate  for the morning, which began at 06:00  (next to be reminded)"))
    let json = try session.object(["snooze", "meditate", "60m"], at: "2026-11-21T06:20")
    #expect(json["until"] as? String == "2026-11-21T07:20")
  }

  @Test(arguments: [
    (
      ["snooze", "meditate", "7x"],
      "Error: '7x' is not a snooze. Say '5m', '15m', '60m' or 'until 18:00'.\n"
    ),
    (
      ["snooze", "meditate", "until", "25:00"],
      "Error: 'until 25:00' is not a snooze. Say '5m', '15m', '60m' or 'until 18:00'.\n"
    ),
    (
      ["snooze", "meditate", "until", "05:00"],
      "Error: 05:00 has passed. Snooze until a later time, like 'until 18:00', or for '15m'.\n"
    ),
    (["snooze", "read"], "Error: Read is not on today, so there is nothing to snooze.\n"),
    (["snooze", "medtate"], "Error: There is no item 'medtate'. Did you mean 'Meditate'?\n"),
    (
      ["due", "--command", "true"],
      "Error: --command goes with --notify: 'sherpa due --notify --command CMD'.\n"
    ),
    (["upcoming", "--days", "0"], "Error: --days is 0; say from 1 to 62, like '--days 7'.\n"),
    (
      ["remind", "reinstall"],
      "Error: 'reinstall' is not a remind action. Say 'install', 'uninstall' or 'status'.\n"
    ),
    (
      ["config", "set", "phase.evening", "11:00"],
      "Error: The parts of the day must stay in order: phase.evening (11:00) must come after phase.afternoon (12:00).\n"
    ),
    (
      ["config", "set", "phases", "solar"],
      "Error: Solar phases need a location. Set one first, like 'sherpa config set location london'.\n"
    ),
    (
      ["config", "set", "location", "atlantis"],
      "Error: 'atlantis' is not a value for location. Try a latitude and longitude like '51.51,-0.13', or a city like 'london'.\n"
    ),
    (
      ["config", "set", "reminders.cap", "500"],
      "Error: '500' is not a value for reminders.cap. Try a whole number from 0 to 100, like '8'.\n"
    ),
  ])
  func badInputIsOneLineAndWritesNothing(_ args: [String], _ message: String) throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["meditate every morning", "read every sunday"], at: "2026-11-21T05:00")
    let before = try session.sandbox.storeFiles()
    let run = try session.attempt(args, at: "2026-11-21T06:00")
    #expect(run.status == 1)
    #expect(run.stderr == message)
    #expect(run.stdout == "")
    #expect(try session.sandbox.storeFiles() == before)
  }

  /// A store with reminders and snoozes exports and imports to the same bytes.
  @Test func remindersAndSnoozesRoundTripThroughExportAndImport() throws {
    let session = try StoreSession()
    defer { session.remove() }
    try session.add(["meditate every morning"], at: "2026-11-21T05:00")
    try session.run(["config", "set", "location", "51.5,-0.13"], at: "2026-11-21T05:01")
    try session.run(["config", "set", "phase.morning", "07:00"], at: "2026-11-21T05:01")
    try session.run(["config", "set", "phases", "manual"], at: "2026-11-21T05:01")
    try session.run(["due", "--notify"], at: "2026-11-21T07:00")
    try session.run(["snooze", "meditate", "5m"], at: "2026-11-21T07:01")
    let export = try session.run(["export", "json"], at: "2026-11-21T07:02")
    #expect(export.contains("\"event\":\"remind\",\"item\":1,\"priority\":\"phase\""))
    #expect(export.contains("\"event\":\"snooze\",\"item\":1,\"until\":\"2026-11-21T07:06\""))
    let copy = try StoreSession()
    defer { copy.remove() }
    let file = copy.sandbox.root.appendingPathComponent("export.json")
    try Data(export.utf8).write(to: file)
    try copy.run(["import", "json", file.path], at: "2026-11-21T07:03")
    #expect(try copy.run(["export", "json"], at: "2026-11-21T07:02") == export)
  }
}
