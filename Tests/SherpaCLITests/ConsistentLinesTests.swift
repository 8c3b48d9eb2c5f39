import Foundation
import Testing

/// Lines that agree with each other: "Next" from today after an edit, an item added today
/// scheduled today in `show` as in `today`, a skip's note gone once the item is done.
struct ConsistentLinesTests {
  @Test func nextStartsTodayAfterAnEdit() throws {
    let session = try StoreSession(env: ["NO_COLOR": "1"])
    defer { session.remove() }
    try session.add(["run 5 km daily", "run far 15 km a week"], at: "2026-11-01T08:00")
    let out = try session.run(["edit", "run", "6", "km"], at: "2026-11-18T09:00")
    #expect(out.contains("  Starts    Sun 1 Nov 2026\n"))
    #expect(
      out.contains("  Next      Wed 18 Nov, Thu 19 Nov, Fri 20 Nov, Sat 21 Nov, Sun 22 Nov, …\n"))
    let weekly = try session.run(["edit", "far", "20", "km"], at: "2026-11-18T09:00")
    #expect(weekly.contains("  Target    20 km a week\n  Schedule  Any days\n"))
  }

  @Test func anItemAddedTodayIsDueTodayInShowAsInToday() throws {
    let session = try StoreSession(env: ["NO_COLOR": "1"])
    defer { session.remove() }
    try session.add(["stretch daily"], at: "2026-11-18T09:00")
    let today = try session.object(["today"], at: "2026-11-18T09:05")
    #expect(today.item("Stretch") != nil)
    let show = try session.run(["show", "stretch"], at: "2026-11-18T09:05")
    #expect(show.contains("  Next      Wed 18 Nov,"))
    #expect(show.contains("today to go"))
    #expect(!show.contains("nothing scheduled"))
  }

  @Test func aSkipsNoteGoesOnceTheItemIsDone() throws {
    let session = try StoreSession(env: ["NO_COLOR": "1"])
    defer { session.remove() }
    try session.add(["gym daily"], at: "2026-11-18T08:00")
    try session.run(["skip", "gym", "--note", "sore knee"], at: "2026-11-18T09:00")
    try session.run(["done", "gym"], at: "2026-11-18T18:00")
    let today = try session.object(["today"], at: "2026-11-18T18:05")
    #expect(today.item("Gym")?["note"] is NSNull)
    #expect(today.item("Gym")?["done"] as? Bool == true)
    let text = try session.run(["today"], at: "2026-11-18T18:05")
    #expect(!text.contains("sore knee"))
  }
}
