import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process is told from outside, read once: `SHERPA_NOW`, `SHERPA_STORE`,
/// `NO_COLOR`, XDG directories and whether stdout is a terminal.
struct Environment {
  let today: CivilDate
  let useColor: Bool
  let configDirectory: String?

  static func current() throws(EnvironmentFailure) -> Environment {
    let (today, _) = try clock(variable("SHERPA_NOW"))
    let isTTY = isatty(STDOUT_FILENO) == 1
    let home = variable("HOME")
    let config =
      variable("XDG_CONFIG_HOME").flatMap { $0.isEmpty ? nil : $0 } ?? home.map { $0 + "/.config" }
    return Environment(
      today: today, useColor: isTTY && variable("NO_COLOR") == nil,
      configDirectory: config.map { $0 + "/sherpa" })
  }

  static func variable(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// `SHERPA_NOW` (`YYYY-MM-DD[THH:MM[:SS]]`) or the local clock.
  static func clock(_ text: String?) throws(EnvironmentFailure) -> (CivilDate, TimeOfDay) {
    guard let text, !text.isEmpty else {
      var seconds = time(nil)
      var parts = tm()
      localtime_r(&seconds, &parts)
      let date = CivilDate(
        year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))!
      return (date, TimeOfDay(hour: Int(parts.tm_hour), minute: Int(parts.tm_min))!)
    }
    let pieces = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
    guard let head = pieces.first, let date = CivilDate(iso: head) else { throw .badNow(text) }
    guard pieces.count == 2 else { return (date, TimeOfDay(hour: 12, minute: 0)!) }
    let fields = pieces[1].split(separator: ":")
    guard (2...3).contains(fields.count), fields.allSatisfy({ $0.count == 2 }),
      let h = Int(fields[0]), let m = Int(fields[1]), let time = TimeOfDay(hour: h, minute: m),
      fields.count == 2 || Int(fields[2]).map({ (0...59).contains($0) }) == true
    else { throw .badNow(text) }
    return (date, time)
  }
}

/// An environment variable Sherpa cannot use.
struct EnvironmentFailure: Error, CustomStringConvertible {
  let text: String
  static func badNow(_ text: String) -> EnvironmentFailure { EnvironmentFailure(text: text) }

  var description: String {
    "SHERPA_NOW is '\(text)', which is not a date-time. Set it like '2026-11-21T09:00' or '2026-11-21'."
  }
}
