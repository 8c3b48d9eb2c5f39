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

  @Test(
    arguments: [
      ("teeht", ["brush teeth", "floss"], "brush teeth"),  // a word of the name
      ("brsh", ["brush teeth", "floss"], "brush teeth"),  // the name's start
      ("drink watr", ["drink water", "drink tea"], "drink water"),  // the whole name
      ("bat", ["hat", "cat"], "hat"),  // equals: the first given
      ("bat", ["cat", "hat"], "cat"),
      ("xyz", ["brush teeth", "floss"], nil),
    ] as [(String, [String], String?)])
  func suggestsTheNameNearestByAnyOfItsForms(
    _ typed: String, _ names: [String], _ expected: String?
  ) {
    #expect(Spelling.nearest(to: typed, among: names, name: { $0 }) == expected)
  }

  @Test(
    arguments: [
      ("mondy", ["monday", "mondays"], "monday"),
      ("tusday", ["Tuesday", "Thursday"], "Tuesday"),
      ("zz", ["monday"], nil),
    ] as [(String, [String], String?)])
  func readsScalarsAsTheParserKeepsThem(_ typed: String, _ words: [String], _ expected: String?) {
    let found = Spelling.nearest(
      to: Array(typed.unicodeScalars), among: words, isBefore: <,
      form: { Array($0.lowercased().unicodeScalars) })
    #expect(found == expected)
  }

  @Test(arguments: [
    (0, 4, false),  // the word itself is no slip
    (1, 1, false),  // a single letter allows none
    (1, 3, true),
    (2, 4, false),
    (2, 5, true),
    (3, 8, false),
    (3, 9, true),
  ])
  func callsNearButNotSameASlip(_ edits: Int, _ length: Int, _ expected: Bool) {
    #expect(Spelling.isSlip(edits: edits, forLength: length) == expected)
  }

  @Test func asksTheSameQuestionEverywhere() {
    #expect(Spelling.didYouMean("Run") == "Did you mean 'Run'?")
    #expect(Spelling.correctedEdits == 1)
  }
}
