import SherpaCore
import SherpaModelWire
import Testing

/// The lines sherpa and sherpa-model exchange read back as what was written.
struct ModelWireTests {
  @Test(arguments: [
    ModelWire.Message.event(.text("Nice work.\nYoga next? \"quoted\" \u{1}")),
    .event(.toolCall(name: "log", arguments: #"{"words":"ran 5 km"}"#)),
    .event(.usage(312)),
    .failure(.unreachable("connection refused")),
    .failure(.silent(seconds: 15)),
    .failure(.status(401, "")),
    .failure(.status(500, "scripted 500")),
    .failure(.malformed("the stream ended before the reply did")),
    .failure(.stopped),
    .done,
  ])
  func aMessageReadsBackAsItself(_ message: ModelWire.Message) throws {
    let line = message.line
    #expect(line.hasSuffix("\n"))
    #expect(line.dropLast().allSatisfy { $0 != "\n" })
    #expect(try ModelWire.Message(parsing: Array(line.utf8.dropLast())) == message)
  }

  @Test func aFailureLineSaysTheSentenceAndTheCase() {
    #expect(
      ModelWire.Message.failure(.silent(seconds: 15)).line
        == #"{"error":"said nothing for 15 s","kind":"silent","seconds":15}"# + "\n")
  }

  @Test func aRequestReadsBackAsItselfAndCarriesNoKey() throws {
    var settings = CoachModelSettings()
    settings.url = "http://127.0.0.1:11434/v1"
    settings.api = .anthropic
    settings.model = "Qwen/Qwen2.5-7B"
    settings.timeout = 42
    let request = ModelWire.Request(settings: settings, body: #"{"model":"m","stream":true}"#)
    let line = request.line
    #expect(line.filter { $0 == "\n" }.count == 1)
    #expect(!line.contains("key"))
    #expect(try ModelWire.Request(parsing: Array(line.utf8.dropLast())) == request)
  }

  @Test func aLineThatIsNotAMessageIsMalformed() {
    #expect(throws: ModelFailure.self) { try ModelWire.Message(parsing: Array("{}".utf8)) }
    #expect(throws: ModelFailure.self) { try ModelWire.Message(parsing: Array("text".utf8)) }
  }
}
