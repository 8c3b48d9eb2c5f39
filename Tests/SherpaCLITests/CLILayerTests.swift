import Foundation
import Testing

/// The CLI stays a thin front door: it talks to the action layer, never to the store, sync
/// or the parser, and a command's `run` calls a query or an action and renders what comes
/// back.
struct CLILayerTests {
  /// The layers below the action layer, which no CLI file imports.
  static let below: Set<String> = ["SherpaStore", "SherpaParse", "SherpaSync"]

  /// The longest a `run` body may be, in lines between its braces.
  static let longestRun = 20

  /// The files under `Sources/SherpaCLI`, relative to the package root, with their text.
  static func cliSources() throws -> [(path: String, text: String)] {
    try ToneTests.sourceFiles().filter { $0.hasPrefix("Sources/SherpaCLI/") }.map { path in
      (
        path,
        try String(contentsOf: ToneTests.packageRoot.appendingPathComponent(path), encoding: .utf8)
      )
    }
  }

  /// Whether `line` imports SherpaStore or SherpaParse, in any of the ways Swift allows.
  static func importsBelowTheActions(_ line: Substring) -> Bool {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let at = words.firstIndex(of: "import"), at + 1 < words.count else { return false }
    let modifiers = words[..<at]
    guard
      modifiers.allSatisfy({
        $0.hasPrefix("@")
          || ["public", "package", "internal", "private", "fileprivate"].contains($0)
      })
    else { return false }
    // `import struct SherpaStore.Store` names the module after the kind.
    let kinds: Set<String> = [
      "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
    ]
    let named = words[(at + 1)...].first { !kinds.contains($0) } ?? ""
    let module = named.split(separator: ".").first.map(String.init) ?? ""
    return below.contains(module)
  }

  /// The lines between the braces of each `func run(` in `text`, with the line it starts on.
  static func runBodies(in text: String) -> [(line: Int, length: Int)] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var bodies: [(line: Int, length: Int)] = []
    for (start, line) in lines.enumerated() where line.contains("func run(") {
      var depth = 0
      var opened = false
      var end = start
      scan: while end < lines.count {
        for character in lines[end] {
          if character == "{" {
            depth += 1
            opened = true
          } else if character == "}" {
            depth -= 1
          }
          if opened && depth == 0 { break scan }
        }
        end += 1
      }
      bodies.append((start + 1, end - start - 1))
    }
    return bodies
  }

  @Test(arguments: [
    ("import SherpaStore", true), ("@testable import SherpaParse", true),
    ("internal import SherpaStore", true), ("import struct SherpaStore.Store", true),
    ("import SherpaSync", true),
    ("import SherpaActions", false), ("import SherpaStoreKit", false),
    ("// import SherpaStore", false),
  ])
  func theImportScanReadsEachForm(line: String, imports: Bool) {
    #expect(Self.importsBelowTheActions(line[...]) == imports)
  }

  @Test func theRunScanMeasuresBetweenTheBraces() {
    let text = "struct A {\n  func run() throws {\n    a()\n    if b { c() }\n  }\n}\n"
    #expect(Self.runBodies(in: text).map(\.length) == [2])
    #expect(Self.runBodies(in: "func run() { go() }").map(\.length) == [-1])
  }

  @Test func theCLIImportsNothingBelowTheActions() throws {
    let sources = try Self.cliSources()
    #expect(sources.count > 50)
    let importing = Set(
      sources.filter { $0.text.split(separator: "\n").contains(where: Self.importsBelowTheActions) }
        .map(\.path))
    #expect(importing.sorted() == [], "import SherpaActions instead")
  }

  @Test func everyRunIsShort() throws {
    var long: [String] = []
    for (path, text) in try Self.cliSources() {
      for body in Self.runBodies(in: text) where body.length > Self.longestRun {
        long.append("\(path):\(body.line) (\(body.length) lines)")
      }
    }
    #expect(long == [], "move the logic into an Actions query or a named helper")
  }
}
