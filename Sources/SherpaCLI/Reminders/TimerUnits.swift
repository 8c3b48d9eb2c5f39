/// What `remind install` writes: a systemd user service and timer that run `sherpa due
/// --notify` every 5 minutes, or the crontab line that does the same.
enum TimerUnits {
  static let service = "sherpa-remind.service"
  static let timer = "sherpa-remind.timer"
  /// Ends the crontab line, so `remind uninstall` finds exactly it.
  static let cronMarker = "# sherpa-remind"

  /// The command the timer runs: this binary, `due --notify`, the store and the hook.
  static func arguments(binary: String, store: String, command: String?) -> [String] {
    [binary, "due", "--notify", "--store", store] + (command.map { ["--command", $0] } ?? [])
  }

  static func serviceText(_ arguments: [String]) -> String {
    """
    # Written by 'sherpa remind install'; 'sherpa remind uninstall' removes it.
    [Unit]
    Description=Sherpa reminders: what is due now

    [Service]
    Type=oneshot
    ExecStart=\(arguments.map(systemdQuoted).joined(separator: " "))
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
    "*/5 * * * * " + arguments.map(shellQuoted).joined(separator: " ") + " >/dev/null "
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
    let plain = !word.isEmpty
      && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:+,@".contains($0) }
    let quoted = plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    return quoted.replacing("%", with: "\\%")
  }
}
