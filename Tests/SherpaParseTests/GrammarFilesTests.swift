import Foundation
import SherpaCore
import SherpaParse
import Testing

/// The grammar compiled into the binary is exactly the files in `grammars/`.
struct GrammarFilesTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // SherpaParseTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static let grammarDirectory = packageRoot.appendingPathComponent("grammars", isDirectory: true)

  static func filesOnDisk() throws -> Set<String> {
    Set(
      try FileManager.default.contentsOfDirectory(atPath: grammarDirectory.path)
        .filter { $0.hasSuffix(".json") })
  }

  @Test func everyFileInGrammarsIsCompiledIn() throws {
    let compiled = Set(Grammar.files.map(\.name))
    let missing = try Self.filesOnDisk().subtracting(compiled)
    #expect(missing.isEmpty, "in grammars/ but not in Grammar.files: \(missing.sorted())")
  }

  @Test func everyCompiledFileIsInGrammars() throws {
    let compiled = Set(Grammar.files.map(\.name))
    let stale = try compiled.subtracting(Self.filesOnDisk())
    #expect(stale.isEmpty, "in Grammar.files but not in grammars/: \(stale.sorted())")
  }

  @Test func noFileIsCompiledInTwice() {
    let names = Grammar.files.map(\.name)
    #expect(names.count == Set(names).count)
  }

  @Test func nothingButJSONIsInGrammars() throws {
    let others = try FileManager.default.contentsOfDirectory(atPath: Self.grammarDirectory.path)
      .filter { !$0.hasSuffix(".json") && !$0.hasPrefix(".") }
    #expect(others.isEmpty, "grammars/ holds files that are not compiled in: \(others)")
  }

  @Test func everyFileInGrammarsIsEmbeddedByThePackage() throws {
    let manifest = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    for name in try Self.filesOnDisk().sorted() {
      #expect(
        manifest.contains(#".embedInCode("../../grammars/\#(name)")"#),
        "Package.swift does not embed grammars/\(name)")
    }
  }

  @Test(arguments: Grammar.files.map(\.name))
  func compiledFileIsAJSONObjectAndMatchesTheFileOnDisk(_ name: String) throws {
    let compiled = try #require(Grammar.files.first { $0.name == name }).bytes
    let document = try JSONValue(parsing: compiled)
    #expect(document.members != nil, "\(name) is not one JSON object")
    let onDisk = try Data(contentsOf: Self.grammarDirectory.appendingPathComponent(name))
    #expect(Array(onDisk) == compiled, "\(name) changed on disk; rebuild")
  }

  @Test func everyFileOnDiskParsesAsJSON() throws {
    for name in try Self.filesOnDisk().sorted() {
      let bytes = try Data(contentsOf: Self.grammarDirectory.appendingPathComponent(name))
      #expect(throws: Never.self, "\(name)") { try JSONValue(parsing: Array(bytes)) }
    }
  }
}
