import ArgumentParser
import SherpaActions
import SherpaCore

/// The free words a command takes (a phrase, an item and an amount, a message): whatever
/// the parser did not recognize as an option. A word that looks like an option but is none
/// (`--yse`, `-x`) is a mistake to name, never words of the phrase; an amount like `-250ml`
/// is not one. Words that truly start with a dash go after `--`.
enum PhraseWords {
  /// The words, without the `--` that ends the options.
  ///
  /// - Throws: `CommandFailure` naming the first unknown option and the nearest known one.
  static func checked(_ words: [String], of command: any ParsableCommand.Type)
    throws(CommandFailure)
    -> [String]
  {
    guard let end = words.firstIndex(of: "--") else {
      try refuseOptions(in: words[...], of: command)
      return words
    }
    try refuseOptions(in: words[..<end], of: command)
    return Array(words[..<end] + words[(end + 1)...])
  }

  private static func refuseOptions(
    in words: ArraySlice<String>, of command: any ParsableCommand.Type
  ) throws(CommandFailure) {
    guard let word = words.first(where: looksLikeOption) else { return }
    let name = command.configuration.commandName ?? "sherpa"
    let option = String(word.prefix { $0 != "=" })
    var line = "'\(Shown.text(option))' is not an option of \(name)."
    if let nearest = nearest(to: option, in: CommandOptions.names(of: command)) {
      line += " " + Spelling.didYouMean(nearest)
    }
    throw CommandFailure(line + " Words that start with a dash go after '--'.")
  }

  /// `--word` or `-x`; not `-250ml`, `-2`, or a lone dash.
  static func looksLikeOption(_ word: String) -> Bool {
    let scalars = Array(word.unicodeScalars.prefix(3))
    guard scalars.count >= 2, scalars[0] == "-" else { return false }
    if scalars[1] == "-" { return scalars.count > 2 }
    return scalars[1].properties.isAlphabetic
  }

  private static func nearest(to option: String, in names: [String]) -> String? {
    Spelling.nearest(to: option.lowercased(), among: names)
  }
}
