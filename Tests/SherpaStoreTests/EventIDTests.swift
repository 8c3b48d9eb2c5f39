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
}
