import ArgumentParser
import SherpaActions
import SherpaCore
import SherpaParse

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SherpaCommand {
  /// `sherpa parse`: what Sherpa understands from a phrase, without storing anything.
  struct Parse: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "parse",
      abstract: "Show what Sherpa understands from a phrase, without storing anything.",
      discussion: """
        With no phrase, reads standard input: one phrase per line, one result per line. \
        A line Sherpa cannot read prints its error, the run goes on, and the exit status is 1. \
        With --log, reads what you did ("drank 2 glasses yesterday") against your items and \
        says what would be logged, writing nothing.
        """
    )

    @Flag(help: "Print the contract's JSON object (one line per phrase).")
    var json = false

    @Flag(help: "Read a check-in (what you did) against your items, as done and the coach do.")
    var log = false

    @Option(
      help: ArgumentHelp(
        "With --log: the day it was for (yesterday, mon, YYYY-MM-DD).", valueName: "day"))
    var date: String?

    @OptionGroup var store: StoreOptions

    // Words that look like options ("-2 hours of TV") are part of the phrase.
    @Argument(parsing: .allUnrecognized, help: "The phrase, in plain words.")
    var words: [String] = []

    func run() throws {
      if log || date != nil {
        return try CheckInPreview(json: json, date: date).run(words, store: store)
      }
      let env = try Environment.current()
      let parser = try Vocabulary(folder: env.configDirectory, display: env.display)
        .currentParser()
      var out = Output()
      let words = try PhraseWords.checked(self.words, of: Self.self)
      if !words.isEmpty {
        let phrase = words.joined(separator: " ")
        do {
          let item = try parser.parse(phrase, today: env.today)
          out.line(
            json ? item.json(input: phrase) : ParseView(item: item, color: env.useColor).text)
          out.flush()
        } catch {
          throw CommandFailure(error.description)
        }
        return
      }
      var failed = false
      var first = true
      StandardInput.lines { raw in
        let phrase = raw
        guard !phrase.allSatisfy(\.isWhitespace) else { return }
        do throws(ParseFailure) {
          let item = try parser.parse(phrase, today: env.today)
          if json {
            out.line(item.json(input: phrase))
          } else {
            if !first { out.line("") }
            out.line(ParseView(item: item, color: env.useColor).text)
          }
        } catch {
          failed = true
          if json {
            out.line(
              JSONText.object([
                ("input", JSONText.string(phrase)), ("error", JSONText.string(error.description)),
              ]))
          } else {
            out.flush()
            Output.error("\(error.description) (in '\(phrase)')")
          }
        }
        first = false
      }
      out.flush()
      if failed { throw ExitCode(1) }
    }
  }
}

/// Lines of standard input, read in large blocks.
enum StandardInput {
  static func lines(_ body: (String) -> Void) {
    var pending: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, 1 << 16) }
      if n <= 0 { break }
      var start = 0
      for i in 0..<n where chunk[i] == 10 {
        pending.append(contentsOf: chunk[start..<i])
        body(line(pending))
        pending.removeAll(keepingCapacity: true)
        start = i + 1
      }
      pending.append(contentsOf: chunk[start..<n])
    }
    if !pending.isEmpty { body(line(pending)) }
  }

  private static func line(_ bytes: [UInt8]) -> String {
    var b = bytes[...]
    if b.last == 13 { b = b.dropLast() }
    return String(decoding: b, as: UTF8.self)
  }
}
