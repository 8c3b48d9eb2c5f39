import SherpaCore
import Testing

/// The iCalendar and CSV text rules: RFC 5545 escaping and folding, RFC 4180 quoting.
struct ICalendarTests {
  @Test(arguments: [
    ("Run", "Run"),
    (#"Stretch, "gently"; slowly"#, #"Stretch\, "gently"\; slowly"#),
    (#"back\slash"#, #"back\\slash"#),
    ("two\nlines\r", #"two\nlines"#),
  ])
  func escapesText(_ text: String, _ expected: String) {
    #expect(ICalendar.escaped(text) == expected)
  }

  @Test(arguments: [1, 2, 3, 4])
  func foldsAt75OctetsWithoutSplittingACharacter(_ width: Int) {
    let character = ["a", "é", "☘", "😀"][width - 1]
    let line = "SUMMARY:" + String(repeating: character, count: 200)
    let folded = ICalendar.folded(line)
    let physical = folded.components(separatedBy: "\r\n")
    #expect(physical.count > 2)
    #expect(physical.allSatisfy { $0.utf8.count <= 75 })
    #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
    // Unfolding (drop each CRLF and the space after it) gives the line back.
    #expect(physical.first! + physical.dropFirst().map { String($0.dropFirst()) }.joined() == line)
  }

  @Test func leavesAShortLineAlone() {
    let line = "DESCRIPTION:" + String(repeating: "x", count: 63)
    #expect(line.utf8.count == 75)
    #expect(ICalendar.folded(line) == line)
  }

  @Test(arguments: [
    ("plain", "plain"), ("a,b", "\"a,b\""), (#"say "hi""#, #""say ""hi""""#),
    ("two\nlines", "\"two\nlines\""), ("", ""),
  ])
  func quotesACSVFieldOnlyWhenItMust(_ field: String, _ expected: String) {
    #expect(CSVText.field(field) == expected)
  }

  @Test func endsEveryCSVRowWithCRLF() {
    #expect(CSVText.table(header: ["a", "b"], rows: [["1", "x,y"]]) == "a,b\r\n1,\"x,y\"\r\n")
  }
}
