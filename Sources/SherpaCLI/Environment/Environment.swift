import SherpaActions
import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process is told from outside, read once: `SHERPA_NOW`, `SHERPA_STORE`,
/// `SHERPA_DEVICE`, `NO_COLOR`, XDG directories and whether stdout is a terminal.
struct Environment {
  /// The calendar date and time now (`SHERPA_NOW` or the local clock).
  let today: CivilDate
  let time: TimeOfDay
  /// Seconds past the minute, for event stamps.
  let second: Int
  let isTTY: Bool
  let isInputTTY: Bool
  let noColor: Bool
  let useColor: Bool
  let configDirectory: String?
  let dataDirectory: String?
  /// `$XDG_STATE_HOME/sherpa`: the REPL's history.
  let stateDirectory: String?
  /// `SHERPA_STORE`, when set.
  let storePath: String?
  let home: String?
  /// `SHERPA_DEVICE`: the name a new store's device id is made from (else the host's).
  var device: String? = nil
  /// Whether the locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`) says UTF-8.
  var isUTF8Locale = false

  /// - Parameter isScript: Whether standard input is run as a script: its output is plain.
  static func current(isScript: Bool = false) throws(EnvironmentFailure) -> Environment {
    let (today, time, second) = try clock(variable("SHERPA_NOW"))
    // A script's output is plain even on a terminal: no escape codes between its lines.
    let isTTY = isatty(STDOUT_FILENO) == 1 && !isScript
    let home = variable("HOME").flatMap { $0.isEmpty ? nil : $0 }
    func xdg(_ name: String, _ fallback: String) -> String? {
      variable(name).flatMap { $0.isEmpty ? nil : $0 } ?? home.map { $0 + fallback }
    }
    let noColor = variable("NO_COLOR").map { !$0.isEmpty } ?? false
    var locale: String?
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] where locale == nil {
      locale = variable(name).flatMap { $0.isEmpty ? nil : $0 }
    }
    var environment = Environment(
      today: today, time: time, second: second, isTTY: isTTY,
      isInputTTY: isatty(STDIN_FILENO) == 1, noColor: noColor, useColor: isTTY && !noColor,
      configDirectory: xdg("XDG_CONFIG_HOME", "/.config").map { $0 + "/sherpa" },
      dataDirectory: xdg("XDG_DATA_HOME", "/.local/share").map { $0 + "/sherpa" },
      stateDirectory: xdg("XDG_STATE_HOME", "/.local/state").map { $0 + "/sherpa" },
      storePath: variable("SHERPA_STORE").flatMap { $0.isEmpty ? nil : $0 }, home: home,
      device: variable("SHERPA_DEVICE").flatMap { $0.isEmpty ? nil : $0 })
    environment.isUTF8Locale = locale.map(Self.saysUTF8) ?? false
    return environment
  }

  /// Whether text that is read, not looked at on a terminal (a prompt segment), may be
  /// Unicode: NO_COLOR not set and a UTF-8 locale.
  var allowsUnicode: Bool { !noColor && isUTF8Locale }

  /// Whether a locale name (`en_GB.UTF-8`, `C.utf8`) names UTF-8.
  static func saysUTF8(_ locale: String) -> Bool {
    // Byte by byte: the prompt reads this at every line, and string searching is slow to
    // start.
    var letters: [UInt8] = []
    for byte in locale.utf8 where byte != UInt8(ascii: "-") {
      letters.append(byte | 0x20)
    }
    let utf8 = Array("utf8".utf8)
    guard letters.count >= utf8.count else { return false }
    for start in 0...(letters.count - utf8.count)
    where letters[start..<(start + utf8.count)].elementsEqual(utf8) {
      return true
    }
    return false
  }

  /// Whether to colour, given the person's `color` setting.
  func useColor(_ setting: Settings.Color) -> Bool {
    switch setting {
    case .auto: useColor
    // An explicit setting wins over NO_COLOR, as no-color.org suggests.
    case .always: true
    case .never: false
    }
  }

  /// Now, for actions.
  var moment: Moment { Moment(date: today, time: time, second: second) }

  /// The moment as an iCalendar UTC date-time, `20261121T080000Z`: the local date-time
  /// turned into UTC by the system's time zone (`TZ`).
  var utcStamp: String {
    var local = tm()
    local.tm_year = Int32(today.year - 1900)
    local.tm_mon = Int32(today.month - 1)
    local.tm_mday = Int32(today.day)
    local.tm_hour = Int32(time.hour)
    local.tm_min = Int32(time.minute)
    local.tm_sec = Int32(second)
    local.tm_isdst = -1
    var seconds = mktime(&local)
    var utc = tm()
    gmtime_r(&seconds, &utc)
    func pad(_ n: Int32, _ width: Int = 2) -> String {
      let digits = String(n)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return pad(utc.tm_year + 1900, 4) + pad(utc.tm_mon + 1) + pad(utc.tm_mday) + "T"
      + pad(utc.tm_hour) + pad(utc.tm_min) + pad(utc.tm_sec) + "Z"
  }

  /// A path with the home directory written `~`.
  func display(_ path: String) -> String {
    guard let home, path.hasPrefix(home + "/") else { return path }
    return "~" + path.dropFirst(home.count)
  }

  static func variable(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// `SHERPA_NOW` (`YYYY-MM-DD[THH:MM[:SS]]`) or the local clock.
  static func clock(_ text: String?) throws(EnvironmentFailure) -> (CivilDate, TimeOfDay, Int) {
    guard let text, !text.isEmpty else {
      var seconds = secondsSinceEpoch()
      var parts = tm()
      localtime_r(&seconds, &parts)
      let date = CivilDate(
        year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))!
      return (
        date, TimeOfDay(hour: Int(parts.tm_hour), minute: Int(parts.tm_min))!,
        min(59, Int(parts.tm_sec))
      )
    }
    // Read without splitting: every command run with SHERPA_NOW reads it first thing.
    let split = text.firstIndex(of: "T")
    // Dates the store reads back: 1970 to 9999.
    guard let date = CivilDate(iso: text[..<(split ?? text.endIndex)]), date.year >= 1970 else {
      throw .badNow(text)
    }
    guard let split else { return (date, TimeOfDay(hour: 12, minute: 0)!, 0) }
    // HH:MM or HH:MM:SS, each field two characters that make a number (as `Int` reads them);
    // empty fields are passed over, as splitting at ':' drops them.
    var fields: [Int] = []
    var value = 0
    var width = 0
    for b in text[text.index(after: split)...].utf8 {
      if b == UInt8(ascii: ":"), width == 2 || width == 0 {
        if width == 2 { fields.append(value) }
        (value, width) = (0, 0)
      } else if width >= 0, width < 2, b >= 48, b <= 57 {
        (value, width) = (value * 10 + Int(b - 48), width + 1)
      } else if width == 0, b == UInt8(ascii: "+") {
        width = -1
      } else if width == -1, b >= 48, b <= 57 {
        (value, width) = (Int(b - 48), 2)
      } else {
        throw .badNow(text)
      }
    }
    guard width == 2 || width == 0 else { throw .badNow(text) }
    if width == 2 { fields.append(value) }
    guard (2...3).contains(fields.count), let time = TimeOfDay(hour: fields[0], minute: fields[1])
    else { throw .badNow(text) }
    let second = fields.count == 3 ? fields[2] : 0
    guard (0...59).contains(second) else { throw .badNow(text) }
    return (date, time, second)
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

/// The system clock: outside `Environment`, whose `time` would hide the C function.
private func secondsSinceEpoch() -> time_t { time(nil) }
