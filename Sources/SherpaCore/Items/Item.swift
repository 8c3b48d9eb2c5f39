/// A part of the day an item belongs to.
public enum Phase: String, CaseIterable, Sendable {
  case morning, afternoon, evening, night

  /// Where a part of the day sorts: items with none sit between the afternoon and the
  /// evening.
  static func rank(_ phase: Phase?) -> Int {
    switch phase {
    case .morning: 0
    case .afternoon: 1
    case nil: 2
    case .evening: 3
    case .night: 4
    }
  }
}

/// What a phrase describes: a habit or a task, its target and its schedule.
public struct Item: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Sendable { case habit, task }

  public var kind: Kind
  /// Plain text: a name given with terminal codes keeps only its text (`PlainText`).
  public var name: String {
    didSet { if name != oldValue { name = Self.named(name) } }
  }
  public var target: Target
  public var recurrence: Recurrence
  /// The first day the item occurs, synchronized with the recurrence.
  public var start: CivilDate
  public var time: TimeOfDay?
  /// Every time of day, ascending, when the phrase names several ("at 7am and 7pm"); empty
  /// when it names one or none (then `time` says it all).
  public var times: [TimeOfDay] = []
  /// A time said by the sun ("at sunset", "30 min before sunset"): `time` is nil then, and
  /// each day's is worked out from its `DayPhases`.
  public var solar: SolarTime?
  public var phase: Phase?
  /// The activity this one comes after ("breakfast", "run").
  public var after: String?
  /// The activity whose days this one keeps to ("workout" from "only on workout days"): it is
  /// scheduled only on days that activity's item is scheduled too.
  public var onlyOn: String?
  public var notify: Bool

  public init(
    kind: Kind, name: String, target: Target = .checkOff, recurrence: Recurrence,
    start: CivilDate, time: TimeOfDay? = nil, phase: Phase? = nil, after: String? = nil,
    onlyOn: String? = nil, notify: Bool = false
  ) {
    self.kind = kind
    self.name = Self.named(name)
    self.target = target
    self.recurrence = recurrence
    self.start = start
    self.time = time
    self.phase = phase
    self.after = after
    self.onlyOn = onlyOn
    self.notify = notify
  }

  /// `text` as a name: plain text, never empty.
  static func named(_ text: String) -> String {
    let cleaned = PlainText.cleaned(text)
    return cleaned.allSatisfy(\.isWhitespace) && !text.isEmpty ? "?" : cleaned
  }

  /// The schedule in words: "Any days" for a weekly or monthly target that any day of its
  /// period may count toward ("15 km a week" done on whichever days).
  public var summary: String {
    if target.period != .day && recurrence == .daily { return "Any days" }
    return recurrence.summary(start: start)
  }

  /// The first `limit` scheduled dates from the start.
  public func occurrences(limit: Int = 14) -> [CivilDate] {
    recurrence.occurrences(from: start, limit: limit)
  }
}
