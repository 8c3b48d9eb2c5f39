import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa done ITEM [AMOUNT[UNIT]]`: complete an item, or log an amount toward it.
  struct Done: WorkspaceCommand {
    static let configuration = CommandConfiguration(
      commandName: "done",
      abstract: "Mark an item done, or log an amount toward it.",
      discussion: """
        With no amount a check-off is completed and a count goes up by one ("done teeth" \
        twice for a 2x/day habit). An amount adds progress, converted to the item's unit: \
        done run 3.2km, done run 2mi, done water +250ml, done water -250ml to correct. \
        The words are read as a check-in, as the coach and the session read one: done ran 3 \
        miles yesterday, done 2 glasses of water, done my 2nd coffee. A glass, cup or mug is \
        250 ml and a bottle 500 ml; set your own with 'sherpa config set serving.glass 300ml' \
        (any name: serving.scoop 30g). A bare number on an item whose target was typed in \
        litres is litres. 'sherpa parse --log WORDS' shows what would be logged.
        """,
      aliases: ["log"])

    @OptionGroup var store: StoreOptions

    @Option(
      help: ArgumentHelp(
        "The day it was for: yesterday, a weekday like mon, or YYYY-MM-DD.", valueName: "day"),
      completion: .list(DayWord.words))
    var date: String?

    @Option(help: "A note to keep with it.")
    var note: String?

    @Flag(help: "Print the item's day as one JSON object.")
    var json = false

    // "-250ml" looks like an option but is an amount.
    @Argument(
      parsing: .allUnrecognized, help: "The item, then an optional amount: run 3.2km.",
      completion: Done.itemCompletion)
    var words: [String] = []

    func run(in workspace: Workspace) throws {
      try Self.log(words, in: workspace, date: date, note: note, json: json)
    }

    /// What `run(in:)` does, with the options as plain values (see `QuickArguments`).
    static func log(
      _ words: [String], in workspace: Workspace, date: String?, note: String?, json: Bool
    ) throws {
      let words = try PhraseWords.checked(words, of: Self.self)
      let result = try CheckInDoor(workspace).log(
        words.joined(by: " "), date: date, note: note)
      var out = Output()
      out.line(json ? LogView.json(result) : LogView.text(result))
      out.flush()
    }
  }
}
