/// What the coach knows about a person's days: when they wake, which days they train, what
/// they are working on, and what to work around ("bad knee", "night shifts"). Their bedtime
/// is the `bedtime` setting (see `Settings.profileText`).
public struct Profile: Hashable, Sendable {
  public var wake: TimeOfDay?
  /// The days of the week they train, Monday first.
  public var workoutDays: [Weekday] = []
  /// What they are working on: "fitness", "sleep".
  public var focus: String?
  /// Free text, as said.
  public var constraints: [String] = []

  public init(
    wake: TimeOfDay? = nil, workoutDays: [Weekday] = [], focus: String? = nil,
    constraints: [String] = []
  ) {
    self.wake = wake
    self.workoutDays = workoutDays
    self.focus = focus
    self.constraints = constraints
  }

  public var isEmpty: Bool { self == Profile() }

  /// The words that start a part of a profile, as `profile set` takes them.
  public static let fields = ["wake", "bed", "workout", "focus", "constraints"]

  private static let synonyms: [String: String] = [
    "wake": "wake", "waking": "wake", "up": "wake", "bed": "bed", "bedtime": "bed",
    "sleep": "bed", "workout": "workout", "workouts": "workout", "training": "workout",
    "train": "workout", "focus": "focus", "constraints": "constraints",
    "constraint": "constraints",
  ]

  /// The profile as `profile set` reads it back, with the bedtime given: "wake 06:30 bed
  /// 23:00 workout mon,wed,fri focus fitness constraints bad knee; night shifts".
  public func text(bed: TimeOfDay) -> String {
    var parts: [String] = []
    if let wake { parts.append("wake \(wake)") }
    parts.append("bed \(bed)")
    if !workoutDays.isEmpty {
      parts.append(
        "workout " + workoutDays.map { $0.shortName.lowercased() }.joined(by: ","))
    }
    if let focus { parts.append("focus \(focus)") }
    if !constraints.isEmpty { parts.append("constraints " + constraints.joined(by: "; ")) }
    return parts.joined(by: " ")
  }

  /// What a `profile set` says, each part read: a part left out is nil (kept as it was).
  public struct Change: Hashable, Sendable {
    public var wake: TimeOfDay??
    public var bed: TimeOfDay?
    public var workoutDays: [Weekday]?
    public var focus: String??
    public var constraints: [String]?
  }

  /// Reads "wake 06:30 bed 23:00 workout mon,wed,fri focus fitness constraints bad knee";
  /// "none" clears a part. Everything after "constraints" is constraints, split at ";" or ",".
  ///
  /// - Throws: `SettingFailure.badValue` naming the part that does not read.
  public static func change(_ text: String) throws(SettingFailure) -> Change {
    var change = Change()
    var parts: [(field: String, words: [String])] = []
    for word in text.split(whereSeparator: \.isWhitespace).map(String.init) {
      let key = synonyms[word.lowercased()]
      if let key, parts.last?.field != "constraints" {
        parts.append((key, []))
      } else if parts.isEmpty {
        throw .badValue(
          key: "profile", value: word,
          example: "a part first: wake, bed, workout, focus or constraints")
      } else {
        parts[parts.count - 1].words.append(word)
      }
    }
    guard !parts.isEmpty else {
      throw .badValue(
        key: "profile", value: text,
        example: "'wake 06:30 bed 23:00 workout mon,wed,fri focus fitness'")
    }
    for (field, words) in parts {
      let value = words.joined(by: " ")
      let cleared = value.lowercased() == "none"
      guard !value.isEmpty else {
        throw .badValue(key: "profile", value: field, example: "'\(field)' with its value")
      }
      switch field {
      case "wake", "bed":
        let time = cleared ? nil : Self.time(value)
        guard cleared || time != nil, !(cleared && field == "bed") else {
          throw .badValue(key: "profile \(field)", value: value, example: "'06:30' or '6:30am'")
        }
        if field == "wake" { change.wake = .some(time) } else { change.bed = time }
      case "workout":
        guard let days = cleared ? [] : Self.weekdays(value) else {
          throw .badValue(key: "profile workout", value: value, example: "'mon,wed,fri'")
        }
        change.workoutDays = days
      case "focus":
        change.focus = .some(cleared ? nil : value)
      default:
        change.constraints =
          cleared
          ? []
          : value.split { $0 == ";" || $0 == "," }.map { String($0.trimmingWhitespace()) }
            .filter { !$0.isEmpty }
      }
    }
    return change
  }

  /// This profile with a change's parts put in.
  public func applying(_ change: Change) -> Profile {
    var copy = self
    if let wake = change.wake { copy.wake = wake }
    if let days = change.workoutDays { copy.workoutDays = days }
    if let focus = change.focus { copy.focus = focus }
    if let constraints = change.constraints { copy.constraints = constraints }
    return copy
  }

  /// "06:30", "6:30", "6am", "6:30pm", "23:00"; nil for anything else.
  public static func time(_ text: String) -> TimeOfDay? {
    var word = text.lowercased().filter { $0 != " " && $0 != "." }
    var shift: Int?
    if word.hasSuffix("am") || word.hasSuffix("pm") {
      shift = word.hasSuffix("pm") ? 12 : 0
      word.removeLast(2)
    }
    let parts = word.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let hour = Int(parts[0]),
      parts.count == 1 || parts[1].count == 2, let minute = parts.count == 2 ? Int(parts[1]) : 0
    else { return nil }
    if let shift {
      guard (1...12).contains(hour) else { return nil }
      return TimeOfDay(hour: hour % 12 + shift, minute: minute)
    }
    guard parts.count == 2 else { return nil }
    return TimeOfDay(hour: hour, minute: minute)
  }

  /// "mon,wed,fri", "Mon Wed Fri", "monday and thursday"; nil when a word is no weekday.
  public static func weekdays(_ text: String) -> [Weekday]? {
    let words = text.lowercased().split { $0 == "," || $0 == " " || $0 == "/" }
      .filter { $0 != "and" }
    guard !words.isEmpty else { return nil }
    var days = Set<Weekday>()
    for word in words {
      guard word.count >= 2,
        let day = Weekday.allCases.first(where: { $0.name.lowercased().hasPrefix(word) })
      else { return nil }
      days.insert(day)
    }
    return days.sorted { $0.rawValue < $1.rawValue }
  }
}
