import Foundation
import Testing

/// Nothing Sherpa prints shames or blames: not the texts in its sources, not the grammar and
/// suggestion files, and not what its commands say on a day that went badly.
///
/// The words, matched whole and in any case:
/// - "fail" and its forms: a skipped day is a slip to rebalance, never a failure; even an
///   error says what would work instead ("Didn't understand …").
/// - "lazy", "disappointing", "disappointed", "shame", "ashamed", "pathetic", "worthless",
///   "useless", "loser", "quitter": judgements of the person.
/// - "you missed", "you broke", "you should have", "should've": blame for the past.
/// - "try harder", "no excuses": pressure.
///
/// "Give up" is allowed: people say it of their own plans ("giving up on the gym today", a
/// phrase the coach listens for), and Sherpa may offer it kindly ("give up the evening run?").
/// Plain "missed" is allowed on its own: it names a state of a day in `--json` output and in
/// code, and "missed" needs a "you" before it to blame anyone. The person's own words in
/// `grammars/safety.json` (what the coach listens for: "I feel like a failure") are never
/// printed, so only its notes (keys starting "about") are read there.
struct ToneTests {
  static let unkindWords: Set<String> = [
    "fail", "fails", "failed", "failing", "failure", "failures", "lazy", "laziness",
    "disappointing", "disappointed", "disappointment", "shame", "shameful", "ashamed",
    "pathetic", "worthless", "useless", "loser", "quitter",
  ]
  static let unkindPhrases: [[String]] = [
    ["you", "missed"], ["you", "broke"], ["you", "should", "have"], ["should've"],
    ["try", "harder"], ["no", "excuses"],
  ]

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // SherpaCLITests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The unkind word or phrase in `text`, if there is one.
  static func unkindWord(in text: String) -> String? {
    var words: [String] = []
    var word = ""
    for character in text.lowercased() + " " {
      if character.isLetter || (character == "'" && !word.isEmpty) {
        word.append(character == "\u{2019}" ? "'" : character)
      } else if !word.isEmpty {
        while word.hasSuffix("'") { word.removeLast() }
        words.append(word)
        word = ""
      }
    }
    if let found = words.first(where: unkindWords.contains) { return found }
    for phrase in unkindPhrases {
      for start in words.indices where words[start...].starts(with: phrase) {
        return phrase.joined(separator: " ")
      }
    }
    return nil
  }

  /// Every `.swift` file under `Sources/`, relative to the package root.
  static func sourceFiles() -> [String] {
    let sources = packageRoot.appendingPathComponent("Sources").path
    let paths = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String }
    return (paths ?? []).filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }.sorted()
  }

  @Test func theScanSeesTheSources() {
    #expect(Self.sourceFiles().count > 50)
    #expect(Self.sourceFiles().contains("Sources/SherpaCore/Coach/CareReply.swift"))
  }

  @Test(arguments: sourceFiles())
  func noStringLiteralInTheSourcesShames(_ path: String) throws {
    let source = try String(
      contentsOf: Self.packageRoot.appendingPathComponent(path), encoding: .utf8)
    for literal in SwiftLiterals(source).found {
      if let word = Self.unkindWord(in: literal.text) {
        Issue.record("\(path):\(literal.line): '\(word)' in \"\(literal.text)\"")
      }
    }
  }

  @Test func noGrammarOrSuggestionStringShames() throws {
    let grammars = Self.packageRoot.appendingPathComponent("grammars")
    let names = try FileManager.default.contentsOfDirectory(atPath: grammars.path)
      .filter { $0.hasSuffix(".json") }.sorted().map { "grammars/" + $0 }
    #expect(names.contains("grammars/safety.json"))
    for path in names + ["suggestions.json"] {
      let text = try String(
        contentsOf: Self.packageRoot.appendingPathComponent(path), encoding: .utf8)
      for string in JSONStrings(text).found {
        if path == "grammars/safety.json", !string.section.hasPrefix("about") { continue }
        if let word = Self.unkindWord(in: string.text) {
          Issue.record("\(path):\(string.line): '\(word)' in \"\(string.text)\"")
        }
      }
    }
  }

  /// A store whose days go badly: five daily habits from Monday 16 Nov 2026, and only one of
  /// them done each day (one skipped with a note), so that every day ends at 20%.
  static let lowDays = StoreTemplate {
    let session = try StoreSession()
    func run(_ args: [String], at now: String) throws {
      let run = try session.attempt(args, at: now)
      guard run.status == 0 else {
        throw StoreTemplate.SetupFailure(description: "sherpa \(args) at \(now): \(run.stderr)")
      }
    }
    for phrase in [
      "run 5 km daily", "read 20 pages daily", "meditate daily", "floss daily", "gym daily",
    ] {
      try run(["add", "--yes", phrase], at: "2026-11-16T08:00")
    }
    for day in 16...19 { try run(["done", "floss"], at: "2026-11-\(day)T21:00") }
    try run(["skip", "gym", "--note", "too tired"], at: "2026-11-18T21:30")
    return session
  }

  @Test(arguments: [
    (["today"], "2026-11-19T23:30"), (["today"], "2026-11-20T08:00"),
    (["week"], "2026-11-19T23:30"), (["stats"], "2026-11-19T23:30"),
    (["insights"], "2026-11-19T23:30"), (["list"], "2026-11-19T23:30"),
    (["show", "run"], "2026-11-19T23:30"), (["league"], "2026-11-19T23:30"),
    (["done", "read", "5"], "2026-11-19T23:40"), (["skip", "run"], "2026-11-19T23:40"),
    (["done", "swim"], "2026-11-19T23:40"), (["undo"], "2026-11-19T23:40"),
  ])
  func aLowDayIsToldKindly(_ args: [String], _ now: String) throws {
    let session = try Self.lowDays.session()
    defer { session.remove() }
    let run = try session.attempt(args, at: now)
    #expect(!(run.stdout + run.stderr).isEmpty)
    let said = run.stdout + run.stderr
    if let word = Self.unkindWord(in: said) {
      Issue.record("sherpa \(args.joined(separator: " ")) says '\(word)':\n\(said)")
    }
  }

  @Test(
    arguments: [
      ("You failed today", "failed"), ("FAIL", "fail"), ("you  missed  it", "you missed"),
      ("You should have run", "you should have"), ("Should've run", "should've"),
      ("lazybones", nil),
      ("missed 2 days", nil), ("failsafe", nil), ("the missed days", nil), ("let's rebalance", nil),
    ] as [(String, String?)])
  func theWordsAreMatchedWhole(_ text: String, _ expected: String?) {
    #expect(Self.unkindWord(in: text) == expected)
  }

  @Test func theLexerFindsEveryKindOfLiteral() {
    let source = ##"""
      // "in a comment"
      /* "in a /* nested */ block" */
      let a = "plain \"quoted\" \(count) times"
      let b = #"raw "with quotes" \#(name)"#
      let c = """
        several
        lines \
        joined
        """
      let d = "outer \("inner") end"
      let e = ""
      """##
    let found = SwiftLiterals(source).found.map { "\($0.line): \($0.text)" }
    #expect(
      found == [
        #"3: plain "quoted"   times"#, #"4: raw "with quotes"  "#,
        "5: \n  several\n  lines   joined\n  ", "10: inner", "10: outer   end", "11: ",
      ])
  }

  @Test func theJSONReaderKnowsEachStringsSection() {
    let text = """
      {"about": "a note",
       "list": ["one", "two \\"quoted\\""], "map": {"k": "v"}}
      """
    let found = JSONStrings(text).found.map { "\($0.line) \($0.section): \($0.text)" }
    #expect(
      found == [
        "1 about: about", "1 about: a note", "2 list: list", "2 list: one",
        #"2 list: two "quoted""#, "2 map: map", "2 map: k", "2 map: v",
      ])
  }
}

/// The string literals of a Swift file, found by a small lexer: comments are skipped, `"…"`,
/// `"""…"""` and raw `#"…"#` literals are read with their escapes, and an interpolation
/// `\(…)` is read as code (its own literals are found too) and stands in the text as a space.
struct SwiftLiterals {
  struct Literal: Equatable {
    let line: Int
    let text: String
  }

  private(set) var found: [Literal] = []
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1

  init(_ source: String) {
    scalars = Array(source.unicodeScalars)
    code(inInterpolation: false)
  }

  private func isAt(_ text: String) -> Bool {
    var i = index
    for scalar in text.unicodeScalars {
      guard i < scalars.count, scalars[i] == scalar else { return false }
      i += 1
    }
    return true
  }

  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where index < scalars.count {
      if scalars[index] == "\n" { line += 1 }
      index += 1
    }
  }

  /// Code up to the end of the file, or to the `)` that closes an interpolation.
  private mutating func code(inInterpolation: Bool) {
    var depth = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if isAt("//") {
        while index < scalars.count, scalars[index] != "\n" { advance() }
      } else if isAt("/*") {
        var nesting = 0
        repeat {
          if isAt("/*") {
            nesting += 1
            advance(2)
          } else if isAt("*/") {
            nesting -= 1
            advance(2)
          } else {
            advance()
          }
        } while nesting > 0 && index < scalars.count
      } else if scalar == "#" || scalar == "\"" {
        var hashes = 0
        while index + hashes < scalars.count, scalars[index + hashes] == "#" { hashes += 1 }
        if index + hashes < scalars.count, scalars[index + hashes] == "\"" {
          advance(hashes)
          string(hashes: hashes)
        } else {
          advance(max(hashes, 1))
        }
      } else if inInterpolation, scalar == "(" {
        depth += 1
        advance()
      } else if inInterpolation, scalar == ")" {
        advance()
        if depth == 0 { return }
        depth -= 1
      } else {
        advance()
      }
    }
  }

  /// A literal whose opening quote is at `index`, after `hashes` of `#`.
  private mutating func string(hashes: Int) {
    let start = line
    let isMultiline = isAt("\"\"\"")
    advance(isMultiline ? 3 : 1)
    let pounds = String(repeating: "#", count: hashes)
    let close = (isMultiline ? "\"\"\"" : "\"") + pounds
    let escape = "\\" + pounds
    var text = ""
    while index < scalars.count {
      if isAt(close) {
        advance(close.unicodeScalars.count)
        break
      }
      if isAt(escape) {
        advance(escape.unicodeScalars.count)
        guard index < scalars.count else { break }
        switch scalars[index] {
        case "(":
          advance()
          code(inInterpolation: true)
          text += " "
        case "\n":
          advance()  // a line continued: the next line joins this one
        case "u":
          while index < scalars.count, scalars[index] != "}" { advance() }
          advance()
          text += " "
        case "n", "t", "r", "0":
          advance()
          text += " "
        default:
          text.unicodeScalars.append(scalars[index])
          advance()
        }
        continue
      }
      if !isMultiline, scalars[index] == "\n" { break }
      text.unicodeScalars.append(scalars[index])
      advance()
    }
    found.append(Literal(line: start, text: text))
  }
}

/// Every string of a JSON file, keys too, with its line and the top-level key it is under.
struct JSONStrings {
  struct Found {
    let line: Int
    let section: String
    let text: String
  }

  private(set) var found: [Found] = []

  init(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var line = 1
    var depth = 0
    var section = ""
    while index < scalars.count {
      switch scalars[index] {
      case "\n": line += 1
      case "{", "[": depth += 1
      case "}", "]": depth -= 1
      case "\"":
        var string = ""
        index += 1
        while index < scalars.count, scalars[index] != "\"" {
          if scalars[index] == "\\", index + 1 < scalars.count {
            index += 1
            let escaped = scalars[index]
            string.unicodeScalars.append("untr".unicodeScalars.contains(escaped) ? " " : escaped)
          } else {
            string.unicodeScalars.append(scalars[index])
          }
          index += 1
        }
        var next = index + 1
        while next < scalars.count, scalars[next] == " " || scalars[next] == "\n" { next += 1 }
        if depth == 1, next < scalars.count, scalars[next] == ":" { section = string }
        found.append(Found(line: line, section: section, text: string))
      default: break
      }
      index += 1
    }
  }
}
