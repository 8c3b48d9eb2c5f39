/// A meal as it is logged: which meal of the day, what it was, when, and what it held.
public struct Meal: Hashable, Sendable {
  /// The meals of a day, in the order they usually come.
  public enum Name: String, CaseIterable, Sendable {
    case breakfast, lunch
    case preWorkout = "pre-workout"
    case dinner, snack

    /// "Breakfast", "Pre-workout".
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
  }

  public var name: Name
  /// The words of the meal with the meal word and the macros taken out: "chicken salad".
  public var text: String
  /// The time it was eaten.
  public var time: TimeOfDay
  public var macros: Macros
  /// The seq of the meal this one replaces (an edit); nil for a new meal.
  public var replaces: Int?
  /// The seqs of the events logged with it (the meal habit done, a late meal against the
  /// kitchen's limit), taken back with it by `undo`.
  public var made: [Int]

  public init(
    name: Name, text: String, time: TimeOfDay, macros: Macros, replaces: Int? = nil,
    made: [Int] = []
  ) {
    self.name = name
    self.text = text
    self.time = time
    self.macros = macros
    self.replaces = replaces
    self.made = made
  }
}

/// A meal of a day as the history holds it now: the last version of it, with the seq that
/// names it.
public struct LoggedMeal: Hashable, Sendable {
  /// The seq of the meal's latest version: what an edit replaces.
  public let seq: Int
  public let day: CivilDate
  public let meal: Meal

  public init(seq: Int, day: CivilDate, meal: Meal) {
    self.seq = seq
    self.day = day
    self.meal = meal
  }

  /// Each day's meals in `events`, in the order eaten: undone meals left out, an edited meal
  /// in its latest version (an undone edit brings back the version before).
  ///
  /// - Parameter events: Events in seq order.
  public static func meals(in events: [Event]) -> [CivilDate: [LoggedMeal]] {
    let taken = Event.takenBack(in: events)
    var live: [Int: LoggedMeal] = [:]
    for event in events where !taken.contains(event.seq) {
      guard case .meal(let meal) = event.action else { continue }
      if let replaced = meal.replaces { live[replaced] = nil }
      live[event.seq] = LoggedMeal(seq: event.seq, day: event.day, meal: meal)
    }
    var days: [CivilDate: [LoggedMeal]] = [:]
    for logged in live.values { days[logged.day, default: []].append(logged) }
    for day in days.keys {
      days[day]?.sort { ($0.meal.time, $0.seq) < ($1.meal.time, $1.seq) }
    }
    return days
  }

  /// The meals of `day` in `events`, in the order eaten.
  public static func meals(on day: CivilDate, in events: [Event]) -> [LoggedMeal] {
    meals(in: events)[day] ?? []
  }
}
