import SherpaTestSupport
import Testing

@testable import SherpaStore

/// Event ids (`laptop-3fa9c1.42`) are checked byte by byte on every line of a month file:
/// what the check accepts is what the character-by-character reading accepted.
struct EventIDTests {
  /// The check as it was written first, over characters: the oracle.
  static func byCharacters(_ text: String) -> Bool {
    guard let dot = text.lastIndex(of: "."), StoreCodec.isDeviceID(String(text[..<dot])) else {
      return false
    }
    let number = text[text.index(after: dot)...]
    return !number.isEmpty && number.count <= 15 && number.allSatisfy { $0.isASCII && $0.isNumber }
  }

  @Test(arguments: [
    ("vm-84dab3.157190", true), ("a.1", true), ("desk_2.0", true),
    (String(repeating: "d", count: 64) + ".7", true),
    ("a." + String(repeating: "9", count: 15), true),
    ("", false), (".1", false), ("a.", false), ("a1", false), ("a.b.1", false),
    (String(repeating: "d", count: 65) + ".7", false),
    ("a." + String(repeating: "9", count: 16), false),
    ("a b.1", false), ("a.1x", false), ("a.-1", false), ("é.1", false), ("a.١", false),
    ("a.1\r\n", false), ("a.\u{301}1", false), ("a\u{301}.1", false),
  ])
  func idsAreReadAsSherpaWritesThem(_ text: String, _ expected: Bool) {
    #expect(StoreCodec.isEventID(text) == expected)
    #expect(Self.byCharacters(text) == expected)
  }

  @Test func theByteCheckAgreesWithTheCharacterCheck() {
    // Every string of up to five of these characters, and longer random ones.
    let pieces = ["a", "Z", "0", "9", "-", "_", ".", " ", "é", "١", "\u{301}", "\r", "\n", "x.1"]
    var generator = SplitMix64(seed: 28)
    for _ in 0..<20_000 {
      let count = Int.random(in: 0...8, using: &generator)
      let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
      #expect(StoreCodec.isEventID(text) == Self.byCharacters(text), "\(text.debugDescription)")
    }
  }

  /// A month file's lines are read one after another, and an id's device part only when it
  /// is not the line before's: each line must still be accepted or refused as it is alone.
  @Test func aLineIsReadAfterAnotherAsItIsAlone() {
    let devices = [
      "desk", "desk-2", "des", "desk é", "desk.1", "de\u{301}sk", "DESK_2",
      String(repeating: "d", count: 64), String(repeating: "d", count: 65),
    ]
    let seqs = ["1", "42", "", "1x", "1.2", "-1", String(repeating: "9", count: 15)]
    var generator = SplitMix64(seed: 29)
    var bytes: [UInt8] = []
    var lines: [(range: Range<Int>, id: String)] = []
    var device = devices[0]
    for n in 1...5_000 {
      // Mostly the device of the line before, as in a month file.
      if Int.random(in: 0..<10, using: &generator) < 3 {
        device = devices.randomElement(using: &generator)!
      }
      let id = device + "." + seqs.randomElement(using: &generator)!
      let line =
        "{\"day\":\"2026-11-21\",\"seq\":\(n),\"id\":\"\(id)\","
        + "\"at\":\"2026-11-21T09:00:00\",\"event\":\"done\",\"item\":1}"
      lines.append((bytes.count..<(bytes.count + line.utf8.count), id))
      bytes += Array(line.utf8) + [10]
    }
    var accepted = 0
    bytes.withUnsafeBufferPointer { buffer in
      var before = EventLine.LastLine()
      for (range, id) in lines {
        var fresh = EventLine.LastLine()
        let alone = EventLine.read(buffer, range, lastLine: &fresh)
        let after = EventLine.read(buffer, range, lastLine: &before)
        #expect(after == alone, "\(id.debugDescription)")
        #expect((after != nil) == Self.byCharacters(id), "\(id.debugDescription)")
        if after != nil { accepted += 1 }
      }
    }
    // Both kinds were met, many times over.
    #expect(accepted > 500 && accepted < 4_500)
  }
}
