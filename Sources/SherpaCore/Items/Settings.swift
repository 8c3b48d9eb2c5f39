/// The person's settings: when a day ends, which day a week starts on, whether to colour,
/// and when the evening ends for the coach's plans.
public struct Settings: Hashable, Sendable {
  /// Whether output is coloured: on a terminal only, always, or never.
  public enum Color: String, CaseIterable, Sendable { case auto, always, never }

  /// Logging before this time of day counts for the day before.
  public var dayBoundary: TimeOfDay
  /// The first day of a week, for weekly targets: Monday or Sunday.
  public var weekStart: Weekday
  public var color: Color
  /// When the person means to be done for the day: the coach plans the evening up to it.
  public var bedtime: TimeOfDay
  /// How the parts of the day are set: by the sun when there is a location, or by hand.
  public var phases: PhaseMode = .auto
  /// Where the morning, afternoon, evening and night start when set by hand.
  public var phaseStarts: [TimeOfDay] = DayPhases.defaultStarts.map {
    TimeOfDay(hour: $0 / 60, minute: $0 % 60)!
  }
  /// Where the person is, for solar phases.
  public var location: Location?
  /// The reminder rules' numbers: a daily cap, the minutes between two, the lead before a time.
  public var reminders = ReminderSettings()
  /// What a day's eating aims at (`nutrition.*`).
  public var nutrition = NutritionTargets()
  /// A person's own servings by name ("glass"): see `Settings+Servings`.
  public var servings: [String: Serving] = [:]
  /// Wake time, workout days, focus and constraints; the bed time is `bedtime`.
  public var profile = Profile()
  /// The optional model behind the coach.
  public var coachModel = CoachModelSettings()

  public init(
    dayBoundary: TimeOfDay = TimeOfDay(hour: 2, minute: 0)!, weekStart: Weekday = .monday,
    color: Color = .auto, bedtime: TimeOfDay = TimeOfDay(hour: 23, minute: 0)!
  ) {
    self.dayBoundary = dayBoundary
    self.weekStart = weekStart
    self.color = color
    self.bedtime = bedtime
  }

  /// The keys `sherpa config` knows, in the order it lists them.
  public static let keys =
    ["dayBoundary", "weekStart", "color", "bedtime", "profile"] + NutritionTargets.keys
    + phaseKeys + ReminderSettings.keys + CoachModelSettings.keys

  /// The keys said in a refusal: the profile and the nutrition targets have commands and help
  /// of their own (`profile`, `config --help`).
  public static var plainKeys: [String] {
    keys.filter { $0 != "profile" && !NutritionTargets.keys.contains($0) }
  }

  /// A setting's value as text.
  public func value(of key: String) -> String? {
    switch key {
    case "dayBoundary": dayBoundary.description
    case "weekStart": weekStart.name.lowercased()
    case "color": color.rawValue
    case "bedtime": bedtime.description
    case "profile": profile.text(bed: bedtime)
    case _ where NutritionTargets.keys.contains(key): nutrition.value(of: key)
    case _ where Settings.isServingKey(key): servingValue(of: key)
    default: phaseValue(of: key) ?? reminders.value(of: key) ?? coachModel.value(of: key)
    }
  }

  /// These settings with `key` set from text, or a failure that says what would work.
  ///
  /// - Parameter checkingOrder: Whether the hand-set phases must stay in order; the store's
  ///   reader sets them one at a time and checks the whole.
  public func setting(_ key: String, to text: String, checkingOrder: Bool = true)
    throws(SettingFailure) -> Settings
  {
    var copy = self
    let value = text.trimmingWhitespace().lowercased()
    switch key {
    case "dayBoundary":
      let parts = value.split(separator: ":")
      guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let h = Int(parts[0]),
        let m = Int(parts[1]), let time = TimeOfDay(hour: h, minute: m), h < 12
      else { throw .badValue(key: key, value: text, example: "'03:00' (a time before noon)") }
      copy.dayBoundary = time
    case "weekStart":
      guard value == "monday" || value == "sunday" else {
        throw .badValue(key: key, value: text, example: "'monday' or 'sunday'")
      }
      copy.weekStart = value == "monday" ? .monday : .sunday
    case "color":
      guard let color = Color(rawValue: value) else {
        throw .badValue(key: key, value: text, example: "'auto', 'always' or 'never'")
      }
      copy.color = color
    case "bedtime":
      guard let time = TimeOfDay(text: value) else {
        throw .badValue(key: key, value: text, example: "'23:00' or '22:30'")
      }
      copy.bedtime = time
    case "profile":
      let change = try Profile.change(text)
      copy.profile = Profile().applying(change)
      copy.bedtime = change.bed ?? Settings().bedtime
    case _ where NutritionTargets.keys.contains(key):
      guard let nutrition = nutrition.setting(key, to: text) else {
        throw .badValue(
          key: key, value: text,
          example: "'1600-1800', '140' or 'training 1600-1800, rest 1400-1600'")
      }
      copy.nutrition = nutrition
    default:
      if Settings.isServingKey(key) {
        try copy.setServing(key, to: text)
      } else if Settings.phaseKeys.contains(key) {
        try copy.setPhase(key, to: text, checkingOrder: checkingOrder)
      } else if ReminderSettings.keys.contains(key) {
        try copy.reminders.set(key, to: text)
      } else if CoachModelSettings.keys.contains(key) {
        try copy.coachModel.set(key, to: text)
      } else {
        throw .unknownKey(key)
      }
    }
    return copy
  }

  /// The logical day of a moment: before the day boundary it is still yesterday.
  public func day(at date: CivilDate, _ time: TimeOfDay) -> CivilDate {
    time < dayBoundary ? date.adding(days: -1) : date
  }

  /// The first day of the week that holds `date`.
  public func weekStart(of date: CivilDate) -> CivilDate {
    let offset = (date.weekday.rawValue - weekStart.rawValue + 7) % 7
    return date.adding(days: -offset)
  }
}

/// A setting that does not exist, or a value it cannot take.
public enum SettingFailure: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownKey(String)
  case badValue(key: String, value: String, example: String)
  /// Hand-set phases out of order: what must come after what.
  case phaseOrder(String)
  /// Solar phases without a location.
  case needsLocation

  public var description: String {
    switch self {
    case .unknownKey(let key):
      "There is no setting '\(key)'. Settings are \(Settings.plainKeys.joined(by: ", "))."
    case .badValue(let key, let value, let example):
      "'\(value)' is not a value for \(key). Try \(example)."
    case .phaseOrder(let problem): "The parts of the day must stay in order: \(problem)."
    case .needsLocation:
      "Solar phases need a location. Set one first, like 'sherpa config set location london'."
    }
  }
}
