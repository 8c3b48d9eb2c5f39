import SherpaCore
import SherpaTestSupport
import Testing

struct JSONValueTests {
  static func parse(_ text: String) throws(JSONFailure) -> JSONValue {
    try JSONValue(parsing: Array(text.utf8))
  }

  @Test func parsesANestedDocument() throws {
    let value = try Self.parse(
      """
      {
        "name": "Run", "amount": 10000, "ratio": -1.5e2, "done": false, "note": null,
        "days": ["MO", "WE", {"nth": [1, -1]}],
        "end": {"type": "until", "date": "2026-11-30"},
        "empty": {}, "none": []
      }
      """)
    #expect(value["name"] == .string("Run"))
    #expect(value["amount"]?.number == 10_000)
    #expect(value["ratio"]?.number == -150)
    #expect(value["done"] == .bool(false))
    #expect(value["note"] == .null)
    #expect(value["days"]?.strings == ["MO", "WE"])
    #expect(value["days"]?.array?[2]["nth"] == .array([.number(1), .number(-1)]))
    #expect(value["end"]?["date"]?.string == "2026-11-30")
    #expect(value["empty"] == .object([]))
    #expect(value["none"] == .array([]))
    #expect(value["missing"] == nil)
  }

  @Test func keepsMembersInTheOrderWritten() throws {
    let value = try Self.parse(#"{"b": 1, "a": 2, "c": 3}"#)
    #expect(value.members?.map(\.0) == ["b", "a", "c"])
  }

  @Test(arguments: [
    (#""a\"b\\c\/d\ne\tf""#, "a\"b\\c/d\ne\tf"),
    (#""\u00e9\u4e2d""#, "é中"),
    (#""\ud83d\ude42""#, "🙂"),
    ("\"naïve 🙂\"", "naïve 🙂"),
  ])
  func decodesStrings(_ text: String, _ expected: String) throws {
    #expect(try Self.parse(text) == .string(expected))
  }

  @Test(arguments: ["0", "-0", "3.25", "1e3", "  42  ", "true", "null"])
  func acceptsScalarDocuments(_ text: String) {
    #expect(throws: Never.self) { try Self.parse(text) }
  }

  @Test(arguments: [
    ("{\"a\": 1,\n  \"b\" 2}", 2, 7, "expected ':' after the key"),
    ("[1, 2", 1, 6, "the document ends too early"),
    ("", 1, 1, "the document ends too early"),
    ("{\n\n  x}", 3, 3, "expected a key in quotes"),
    ("[tru]", 1, 2, "unexpected 't'"),
    ("\"open", 1, 6, "a string is not closed"),
    ("[1 2]", 1, 4, "unexpected '2'"),
    ("{\"é\": 1 ?}", 1, 9, "unexpected '?'"),
    ("\"a\u{01}b\"", 1, 3, "a control character inside a string"),
    ("[\"\\u12\"]", 1, 5, "a \\u escape needs four hex digits"),
  ])
  func reportsLineAndColumnOfTheFirstProblem(
    _ text: String, _ line: Int, _ column: Int, _ problem: String
  ) {
    let failure = Self.failure(of: text)
    #expect(failure?.line == line)
    #expect(failure?.column == column)
    #expect(failure?.problem == problem)
  }

  @Test(arguments: [
    (#"{"a": 1} x"#, 1, 10, "unexpected 'x' after the document"),
    ("[1]]", 1, 4, "unexpected ']' after the document"),
    ("1 2", 1, 3, "unexpected '2' after the document"),
    ("{}\n\n}", 3, 1, "unexpected '}' after the document"),
  ])
  func rejectsTrailingGarbage(_ text: String, _ line: Int, _ column: Int, _ problem: String) {
    let failure = Self.failure(of: text)
    #expect(failure?.line == line)
    #expect(failure?.column == column)
    #expect(failure?.problem == problem)
  }

  @Test func failureReadsWithLineAndColumn() {
    #expect(
      Self.failure(of: "{\n  \"a\": 1,\n}")?.description
        == "line 3, column 1: expected a key in quotes")
  }

  static func failure(of text: String) -> JSONFailure? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func refusesDocumentsNestedTooDeeply() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONFailure.self) { try Self.parse(deep) }
    let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(throws: Never.self) { try Self.parse(fine) }
  }

  /// Strings read eight bytes at a time read back as written, wherever in the run a quote,
  /// a backslash, a control character or a letter past ASCII falls; a raw control
  /// character is refused.
  @Test func readsStringsAsWrittenWhereverTheirEscapesFall() throws {
    var random = SplitMix64(seed: 0x15_0a)
    let pieces = ["a", "b", "7", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "é", "中", "🙂"]
    for _ in 0..<2000 {
      let text = (0..<random.int(0...40)).map { _ in random.pick(pieces) }.joined()
      let value = try Self.parse("[" + JSONText.string(text) + ", 1]")
      #expect(value.array?.first?.string == text, "\(text.debugDescription)")
      let raw = "\"" + String(repeating: "x", count: random.int(0...17)) + "\u{7}y\""
      #expect(throws: JSONFailure.self) { try Self.parse(raw) }
    }
  }
}
