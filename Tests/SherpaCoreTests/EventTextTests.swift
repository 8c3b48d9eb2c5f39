import SherpaCore
import SherpaTestSupport
import Testing

/// An event's `at` and `id` (`Event.Text`) read back as the strings they were made of, and
/// compare and hash as those strings do, whichever form each takes.
struct EventTextTests {
  /// Texts around the 23 bytes kept inline: ASCII, and some not ("é" both composed and as
  /// "e" and an accent, a sign of three bytes, a letter of four).
  static func text(_ random: inout SplitMix64) -> String {
    let pieces = ["a", "7", ".", "-", "T", ":", "\0", "é", "e\u{301}", "€", "𝄞"]
    let ascii = random.chance(70)
    return (0..<random.int(0...26)).map { _ in
      ascii ? random.pick(Array(pieces.prefix(7))) : random.pick(pieces)
    }.joined()
  }

  static func made(fromBytes text: String) -> Event.Text {
    Array(text.utf8).withUnsafeBufferPointer { Event.Text(utf8: $0) }
  }

  @Test func readsBackAsItsString() {
    var random = SplitMix64(seed: 0x7e47)
    for _ in 0..<3000 {
      let text = Self.text(&random)
      #expect(Event.Text(text).string == text)
      #expect(Self.made(fromBytes: text).string == text)
    }
  }

  @Test func comparesAndHashesAsItsString() {
    var random = SplitMix64(seed: 0x5eed)
    for _ in 0..<3000 {
      let a = Self.text(&random)
      let b = random.chance(30) ? a : Self.text(&random)
      let (x, y) = (Event.Text(a), Self.made(fromBytes: b))
      #expect((x == y) == (a == b), "\(a.debugDescription) \(b.debugDescription)")
      if a == b { #expect(x.hashValue == y.hashValue) }
    }
  }

  @Test func keepsShortASCIIInline() {
    let stamp = "2026-11-21T09:00:00"
    guard case .inline = Event.Text(stamp) else {
      Issue.record("a time stamp was kept as a string")
      return
    }
    let longest = String(repeating: "a", count: 23)
    guard case .inline = Event.Text(longest) else {
      Issue.record("23 bytes were kept as a string")
      return
    }
    guard case .string = Event.Text(longest + "a"), case .string = Event.Text("café") else {
      Issue.record("a long or non-ASCII text was kept inline")
      return
    }
  }

  @Test func eventKeepsItsTimeAndID() {
    var event = Event(
      day: CivilDate(year: 2026, month: 11, day: 21)!, seq: 42, at: "2026-11-21T09:00:00",
      action: .done(item: 3, note: nil), id: "laptop-3fa9c1.42")
    #expect(event.at == "2026-11-21T09:00:00")
    #expect(event.id == "laptop-3fa9c1.42")
    #expect(event.device == "laptop-3fa9c1")
    event.id = nil
    #expect(event.id == nil)
    #expect(event.identity == "#42")
    event.at = "2026-11-21T21:30:00"
    #expect(event.at == "2026-11-21T21:30:00")
  }
}
