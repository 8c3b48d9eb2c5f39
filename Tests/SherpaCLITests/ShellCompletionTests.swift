import Foundation
import Testing

/// `sherpa completion bash|zsh|fish`: the scripts load, and bash's completion function,
/// called as bash calls it, comes back with the person's item names.
struct ShellCompletionTests {
  static let now = "2026-11-21T09:00"

  /// A store with names of one and several words, and one archived item.
  static let template = StoreTemplate {
    let session = try StoreSession()
    try session.add(
      [
        "drink water 2l daily", "drink tea daily", "run 5km daily", "morning stretch daily",
        "old habit daily",
      ], at: "2026-11-20T08:00")
    try session.run(["archive", "old habit"], at: "2026-11-20T09:00")
    return session
  }

  /// Completes `line` (the cursor at its end) with the generated script's function.
  static func complete(_ words: [String], in session: StoreSession) throws -> [String] {
    let script = session.sandbox.root.appendingPathComponent("sherpa.bash")
    if !FileManager.default.fileExists(atPath: script.path) {
      let generated = try session.attempt(["completion", "bash"], at: now)
      try Data(generated.stdout.utf8).write(to: script)
    }
    let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let driver = """
      source '\(script.path)'
      COMP_WORDS=(\(quoted.joined(separator: " ")))
      COMP_CWORD=\(words.count - 1)
      COMP_LINE="${COMP_WORDS[*]}"
      COMP_POINT=${#COMP_LINE}
      COMPREPLY=()
      _sherpa sherpa "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let run = try Sherpa.run(
      ["-c", driver], now: now, in: session.sandbox, program: "/bin/bash")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    return run.stdout.split(separator: "\n").map(String.init)
  }

  @Test(arguments: [
    (["sherpa", "done", "dri"], ["drink tea", "drink water"]),
    (["sherpa", "done", "Drink\\ w"], ["Drink water"]),
    (["sherpa", "done", "drink", "w"], ["water"]),
    (["sherpa", "done", "\"drink w"], ["drink water"]),
    (["sherpa", "skip", "MOR"], ["MORning stretch"]),
    (["sherpa", "done", ""], ["Drink tea", "Drink water", "Morning stretch", "Run"]),
    // Archived items only where the command takes them.
    (["sherpa", "done", "old"], []),
    (["sherpa", "show", "old"], ["old habit"]),
    (["sherpa", "delete", "o"], ["old habit"]),
    (["sherpa", "--store", "elsewhere.json", "done", "r"], []),
    (["sherpa", "sh"], ["show"]),
    (["sherpa", "done", "--da"], ["--date"]),
    (["sherpa", "done", "--date", "y"], ["yesterday"]),
    (["sherpa", "completion", "f"], ["fish"]),
    (["sherpa", "syn"], ["sync"]),
    (["sherpa", "sync", "se"], ["setup"]),
    // Focus, timers and reflections.
    (["sherpa", "focus", "st"], ["start", "status", "stop"]),
    (["sherpa", "focus", "start", "r"], ["run"]),
    (["sherpa", "start", "dri"], ["drink tea", "drink water"]),
    (["sherpa", "stop", "Ru"], ["Run"]),
    (["sherpa", "reflect", "n"], ["night"]),
    (["sherpa", "focus", "stop", "--d"], ["--discard"]),
  ])
  func bashCompletesNamesAsTheyAreTyped(words: [String], expected: [String]) throws {
    let session = try Self.template.session()
    defer { session.remove() }
    #expect(try Self.complete(words, in: session).sorted() == expected.sorted())
  }

  @Test(arguments: ["zsh", "fish", "bash"])
  func theScriptLoads(shell: String) throws {
    let program = ["/usr/bin/\(shell)", "/bin/\(shell)"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    // .ci/run installs zsh and fish; elsewhere a missing shell has nothing to check.
    guard let program else { return }
    let box = try Sherpa.Sandbox()
    defer { box.remove() }
    let script = box.root.appendingPathComponent("sherpa.\(shell)")
    let generated = try Sherpa.run(["completion", shell], now: Self.now, in: box)
    #expect(generated.status == 0)
    #expect(generated.stdout.contains("sherpa"))
    try Data(generated.stdout.utf8).write(to: script)
    let check = try Sherpa.run(["-n", script.path], now: Self.now, in: box, program: program)
    #expect(check.status == 0, "\(shell) -n: \(check.stderr)")
    #expect(check.stderr == "")
  }
}
