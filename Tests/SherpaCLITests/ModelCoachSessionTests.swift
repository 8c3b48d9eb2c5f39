import Foundation
import Testing

/// The model-backed coach in the session, in a real pseudo-terminal: a free question goes to
/// the model, its proposal is asked about and applied on yes, and Ctrl-C stops a reply and
/// gives the prompt back.
@Suite(.serialized, .enabled(if: REPLTests.hasTmux, "tmux is not installed"))
struct ModelCoachSessionTests {
  @Test func aQuestionGoesToTheModelAndCtrlCStopsAReply() throws {
    let server = try ModelServer([
      [
        "reply": "Water first, then the run.", "tool": "log",
        "arguments": ["words": "drank a glass of water"],
      ],
      ["delay": 8, "reply": "Too late to be heard."],
      ["reply": "Still here."],
    ])
    defer { server.stop() }
    let session = try REPLTests.template.session()
    defer { session.remove() }
    try session.run(["config", "set", "coach.llm.url", server.url], at: REPLTests.now)
    let before = try REPLTests.events(session)
    let terminal = try REPLTests.start(session)
    try terminal.waitForPrompt("[1] sherpa>")
    try terminal.type("what should I do first?")
    try terminal.press("Enter")
    try terminal.waitFor("Water first, then the run.")
    try terminal.waitForPrompt("Log it? [y/N]")
    try terminal.type("y")
    try terminal.press("Enter")
    try terminal.waitFor("Drink water +250 ml (a glass = 250 ml)")
    try terminal.waitForPrompt("[1] sherpa>")
    try terminal.type("anything else?")
    try terminal.press("Enter")
    Thread.sleep(forTimeInterval: 1)
    try terminal.press("C-c")
    try terminal.waitFor("(stopped)")
    try terminal.waitForPrompt("[1] sherpa>")
    // The session's own Ctrl-C is back: it clears the line, and the next question is asked.
    try terminal.type("one more?")
    try terminal.press("Enter")
    try terminal.waitFor("Still here.")
    #expect(!(try terminal.screen()).contains("Too late to be heard."))
    try terminal.press("C-d")
    try terminal.waitForExit()
    let added = try REPLTests.events(session).dropFirst(before.count)
    #expect(Array(added) == ["progress #1 250"])
    #expect(try server.requests().count == 3)
  }
}
