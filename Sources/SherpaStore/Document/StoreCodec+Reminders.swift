import SherpaCore

/// The reminders' events and the settings and item fields of phases, kept apart from the
/// rest of the codec.
extension StoreCodec {
  /// `"event":"remind","item":3,"priority":"phase"` and `"event":"snooze","item":3,
  /// "until":"2026-11-21T09:15"`; nil for other events.
  static func reminderFields(_ action: Event.Action) -> [(String, String)]? {
    switch action {
    case .remind(let item, let priority):
      [
        ("event", "\"remind\""), ("item", String(item)),
        ("priority", JSONText.string(priority.rawValue)),
      ]
    case .snooze(let item, let until):
      [("event", "\"snooze\""), ("item", String(item)), ("until", JSONText.string(until))]
    default: nil
    }
  }

  /// The event named `name` when it is one of the reminders'.
  static func reminderAction(_ name: String, _ value: JSONValue, _ seq: Int) throws(Mismatch)
    -> Event.Action?
  {
    switch name {
    case "remind":
      guard let priority = value["priority"]?.string.flatMap(ReminderPriority.init(rawValue:))
      else { throw Mismatch(problem: "event \(seq) is a reminder without a priority") }
      return .remind(item: try reminderItem(value, seq), priority: priority)
    case "snooze":
      guard let until = value["until"]?.string, isStamp(until) else {
        throw Mismatch(problem: "event \(seq) is a snooze without an end like 2026-11-21T09:15")
      }
      return .snooze(item: try reminderItem(value, seq), until: until)
    default: return nil
    }
  }

  private static func reminderItem(_ value: JSONValue, _ seq: Int) throws(Mismatch) -> Int {
    guard let item = Checked.int(value["item"], in: 1...Checked.maxSeq) else {
      throw Mismatch(problem: "event \(seq) names no item")
    }
    return item
  }

  /// `YYYY-MM-DDTHH:MM`, a real date and time in the store's range.
  static func isStamp(_ text: String) -> Bool {
    let parts = text.split(separator: "T")
    guard parts.count == 2, let date = CivilDate(iso: parts[0]), Checked.isInRange(date),
      parts[1].count == 5, TimeOfDay(text: parts[1]) != nil
    else { return false }
    return true
  }

  /// The phase and reminder settings that differ from the defaults.
  static func phaseSettingPairs(_ settings: Settings) -> [(String, String)] {
    let defaults = Settings()
    return (Settings.phaseKeys + ReminderSettings.keys + CoachModelSettings.keys).compactMap {
      key in
      guard let value = settings.value(of: key), value != defaults.value(of: key) else {
        return nil
      }
      return (key, JSONText.string(value))
    }
  }

  /// An item's time said by the sun, when it has one.
  static func solar(_ value: JSONValue?, _ what: @autoclosure () -> String) throws(Mismatch)
    -> SolarTime?
  {
    guard let value, value != .null else { return nil }
    guard let event = value["event"]?.string.flatMap(SolarTime.Event.init(rawValue:)),
      let offset = Checked.int(
        value["offset"], in: -SolarTime.maximumOffset...SolarTime.maximumOffset),
      let solar = SolarTime(event: event, offset: offset)
    else { throw Mismatch(problem: "\(what()) has a time by the sun Sherpa cannot read") }
    return solar
  }
}
