import SherpaCore
import Testing

@testable import SherpaStore

/// The reminders' records and the phase settings in the store's files: what is written reads
/// back the same, and a line or setting out of range is one problem, never a trap.
struct ReminderRecordTests {
  static let prefix = #"{"day":"2026-11-21","seq":5,"at":"2026-11-21T09:00:00","event":"#

  @Test(arguments: [
    (#""remind","item":0,"priority":"phase"}"#, "event 5 names no item"),
    (#""remind","item":3,"priority":"urgent"}"#, "event 5 is a reminder without a priority"),
    (#""remind","item":3}"#, "event 5 is a reminder without a priority"),
    (
      #""snooze","item":3,"until":"2026-13-01T09:00"}"#,
      "event 5 is a snooze without an end like 2026-11-21T09:15"
    ),
    (
      #""snooze","item":3,"until":"2026-11-21T25:00"}"#,
      "event 5 is a snooze without an end like 2026-11-21T09:15"
    ),
    (#""snooze","item":1e300,"until":"2026-11-21T09:00"}"#, "event 5 names no item"),
  ])
  func aBadRecordIsOneProblem(_ tail: String, _ problem: String) {
    let line = Array((Self.prefix + tail + "\n").utf8)
    #expect(throws: History.LineFailure.self) { try History.events(in: line) }
    do {
      _ = try History.events(in: line)
    } catch {
      #expect(error.description == "line 1: " + problem)
    }
  }

  @Test func phaseAndReminderSettingsReadBackTheSame() throws {
    var settings = Settings()
    for (key, value) in [
      ("location", "-33.8688,151.2093"), ("phases", "solar"), ("phase.morning", "05:30"),
      ("phase.night", "23:30"), ("reminders.cap", "5"), ("reminders.cooldown", "30"),
      ("reminders.lead", "0"),
    ] {
      settings = try settings.setting(key, to: value)
    }
    let document = StoreDocument(settings: settings)
    let read = try StoreCodec.document(JSONValue(parsing: StoreCodec.encode(document)))
    #expect(read.settings == settings)
    // Defaults are not written, so a store that never set them reads as before.
    let plain = String(decoding: StoreCodec.encode(StoreDocument()), as: UTF8.self)
    #expect(
      plain.contains(#""settings": {"color":"auto","dayBoundary":"02:00","weekStart":"monday"}"#))
  }

  @Test func handSetPartsOutOfOrderInAFileAreOneProblem() throws {
    let text =
      #"{"format":"sherpa-store","version":1,"seq":0,"nextId":1,"settings":{"phase.morning":"13:00"},"items":[]}"#
    #expect(throws: StoreCodec.Mismatch.self) {
      try StoreCodec.document(JSONValue(parsing: Array(text.utf8)))
    }
  }
}
