import ArgumentParser
import SherpaActions
import SherpaCore

extension SherpaCommand {
  /// `sherpa prompt`: one short segment for a shell prompt, tmux's status line or
  /// starship, read from the status file the writers keep beside the store.
  struct Prompt: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "prompt",
      abstract: "Print a short segment for a shell prompt: streak, habits done, a due mark.",
      discussion: """
        Prints one line such as '🔥12 3/7•': the streak, today's daily habits done of those \
        that count, and • when an open item's time of day has come (or a task from an \
        earlier day is still open). Plain ASCII ('12d 3/7!') with --plain, with NO_COLOR \
        set, or when the locale is not UTF-8; never any colour. Prints nothing when there \
        is no store, and 'sherpa!' when the store cannot be read ('sherpa doctor' says \
        why); it always exits 0. Placeholders for --format: {streak} {flame} {done} \
        {total} {left} {due} {next} (the next open time of day still to come, HH:MM).
        """)

    @OptionGroup var store: StoreOptions

    @Option(
      help: ArgumentHelp(
        "A template, like '{flame}{streak} {done}/{total}{due}'.", valueName: "template"))
    var format: String?

    @Flag(help: "Plain ASCII, whatever the locale.")
    var plain = false

    func run() { PromptSegment.print(store: store.path, format: format, plain: plain) }
  }
}

/// What `sherpa prompt` does, reached without the argument parser when its arguments are
/// the usual few: a prompt runs it before every line, so it costs little more than starting
/// the binary.
enum PromptSegment {
  /// `prompt`'s arguments read by hand: `--store`, `--format` (each also as `--name=value`)
  /// and `--plain`. Nil for anything else, which the argument parser then reads and
  /// answers as it answers every command.
  static func arguments(_ words: [String]) -> (store: String?, format: String?, plain: Bool)? {
    var store: String?
    var format: String?
    var plain = false
    var rest = words[...]
    while let word = rest.popFirst() {
      if word == "--plain" {
        plain = true
      } else if word == "--store" || word == "--format" {
        guard let value = rest.popFirst(), !value.hasPrefix("-") else { return nil }
        if word == "--store" { store = value } else { format = value }
      } else if word.hasPrefix("--store=") {
        store = String(word.dropFirst(8))
      } else if word.hasPrefix("--format=") {
        format = String(word.dropFirst(9))
      } else {
        return nil
      }
    }
    return (store, format, plain)
  }

  /// Prints the segment: nothing without a store, `PromptView.unreadable` when it cannot
  /// be read.
  static func print(store given: String?, format: String?, plain: Bool) {
    var out = Output()
    if let text = segment(store: given, format: format, plain: plain), !text.isEmpty {
      out.line(text)
    }
    out.flush()
  }

  static func segment(store given: String?, format: String?, plain: Bool) -> String? {
    guard let env = try? Environment.current() else { return PromptView.unreadable }
    guard let path = Workspace.storePath(given: given, env) else { return nil }
    do {
      guard let status = try Actions.promptStatus(storeAt: path, at: env.moment) else {
        return nil
      }
      return PromptView(status: status, time: env.time, unicode: !plain && env.allowsUnicode)
        .text(format: format)
    } catch {
      return PromptView.unreadable
    }
  }
}
