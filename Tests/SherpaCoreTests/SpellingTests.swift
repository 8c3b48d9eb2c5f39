import SherpaCore
import Testing

struct SpellingTests {
  @Test(arguments: [
    ("monday", "monday", 0),
    ("mondy", "monday", 1),  // a letter dropped
    ("mondaay", "monday", 1),  // a letter doubled
    ("mondya", "monday", 1),  // two letters swapped
    ("munday", "monday", 1),  // a letter replaced
    ("teh", "the", 1),
    ("blursday", "thursday", 2),
    ("", "abc", 3),
    ("abc", "", 3),
    ("ca", "abc", 3),  // a swap is not combined with an edit between its letters
  ])
  func countsEachEditOnce(_ a: String, _ b: String, _ expected: Int) {
    #expect(Spelling.distance(a, b) == expected)
    #expect(Spelling.distance(b, a) == expected)
  }

  @Test(arguments: [(1, 0), (2, 1), (4, 1), (5, 2), (8, 2), (9, 3), (13, 4)])
  func allowsMoreEditsForLongerWords(_ length: Int, _ edits: Int) {
    #expect(Spelling.allowedEdits(forLength: length) == edits)
  }

  @Test(
    arguments: [
      ("rnu", ["run", "read"], "run"),
      ("dne", ["done", "undo"], "done"),
      ("--yse", ["--yes", "--note"], "--yes"),
      ("lunh", ["breakfast", "lunch", "dinner"], "lunch"),
      ("zzz", ["run", "read"], nil),
      ("run", ["run", "rum"], "run"),
      ("bat", ["cat", "hat"], "cat"),  // equals: the first in alphabetical order
    ] as [(String, [String], String?)])
  func suggestsTheNearestWordWithinReach(_ typed: String, _ words: [String], _ expected: String?) {
    #expect(Spelling.nearest(to: typed, among: words) == expected)
  }
}
