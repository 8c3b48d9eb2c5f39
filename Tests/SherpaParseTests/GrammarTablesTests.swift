import Foundation
import SherpaCore
import Testing

@testable import SherpaParse

/// The built-in grammar is compiled in as tables (`Grammar+Tables.swift`), written from
/// `grammars/` by `make grammar-tables`; the files decoded must make the same grammar.
struct GrammarTablesTests {
  static let tablesFile = GrammarFilesTests.packageRoot
    .appendingPathComponent("Sources/SherpaParse/Lexing/Grammar+Tables.swift")

  /// The grammar the files on disk make, decoded as a user file would be.
  static func decodedFromDisk() throws -> Grammar {
    let files = try Grammar.files.map { file in
      let url = GrammarFilesTests.grammarDirectory.appendingPathComponent(file.name)
      return (name: file.name, bytes: Array(try Data(contentsOf: url)))
    }
    return Grammar.decoded(from: files)
  }

  /// With SHERPA_WRITE_GRAMMAR_TABLES=1 (`make grammar-tables`), writes the tables instead.
  @Test func committedTablesAreTheGrammarFiles() throws {
    let expected = GrammarTableSource.file(for: try Self.decodedFromDisk())
    if ProcessInfo.processInfo.environment["SHERPA_WRITE_GRAMMAR_TABLES"] == "1" {
      try expected.write(to: Self.tablesFile, atomically: true, encoding: .utf8)
      return
    }
    let committed = try String(contentsOf: Self.tablesFile, encoding: .utf8)
    #expect(
      committed == expected,
      "Grammar+Tables.swift is not what grammars/ makes: run `make grammar-tables`")
  }

  @Test func builtInGrammarIsTheDecodedOne() throws {
    let decoded = GrammarTableSource.file(for: Grammar.decoded(from: Grammar.files))
    #expect(GrammarTableSource.file(for: Grammar.builtIn) == decoded)
  }

  @Test func builtInGrammarLooksUpAsTheDecodedOne() {
    let decoded = Grammar.decoded(from: Grammar.files)
    let builtIn = Grammar.builtIn
    for word in ["mondya", "evrey", "tomorow", "christmas", "Mondy", "everyday"] {
      #expect(builtIn.suggestion(for: word) == decoded.suggestion(for: word), "\(word)")
    }
    for phrase in ["floss daily", "run 5k every other monday at 7am", "drink 2l of water a day"] {
      let today = CivilDate(year: 2026, month: 11, day: 21)!
      let fromTables = try? Parser(grammar: builtIn).parse(phrase, today: today)
      let fromFiles = try? Parser(grammar: decoded).parse(phrase, today: today)
      #expect(fromTables != nil, "\(phrase)")
      #expect(String(describing: fromTables) == String(describing: fromFiles), "\(phrase)")
    }
  }
}
