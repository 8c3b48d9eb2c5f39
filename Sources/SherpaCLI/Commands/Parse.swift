import ArgumentParser
import SherpaActions
import SherpaCore

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
      try Self.run(words, json: json, log: log, date: date, store: store.path)
    }

    /// What `run()` does, with the options as plain values (see `QuickArguments`).
    static func run(
      _ words: [String], json: Bool, log: Bool, date: String?, store: String?
    ) throws {
      if log || date != nil {
        return try CheckInPreview(json: json, date: date).run(words, store: store)
      }
      let env = try Environment.current()
      let parser = try Vocabulary(folder: env.configDirectory, display: env.display)
        .currentParser()
      let read = { (phrase: String) throws -> Item in try parser.parse(phrase, today: env.today) }
      let words = try PhraseWords.checked(words, of: Self.self)
      guard words.isEmpty else { return try show(words.joined(by: " "), read, env, json: json) }
      try showEachLine(read, env, json: json)
    }

    /// One phrase as it reads; one that does not is the command's refusal.
    private static func show(
      _ phrase: String, _ read: (String) throws -> Item, _ env: Environment, json: Bool
    ) throws {
      let item: Item
      do {
        item = try read(phrase)
      } catch {
        throw CommandFailure("\(error)")
      }
      var out = Output()
      out.line(json ? item.json(input: phrase) : ParseView(item: item, color: env.useColor).text)
      out.flush()
    }

    /// Each line of standard input as it reads; exit status 1 when one does not.
    private static func showEachLine(
      _ read: (String) throws -> Item, _ env: Environment, json: Bool
    ) throws {
      var out = Output()
      var failed = false
      var first = true
      StandardInput.lines { raw in
        let phrase = raw
        guard !phrase.allSatisfy(\.isWhitespace) else { return }
        do {
          let item = try read(phrase)
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
                ("input", JSONText.string(phrase)), ("error", JSONText.string("\(error)")),
              ]))
          } else {
            out.flush()
            Output.error("\(error) (in '\(phrase)')")
          }
        }
        first = false
      }
      out.flush()
      if failed { throw ExitCode(1) }
    }
  }
}
