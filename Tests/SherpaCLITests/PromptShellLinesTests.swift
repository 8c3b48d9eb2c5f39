import Foundation
import Testing

/// The shell lines docs/prompt.md gives for `sherpa prompt`: each parses in its shell, and each
/// prompt, expanded as its shell expands it, shows the segment.
struct PromptShellLinesTests {
  /// The code blocks in docs/prompt.md's prompt section, by language.
  static func blocks() throws -> [String: String] {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appending(path: "docs/prompt.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let start = try #require(text.range(of: "## In your prompt: `sherpa prompt`"))
    let section = text[start.upperBound...]
    let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
    var blocks: [String: String] = [:]
    var rest = section[..<end]
    while let open = rest.range(of: "```") {
      let languageEnd = rest[open.upperBound...].firstIndex(of: "\n") ?? rest.endIndex
      let language = String(rest[open.upperBound..<languageEnd])
      guard let close = rest[languageEnd...].range(of: "```") else { break }
      blocks[language] = String(rest[rest.index(after: languageEnd)..<close.lowerBound])
      rest = rest[close.upperBound...]
    }
    return blocks
  }

  static let shells = ["bash": "/usr/bin/bash", "zsh": "/usr/bin/zsh", "fish": "/usr/bin/fish"]

  @Test(arguments: ["bash", "zsh", "fish", "toml", "tmux"])
  func readmeHasTheLines(_ language: String) throws {
    #expect(try Self.blocks()[language]?.contains("sherpa prompt") == true)
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func eachParsesInItsShell(_ shell: String) throws {
    let program = try #require(Self.shells[shell])
    try #require(FileManager.default.isExecutableFile(atPath: program), "\(shell) not installed")
    let lines = try #require(try Self.blocks()[shell])
    let run = try Sherpa.run(["-n", "-c", lines], now: PromptCommandTests.now, program: program)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty)
  }

  @Test(arguments: [
    ("bash", "PS1='$ '\n", "\nprintf '%s' \"${PS1@P}\"", "1d 0/3! $ "),
    // `(e)` makes the substitutions prompt_subst makes.
    ("zsh", "PROMPT='$ '\n", "\nprint -rn -- \"${(e)PROMPT}\"", "1d 0/3! $ "),
    ("fish", "", "\nfish_right_prompt", "1d 0/3!\n"),
  ])
  func thePromptShowsTheSegment(
    _ shell: String, _ before: String, _ after: String, _ expected: String
  ) throws {
    let program = try #require(Self.shells[shell])
    try #require(FileManager.default.isExecutableFile(atPath: program), "\(shell) not installed")
    let session = try PromptCommandTests.template.session()
    defer { session.remove() }
    let lines = try #require(try Self.blocks()[shell])
    let run = try Sherpa.run(
      ["-c", before + lines + after], now: PromptCommandTests.now, in: session.sandbox,
      program: program)
    #expect(run.stdout == expected, "\(run.stderr)")
  }
}
