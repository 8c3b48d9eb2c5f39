import SherpaCore
import Testing

/// RFC 4180 text read back into rows, with the line each starts on.
struct CSVTextReadingTests {
  @Test(arguments: [
    (
      "a,b\r\n1,2\r\n",
      [CSVText.Record(line: 1, fields: ["a", "b"]), .init(line: 2, fields: ["1", "2"])]
    ),
    ("a,b\n1,2", [.init(line: 1, fields: ["a", "b"]), .init(line: 2, fields: ["1", "2"])]),
    ("\u{FEFF}a\n\n\nb\n", [.init(line: 1, fields: ["a"]), .init(line: 4, fields: ["b"])]),
    ("x,\"a, b\",\"say \"\"hi\"\"\"\n", [.init(line: 1, fields: ["x", "a, b", "say \"hi\""])]),
    (
      "\"two\nlines\",z\nnext\n",
      [.init(line: 1, fields: ["two\nlines", "z"]), .init(line: 3, fields: ["next"])]
    ),
    ("a,,\n", [.init(line: 1, fields: ["a", "", ""])]),
    ("\"\"\n", [.init(line: 1, fields: [""])]),
    ("5\"7,x\n", [.init(line: 1, fields: ["5\"7", "x"])]),
  ])
  func readsRows(_ text: String, _ rows: [CSVText.Record]) throws {
    #expect(try CSVText.records(text) == rows)
  }

  @Test func aTableWrittenReadsBackTheSame() throws {
    let rows = [["id", "note"], ["1", "with lunch, \"cold\""], ["2", "two\r\nlines"]]
    let text = CSVText.table(header: rows[0], rows: Array(rows.dropFirst()))
    #expect(try CSVText.records(text).map(\.fields) == rows)
  }

  @Test func aQuoteNeverClosedNamesItsLine() {
    #expect(throws: CSVText.ReadFailure(line: 2)) { try CSVText.records("a\nb,\"open\nc\n") }
  }
}
