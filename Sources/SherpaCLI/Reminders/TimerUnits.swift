import SherpaCore

/// What `remind install` writes: a systemd user service and timer that run `sherpa due
/// --notify` every 5 minutes, or the crontab line that does the same.
enum TimerUnits {
  static let service = "sherpa-remind.service"
  static let timer = "sherpa-remind.timer"
  /// Ends the crontab line, so `remind uninstall` finds exactly it.
  static let cronMarker = "# sherpa-remind"

  /// The command the timer runs: this binary, `due --notify`, the store and the hook.
  ///
  /// - Throws: `CommandFailure` when one of them holds a line break or another control
  ///   character: a crontab line or a unit file would read it as more lines of its own.
  static func arguments(binary: String, store: String, command: String?) throws -> [String] {
    for (what, word) in [
      ("This program's path", binary), ("The store's path", store),
      ("The --command", command ?? ""),
    ]
    where word.unicodeScalars.contains(where: {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
    }) {
      throw CommandFailure(
        "\(what) holds a line break or another control character ('\(Self.shown(word))'), which "
          + "a crontab line or a systemd unit can't hold safely. Nothing was written; give one "
          + "without (for the store, '--store PATH').")
    }
    return [binary, "due", "--notify", "--store", store]
      + (command.map { ["--command", $0] } ?? [])
  }

  /// `text` with its control characters as `\u{A}`, for a message.
  private static func shown(_ text: String) -> String {
    String(
      text.unicodeScalars.map { scalar in
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
      }.joined().prefix(120))
  }

  static func serviceText(_ arguments: [String]) -> String {
    """
    # Written by 'sherpa remind install'; 'sherpa remind uninstall' removes it.
    [Unit]
    Description=Sherpa reminders: what is due now

    [Service]
    Type=oneshot
    ExecStart=\(arguments.map(systemdQuoted).joined(by: " "))
    # A hook or notify-send that hangs must not hold the next run back.
    TimeoutStartSec=60

    """
  }

  static let timerText = """
    # Written by 'sherpa remind install'; 'sherpa remind uninstall' removes it.
    [Unit]
    Description=Run Sherpa's reminders every 5 minutes

    [Timer]
    OnCalendar=*:0/5
    AccuracySec=30s

    [Install]
    WantedBy=timers.target

    """

  /// Standard output goes nowhere, so cron mails only an error.
  static func cronLine(_ arguments: [String]) -> String {
    "*/5 * * * * " + arguments.map(shellQuoted).joined(by: " ") + " >/dev/null "
      + cronMarker
  }

  /// A word of ExecStart: `%` and `$` doubled (systemd's specifiers and variables), and
  /// double quotes around a word with a space, quote or backslash.
  static func systemdQuoted(_ word: String) -> String {
    var text = word.replacing("%", with: "%%").replacing("$", with: "$$")
    guard text.isEmpty || text.contains(where: { " \t\"'\\;".contains($0) }) else { return text }
    text = text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    return "\"" + text + "\""
  }

  /// A word for the shell cron runs, in single quotes unless plain; `%` escaped, as cron
  /// reads it as a line break.
  static func shellQuoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:+,@".contains($0) }
    let quoted = plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    return quoted.replacing("%", with: "\\%")
  }
}
