/// How the parts of the day are set.
public enum PhaseMode: String, CaseIterable, Sendable {
  /// By the sun when a location is set, else by hand.
  case auto
  /// By hand, whatever the location.
  case manual
  /// By the sun: needs a location.
  case solar
}

extension Settings {
  /// The phase settings: the mode, each part's start by hand, the location.
  public static let phaseKeys = [
    "phases", "phase.morning", "phase.afternoon", "phase.evening", "phase.night", "location",
  ]

  /// The location the phases follow, when they follow the sun.
  public var solarLocation: Location? { phases == .manual ? nil : location }

  func phaseValue(of key: String) -> String? {
    switch key {
    case "phases": phases.rawValue
    case "location": location?.description ?? "none"
    default:
      Settings.phase(named: key).map { phaseStarts[$0.index].description }
    }
  }

  private static func phase(named key: String) -> Phase? {
    guard key.hasPrefix("phase.") else { return nil }
    return Phase(rawValue: String(key.dropFirst(6)))
  }

  mutating func setPhase(_ key: String, to text: String, checkingOrder: Bool)
    throws(SettingFailure)
  {
    let value = text.trimmingWhitespace().lowercased()
    switch key {
    case "phases":
      guard let mode = PhaseMode(rawValue: value) else {
        throw .badValue(key: key, value: text, example: "'manual', 'solar' or 'auto'")
      }
      if mode == .solar && location == nil && checkingOrder {
        throw .needsLocation
      }
      phases = mode
    case "location":
      if value == "none" || value.isEmpty {
        if phases == .solar && checkingOrder { throw .needsLocation }
        location = nil
        return
      }
      guard let place = Location(text: text) else {
        throw .badValue(
          key: key, value: text,
          example: "a latitude and longitude like '51.51,-0.13', or a city like 'london'")
      }
      location = place
    default:
      guard let phase = Settings.phase(named: key), let time = TimeOfDay(text: value) else {
        throw .badValue(key: key, value: text, example: "'06:00' or '18:30'")
      }
      var starts = phaseStarts
      starts[phase.index] = time
      if checkingOrder {
        try Settings.checkOrder(starts)
      }
      phaseStarts = starts
    }
  }

  /// The hand-set starts run morning, afternoon, evening, night.
  public static func checkOrder(_ starts: [TimeOfDay]) throws(SettingFailure) {
    let names = Phase.allCases.map(\.rawValue)
    for i in 1..<starts.count where !(starts[i - 1] < starts[i]) {
      throw .phaseOrder(
        "phase.\(names[i]) (\(starts[i])) must come after phase.\(names[i - 1]) (\(starts[i - 1]))"
      )
    }
  }
}

/// The reminder rules' numbers.
public struct ReminderSettings: Hashable, Sendable {
  /// At most this many reminders a day.
  public var cap = 8
  /// At least this many minutes between two reminders.
  public var cooldown = 45
  /// A timed item is due this many minutes before its time.
  public var lead = 10

  public init(cap: Int = 8, cooldown: Int = 45, lead: Int = 10) {
    self.cap = cap
    self.cooldown = cooldown
    self.lead = lead
  }

  public static let keys = ["reminders.cap", "reminders.cooldown", "reminders.lead"]

  func value(of key: String) -> String? {
    switch key {
    case "reminders.cap": String(cap)
    case "reminders.cooldown": String(cooldown)
    case "reminders.lead": String(lead)
    default: nil
    }
  }

  mutating func set(_ key: String, to text: String) throws(SettingFailure) {
    let value = text.trimmingWhitespace().lowercased()
    let number = Int(value.hasSuffix("min") ? String(value.dropLast(3)) : value)
    let range = key == "reminders.cap" ? 0...100 : 0...720
    guard let number, range.contains(number) else {
      let example =
        key == "reminders.cap"
        ? "a whole number from 0 to 100, like '8'"
        : "minutes from 0 to 720, like '45'"
      throw .badValue(key: key, value: text, example: example)
    }
    switch key {
    case "reminders.cap": cap = number
    case "reminders.cooldown": cooldown = number
    default: lead = number
    }
  }
}
