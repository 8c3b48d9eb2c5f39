import SherpaActions
import SherpaCore
import SherpaProcess

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hands a reminder to the tools people have: a hook command, else `notify-send` in a desktop
/// session, else a bell and a line on the terminal, else nothing (the store keeps the record).
enum ReminderDelivery {
  enum Channel: String {
    case command
    case notifySend = "notify-send"
    case terminal, none
  }

  /// A reminder that could not be handed over.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Delivers `item`'s reminder and says how.
  ///
  /// - Parameter command: A hook run by `/bin/sh -c`, the reminder's text on its standard
  ///   input and in `SHERPA_REMINDER_*` variables.
  static func deliver(_ item: DueItem, on today: CivilDate, command: String?) throws(Failure)
    -> Channel
  {
    let why = DueView.why(item)
    let text = item.name + ": " + why
    if let command {
      let variables = [
        ("SHERPA_REMINDER_ID", String(item.id)), ("SHERPA_REMINDER_NAME", item.name),
        ("SHERPA_REMINDER_WHY", why), ("SHERPA_REMINDER_TEXT", text),
        ("SHERPA_REMINDER_PRIORITY", item.priority.rawValue),
        ("SHERPA_REMINDER_DATE", today.description),
      ]
      let status = Subprocess.run(
        ["/bin/sh", "-c", command], input: Array((text + "\n").utf8), environment: variables
      ).status
      guard status == 0 else {
        throw Failure(
          description: "The reminder command exited with status \(status); the reminder of "
            + "\(item.name) is recorded as sent.")
      }
      return .command
    }
    if hasDesktop, let program = Subprocess.find("notify-send") {
      let status = Subprocess.run([program, "--app-name=Sherpa", "Sherpa: " + item.name, why])
        .status
      if status == 0 { return .notifySend }
    }
    if isatty(STDERR_FILENO) == 1 {
      FileAccess.writeAll(Array(("\u{7}Reminder: " + text + "\n").utf8), to: 2)
      return .terminal
    }
    return .none
  }

  /// Whether a desktop session is there to show a notification.
  static var hasDesktop: Bool {
    let names: [String] = ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS"]
    return names.contains { name in
      guard let value = getenv(name) else { return false }
      return value.pointee != 0
    }
  }
}
