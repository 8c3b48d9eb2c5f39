import Foundation
import Testing

/// `sherpa < day.txt`: standard input run line by line through the same commands.
struct ScriptSessionTests {
  static let now = "2026-11-21T09:00"  // a Saturday

  /// A day's commands, as arguments for one-shot runs.
  static let commands: [[String]] = [
    ["add", "drink water 2l daily", "--yes"],
    ["add", "run 5km every day", "--yes"],
    ["add", "read 10 pages every night", "--yes"],
    ["done", "drink water", "+500ml"],
    ["done", "run", "2mi"],
    ["skip", "read", "--note", "out tonight"],
    ["done", "water", "-250ml"],
    ["undo"],
    ["edit", "run", "6km every day"],
    ["rename", "drink water", "Hydrate"],
    ["done", "hydrate", "+1l"],
    ["config", "set", "dayBoundary", "03:00"],
  ]

  /// The same commands as a script: quoted as a shell would need, with comments and blanks.
  static let script = """
    # Saturday
    add "drink water 2l daily" --yes
    add 'run 5km every day' --yes

      add read 10 pages every night --yes
    done drink water +500ml
    done run 2mi
    skip read --note "out tonight"
    done water -250ml
    undo
    edit run 6km every day
    rename "drink water" Hydrate
    done hydrate +1l
    config set dayBoundary 03:00

    """

  @Test func aScriptGivesTheSameStoreAsTheSameCommandsRunOneByOne() throws {
    let oneShot = try Sherpa.Sandbox()
    let scripted = try Sherpa.Sandbox()
    defer {
      oneShot.remove()
      scripted.remove()
    }
    for command in Self.commands {
      let run = try Sherpa.run(command, now: Self.now, in: oneShot)
      #expect(run.status == 0, "\(command): \(run.stderr)")
    }
    let run = try Sherpa.run([], now: Self.now, stdin: Self.script, in: scripted)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    let expected = try oneShot.storeFiles()
    let actual = try scripted.storeFiles()
    #expect(expected.keys.sorted() == actual.keys.sorted())
    for (path, bytes) in expected {
      #expect(actual[path] == bytes, "\(path) differs")
    }
    #expect(expected.keys.contains("store.history/2026-11.jsonl"))
  }

  @Test func theFirstFailingLineStopsTheScriptWithItsNumber() throws {
    let box = try Sherpa.Sandbox()
    defer { box.remove() }
    let script = "add floss daily --yes\n\ndone flossy\ndone floss\n"
    let run = try Sherpa.run([], now: Self.now, stdin: script, in: box)
    #expect(run.status == 1)
    #expect(run.stderr == "Error: line 3: There is no item 'flossy'. Did you mean 'Floss'?\n")
    // Line 4 never ran: Floss is not done.
    let today = try Sherpa.run(["today", "--json"], now: Self.now, in: box)
    #expect(today.stdout.contains("\"done\":false"))
  }

  @Test func keepGoingRunsEveryLineAndStillFails() throws {
    let box = try Sherpa.Sandbox()
    defer { box.remove() }
    let script = "add floss daily --yes\ndone flossy\ndone floss\n"
    let run = try Sherpa.run(["--keep-going"], now: Self.now, stdin: script, in: box)
    #expect(run.status == 1)
    #expect(run.stderr == "Error: line 2: There is no item 'flossy'. Did you mean 'Floss'?\n")
    #expect(run.stdout.contains("Floss: done today."))
  }

  /// Lines that cannot be handled: one line each, the session goes on, nothing is written.
  @Test(arguments: [
    ("dne floss", "Error: line 1: There is no command 'dne'. Did you mean 'done'?"),
    ("xyzzy", "Error: line 1: There is no command 'xyzzy'. Type 'help' for the commands."),
    ("buy milk", "Error: line 1: 'buy milk' is not a command. To add it, say 'add buy milk'."),
    (
      "done \"floss",
      "Error: line 1: The double quote in 'done \"floss' is never closed. "
        + "End it with \", like: done \"drink water\"."
    ),
    (
      "skip 'floss --note tired",
      "Error: line 1: The single quote in 'skip 'floss --note tired' is never closed. "
        + "End it with ', like: done 'drink water'."
    ),
    (
      "<10,000 letters>",
      "Error: line 1: That line is 10000 characters long; a line can hold up to 4096. Say it in fewer words."
    ),
    ("today --bogus", "Error: line 1: Unknown option '--bogus'. Type 'help' for the commands."),
    ("parse", "Error: line 1: Say the phrase to read, like 'parse read 10 pages every night'."),
    ("help nothing", "Error: line 1: There is no command 'nothing'. Type 'help' for the commands."),
  ])
  func aLineThatCannotBeHandledIsOneLineAndChangesNothing(line: String, message: String) throws {
    let box = try Sherpa.Sandbox()
    defer { box.remove() }
    _ = try Sherpa.run(["add", "floss daily", "--yes"], now: Self.now, in: box)
    let before = try box.storeFiles()
    // Named, not spelled out, so the test log stays readable.
    let text = line == "<10,000 letters>" ? String(repeating: "a", count: 10_000) : line
    let run = try Sherpa.run(
      ["--keep-going"], now: Self.now, stdin: text + "\ntoday --json\n", in: box)
    #expect(run.status != 0)
    #expect(run.stderr == message + "\n")
    // The session went on to the next line.
    #expect(run.stdout.contains("\"date\":\"2026-11-21\""))
    #expect(try box.storeFiles() == before)
  }

  /// A line that is an item's name is a check-in, as at the prompt and in `done`.
  @Test func anItemsNameAloneIsLogged() throws {
    let box = try Sherpa.Sandbox()
    defer { box.remove() }
    _ = try Sherpa.run(["add", "floss daily", "--yes"], now: Self.now, in: box)
    let run = try Sherpa.run([], now: Self.now, stdin: "floss\n", in: box)
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("Floss: done today."))
  }

  @Test func binaryGarbageIsRefusedLineByLine() throws {
    let box = try Sherpa.Sandbox()
    defer { box.remove() }
    _ = try Sherpa.run(["add", "floss daily", "--yes"], now: Self.now, in: box)
    let before = try box.storeFiles()
    var bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0x01, 0x9B, 0x41, 0x0A, 0x1B, 0x5B, 0x32, 0x4A, 0x0A]
    bytes += Array("today --json\n".utf8)
    let stdin = String(decoding: bytes, as: UTF8.self)
    let run = try Sherpa.run(["--keep-going"], now: Self.now, stdin: stdin, in: box)
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        Error: line 1: That line holds bytes that are not UTF-8 text, so it was not read. Type a command, like 'today'.
        Error: line 2: That line holds a control character, so it was not read. Type a command, like 'today'.

        """)
    #expect(run.stdout.contains("\"date\":\"2026-11-21\""))
    #expect(try box.storeFiles() == before)
  }

  @Test func checkInsAndPhrasesAreIntake() throws {
    let box = try Sherpa.Sandbox()
    defer { box.remove() }
    let script = """
      run 5km every day
      read 10 pages every night
      ran 3k
      did my reading
      read 5 pages
      ran
      """
    let run = try Sherpa.run([], now: Self.now, stdin: script + "\n", in: box)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("Added Run as #1."))
    #expect(run.stdout.contains("Added Read as #2."))
    #expect(run.stdout.contains("Run +3 km: 3 / 5 km today."))
    // A check-in with no amount completes a count of pages, as `done read` does.
    #expect(run.stdout.contains("Read: 10 / 10 pages, done today."))
    #expect(run.stdout.contains("Read +5 pages"))
    // "ran" with no amount completes Run.
    #expect(run.stdout.contains("Run: 5 / 5 km, done today."))
  }

  @Test func aCheckInThatFitsTwoItemsAsksWhichOne() throws {
    let box = try Sherpa.Sandbox()
    defer { box.remove() }
    let script = "add morning run daily --yes\nadd evening run daily --yes\nran 5k\n"
    let before = try Sherpa.run([], now: Self.now, stdin: script, in: box)
    #expect(before.status == 1)
    #expect(
      before.stderr
        == "Error: line 3: 'ran' could be Morning run (#1), Evening run (#2). Say more of the name, or its number, like '#1'.\n"
    )
  }

  @Test func helpListsTheCommandsAndExitEndsTheScript() throws {
    let run = try Sherpa.run([], now: Self.now, stdin: "help\nhelp done\nexit\nbogus\n")
    #expect(run.status == 0)
    #expect(run.stdout.contains("  done        Mark an item done, or log an amount toward it."))
    #expect(run.stdout.contains("USAGE: done [--store <path>]"))
    #expect(run.stderr == "")
  }
}
