import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// Focus sessions, timers and reflections in the store's files: each event and the running
/// state read back as written, and a number out of range is one line, never a trap.
struct StoreTimeCodecTests {
  static let day = CivilDate(year: 2026, month: 11, day: 21)!
  static let session = FocusSession(
    started: "2026-11-21T09:00:00", seconds: 1500, item: 3, paused: 60,
    pausedAt: "2026-11-21T09:10:00")

  @Test(arguments: [
    Event.Action.focus(FocusRecord(kind: .start, session: session)),
    .focus(FocusRecord(kind: .stop, session: session, seconds: 1500, made: [7])),
    .focus(
      FocusRecord(
        kind: .stop, session: FocusSession(started: "2026-11-21T09:00:00", seconds: 60),
        discarded: true)),
    .stopwatch(
      StopwatchRecord(kind: .start, stopwatch: Stopwatch(item: 2, started: "2026-11-21T08:00:00"))),
    .stopwatch(
      StopwatchRecord(
        kind: .stop, stopwatch: Stopwatch(item: 2, started: "2026-11-21T08:00:00"), seconds: 2700,
        made: [9])),
    .reflect(Reflection(kind: .morning, score: 4, text: "finish the \"report\"")),
    .reflect(Reflection(kind: .night, score: nil, text: "a walk")),
    .reflect(Reflection(kind: .night, score: 2, text: nil)),
  ])
  func eachEventReadsBackAsWritten(_ action: Event.Action) throws {
    let event = Event(day: Self.day, seq: 12, at: "2026-11-21T09:30:00", action: action)
    let line = StoreCodec.encode(event)
    #expect(line.hasPrefix(#"{"day":"2026-11-21","seq":12,"at":"2026-11-21T09:30:00","event":"#))
    #expect(try StoreCodec.event(JSONValue(parsing: Array(line.utf8))) == event)
  }

  @Test func theRunningSessionAndTimersReadBackAndOnlyShowWhenThere() throws {
    var document = StoreDocument()
    let plain = String(decoding: StoreCodec.encode(document), as: UTF8.self)
    #expect(!plain.contains("focus") && !plain.contains("timers"))
    document.focus = Self.session
    document.stopwatches = [Stopwatch(item: 2, started: "2026-11-21T08:00:00")]
    let bytes = StoreCodec.encode(document)
    #expect(try StoreCodec.document(JSONValue(parsing: bytes)) == document)
  }

  static let prefix = #"{"day":"2026-11-21","seq":2,"at":"2026-11-21T09:00:00","#

  @Test(arguments: [
    (
      #""event":"focus","kind":"start","session":{"seconds":0,"started":"2026-11-21T09:00:00"}}"#,
      "event 2 is not a focus session of 1 second to 600 minutes"
    ),
    (
      #""event":"focus","kind":"start","session":{"seconds":1e300,"started":"2026-11-21T09:00:00"}}"#,
      "event 2 is not a focus session of 1 second to 600 minutes"
    ),
    (
      #""event":"focus","kind":"start","session":{"seconds":36001,"started":"2026-11-21T09:00:00"}}"#,
      "event 2 is not a focus session of 1 second to 600 minutes"
    ),
    (
      #""event":"focus","kind":"stop","session":{"seconds":60,"started":"2026-11-21T09:00:00"},"worked":61}"#,
      "event 2 worked longer than its session"
    ),
    (
      #""event":"focus","kind":"stop","session":{"seconds":60,"started":"2026-11-21T09:00:00"},"worked":-1}"#,
      "'event 2 worked' is not a whole number from 0 to 2000000000"
    ),
    (
      #""event":"focus","kind":"start","session":{"seconds":60,"started":"yesterday"}}"#,
      "event 2 start is not a date-time like 2026-11-21T09:00:00"
    ),
    (
      #""event":"focus","kind":"start","session":{"seconds":60,"started":"0001-11-21T09:00:00"}}"#,
      "event 2 start is not a date-time like 2026-11-21T09:00:00"
    ),
    (
      #""event":"focus","kind":"pause","session":{"seconds":60,"started":"2026-11-21T09:00:00"}}"#,
      "event 2 is a focus session that does not say start or stop"
    ),
    (
      #""event":"focus","kind":"stop","session":{"seconds":60,"started":"2026-11-21T09:00:00"},"made":[1e300]}"#,
      "'made' of event 2 is not a list of event numbers"
    ),
    (
      #""event":"timer","kind":"stop","item":1e300,"started":"2026-11-21T09:00:00"}"#,
      "event 2 has no item"
    ),
    (
      #""event":"timer","kind":"stop","item":1,"started":"2026-11-21T09:00:00","seconds":1e300}"#,
      "'event 2 seconds' is not a whole number from 0 to 2000000000"
    ),
    (
      #""event":"reflect","kind":"morning","score":6}"#,
      "event 2 has a score that is not a whole number from 1 to 5"
    ),
    (
      #""event":"reflect","kind":"morning","score":2.5}"#,
      "event 2 has a score that is not a whole number from 1 to 5"
    ),
    (
      #""event":"reflect","kind":"noon","score":2}"#,
      "event 2 is a reflection that does not say morning or night"
    ),
  ])
  func aLineOutOfRangeIsOneLine(_ rest: String, _ problem: String) throws {
    try StoreNumbersTests().aHistoryNumberOutOfRangeIsOneLine(
      Self.prefix + rest, "line 2: " + problem)
  }

  @Test(arguments: [
    (
      #""focus": {"seconds":99999999,"started":"2026-11-21T09:00:00"}"#,
      "the running focus session is not a focus session of 1 second to 600 minutes"
    ),
    (#""focus": 3"#, "the running focus session has no focus session"),
    (#""timers": [{"item":0,"started":"2026-11-21T09:00:00"}]"#, "a running timer has no item"),
    (
      #""timers": [{"item":1,"started":"2026-11-21T29:00:00"}]"#,
      "a running timer start is not a date-time like 2026-11-21T09:00:00"
    ),
  ])
  func aDocumentOutOfRangeIsOneLine(_ field: String, _ problem: String) throws {
    let text =
      #"{"format": "sherpa-store", "version": 1, "seq": 0, "nextId": 1, "#
      + field + #", "items": []}"#
    let folder = try StoreTests.temporaryFolder()
    let path = folder.appending(path: "store.json").path
    try Data(text.utf8).write(to: URL(filePath: path))
    let store = Store(path: path, displayPath: "STORE")
    #expect(
      StoreTests.failure { _ = try store.document() }
        == "Can't read STORE (\(problem)). It was left untouched; 'sherpa doctor --repair' "
        + "mends what it can (and 'undo' takes that back), or move it aside to start fresh.")
    #expect(StoreTests.bytes(path) == Data(text.utf8))
  }
}
