import Foundation
import Testing

/// Timers against the clock: the time is measured between instants (an hour the clocks skip
/// or repeat is not counted), a local time the clocks skipped is refused and one they
/// repeated read as the first, and a timer that ran past its day is not logged whole to the
/// day it started. Berlin's clocks go forward on Sun 29 Mar 2026 (02:00 to 03:00) and back
/// on Sun 25 Oct 2026 (03:00 to 02:00).
struct TimerClockTests {
  /// Read (30 min a day), with the day ending at 05:00 so a night across a change is one day.
  static func session(boundary: String = "05:00") throws -> StoreSession {
    let session = try StoreSession(env: ["TZ": "Europe/Berlin", "NO_COLOR": "1"])
    try session.add(["read 30 min daily"], at: "2026-03-01T08:00")
    try session.run(["config", "set", "dayBoundary", boundary], at: "2026-03-01T08:01")
    return session
  }

  @Test(arguments: [
    ("2026-03-28T23:30", "2026-03-29T04:30", "Stopped Read after 4 h."),
    ("2026-10-25T01:30", "2026-10-25T04:30", "Stopped Read after 4 h."),
  ])
  func aTimerAcrossAClockChangeCountsTheTimeThatPassed(
    _ start: String, _ stop: String, _ said: String
  ) throws {
    let session = try Self.session()
    defer { session.remove() }
    try session.run(["start", "read"], at: start)
    let out = try session.run(["stop", "read"], at: stop)
    #expect(out.hasPrefix(said + " Read +240 min"), "\(out)")
  }

  @Test func aTimeTheClocksRepeatedReadsAsTheFirstAndSaysSo() throws {
    let session = try Self.session()
    defer { session.remove() }
    #expect(
      try session.run(["start", "read"], at: "2026-10-25T02:30")
        == "Timer for Read started at 02:30. 'sherpa stop read' stops it and logs the time. "
        + "02:30 on Sun 25 Oct came twice (the clocks went back): read as the first, before "
        + "the change.\n")
    // From the first 02:30 to 03:30 is two hours.
    let out = try session.run(["stop", "read"], at: "2026-10-25T03:30")
    #expect(out.hasPrefix("Stopped Read after 2 h."), "\(out)")
  }

  @Test(arguments: [
    (["start", "read"], "2026-03-29T02:30"),
    (["start", "read", "--at", "02:30"], "2026-03-29T04:00"),
  ])
  func aTimeTheClocksSkippedIsRefused(_ args: [String], _ now: String) throws {
    let session = try Self.session()
    defer { session.remove() }
    let before = try session.sandbox.storeFiles()
    let run = try session.attempt(args, at: now)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "Error: 02:30 on Sun 29 Mar 2026 never was here: the clocks went forward from 02:00 "
        + "to 03:00. Say the time after the change, like '--at 03:30'.\n")
    #expect(try session.sandbox.storeFiles() == before)
  }

  @Test func aStopAtATimeTheClocksSkippedIsRefused() throws {
    let session = try Self.session()
    defer { session.remove() }
    try session.run(["start", "read"], at: "2026-03-29T01:00")
    let run = try session.attempt(["stop", "read", "--at", "02:15"], at: "2026-03-29T04:00")
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "Error: 02:15 on Sun 29 Mar 2026 never was here: the clocks went forward from 02:00 "
        + "to 03:00. Say the time after the change, like '--at 03:15'.\n")
    #expect(try session.run(["timers"], at: "2026-03-29T04:00").hasPrefix("Read  since 01:00"))
  }

  @Test func aTimerLeftRunningForDaysIsNotLoggedToItsFirstDay() throws {
    let session = try Self.session(boundary: "02:00")
    defer { session.remove() }
    try session.run(["start", "read"], at: "2026-11-23T09:00")
    let before = try session.sandbox.storeFiles()
    let refused = try session.attempt(["stop", "read"], at: "2026-11-27T10:00")
    #expect(refused.status == 1)
    #expect(refused.stdout.isEmpty)
    #expect(
      refused.stderr
        == "Error: The timer for Read started Mon 23 Nov at 09:00 and has run 97 h, past its "
        + "day, so nothing was logged. Say when it stopped, like 'stop read --at 10:00', or "
        + "drop it with 'stop read --discard'.\n")
    #expect(try session.sandbox.storeFiles() == before)
    // Said when it stopped: the first 10:30 after it started, on its day.
    #expect(
      try session.run(["stop", "read", "--at", "10:30"], at: "2026-11-27T10:00")
        .hasPrefix("Stopped Read after 1 h 30 min. Read +90 min: 90 / 30 min, done on Mon 23 Nov"))
  }

  @Test func aTimerOfMoreThanSixteenHoursInOneDayIsRefusedAndCanBeDropped() throws {
    let session = try Self.session(boundary: "02:00")
    defer { session.remove() }
    try session.run(["start", "read"], at: "2026-11-23T08:00")
    let refused = try session.attempt(["stop"], at: "2026-11-24T01:30")
    #expect(
      refused.stderr
        == "Error: The timer for Read started Mon 23 Nov at 08:00 and has run 17 h 30 min, "
        + "longer than a timer is logged for (16 h), so nothing was logged. Say when it "
        + "stopped, like 'stop read --at 09:00', or drop it with 'stop read --discard'.\n")
    #expect(
      try session.run(["stop", "--discard"], at: "2026-11-24T01:31")
        == "Stopped Read after 17 h 31 min. Nothing logged, as asked.\n")
    #expect(
      try session.run(["timers"], at: "2026-11-24T01:32")
        == "No timers running. 'sherpa start ITEM' starts one for a habit counted in time.\n")
  }

  @Test(arguments: [
    (
      ["stop", "read", "--at", "2026-11-24T10:00"],
      "2026-11-25T12:00",
      "Error: '2026-11-24T10:00' is past the day the timer for Read started (Mon 23 Nov at "
        + "09:00), or more than 16 h after it: a timer is logged to one day. Say when it "
        + "stopped that day, like '--at 10:00'.\n"
    ),
    (
      ["stop", "read", "--at", "8:00"],
      "2026-11-25T12:00",
      "Error: '8:00' is past the day the timer for Read started (Mon 23 Nov at 09:00), or "
        + "more than 16 h after it: a timer is logged to one day. Say when it stopped that "
        + "day, like '--at 10:00'.\n"
    ),
    (
      ["stop", "read", "--at", "2026-11-23T08:00"],
      "2026-11-23T10:15",
      "Error: '2026-11-23T08:00' is not after the timer for Read started (Mon 23 Nov at "
        + "09:00). Say when it stopped, like '--at 10:00'.\n"
    ),
    (
      ["stop", "read", "--at", "half past ten"],
      "2026-11-23T10:15",
      "Error: 'half past ten' is not a time. Say it like '--at 10:30' or '--at "
        + "2026-11-23T10:30'.\n"
    ),
    (
      ["stop", "read", "--at", "11:00"],
      "2026-11-23T10:15",
      "Error: '11:00' is later than now (10:15). Say a time gone by, or leave '--at' out for "
        + "now.\n"
    ),
    (
      ["stop", "read", "--at", "10:00", "--discard"],
      "2026-11-23T10:15",
      "Error: '--at 10:00' and '--discard' say two things. Keep '--at' to log the time, or "
        + "'--discard' to log nothing.\n"
    ),
  ])
  func anEndThatIsNotOneIsRefusedInOneLine(_ args: [String], _ now: String, _ said: String)
    throws
  {
    let session = try Self.session(boundary: "02:00")
    defer { session.remove() }
    try session.run(["start", "read"], at: "2026-11-23T09:00")
    let before = try session.sandbox.storeFiles()
    let run = try session.attempt(args, at: now)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == said)
    #expect(try session.sandbox.storeFiles() == before)
  }
}
